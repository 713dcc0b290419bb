"""Draw, discard, gain and lose life: "Draw two cards", "Target player
discards a card", "You gain 3 life", "Target opponent loses 2 life"."""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template, parse_sentence
from .targets import ref
from .text import NUMBER

PLAYER = r"(you|target player|target opponent)"


@effect_template(rf"draw ({NUMBER}) cards?")
def draw(eff, m):
    eff.steps.append({"do": "draw", "amount": _amount(eff, m.group(1))})


@effect_template(rf"(target player|target opponent) draws ({NUMBER}) cards?")
def target_draws(eff, m):
    eff.steps.append({"do": "draw", "amount": _amount(eff, m.group(2)), "player": ref(eff, m.group(1))})


@effect_template(rf"discard ({NUMBER}) cards?")
def discard(eff, m):
    eff.steps.append({"do": "discard", "amount": _amount(eff, m.group(1)), "player": "you"})


@effect_template(rf"(target player|target opponent) discards ({NUMBER}) cards?( at random)?")
def target_discards(eff, m):
    step = {"do": "discard", "amount": _amount(eff, m.group(2)), "player": ref(eff, m.group(1))}
    if m.group(3):
        step["random"] = True
    eff.steps.append(step)


@effect_template(rf"{PLAYER} gains? ({NUMBER}) life")
def gain_life(eff, m):
    eff.steps.append({"do": "gain_life", "amount": _amount(eff, m.group(2)), "player": ref(eff, m.group(1))})


@effect_template(rf"{PLAYER} loses? ({NUMBER}) life")
def lose_life(eff, m):
    eff.steps.append({"do": "lose_life", "amount": _amount(eff, m.group(2)), "player": ref(eff, m.group(1))})


@effect_template(rf"draw ({NUMBER}) cards?, then discard ({NUMBER}) cards?")
def loot(eff, m):
    """ "Draw a card, then discard a card": the draw first, then the discard (608.2c: in order)."""
    eff.steps.append({"do": "draw", "amount": _amount(eff, m.group(1))})
    eff.steps.append({"do": "discard", "amount": _amount(eff, m.group(2)), "player": "you"})


@effect_template(rf"(.+) and you gain ({NUMBER}) life")
def and_you_gain(eff, m):
    """ "~ deals 2 damage to any target and you gain 2 life": the first part,
    then the gain (608.2c: in the order written). Not after "you may ...": the whole sentence
    would be the choice, and this would make the gain happen either way."""
    if m.group(1).lower().startswith("you may "):
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))
    if m.group(1).startswith("If you do, "):  # the gain is part of what happens only if they did: optional.if_you_do's
        from .registry import pass_on
        return pass_on(eff, m, and_you_gain)
    parse_sentence(eff, m.group(1))
    eff.steps.append({"do": "gain_life", "amount": _amount(eff, m.group(2)), "player": "you"})


@effect_template(rf"(each player|each opponent) (loses|gains|draws|discards) ({NUMBER}) (life|cards?)")
def each_player(eff, m):
    """ "Each opponent loses 2 life", "Each player draws a card": followed for each player in
    APNAP order (2026: 101.4; 2007: 103.4)."""
    verb, noun = m.group(2), m.group(4)
    if (verb in ("loses", "gains")) != (noun == "life"):
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))
    do = {"loses": "lose_life", "gains": "gain_life", "draws": "draw", "discards": "discard"}[verb]
    key = "player"
    eff.steps.append({"do": "for_each", "players": m.group(1).lower().replace(" ", "_"),
                      "effect": [{"do": do, "amount": _amount(eff, m.group(3)), key: "it"}]})


@effect_template(rf"~ deals ({NUMBER}) damage to each opponent")
def damage_each_opponent(eff, m):
    """ "~ deals 1 damage to each opponent": the source deals the damage to each opponent of its
    controller, in APNAP order (2026: 101.4; 2007: 103.4), as Inferno's "each player"."""
    eff.steps.append({"do": "for_each", "players": "each_opponent",
                      "effect": [{"do": "damage", "amount": _amount(eff, m.group(1)), "to": "it"}]})


@effect_template(rf"you draw ({NUMBER}) cards? and you lose ({NUMBER}) life")
def draw_and_lose_life(eff, m):
    """ "You draw a card and you lose 1 life" (Phyrexian Arena): the draw, then the life loss (608.2c)."""
    eff.steps.append({"do": "draw", "amount": _amount(eff, m.group(1))})
    eff.steps.append({"do": "lose_life", "amount": _amount(eff, m.group(2)), "player": "you"})


CHOOSE = {"nonland": "nonland", "noncreature, nonland": "noncreature_nonland", "creature": "creature",
          "artifact": "artifact", "artifact or creature": "artifact_or_creature"}


def _last_reveal(eff, text: str) -> dict:
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "reveal_hand":
        from .registry import NotUnderstood
        raise NotUnderstood(text)
    return last


@effect_template(r"(target player|target opponent) reveals their hand")
def reveals_hand(eff, m):
    eff.steps.append({"do": "reveal_hand", "player": ref(eff, m.group(1))})


@effect_template(r"you choose an? (nonland|noncreature, nonland|creature|artifact or creature|artifact) card from it")
def choose_from_hand(eff, m):
    """The card is chosen by the spell's or ability's controller as it resolves (413.2c / 608.2d)."""
    last = _last_reveal(eff, m.group(0))
    if "choose" in last:
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))
    last["choose"] = CHOOSE[m.group(1).lower()]


@effect_template(r"look at (target player|target opponent)'s hand and choose a card from it")
def look_and_choose(eff, m):
    eff.steps.append({"do": "reveal_hand", "player": ref(eff, m.group(1)), "look": True, "choose": "any"})


@effect_template(r"that player discards that card")
def discards_that_card(eff, m):
    last = _last_reveal(eff, m.group(0))
    if "choose" not in last or last.get("discard"):
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))
    last["discard"] = True


@effect_template(r"you skip your next turn")
def skip_your_next_turn(eff, m):
    """Replacement of the player's next turn by nothing (2007 419.6e; 2026 614.10): skip_turns.py."""
    eff.steps.append({"do": "skip_next_turn", "player": "you"})


@effect_template(r"take an extra turn after this one")
def extra_turn(eff, m):
    eff.steps.append({"do": "extra_turn", "player": "you"})


@effect_template(r"(?:(you) lose|(target player|target opponent) loses) the game")
def loses_the_game(eff, m):
    """ "Target player loses the game." (Door to Nothingness), "You lose the game." (2026 104.3e)."""
    eff.steps.append({"do": "lose_game", "player": ref(eff, m.group(1) or m.group(2))})
