"""A static ability for a described group of the creatures its controller controls (2007 418.5a and
418.5c; 2026 613.1f, 613.4c; what it describes read as it applies: 2007 418.4a; 2026 611.3a), for the
descriptions the older anthem templates (statics.py, type_anthems.py) don't read:

- a color or "multicolored": "Red creatures you control have first strike." (Bloodmark Mentor),
  "Multicolored creatures you control have flying." (Maze Glider), "Other green creatures you control
  have intimidate." (Bellowing Tanglewurm);
- "land", "legendary", "nontoken", "tapped", "untapped": "Land creatures you control have vigilance."
  (Earthbending Student), "Nontoken creatures you control get +1/+1 and have vigilance." (Always
  Watching), "Other tapped creatures you control have indestructible." (Adept Watershaper), "Untapped
  Dragons you control have hexproof." (Dragonologist), "Legendary Humans you control have
  indestructible." (General's Enforcer);
- "equipped", "enchanted": "Equipped creatures you control have flying and haste." (Dalakos, Crafter of
  Wonders), "Enchanted creatures you control get +2/+2." (A Tale for the Ages);
- "attacking" with a creature type or tokens: "Attacking Pirates you control get +2/+0." (Dire Fleet
  Neckbreaker), "Attacking tokens you control have flying." (Starry-Eyed Skyrider);
- two or more creature types: "Skeletons, Vampires, and Zombies you control get +1/+1." (Death-Priest
  of Myrkul), "Other Orcs and Goblins you control have menace.": a creature of any of them.

Anything else stays text only: a plural that isn't a creature type's ("Vehicles", "Commanders",
"outlaws", "tokens" not attacking: those can be noncreature permanents), two colors, "non-Human", a
keyword granted that keywords.granted refuses, and "Other ..." on an Aura or Equipment (other than the
creature it is attached to: statics.attached_other)."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template
from .statics import PLURAL_TYPES, PT, _statics, attached_other

#: the words before "creatures" this template reads, and the filter each one says
ADJECTIVES = {
    **{c: ("color", c) for c in ("white", "blue", "black", "red", "green")},
    "multicolored": ("multicolored", True), "nontoken": ("nontoken", True), "tapped": ("tapped", True),
    "untapped": ("untapped", True), "land": ("card_type", "Land"), "artifact": ("card_type", "Artifact"),
    "legendary": ("supertype", "Legendary"), "enchanted": ("enchanted", True), "equipped": ("equipped", True),
    "attacking": ("attacking", True),
}
_ADJ = "|".join(ADJECTIVES)
_NAME = r"[A-Z][a-z]+"
GROUP = (rf"(?P<other>Other )?(?P<adjs>(?:(?i:{_ADJ}) )*)"
         rf"(?P<noun>creatures|creature tokens|tokens|{_NAME}(?:, {_NAME})*,? and {_NAME}|{_NAME})")


def _creature_type(plural: str) -> str:
    """The creature type a plural names ("Pirates", "Elves"): the older list, or a regular "-s" plural."""
    if plural in PLURAL_TYPES:
        return PLURAL_TYPES[plural]
    if plural.endswith("s") and plural[:-1] in CREATURE_TYPES:
        return plural[:-1]
    raise NotUnderstood(plural)


def group_filter(card, m: re.Match) -> dict:
    flt: dict = {"you_control": True}
    if m.group("other"):
        attached_other(card, m.group(0))
        flt["other"] = True
    adjs = m.group("adjs").lower().split()
    for word in adjs:
        key, value = ADJECTIVES[word]
        if key in flt:
            raise NotUnderstood(m.group(0))  # "white and blue", two card types: not read
        flt[key] = value
    if flt.get("tapped") and flt.get("untapped"):
        raise NotUnderstood(m.group(0))
    noun = m.group("noun")
    if noun in ("creature tokens", "tokens"):
        if noun == "tokens" and not flt.get("attacking"):
            raise NotUnderstood(m.group(0))  # "Tokens you control have ...": noncreature tokens too
        if flt.get("nontoken"):
            raise NotUnderstood(m.group(0))
        flt["token"] = True
    elif noun != "creatures":
        kinds = [_creature_type(p) for p in re.split(r", and |, | and ", noun)]
        if len(set(kinds)) != len(kinds):
            raise NotUnderstood(noun)
        if len(kinds) == 1:
            flt["subtype"] = kinds[0]
        else:
            flt["subtypes_any"] = kinds
    if not adjs and "subtypes_any" not in flt and not flt.get("token"):
        raise NotUnderstood(m.group(0))  # "Creatures / Elves you control ...": the older templates' (they refuse what they refuse)
    return flt


@ability_template(rf"{GROUP} you control (?:get {PT}(?: and have (?P<has>[a-z ,]+))?|have (?P<only>[a-z ,]+))\.")
def group_anthem(card, m):
    """ "Multicolored creatures you control get +1/+1." (Glass of the Guildpact), "Other tapped creatures
    you control have indestructible." (Adept Watershaper), "Skeletons, Vampires, and Zombies you control
    get +1/+1." (Death-Priest of Myrkul)."""
    flt = group_filter(card, m)
    base = {"kind": "static", "affects": "creatures", "filter": flt}
    if m.group("only"):
        return _statics(base, None, m.group("only"))
    return _statics(base, (m.group(4), m.group(5)), m.group("has"))  # PT's two groups, after GROUP's three
