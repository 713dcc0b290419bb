"""The card chosen from a revealed hand, of a quality players.py's few kinds don't name (the engine's
`reveal_hand` with `for`, rulings/engine/effects/hand.py):

- "Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That
  player discards that card." (Inquisition of Kozilek);
- "You choose a card from it with mana value 3 or greater and exile that card." (Transgress the Mind);
- "You choose an instant or sorcery card from it" (Gastal Raider, Sin Collector), "a creature or
  planeswalker card" (Despise), "an artifact, instant, or sorcery card" (Nimble Larcenist), "a Spirit or
  Arcane card" (Psychic Spear), "a green or white creature card" (Lifebane Zombie), "a nonbasic land card"
  (Encroach), "a nonlegendary, nonland card" (Lay Bare the Heart).

The spell's or ability's controller chooses as the effect is applied (2007 413.2c; 2026 608.2d); a hand
with no such card gives no choice. Any other quality ("of that color", "with the longest name", "X or
less", two cards) stays text only."""
from __future__ import annotations

import re

from .digging import COLORS, quality
from .players import _last_reveal
from .registry import ABILITY_TEMPLATES, EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template, pass_on
from .targets import ref

_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")
#: what players.py (and hand_and_library.py) read already, with their own kinds
_THEIRS = {"card", "nonland card", "noncreature, nonland card", "creature card", "artifact card", "artifact or creature card"}


def _hand_quality(words: str, mana_value: str | None, how: str | None) -> dict:
    """ "nonland card" + "with mana value 3 or less", "instant or sorcery card", "green or white creature
    card", "nonbasic land card", "nonlegendary, nonland card": what the chosen card must be."""
    m = re.fullmatch(rf"({'|'.join(COLORS)}) or ({'|'.join(COLORS)}) ({'|'.join(_TYPES)}) card", words)
    if m:  # one type said once for both colors: a card of either color with that type
        if m.group(1) == m.group(2):
            raise NotUnderstood(words)
        wanted: dict = {"colors": [m.group(1), m.group(2)], "types": [m.group(3).capitalize()]}
    elif words == "card":
        wanted = {}
    elif words == "nonbasic land card":
        wanted = {"types": ["Land"], "not_supertypes": ["Basic"]}
    elif words == "nonlegendary, nonland card":
        wanted = {"not_types": ["Land"], "not_supertypes": ["Legendary"]}
    else:
        wanted = quality(words)
        if set(wanted) - {"types", "any_of_types", "not_types", "any_of", "subtypes"}:
            raise NotUnderstood(words)  # a color, a supertype, power: not met in a hand's choice so far
        for part in wanted.get("any_of", ()):
            if set(part) != {"subtypes"}:
                raise NotUnderstood(words)  # "a green or white creature card" read as "green card or white creature card"
    if mana_value is not None:
        if "mana_value_at_most" in wanted or "mana_value_at_least" in wanted:
            raise NotUnderstood(words)
        wanted["mana_value_at_most" if how == "less" else "mana_value_at_least"] = int(mana_value)
    if not wanted:
        raise NotUnderstood(words)  # "a card": players.py's "any"
    return wanted


CHOICE = (r"(?:a|an) ((?:[A-Za-z]+,? (?:or )?)*?card) from it"
          r"(?: with mana value (\d+) or (less|greater))?")


def _choose(eff, m, words: str, mana_value, how, exile: bool, fn=None) -> bool:
    """Sets the reveal's choice; False (nothing done) for the kinds players.py and hand_and_library.py read."""
    if words in _THEIRS and mana_value is None:
        if fn is None:
            raise NotUnderstood(m.group(0))
        pass_on(eff, m, fn)  # "you choose a nonland card from it and exile that card": hand_and_library.py's
        return False
    article = m.group(0).split(" choose ", 1)[1].split(" ", 1)[0] if " choose " in m.group(0) else ""
    if article and article != ("an" if words[0] in "aeiou" else "a"):
        raise NotUnderstood(m.group(0))
    last = _last_reveal(eff, m.group(0))
    if "choose" in last or last.get("look"):
        raise NotUnderstood(m.group(0))  # a second choice, or a hand only looked at: not this wording
    last["choose"] = "any"
    last["for"] = _hand_quality(words, mana_value, how)
    if exile:
        last["exile"] = True
    return True


@effect_template(rf"you choose {CHOICE}")
def you_choose_such_a_card(eff, m):
    """After "Target player reveals their hand": a card of that quality, chosen by the controller."""
    _choose(eff, m, m.group(1), m.group(2), m.group(3), False)


@effect_template(rf"you choose {CHOICE} and exile that card")
def you_choose_and_exile(eff, m):
    """Transgress the Mind, Sin Collector: the chosen card is exiled from the hand."""
    _choose(eff, m, m.group(1), m.group(2), m.group(3), True, you_choose_and_exile)


@effect_template(rf"(target player|target opponent) reveals their hand and you choose {CHOICE}")
def reveals_and_you_choose_such(eff, m):
    """ "Target opponent reveals their hand and you choose an instant card from it" (one sentence)."""
    eff.steps.append({"do": "reveal_hand", "player": ref(eff, m.group(1))})
    words = m.group(2)
    inner = re.search(r" and (you choose .+)$", m.group(0)).group(1)
    _choose(eff, re.fullmatch(rf"you choose {CHOICE}", inner), words, m.group(3), m.group(4), False)


# read before life_more.py's "[you] A and B" (which would read "You exile that card" alone, and refuse it) and
# chosen_targets.py's "that"; the kinds this module doesn't read are passed on to those after it
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is you_choose_and_exile)))


# --- the player a trigger names: "Whenever this creature deals combat damage to a player, that player reveals their hand" ---

def _event_player_phrase() -> str:
    from .triggered import EVENT_PLAYER
    return EVENT_PLAYER


@effect_template(rf"{_event_player_phrase()} reveals their hand")
def event_player_reveals_their_hand(eff, m):
    """Ghastlord of Fugue: the player dealt the damage (triggered.py's EVENT_PLAYER, the engine's "it")."""
    eff.steps.append({"do": "reveal_hand", "player": "it"})


@effect_template(rf"look at {_event_player_phrase()}'s hand( and choose a card from it)?")
def look_at_event_players_hand(eff, m):
    """Walker of Secret Ways: "look at that player's hand" (2026 701.20e: shown only to the controller);
    Doomsday Specter: "... and choose a card from it" (any card, chosen as it resolves)."""
    step = {"do": "reveal_hand", "player": "it", "look": True}
    if m.group(1):
        step["choose"] = "any"
    eff.steps.append(step)


@effect_template(rf"(?:{_event_player_phrase()}|the player) (discards|exiles) that card")
def event_player_discards_that_card(eff, m):
    """ "That player discards that card" (Doomsday Specter: "The player discards that card"), "That player exiles
    that card" (Ghastlord of Fugue): the card chosen from that player's hand just before."""
    last = _last_reveal(eff, m.group(0))
    if last.get("player") != "it" or "choose" not in last or last.get("discard") or last.get("exile"):
        raise NotUnderstood(m.group(0))
    last["discard" if m.group(1).lower() == "discards" else "exile"] = True


@ability_template(r"Whenever ~ deals combat damage to a player, ((?:that player reveals their hand|look at that player's hand and "
                  r"choose a card from it)\. [^\"]+)")
def combat_damage_hand(card, m):
    """Ghastlord of Fugue, Doomsday Specter: triggered.py's combat damage trigger, whose "that player" is the player dealt
    the damage; it refuses any "it" (the damage's source, a card?), while here the only "it" is the hand ("from it")."""
    from .triggered import EVENT_PLAYER, _triggered
    text = m.group(1)
    if not card.is_permanent_creature or re.search(r"\b(its?|that much|that creature)\b", text.replace("from it", ""), re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "deals_damage", "who": "self", "to": "player", "combat": True},
                      re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, text))


ABILITY_TEMPLATES.insert(0, ABILITY_TEMPLATES.pop(next(i for i, t in enumerate(ABILITY_TEMPLATES) if t[2] is combat_damage_hand)))


# --- several cards: "Look at target player's hand and choose X cards from it. That player discards those cards." ---

@effect_template(r"look at (target player|target opponent)'s hand and choose (up to )?(two|three|X) cards from it")
def look_and_choose_several(eff, m):
    """Mind Warp ("X": the spell's X), Extortion ("up to two"): the controller chooses that many cards (any), all the
    hand holds if fewer; "up to": fewer or none (the engine's `count`, `optional`)."""
    from .damage import _amount
    n = _amount(eff, m.group(3))
    step = {"do": "reveal_hand", "player": ref(eff, m.group(1)), "look": True, "choose": "any", "count": n}
    if m.group(2):
        step["optional"] = True
    eff.steps.append(step)


@effect_template(r"that player discards those cards")
def that_player_discards_those_cards(eff, m):
    """The cards just chosen from that hand; any other "those cards" is passed on."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "reveal_hand" or "count" not in last or last.get("discard"):
        pass_on(eff, m, that_player_discards_those_cards)
        return
    last["discard"] = True
