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
from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, pass_on
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
