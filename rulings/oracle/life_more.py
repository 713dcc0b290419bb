"""Life lost and gained, the sentences the other life templates left as text only
(rulings/engine/life_events.py plays what they need).

- "Each opponent loses 5 life. You gain life equal to the life lost this way." (Kokusho,
  Subversion): the life the sentence before made players lose, all of it (2026 119.3).
- "You lose half your life, rounded up." (Infernal Contract), "that player loses half their life,
  rounded up" (Quietus Spike): half the total as the instruction is followed, rounded up as the
  card says (2007 104.1; 2026 107.1a).
- "Target player's life total becomes 10." (Magister Sphinx): the player gains or loses the
  difference (2026 119.5).
- "Destroy target creature. You gain life equal to its toughness." (Sever Soul, Chastise, Divine
  Offering), "Exile target creature. Its controller gains life equal to its power." (Swords to
  Plowshares): "its" is the one target the sentences before moved, read as it last existed on the
  battlefield (2007 413.2f; 2026 608.2h); "its controller" is that object's controller, noted
  before it moves (rulings/engine/effects/its_controller.py).

- "Target opponent discards two cards, mills two cards, and loses 2 life" (Mind Shatter-like lists):
  one subject, each verb phrase read as its own sentence, in the order written (2007 413.2b; 2026
  608.2c).

- "Exchange life totals with target opponent." (Mirror Universe; 2026 701.12c); "At the beginning of
  your upkeep, if you have 40 or more life, you win the game." (Felidar Sovereign; 2007 102.2b, 2026
  104.2b; the intervening "if" read by intervening_if.py).

Anything else stays text only: "its" after more than one target or a target not on the
battlefield (a card returned from a graveyard is a new object), "half" rounded down, a life total
set to a number counted from the game.
"""
from __future__ import annotations

import json
import re

from . import intervening_if
from .registry import Effect, NotUnderstood, effect_template, parse_sentence
from .targets import ref
from .text import NUMBER, amount
from .triggered import EVENT_PLAYER

# --- "You gain life equal to the life lost this way" ---------------------------------------------


def _only_life_lost(steps: list[dict]) -> bool:
    """Whether `steps` are only players losing life (each opponent's turn of a for_each too)."""
    for st in steps:
        if st.get("do") == "for_each" and "players" in st:
            if not _only_life_lost(st.get("effect") or []):
                return False
        elif st.get("do") != "lose_life":
            return False
    return bool(steps)


@effect_template(r"you gain life equal to the life lost this way")
def gain_the_life_lost_this_way(eff, m):
    """Kokusho's "each opponent loses 5 life. You gain life equal to the life lost this way": the
    sentence before is only life loss; a tally is started before it (count_life_lost) and read
    as you gain."""
    starts = eff.sentence_starts
    if len(starts) < 2 or not _only_life_lost(eff.steps[starts[-2]:starts[-1]]):
        raise NotUnderstood(m.group(0))
    eff.steps.insert(starts[-2], {"do": "count_life_lost"})
    eff.sentence_starts[-1] += 1
    eff.steps.append({"do": "gain_life", "amount": {"count": "life_lost_this_way"}, "player": "you"})


# --- "loses half their life, rounded up" ----------------------------------------------------------

_HALF_WHO = {"you": "your", "target player": "their", "target opponent": "their", EVENT_PLAYER: "their"}


@effect_template(rf"(you|target player|target opponent|{EVENT_PLAYER}) (lose|loses) half (your|their) life, rounded up")
def lose_half_life_rounded_up(eff, m):
    """Infernal Contract's "You lose half your life, rounded up"; Quietus Spike's "that player loses
    half their life, rounded up" (the player dealt the damage, the engine's "it")."""
    who = m.group(1).lower()
    if _HALF_WHO[who] != m.group(3).lower() or (m.group(2).lower() == "lose") != (who == "you"):
        raise NotUnderstood(m.group(0))
    player = "it" if who == EVENT_PLAYER else ref(eff, who)
    eff.steps.append({"do": "lose_life", "amount": {"count": "half_life_rounded_up", "of": player}, "player": player})


# --- "Target player's life total becomes 10" ------------------------------------------------------

@effect_template(rf"(your|target player's|target opponent's) life total becomes ({NUMBER})")
def life_total_becomes(eff, m):
    """Magister Sphinx: the player gains or loses the life needed (2026 119.5)."""
    n = amount(m.group(2))
    if not isinstance(n, int) or not 1 <= n <= 1000:
        raise NotUnderstood(m.group(0))
    who = m.group(1).lower()
    player = "you" if who == "your" else ref(eff, who[:-2])
    eff.steps.append({"do": "set_life_total", "amount": n, "player": player})


# --- "You gain life equal to its toughness" after the sentence that moved its one target ----------

#: the instructions that may come before "its": each acts on the one target and nothing else
_ACTS_ON_IT = {"destroy": {"do", "what", "no_regenerate"}, "remove_from_game": {"do", "what"}, "return_to_hand": {"do", "what"},
               "tap": {"do", "what"}}
_GIVES_IT = {"gain_ability": {"do", "ability", "to", "until"}, "pump": {"do", "power", "toughness", "to", "until"}}
_STATS = {"power": "power_of", "toughness": "toughness_of", "mana value": "mana_value_of"}
_ITS = r"(its|that creature's|that artifact's|that permanent's)"


def _spec(target) -> dict:
    """A target as the fields this module reads: each of the engine's named creature targets
    ("creature", "nonblack_creature") is {"types": ["Creature"]}; any other name is not a permanent's."""
    if target in ("creature", "creature_you_control", "nonblack_creature", "nonartifact_nonblack_creature"):
        return {"types": ["Creature"]}  # the engine's named creature targets (rulings/engine/targets.py)
    return target if isinstance(target, dict) else {"player": target}


def _one_permanent_target(eff, phrase: str) -> None:
    """NotUnderstood unless the effect has one target, a permanent on the battlefield, which every
    step before acts on alone, and `phrase` ("that creature's") names what it is."""
    if len(eff.targets) != 1 or len(eff.sentence_starts) < 2:
        raise NotUnderstood(phrase)
    spec = _spec(eff.targets[0])
    if set(spec) - {"types", "combat", "colors", "not_colors", "not_types", "tapped", "controller"} or spec.get("player") \
            or "abilit" in json.dumps(spec) or not spec.get("types"):
        raise NotUnderstood(phrase)
    noun = phrase.split("'")[0].removeprefix("that ")
    if noun in ("creature", "artifact") and spec["types"] != [noun.capitalize()]:
        raise NotUnderstood(phrase)
    before = eff.steps[:eff.sentence_starts[-1]]
    if not before or not all(_acts_on_it(st) for st in before):
        raise NotUnderstood(phrase)


def _acts_on_it(st: dict) -> bool:
    """Whether a step moves, taps, pumps or gives an ability to the one target and does nothing else."""
    if st.get("do") in _ACTS_ON_IT:
        return st.get("what") == "target:0" and not set(st) - _ACTS_ON_IT[st["do"]]
    if st.get("do") in _GIVES_IT:  # "Target creature you control gains hexproof until end of turn." (Sheltering Word)
        return st.get("to") == "target:0" and st.get("until") == "end_of_turn" and not set(st) - _GIVES_IT[st["do"]]
    return False


@effect_template(rf"(you|its controller|that creature's controller|that artifact's controller) (gains?|loses?) life equal to {_ITS} "
                 r"(power|toughness|mana value)")
def life_equal_to_its(eff, m):
    """Sever Soul's "You gain life equal to its toughness", Swords to Plowshares' "Its controller
    gains life equal to its power", Divine Offering's "... its mana value" (2007 413.2f; 2026 608.2h)."""
    who, verb = m.group(1).lower(), m.group(2).lower()
    if verb.endswith("s") == (who == "you"):
        raise NotUnderstood(m.group(0))
    if who != "you" and who != "its controller" and who.split("'")[0] != m.group(3).lower().split("'")[0]:
        raise NotUnderstood(m.group(0))  # "that creature's controller gains life equal to that artifact's ..."
    _one_permanent_target(eff, m.group(3).lower())
    if m.group(4) != "mana value" and _spec(eff.targets[0])["types"] != ["Creature"]:
        raise NotUnderstood(m.group(0))  # a power read from what may not be a creature
    player = "you"
    if who != "you":
        eff.steps.insert(0, {"do": "note_its_controller", "of": "target:0"})
        eff.sentence_starts[-1] += 1
        player = "its_controller"
    do = "gain_life" if verb.startswith("gain") else "lose_life"
    eff.steps.append({"do": do, "amount": {"count": _STATS[m.group(4)], "of": "target:0"}, "player": player})


# --- one player, several things: "Target opponent discards two cards, mills two cards, and loses 2 life" ---

_SUBJECTS = ("you", "target player", "target opponent", "each player", "each opponent", EVENT_PLAYER)


def _things(rest: str) -> list[str] | None:
    """ "A and B", "A, B, and C" (and more before "and"): the verb phrases, or None."""
    if ", and " in rest:
        head, last = rest.rsplit(", and ", 1)
        items = head.split(", ") + [last]
        return items if len(items) >= 3 else None
    items = rest.split(" and ")
    return items if len(items) == 2 and ", " not in rest else None


@effect_template(rf"({'|'.join(_SUBJECTS)}) ([a-z][^.]* and [^.]+)")
def player_does_several_things(eff, m):
    """Mental Agony's "Target player discards two cards and loses 2 life", Tasha's Hideous
    Laughter-like lists "sacrifices a creature of their choice, discards a card, and loses 3 life":
    each verb phrase is read as its own sentence of the same subject, in the order written (2007
    413.2b; 2026 608.2c); a target is the one target the first phrase chose. "Each opponent ...":
    each opponent does the first thing, then each does the next. A phrase no template reads, or
    one whose subject would change ("and you gain 2 life"), leaves it text only."""
    from .discard_wordings import draw_and_discard_pair  # "... discards a card and you draw a card": a second subject
    if draw_and_discard_pair(eff, m.group(0)):
        return
    who = m.group(1).lower()
    items = _things(m.group(2))
    if items is None or any(not re.fullmatch(r"[a-z]+ \S.*", it) for it in items):
        raise NotUnderstood(m.group(0))
    if any(it.split()[0].endswith("s") == (who == "you") or it.split()[0] in ("you", "they", "that", "each", "target")
           for it in items):
        raise NotUnderstood(m.group(0))  # "you discards", "target player lose", a second subject
    if any(it.split()[0] == "may" for it in items):
        raise NotUnderstood(m.group(0))  # "you may counter target spell and draw a card": one choice covers both
    subject = m.group(1)
    if not who.startswith("target"):
        for it in items:
            parse_sentence(eff, f"{subject} {it}")
        return
    parse_sentence(eff, f"{subject} {items[0]}")
    n = len(eff.targets) - 1
    if n < 0 or not json.dumps(eff.steps[-1:]).count(f'"target:{n}"'):
        raise NotUnderstood(m.group(0))
    for it in items[1:]:
        scratch = Effect(eff.card, allow_x=eff.allow_x)
        parse_sentence(scratch, f"{subject} {it}")
        if scratch.targets != [eff.targets[n]]:
            raise NotUnderstood(m.group(0))
        text = json.dumps(scratch.steps)
        if re.search(r'"target:(?!0")', text):
            raise NotUnderstood(m.group(0))
        eff.steps += json.loads(text.replace('"target:0"', f'"target:{n}"'))


# --- "Exchange life totals with target opponent" ------------------------------------------------------

@effect_template(r"exchange life totals with (target opponent|target player)")
def exchange_life_totals(eff, m):
    """Mirror Universe, Magus of the Mirror: you and the target each gain or lose the life needed
    (2026 701.12c; rulings/engine/life_events.py)."""
    eff.steps.append({"do": "exchange_life_totals", "player": ref(eff, m.group(1).lower())})


# --- "At the beginning of your upkeep, if you have 40 or more life, you win the game." -------------

intervening_if.CONDITIONS += ((rf"you have {intervening_if.COUNT} or more life", lambda m: {"your_life_at_least": intervening_if._n(m.group(1))}),)


@effect_template(r"you win the game")
def you_win_the_game(eff, m):
    """Felidar Sovereign, Test of Endurance: an effect may state that a player wins the game (2007
    102.2b; 2026 104.2b); every opponent loses it and the game ends at once."""
    eff.steps.append({"do": "win_game"})
