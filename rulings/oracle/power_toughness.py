"""A creature's power and toughness that its text defines (a "*" in its
power/toughness box): "~'s power and toughness are each equal to the number
of creatures you control" is a characteristic-defining ability (2026: 604.3,
applied in layer 7a, 613.4a; 2007: a characteristic-setting ability, 405.2,
layer 6a of 418.5a), a static ability with a count of
rulings/engine/characteristic_defining.py.

Only counts the engine makes exactly are read: permanents by card type,
subtype or color and whose ("you control", "your opponents control", "on the
battlefield"), cards in graveyards by card type ("in your graveyard", "in all
graveyards", "in your opponents' graveyards"), and cards in your hand. The
printed box must agree with the text: "*" where it says "equal to", "N+*"
where it says "N plus"."""
from __future__ import annotations

import re

from .registry import NotUnderstood

TYPES = {"creature": "Creature", "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment",
         "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery"}
COLORS = ("white", "blue", "black", "red", "green")
#: plural subtypes as Oracle text writes them
SUBTYPES = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest",
            "Elves": "Elf", "Goblins": "Goblin", "Rats": "Rat", "Spirits": "Spirit", "Illusions": "Illusion",
            "Zombies": "Zombie", "Merfolk": "Merfolk", "Wizards": "Wizard", "Soldiers": "Soldier", "Knights": "Knight",
            "Vampires": "Vampire", "Slivers": "Sliver", "Faeries": "Faerie", "Humans": "Human", "Squirrels": "Squirrel",
            "Saprolings": "Saproling", "Treefolk": "Treefolk", "Dwarves": "Dwarf", "Allies": "Ally", "Clerics": "Cleric",
            "Warriors": "Warrior", "Cats": "Cat", "Dragons": "Dragon", "Angels": "Angel", "Demons": "Demon",
            "Beasts": "Beast", "Birds": "Bird", "Insects": "Insect", "Snakes": "Snake", "Wolves": "Wolf",
            "Giants": "Giant", "Deserts": "Desert", "Gates": "Gate", "Auras": "Aura", "Eldrazi": "Eldrazi"}
WHOSE_PERMANENTS = {"you control": "you", "your opponents control": "opponent", "on the battlefield": None}
WHOSE_GRAVEYARDS = {"your graveyard": "you", "all graveyards": None, "your opponents' graveyards": "opponent"}

_EQUAL = r"(?:Domain — )?~'s (?P<which>power and toughness are each|power is|toughness is) equal to (?:(?P<plus>\d+) plus )?the number of (?P<what>[^.]+?)"
DEFINING = re.compile(_EQUAL + r"(?: and its toughness is equal to that number plus (?P<then>\d+))?\.")


def count(what: str) -> dict:
    """A count for "the number of [what]"; NotUnderstood if the engine can't make it exactly."""
    if what == "cards in your hand":
        return {"count": "cards_in_your_hand"}
    if what == "poison counters your opponents have":
        return {"count": "poison_counters_your_opponents_have"}
    if what == "basic land types among lands you control":
        return {"count": "basic_land_types_among_lands_you_control"}
    m = re.fullmatch(r"(?:(?P<kind>creature|land|artifact|enchantment|instant and sorcery|instant|sorcery) )?cards in (?P<where>.+)", what)
    if m:
        if m.group("where") not in WHOSE_GRAVEYARDS:
            raise NotUnderstood(what)
        flt: dict = {}
        if m.group("kind"):
            flt["types"] = [TYPES[k] for k in m.group("kind").split(" and ")]
        if WHOSE_GRAVEYARDS[m.group("where")]:
            flt["owner"] = WHOSE_GRAVEYARDS[m.group("where")]
        return {"count": "cards_in_graveyards", **({"filter": flt} if flt else {})}
    if what == "artifacts and/or enchantments you control":
        return {"count": "permanents", "filter": {"types": ["Artifact", "Enchantment"], "controller": "you"}}
    m = re.fullmatch(r"(?P<one>[A-Z][a-z]+) and (?P<two>[A-Z][a-z]+) you control", what)
    if m:  # "Soldiers and Warriors you control": each permanent that is either, once
        if m.group("one") not in SUBTYPES or m.group("two") not in SUBTYPES:
            raise NotUnderstood(what)
        return {"count": "permanents", "filter": {"subtypes": [SUBTYPES[m.group("one")], SUBTYPES[m.group("two")]], "controller": "you"}}
    m = re.fullmatch(r"(?:(?P<color>white|blue|black|red|green) )?(?P<noun>creatures|lands|artifacts|enchantments|permanents|[A-Z][a-z]+) "
                     r"(?P<whose>you control|your opponents control|on the battlefield)", what)
    if m is None:
        raise NotUnderstood(what)
    noun = m.group("noun")
    flt = {}
    if noun[0].isupper():
        if noun not in SUBTYPES:
            raise NotUnderstood(what)
        flt["subtypes"] = [SUBTYPES[noun]]
    elif noun != "permanents":
        flt["types"] = [TYPES[noun[:-1]]]
    if m.group("color"):
        flt["colors"] = [m.group("color")]
    if not flt:
        raise NotUnderstood(what)  # "the number of permanents you control": no filter is a mistake to guard
    if WHOSE_PERMANENTS[m.group("whose")]:
        flt["controller"] = WHOSE_PERMANENTS[m.group("whose")]
    return {"count": "permanents", "filter": flt}


def _printed(value, plus: int) -> bool:
    """Whether the printed box agrees: "*" for plus 0, "N+*" for plus N."""
    return value == ("*" if not plus else f"{plus}+*")


def _number(value):
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def defining_ability(plain: str, power, toughness) -> tuple[dict, object, object]:
    """The static ability of a characteristic-defining paragraph (self-references
    as "~"), and the power and toughness the card then has before it applies
    (the numbers its box prints, 0 for a "*"); NotUnderstood if it isn't one."""
    m = DEFINING.fullmatch(plain)
    if m is None:
        raise NotUnderstood(plain)
    base = count(m.group("what"))
    plus = int(m.group("plus") or 0)
    which = m.group("which")
    if m.group("then") and which != "power is":
        raise NotUnderstood(plain)
    ch: dict = {}
    if which.startswith("power"):
        ch["power"] = {**base, **({"plus": plus} if plus else {})}
        if not _printed(power, plus):
            raise NotUnderstood(plain)
    if which != "power is":
        ch["toughness"] = dict(ch["power"]) if "power" in ch else {**base, **({"plus": plus} if plus else {})}
        if not _printed(toughness, plus):
            raise NotUnderstood(plain)
    elif m.group("then"):
        then = int(m.group("then"))
        ch["toughness"] = {**base, **({"plus": then} if then else {})}
        if not _printed(toughness, then):
            raise NotUnderstood(plain)
    p = ch["power"].get("plus", 0) if "power" in ch else _number(power)  # "1+*" is 1 outside play
    t = ch["toughness"].get("plus", 0) if "toughness" in ch else _number(toughness)
    if p is None or t is None:
        raise NotUnderstood(plain)
    return {"kind": "static", "characteristic": ch}, p, t
