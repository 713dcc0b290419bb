"""Target phrases that name subtypes and supertypes (2007: 212.1a-d, 415.1;
2026: 205.3, 205.4, 115.1): "target Wall" (a permanent with the creature type
Wall), "target Samurai or Warrior" (one of them), "target Chimera creature"
(both), "target non-Angel creature you control" (without it), "target
legendary creature", "target nonlegendary creature".

`targets.parse` asks `adjective` for each word before the card types and
`subtypes` for the subtypes just before them. A subtype is read only where it
is written with its capital (TARGET_SUBTYPE_RE) and only from the lists here:
the creature types (2026 205.3m) and the land, artifact and enchantment types
that existed in February 2007 as well. A Vehicle (2026 301.7) is read only in
"target creature or Vehicle" (creature_or_vehicle), a Saga only in "historic"
(2026 700.6): the loader refuses those filters under the 2007 rules.

Also here: the alternatives of Broken Wings' "target artifact, enchantment, or
creature with flying" (creature_alternative: the quality the creature's alone)
and "you own" / "in your graveyard" after the noun (qualifier)."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood

#: land, artifact and enchantment subtypes of both editions (2007 212.2g, 212.4d, 212.6c; 2026 205.3g-i):
#: Vehicle (2016) and the later ones are not read
OTHER_SUBTYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Equipment", "Aura")
_ONE_WORD = sorted((t for t in (*CREATURE_TYPES, *OTHER_SUBTYPES) if " " not in t), key=len, reverse=True)
SUBTYPES = {t.lower(): t for t in _ONE_WORD}
#: for the templates' regexes (compiled with IGNORECASE): a subtype only as Oracle writes it, capitalized
TARGET_SUBTYPE_RE = r"(?-i:(?:non-)?(?:" + "|".join(_ONE_WORD) + r"))(?![\w’'-]),?"
SUPERTYPE_ADJECTIVES = {"legendary": ("supertypes", "Legendary"), "nonlegendary": ("not_supertypes", "Legendary")}
SUPERTYPE_ADJECTIVES["snow"] = ("supertypes", "Snow")  # "target snow land" (2007 205.4e; 2026 205.4g)


def adjective(word: str, spec: dict) -> bool:
    """'non-Angel' (not_subtypes), 'legendary', 'nonlegendary': put in `spec`, or False."""
    if word.startswith("non-") and word[4:] in SUBTYPES:
        spec.setdefault("not_subtypes", [])
        if SUBTYPES[word[4:]] in spec["not_subtypes"]:
            return False
        spec["not_subtypes"].append(SUBTYPES[word[4:]])
        return True
    if word in SUPERTYPE_ADJECTIVES:
        key, value = SUPERTYPE_ADJECTIVES[word]
        if "supertypes" in spec or "not_supertypes" in spec:
            return False
        spec[key] = [value]
        return True
    return False


def subtypes(phrase: str, words: list[str], i: int, spec: dict) -> int:
    """'Wall', 'Samurai or Warrior', 'Goblin, Elf, or Dwarf' just before the card types (or
    alone): the object has one of them (`subtypes`). The index after them."""
    j = i
    while j < len(words) and (words[j] in SUBTYPES or words[j] in (",", "or") and j > i):
        j += 1
    while j > i and words[j - 1] in (",", "or"):
        j -= 1  # "Goblin or artifact": the "or" is not the subtypes'
    if j == i:
        return i
    joined = " ".join("S" if w in SUBTYPES else w for w in words[i:j])
    if joined not in ("S", "S or S") and not re.fullmatch(r"S(?: , S)+ , or S", joined):
        raise NotUnderstood(phrase)
    if j < len(words) and words[j] in ("or", ","):
        raise NotUnderstood(phrase)  # "Goblin or artifact": a subtype beside a card type, not read
    found = [SUBTYPES[w] for w in words[i:j] if w in SUBTYPES]
    if len(found) != len(set(found)) or set(found) & set(spec.get("not_subtypes", ())):
        raise NotUnderstood(phrase)
    spec["subtypes"] = found
    return j


#: what "with ..." after "artifact, enchantment, or creature" says of the creature alone (Broken Wings:
#: an artifact or an enchantment needn't fly; a noncreature has no power to compare, 2026 208.3)
CREATURE_QUALITIES = ("keyword", "not_keyword", "power_min", "power_max", "toughness_min", "toughness_max")
#: what goes with every alternative: whose, where, and which one
SHARED = ("types", "controller", "owner", "zone", "mana_value_min", "mana_value_max", "dealt_damage_this_turn")


def creature_alternative(phrase: str, spec: dict) -> dict:
    """ "target artifact, enchantment, or creature with flying": the quality is the creature's
    alone, so the target is one of the filters `any_of` lists; NotUnderstood unless the creature
    is the last alternative and the qualities are a creature's (a keyword, power, toughness)."""
    types, own = spec.get("types", []), set(spec) - set(SHARED)
    if not own or own - set(CREATURE_QUALITIES) or types[-1:] != ["Creature"] or "Planeswalker" in types:
        raise NotUnderstood(phrase)
    creature = {"types": ["Creature"], **{k: spec.pop(k) for k in sorted(own)}}
    spec["any_of"] = [{"types": [t]} for t in spec.pop("types")[:-1]] + [creature]
    return spec


VEHICLE = re.compile(r"target (tapped |untapped )?creature or vehicle\b(.*)")


def creature_or_vehicle(phrase: str, parse) -> dict:
    """ "target creature or Vehicle [you control | card from your graveyard ...]": a creature or a
    Vehicle (2026 301.7), whatever else the phrase says going with both. Vehicles are later than
    February 2007: the loader refuses the filter under those rules (`target_filter.names_later_subtypes`)."""
    m = VEHICLE.fullmatch(phrase)
    if m is None:
        raise NotUnderstood(phrase)
    spec = parse(f"target {m.group(1) or ''}creature{m.group(2)}")
    if spec.get("types") != ["Creature"] or set(spec) & {"all_types", "subtypes", "keyword", "not_keyword", "any_of"} or \
            any(k.startswith(("power", "toughness")) for k in spec):
        raise NotUnderstood(phrase)  # a creature's quality: a noncreature Vehicle has no power (301.7a)
    del spec["types"]
    spec["any_of"] = [{"types": ["Creature"]}, {"subtypes": ["Vehicle"]}]
    return dict(sorted(spec.items()))


#: qualifiers after the noun the older grammar doesn't list: whose a permanent is, and "in" a graveyard
#: (the same as "from": 2026 115.1, a card in that zone)
OWN_QUALIFIERS = (("you own", {"owner": "you"}), ("in your graveyard", {"zone": "graveyard", "owner": "you"}),
                  ("in an opponent's graveyard", {"zone": "graveyard", "owner": "opponent"}),
                  ("in a graveyard", {"zone": "graveyard"}))


def qualifier(phrase: str, text: str, spec: dict) -> str | None:
    """One qualifier of OWN_QUALIFIERS at the start of `text` put in `spec`: the rest of the text,
    or None if none is there."""
    for words, fields in OWN_QUALIFIERS:
        if text == words or text.startswith(words + " "):
            if set(fields) & set(spec) or "zone" in fields and "controller" in spec:
                raise NotUnderstood(phrase)  # said twice, or a card in a graveyard "you control"
            spec.update(fields)
            return text[len(words):].strip()
    return None


HISTORIC = re.compile(r"target historic (card|permanent|spell)\b(.*)")


def historic(phrase: str, parse) -> dict:
    """ "target historic card from your graveyard": legendary, an artifact, or a Saga (2026 700.6), one
    of three filters (`any_of`). A word and a Saga later than February 2007: the loader refuses the
    filter under those rules (`target_filter.names_later_subtypes`)."""
    m = HISTORIC.fullmatch(phrase)
    if m is None:
        raise NotUnderstood(phrase)
    spec = parse(f"target {m.group(1)}{m.group(2)}")
    if not isinstance(spec, dict) or set(spec) & {"types", "all_types", "subtypes", "supertypes", "any_of", "player"}:
        raise NotUnderstood(phrase)
    spec["any_of"] = [{"types": ["Artifact"]}, {"supertypes": ["Legendary"]}, {"subtypes": ["Saga"]}]
    return dict(sorted(spec.items()))
