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
from .keywords import granted
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
    if m.group("other") and m.group("adjs")[:1].isupper():
        raise NotUnderstood(m.group(0))  # "Other White creatures": not how the rules' text says it
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


_A_NAME = rf"(?:an? )?{_NAME}"


@ability_template(rf"Each (?P<other>other )?creature (?P<yours>you control )?that's (?P<kinds>{_A_NAME}(?:, {_A_NAME})*,? or {_A_NAME}) "
                  rf"gets {PT}(?: and has (?P<has>[a-z ,]+))?\.")
def each_creature_thats(card, m):
    """ "Each other creature you control that's a Werewolf or a Wolf gets +1/+1." (Mayor of Avabruck), "Each
    creature you control that's a Wolf or a Werewolf gets +1/+1 and has trample." (Howlpack Resurgence), "Each
    creature that's a Barbarian, a Warrior, or a Berserker gets +2/+2 and has haste." (Lovisa Coldeyes: every
    player's): a creature of any of those types."""
    kinds = [_creature_type_singular(k) for k in re.split(r",? or |, ", m.group("kinds"))]
    if len(set(kinds)) != len(kinds):
        raise NotUnderstood(m.group("kinds"))
    flt: dict = {"subtypes_any": kinds}
    if m.group("yours"):
        flt["you_control"] = True
    if m.group("other"):
        attached_other(card, m.group(0))
        flt["other"] = True
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, (m.group(4), m.group(5)), m.group("has"))


def _creature_type_singular(word: str) -> str:
    kind = re.sub(r"^an? ", "", word)
    if kind not in CREATURE_TYPES:
        raise NotUnderstood(word)
    return kind


@ability_template(rf"(?P<other>Other c|C)reatures (?P<yours>you control )?that are (?P<state>enchanted|equipped|tapped|untapped|attacking) "
                  rf"(?:get {PT}(?: and have (?P<has>[a-z ,]+))?|have (?P<only>[a-z ,]+)|(?P<cant>can't attack or block|can't attack|can't block))\.")
def creatures_that_are(card, m):
    """ "Creatures you control that are enchanted get +1/+1 and have first strike." (Fencer's Magemark),
    "Creatures you control that are equipped get +1/+0." (Hexgold Hoverwings), "Creatures that are enchanted
    can't attack or block." (Song of Serenity: every player's)."""
    flt: dict = {m.group("state"): True}
    if m.group("yours"):
        flt["you_control"] = True
    if m.group("other").startswith("Other"):
        attached_other(card, m.group(0))
        flt["other"] = True
    base = {"kind": "static", "affects": "creatures", "filter": flt}
    if m.group("cant"):
        words = {"can't attack or block": ["cant_attack", "cant_block"], "can't attack": ["cant_attack"],
                 "can't block": ["cant_block"]}[m.group("cant")]
        return [{**base, "gains": {"kind": "keyword", "keyword": k}} for k in words]
    if m.group("only"):
        return _statics(base, None, m.group("only"))
    return _statics(base, (m.group(4), m.group(5)), m.group("has"))  # PT after other, yours, state


@ability_template(rf"(?:(?P<other>Other )?[Cc]reatures you control with (?P<kw1>[a-z ]+)|Creatures with (?P<kw2>[a-z ]+) your opponents control) get {PT}\.")
def creatures_with_keyword(card, m):
    """ "Other creatures you control with defender get +0/+2." (Stalwart Shield-Bearers), "Creatures with
    flying your opponents control get -1/-1." (Smog Elemental): whether it has the keyword read after every
    ability-changing effect (2007 418.5a; 2026 613.1f before 613.4c), as statics.flyers_get reads flying."""
    word = m.group("kw1") or m.group("kw2")
    if word not in ("flying", "defender"):
        raise NotUnderstood(word)  # the wordings read (Smog Elemental, Stalwart Shield-Bearers); others stay text only
    found = granted(word)
    if len(found) != 1 or set(found[0]) != {"kind", "keyword"}:
        raise NotUnderstood(word)
    flt: dict = {"keyword": found[0]["keyword"]}
    if m.group("kw1"):
        flt["you_control"] = True
        if m.group("other"):
            attached_other(card, m.group(0))
            flt["other"] = True
    else:
        flt["opponents_control"] = True
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, (m.group(4), m.group(5)), None)


_CANT = {"attack or block": ["cant_attack", "cant_block"], "attack": ["cant_attack"], "block": ["cant_block"]}


@ability_template(r"(?P<who>Creatures|Creatures you control|(?:White|Blue|Black|Red|Green) creatures|[A-Z][a-z]+) "
                  r"can't (?P<what>attack or block|attack|block)\.")
def creatures_cant(card, m):
    """ "Creatures can't block." (Bedlam), "Creatures you control can't attack." (Glacial Chasm), "Black
    creatures can't attack or block." (Light of Day), "Beasts can't block." (Frenetic Raptor): every creature
    it describes has the restriction, read as the attack or block is declared (2007 308.2a, 309.2a; 2026
    508.1c, 509.1b), as Pacifism's is (statics.attached_cant)."""
    who = m.group("who")
    if who == "Creatures":
        flt: dict = {}
    elif who == "Creatures you control":
        flt = {"you_control": True}
    elif who.endswith(" creatures"):
        flt = {"color": who.split()[0].lower()}
    else:
        flt = {"subtype": _creature_type(who)}
    base = {"kind": "static", "affects": "creatures", "filter": flt}
    return [{**base, "gains": {"kind": "keyword", "keyword": k}} for k in _CANT[m.group("what")]]


@ability_template(rf"(?P<who>Enchanted|Equipped) creature gets {PT} and is (?P<color>white|blue|black|red|green)\.")
def attached_gets_and_is_color(card, m):
    """ "Enchanted creature gets +3/+1 and is black." (Sinister Strength): the pump (layer 7c) and the color that
    replaces its others (layer 5: 2007 418.5a; 2026 613.1e, 105.3), while attached."""
    who = m.group("who").lower()
    if {"enchanted": "Aura", "equipped": "Equipment"}[who] not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return _statics({"kind": "static", "affects": who}, (m.group(2), m.group(3)), None) + \
        [{"kind": "static", "affects": who, "is": {"colors": [m.group("color")]}}]


@ability_template(r"Creatures your opponents control lose (?P<kw>[a-z ]+) and can't have or gain (?P<again>[a-z ]+)\.")
def opponents_cant_have(card, m):
    """ "Creatures your opponents control lose flying and can't have or gain flying." (Archetype of
    Imagination): no instance of it, printed or granted before or after (the engine's cant_have.py)."""
    if m.group("kw") != m.group("again"):
        raise NotUnderstood(m.group(0))
    found = granted(m.group("kw"))
    if len(found) != 1 or set(found[0]) != {"kind", "keyword"} or found[0]["keyword"] == "protection":
        raise NotUnderstood(m.group("kw"))
    return [{"kind": "static", "affects": "creatures", "filter": {"opponents_control": True}, "cant_have": [found[0]["keyword"]]}]


_ATTACHED_RIDERS = {"doesn't untap during its controller's untap step": "doesnt_untap",
                    "can't be blocked by more than one creature": "cant_be_blocked_by_more_than_one"}


@ability_template(rf"(?P<who>Enchanted|Equipped) creature (?:gets {PT}|has (?P<has>[a-z ]+)) and "
                  rf"(?P<rider>doesn't untap during its controller's untap step|can't be blocked by more than one creature)\.")
def attached_gets_and_rider(card, m):
    """ "Enchanted creature gets +3/+3 and doesn't untap during its controller's untap step." (Leaden Fists),
    "Enchanted creature has hexproof and can't be blocked by more than one creature." (Alpha Authority): the pump
    or keyword, and the restriction, each as statics.py gives it alone."""
    who = m.group("who").lower()
    if {"enchanted": "Aura", "equipped": "Equipment"}[who] not in card.subtypes:
        raise NotUnderstood(m.group(0))
    base = {"kind": "static", "affects": who}
    out = _statics(base, None, m.group("has")) if m.group("has") else _statics(base, (m.group(2), m.group(3)), None)
    return out + [{**base, "gains": {"kind": "keyword", "keyword": _ATTACHED_RIDERS[m.group("rider")]}}]
