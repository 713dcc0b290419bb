"""A card of a described quality put from the hand onto the battlefield, beyond the plain card types
hand_and_library.py reads ("a creature card", "a land card"):

- "You may put a Goblin permanent card from your hand onto the battlefield." (Goblin Wizard, Goblin
  Lackey), "a Faerie permanent card" (Willow Priestess), "a Minotaur permanent card" (Didgeridoo): a card
  of any permanent card type (2026 110.4a; 2007 212.1's "permanent") with that creature type;
- "a basic land card" (Firebrand Ranger; "... tapped", Terrain Generator, Elvish Pioneer);
- "an Equipment card" (Stoneforge Mystic);
- "a green creature card" (Dramatic Entrance), "a blue or red creature card" (Mindwrack Liege): a card
  of one of those colors; "a Goblin creature card" (Warren Instigator).

The card is chosen as the effect is applied (2007 413.2c; 2026 608.2d); none chosen, none is put ("you
may"). Putting a land onto the battlefield this way is not playing a land (2026 305.4; under 2007, playing
a land is the special action of 408.2d, which this is not).
What the card must be goes to the engine's `put_into_play_from_hand` `for`, said as a library search's
(tutor_qualities.py, rulings/engine/search_qualities.py). An Aura (which would need what it enchants,
2026 303.4f), a planeswalker card, "historic", "multicolored", "nonwhite", "with mana value ...", "a basic
Forest card" and any quality the search words don't say stay text only. Registered last: a sentence an earlier template
reads keeps that reading."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .permanent_searches import PERMANENT_TYPES
from .registry import NotUnderstood, effect_template
from .tutor_qualities import COLORS, quality

#: the plain card types hand_and_library.py reads with `type`
_PLAIN = {"creature", "land", "artifact", "enchantment"}


def _wanted(words: str) -> dict:
    m = re.fullmatch(r"((?-i:[A-Z][a-z]+)) permanent", words)
    if m:
        if m.group(1) not in CREATURE_TYPES:
            raise NotUnderstood(words)
        return {"any_of_types": list(PERMANENT_TYPES), "subtypes": [m.group(1)]}
    m = re.fullmatch(r"([a-z]+) or ([a-z]+) creature", words)
    if m:
        if m.group(1) not in COLORS or m.group(2) not in COLORS or m.group(1) == m.group(2):
            raise NotUnderstood(words)
        return {"colors": [m.group(1), m.group(2)], "types": ["Creature"]}
    if words in _PLAIN or "Aura" in words.split():
        raise NotUnderstood(words)
    wanted = quality(words)
    if "any_of" in wanted or "any_of_types" in wanted or wanted.get("supertypes") == ["Snow"]:
        raise NotUnderstood(words)
    if wanted.get("subtypes") and wanted["subtypes"][0] not in CREATURE_TYPES and wanted["subtypes"] != ["Equipment"]:
        raise NotUnderstood(words)  # "a Forest card", "a Saga card": not read here
    if wanted.get("subtypes") and wanted["subtypes"][0] in CREATURE_TYPES and wanted.get("types") != ["Creature"]:
        raise NotUnderstood(words)  # a creature type alone ("a Goblin card") is no card's words here
    if wanted.get("types") and wanted["types"][0] in ("Instant", "Sorcery", "Planeswalker"):
        raise NotUnderstood(words)
    return wanted


@effect_template(r"you may put (a|an) ([A-Za-z ]+?) card from your hand onto the battlefield( tapped)?")
def may_put_described_card_from_hand(eff, m):
    article, words, tapped = m.groups()
    if article.lower() != ("an" if words[0].lower() in "aeiou" else "a"):
        raise NotUnderstood(m.group(0))
    step: dict = {"do": "put_into_play_from_hand", "for": _wanted(words)}
    if tapped:
        step["tapped"] = True
    eff.steps.append(step)
