"""Library searches for a card of a described quality (tutors and land searches), beyond the plain forms
library.py and library_more.py read:

- "Search your library for a blue instant card, reveal it, put it into your hand, then shuffle." (Merchant Scroll)
- "... for a creature card with power 2 or less ..." (Imperial Recruiter), "with toughness 2 or less"
  (Recruiter of the Guard), "an artifact card with mana value 6 or greater" (Treasure Mage), "with mana
  value 3" (Trophy Mage), "an instant or sorcery card with mana value 2 or less" (Spellseeker);
- "a legendary creature card" (Time of Need), "a legendary card", "a planeswalker card", "a snow land card",
  "a Demon creature card", "a colorless creature card", "a green creature card";
- "up to three basic land cards, put them onto the battlefield tapped" (Nissa's Renewal), "up to three
  creature cards, put them into your graveyard" (Buried Alive), "a creature card, put that card into
  your graveyard" (Corpse Connoisseur);
- "a basic land card or a Gate card" (Open the Gates): one of two qualities;
- "a green creature card with mana value X or less" (Green Sun's Zenith), X announced for the spell's cost;
- "Search your library for three cards, exile them, then shuffle." (Foresight): a quantity, which must be found.

The sentence is first given to the templates registered after this one (the plain forms keep their
reading); only what none of them reads is read here. What a card must be goes to the engine's
`search_library` `for` (rulings/engine/search_qualities.py for color, power, toughness, mana value
bounds); the player chooses the cards found, and a card without the quality is refused (2026 701.23b;
2007 glossary "Search"). "you may": declined, nothing is searched nor shuffled. "Permanent card" (a
battle is one in 2026, 110.4a), "nonlegendary", keywords ("with flying"), "and/or", "different names"
and counts the text computes stay text only."""
from __future__ import annotations

import copy
import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import ANNOUNCED_X, EFFECT_TEMPLATES, NotUnderstood, effect_template

TYPES = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")
COLORS = ("white", "blue", "black", "red", "green")
SUPERTYPES = ("legendary", "basic", "snow")
#: the subtypes a search may name besides creature types
OTHER_SUBTYPES = ("Equipment", "Aura", "Vehicle", "Plains", "Island", "Swamp", "Mountain", "Forest", "Gate", "Arcane", "Desert",
                  "Trap", "Shrine", "Saga", "Lesson", "Cave")
COUNTS = {"a": 1, "an": 1, "up to two": 2, "up to three": 3, "up to four": 4, "up to five": 5}

TUTOR = (r"(you may )?search your library for (a|an|up to (?:two|three|four|five)) ([^,.]+?) (cards?)"
         r"( with (?:mana value|power|toughness) (?:\d+|X)(?: or (?:less|greater))?)?, "
         r"(reveal (?:it|them|that card|those cards), )?put (it|them|that card|those cards) "
         r"(into your hand|onto the battlefield tapped|onto the battlefield|into your graveyard), then shuffle")


def _others_read(eff, m) -> bool:
    """Whether a template registered after this one reads the sentence whole (its steps kept); else
    the effect is left as it was."""
    saved = (copy.deepcopy(eff.steps), copy.deepcopy(eff.targets), list(eff.sentence_starts))
    after = False
    for _family, pattern, fn in EFFECT_TEMPLATES:
        if fn is search_for_quality:
            after = True
            continue
        if not after or (found := pattern.fullmatch(m.group(0))) is None:
            continue
        try:
            fn(eff, found)
            return True
        except NotUnderstood:
            eff.steps, eff.targets, eff.sentence_starts = copy.deepcopy(saved[0]), copy.deepcopy(saved[1]), list(saved[2])
            return False
    return False


def quality(words: str) -> dict:
    """ "[color] [legendary|basic|snow] [Subtype] [type]" or "[type] or [type]": what the card must be."""
    if re.search(r" card or (?:an? )?", words):  # "a basic land card or a Gate card", "a basic land card or Cave card"
        parts = re.split(r" card or (?:an? )?", words)
        if len(parts) != 2 or parts[0] == parts[1]:
            raise NotUnderstood(words)
        return {"any_of": [quality(w) for w in parts]}
    if " cards and/or " in words:  # "up to two basic land cards and/or Gate cards" (Circuitous Route): each found is one of them
        parts = words.split(" cards and/or ")
        if len(parts) != 2 or parts[0] == parts[1] or " or " in parts[0] or " or " in parts[1]:
            raise NotUnderstood(words)
        return {"any_of": [quality(w) for w in parts]}
    tokens = words.split()
    wanted: dict = {}
    if re.fullmatch(r"[a-z]+ or [a-z]+", words):
        kinds = words.split(" or ")
        if any(k not in TYPES for k in kinds) or kinds[0] == kinds[1]:
            raise NotUnderstood(words)
        return {"any_of_types": [k.capitalize() for k in kinds]}
    if tokens and tokens[0] in COLORS:
        wanted["colors"] = [tokens.pop(0)]
    elif tokens and tokens[0] == "colorless":
        tokens.pop(0)
        wanted["colorless"] = True
    if tokens and tokens[0] in SUPERTYPES:
        wanted["supertypes"] = [tokens.pop(0).capitalize()]
    if tokens and (tokens[0] in CREATURE_TYPES or tokens[0] in OTHER_SUBTYPES):
        wanted["subtypes"] = [tokens.pop(0)]
    if tokens and tokens[0] in TYPES:
        wanted["types"] = [tokens.pop(0).capitalize()]
    if tokens or not wanted:
        raise NotUnderstood(words)
    if "subtypes" in wanted and "types" in wanted:
        sub = wanted["subtypes"][0]
        if (sub in CREATURE_TYPES) != (wanted["types"] == ["Creature"]) or sub in OTHER_SUBTYPES:
            raise NotUnderstood(words)  # "a Demon creature card"; not "a Goblin artifact card" nor "an Aura enchantment card"
    if wanted.get("supertypes") == ["Basic"] and (wanted.get("types") != ["Land"] or "subtypes" in wanted or len(wanted) != 2):
        raise NotUnderstood(words)  # "basic land" only (library_more.py reads "a basic Plains card")
    if wanted.get("supertypes") == ["Snow"] and wanted.get("types") != ["Land"]:
        raise NotUnderstood(words)
    return wanted


def _suffix(words: str, wanted: dict, eff=None) -> dict:
    if "any_of" in wanted:
        raise NotUnderstood(words)  # "a basic Plains card or a creature card with mana value 1 or less": of the last one only
    m = re.fullmatch(r" with (mana value|power|toughness) (\d+|X)(?: or (less|greater))?", words)
    bound = m.group(3)
    if m.group(2) == "X":  # "with mana value X or less" (Green Sun's Zenith): X announced for the spell's or ability's own cost
        if m.group(1) != "mana value" or bound != "less" or eff is None or not (eff.allow_x and ANNOUNCED_X.get()):
            raise NotUnderstood(words)  # (2007 409.1b; 2026 601.2b, 602.2b); a card's own X counts as 0 in the library (2026 202.3e)
        return {**wanted, "mana_value_at_most": "X"}
    n = int(m.group(2))
    if m.group(1) == "mana value":
        if wanted.get("types") == ["Land"]:
            raise NotUnderstood(words)  # a land card's mana value is 0: "a basic land card with mana value 2" is no card's words
        key = {"less": "mana_value_at_most", "greater": "mana_value_at_least", None: "mana_value_is"}[bound]
    else:
        if bound != "less" or wanted.get("types") != ["Creature"]:
            raise NotUnderstood(words)  # "with power 2 or less" only of a creature card
        key = f"{m.group(1)}_at_most"
    return {**wanted, key: n}


@effect_template(TUTOR)
def search_for_quality(eff, m):
    """701.23a search (2007: the glossary's "Search"), 701.20a reveal, 701.24a shuffle."""
    if _others_read(eff, m):
        return
    may, article, words, card_word, suffix, reveal, pronoun, dest = m.groups()
    count = COUNTS[article.lower()]
    plural = pronoun.lower() in ("them", "those cards")
    if (count > 1) != plural or (count > 1) != (card_word.lower() == "cards") \
            or (reveal and (("them" in reveal.lower() or "those" in reveal.lower()) != plural)):
        raise NotUnderstood(m.group(0))
    wanted = quality(words)
    if suffix:
        wanted = _suffix(suffix, wanted, eff)
    if count == 1 and article.lower() != ("an" if words[0].lower() in "aeiou" else "a"):
        raise NotUnderstood(m.group(0))
    step: dict = {"do": "search_library", "for": wanted}
    if count > 1:
        step["count"] = count
    dest = dest.lower()
    if dest == "into your hand":
        step["into"] = "hand"
        if reveal:
            step["reveal"] = True
    else:
        if reveal:
            raise NotUnderstood(m.group(0))  # revealed, then onto the battlefield or into the graveyard: not read
        step["into"] = "graveyard" if dest == "into your graveyard" else "in_play"
        if dest.endswith("tapped"):
            step["tapped"] = True
    shuffle = {"do": "shuffle_library"}
    if may:
        step["optional"] = True
        shuffle["if_searched"] = True
    eff.steps += [step, shuffle]


@effect_template(r"search your library for (two|three|four|five) cards, exile them, then shuffle")
def search_for_cards_and_exile_them(eff, m):
    """ "Search your library for three cards, exile them, then shuffle." (Foresight, Manipulate Fate): a search for a
    quantity of cards, which must find that many, or as many as the library holds (2026 701.23d; 2007: the
    glossary's "Search"); they are exiled (2007: removed from the game)."""
    count = {"two": 2, "three": 3, "four": 4, "five": 5}[m.group(1).lower()]
    eff.steps += [{"do": "search_library", "for": {}, "count": count, "into": "exile"}, {"do": "shuffle_library"}]
