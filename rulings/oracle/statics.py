"""Static abilities: "Enchanted creature gets +1/+2", "Equipped creature gets
+2/+0 and has trample", "Creatures you control get +1/+1", "White creatures
get +1/+1", "Other Sliver creatures you control get +1/+1" (filters other,
subtype, you_control), "~ can't block", "~ enters tapped", "~ can't be countered"."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .keywords import granted as _has
from .registry import NotUnderstood, ability_template

PT = r"([+-]\d+)/([+-]\d+)"
COLORS = ("white", "blue", "black", "red", "green")


def _statics(base: dict, pt, has: str | None) -> list[dict]:
    gains = _has(has) if has else []
    out = []
    first = dict(base)
    if pt and not all(-100 <= int(x) <= 100 for x in pt):
        raise NotUnderstood("/".join(pt))
    if pt:
        first["pump"] = {"power": int(pt[0]), "toughness": int(pt[1])}
    if gains:
        first["gains"] = gains[0]
    out.append(first)
    for ab in gains[1:]:
        out.append({**base, "gains": ab})
    return out


@ability_template(rf"(Enchanted|Equipped) creature gets {PT}(?: and has ([a-z ,]+))?\.")
def attached_gets(card, m):
    return _statics({"kind": "static", "affects": m.group(1).lower()}, (m.group(2), m.group(3)), m.group(4))


@ability_template(r"(Enchanted|Equipped) creature has ([a-z ,]+)\.")
def attached_has(card, m):
    return _statics({"kind": "static", "affects": m.group(1).lower()}, None, m.group(2))


@ability_template(r"Enchanted creature can't (attack or block|block|attack)(, and its activated abilities can't be activated)?\.")
def attached_cant(card, m):
    """ "Enchanted creature can't attack or block, and its activated abilities can't
    be activated" (Arrest): mana abilities included (602.5 in 2026)."""
    words = {"attack or block": ["cant_attack", "cant_block"], "block": ["cant_block"], "attack": ["cant_attack"]}[m.group(1)]
    words += ["cant_activate"] if m.group(2) else []
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": k}} for k in words]


@ability_template(rf"(Creatures you control|(?:White|Blue|Black|Red|Green) creatures|Legendary creatures) get {PT}(?: and have ([a-z ,]+))?\.")
def creatures_get(card, m):
    who = m.group(1)
    if who == "Creatures you control":
        flt = {"you_control": True}
    elif who == "Legendary creatures":
        flt = {"supertype": "Legendary"}
    else:
        flt = {"color": who.split()[0].lower()}
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, (m.group(2), m.group(3)), m.group(4))


@ability_template(rf"(Attacking creatures you control|Creatures your opponents control) get {PT}\.")
def side_creatures_get(card, m):
    """ "Attacking creatures you control get +1/+0" (whether it attacks, read as
    the effect applies: 613 in 2026); "Creatures your opponents control get -1/-1"."""
    flt = {"attacking": True, "you_control": True} if m.group(1).startswith("Attacking") else {"opponents_control": True}
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, (m.group(2), m.group(3)), None)


@ability_template(rf"All ([A-Z][a-z]+) creatures get {PT}(?: and have ([a-z ,]+))?\.")
def all_type_creatures_get(card, m):
    """ "All Sliver creatures get +1/+1": every player's creatures of that type."""
    if m.group(1) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(1))
    return _statics({"kind": "static", "affects": "creatures", "filter": {"subtype": m.group(1)}}, (m.group(2), m.group(3)), m.group(4))


def whose_creatures(who: str, flt: dict) -> dict:
    """The filter of "[Other] creatures [you control] of the chosen ...": `flt` with whose and "other"."""
    if "you control" in who:
        flt["you_control"] = True
    if who.startswith("Other"):
        flt["other"] = True
    return flt


@ability_template(rf"(Other creatures you control|Creatures you control|All creatures|Creatures) of the chosen type "
                  rf"(?:get {PT}|have ([a-z ,]+))\.")
def chosen_type_creatures(card, m):
    """ "Other creatures you control of the chosen type get +1/+1" (Adaptive
    Automaton): the type chosen as it entered ("As ~ enters, choose a creature type")."""
    flt = whose_creatures(m.group(1), {"chosen_type": True})
    pt = (m.group(2), m.group(3)) if m.group(2) else None
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, pt, m.group(4))


@ability_template(r"All ([A-Z][a-z]+) creatures have ([a-z ,]+)\.")
def all_type_creatures_have(card, m):
    if m.group(1) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(1))
    return _statics({"kind": "static", "affects": "creatures", "filter": {"subtype": m.group(1)}}, None, m.group(2))


@ability_template(r"Creatures you control have ([a-z ,]+)\.")
def creatures_have(card, m):
    return _statics({"kind": "static", "affects": "creatures", "filter": {"you_control": True}}, None, m.group(1))


@ability_template(r"(All creatures|Attacking creatures you control|Creatures your opponents control) have ([a-z ,]+)\.")
def side_creatures_have(card, m):
    """ "All creatures have haste." (Concordant Crossroads: every player's), "Attacking creatures you control have
    double strike." (Berserkers' Onslaught: whether it attacks, read as the effect applies: 613 in 2026),
    "Creatures your opponents control have ..." (2007 418.5a; 2026 613.1f)."""
    flt = {"All creatures": {}, "Attacking creatures you control": {"attacking": True, "you_control": True},
           "Creatures your opponents control": {"opponents_control": True}}[m.group(1)]
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, None, m.group(2))


@ability_template(r"~ can't (attack or block|block|attack|be blocked)\.")
def cant(card, m):
    words = {"attack or block": ["cant_attack", "cant_block"], "block": ["cant_block"], "attack": ["cant_attack"],
             "be blocked": ["unblockable"]}[m.group(1)]
    return [{"kind": "keyword", "keyword": k} for k in words]


@ability_template(rf"([A-Z][a-z]+) creatures you control get {PT}(?: and have ([a-z ,]+))?\.")
def type_creatures_you_control_get(card, m):
    """ "Sliver creatures you control get +1/+1"."""
    if m.group(1) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(1))
    return _statics({"kind": "static", "affects": "creatures", "filter": {"subtype": m.group(1), "you_control": True}},
                    (m.group(2), m.group(3)), m.group(4))


@ability_template(r"([A-Z][a-z]+) creatures you control have ([a-z ,]+)\.")
def type_creatures_you_control_have(card, m):
    """ "Sliver creatures you control have flying"."""
    if m.group(1) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(1))
    return _statics({"kind": "static", "affects": "creatures", "filter": {"subtype": m.group(1), "you_control": True}}, None, m.group(2))


@ability_template(rf"(Enchanted|Equipped) creature gets {PT} and (attacks each combat if able|can't block|can't attack|can't be blocked|"
                  r"can't be blocked by more than one creature)\.")
def attached_gets_and(card, m):
    """ "Enchanted creature gets +2/+2 and can't block": a pump and a restriction (or requirement) it gains."""
    kw = {"attacks each combat if able": "attacks_each_combat", "can't block": "cant_block", "can't attack": "cant_attack",
          "can't be blocked": "unblockable", "can't be blocked by more than one creature": "cant_be_blocked_by_more_than_one"}[m.group(4)]
    return _statics({"kind": "static", "affects": m.group(1).lower()}, (m.group(2), m.group(3)), None) + \
        [{"kind": "static", "affects": m.group(1).lower(), "gains": {"kind": "keyword", "keyword": kw}}]


@ability_template(rf"(Other )?(Creatures you control|creatures you control|Creatures) with flying get {PT}\.")
def flyers_get(card, m):
    """ "Other creatures you control with flying get +1/+0" (Windstorm Drake): whether it
    has flying is read after every ability-changing effect (613.1f before 613.4c in 2026)."""
    other, who = m.group(1), m.group(2)
    if bool(other) != (who == "creatures you control"):
        raise NotUnderstood(m.group(0))
    flt = {"keyword": "flying"}
    if who != "Creatures":
        flt["you_control"] = True
    if other:
        flt["other"] = True
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, (m.group(3), m.group(4)), None)


@ability_template(r"Enchanted creature's activated abilities can't be activated\.")
def attached_cant_activate(card, m):
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "cant_activate"}}]


@ability_template(r"You may choose not to untap ~ during your untap step\.")
def may_not_untap(card, m):
    """A choice the active player makes in the untap step (302.2 / 502.3): the
    scenario's action gives it ({"id": {"untap": false}}), by default it untaps."""
    return [{"kind": "keyword", "keyword": "may_not_untap"}]


@ability_template(r"Enchanted creature doesn't untap during its controller's untap step\.")
def enchanted_doesnt_untap(card, m):
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "doesnt_untap"}}]


@ability_template(r"~ enters(?: the battlefield)? tapped\.")
def enters_tapped(card, m):
    return [{"kind": "static", "comes_into_play": {"tapped": True}}]


@ability_template(r"~ enters(?: the battlefield)? with (a|one|two|three|four|five|\d+|X) \+1/\+1 counters? on it\.")
def enters_with_counters(card, m):
    """614.1c: "enters with X +1/+1 counters": X is the value paid for the spell (107.3m), so
    only a card with {X} in its mana cost."""
    from .text import amount
    if m.group(1) == "X" and not card.has_x:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": amount(m.group(1))}}}]


@ability_template(r"As ~ enters(?: the battlefield)?, choose a (color|creature type)\.")
def choose_as_it_enters(card, m):
    """614.12 in 2026 (419.1b in 2007): the choice is made as it enters."""
    return [{"kind": "static", "comes_into_play": {"choose": m.group(1).replace(" ", "_")}}]


@ability_template(r"~ has protection from the chosen color\.")
def protection_from_chosen(card, m):
    return [{"kind": "keyword", "keyword": "protection", "from": "chosen_color"}]


#: capitalized words before "creatures" that are not creature types
NOT_SUBTYPES = {"White", "Blue", "Black", "Red", "Green", "Colorless", "Legendary", "Artifact", "Enchantment", "Land",
                "Snow", "Token", "Nontoken", "Attacking", "Blocking", "Tapped", "Untapped", "Multicolored", "Monocolored"}


def attached_other(card, text: str) -> None:
    """An Aura's or Equipment's "Other creatures ...": other than the creature it is attached to
    (Vampirism), not "not this permanent": text only."""
    if {"Aura", "Equipment"} & set(card.subtypes):
        raise NotUnderstood(text)


def _other_filter(subtype: str) -> dict:
    flt = {"other": True, "you_control": True}
    subtype = (subtype or "").strip()
    if subtype in NOT_SUBTYPES:
        raise NotUnderstood(subtype)
    if subtype:
        flt["subtype"] = subtype
    return flt


@ability_template(rf"Other ((?:[A-Z][a-z]+ )?)creatures you control get {PT}(?: and have ([a-z ,]+))?\.")
def other_creatures_get(card, m):
    """An anthem that spares its source: "Other Sliver creatures you control get +1/+1" (613.4c in 2026)."""
    attached_other(card, m.group(0))
    flt = _other_filter(m.group(1))
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, (m.group(2), m.group(3)), m.group(4))


@ability_template(r"Other ((?:[A-Z][a-z]+ )?)creatures you control have ([a-z ,]+)\.")
def other_creatures_have(card, m):
    attached_other(card, m.group(0))
    flt = _other_filter(m.group(1))
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, None, m.group(2))


@ability_template(r"~ can't be countered\.")
def cant_be_countered(card, m):
    """2026 101.2 (2007 103.2): "can't" beats an instruction to counter it."""
    return [{"kind": "keyword", "keyword": "cant_be_countered"}]


#: creature types said in the plural ("Other Elves you control get +1/+1"): each the creature type
#: it names. Only these: a plural not listed (Vehicles, Lands, Foods...) stays text only.
PLURAL_TYPES = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf", "Mice": "Mouse",
                "Allies": "Ally", "Heroes": "Hero", "Faeries": "Faerie", "Merfolk": "Merfolk", "Kithkin": "Kithkin",
                "Aetherborn": "Aetherborn", "Myr": "Myr", "Samurai": "Samurai", "Ninja": "Ninja"}
PLURAL_TYPES.update({f"{t}s": t for t in (
    "Zombie", "Spirit", "Knight", "Goblin", "Squirrel", "Human", "Dinosaur", "Cat", "Vampire", "Golem", "Assassin",
    "Dragon", "Sliver", "Spider", "Phyrexian", "Rat", "Bird", "Soldier", "Wizard", "Thopter", "Pirate", "Warlock",
    "Villain", "Warrior", "Demon", "Horse", "Frog", "Wurm", "Elemental", "Dog", "Robot", "Minotaur", "Saproling",
    "Shaman", "Horror", "Insect", "Ooze", "Kobold", "Angel", "Cleric", "Rogue", "Beast", "Snake", "Skeleton", "Giant",
    "Orc", "Centaur", "Scarecrow", "Druid", "Berserker", "Barbarian", "Monk", "Artificer")})


def _plural_filter(other: str | None, plural: str) -> dict:
    if plural not in PLURAL_TYPES:
        raise NotUnderstood(plural)
    flt = {"other": True} if other else {}
    return {**flt, "you_control": True, "subtype": PLURAL_TYPES[plural]}


@ability_template(rf"(Other )?([A-Z][a-z]+) you control get {PT}(?: and have ([a-z ,]+))?\.")
def creature_type_get(card, m):
    """ "Other Elves you control get +1/+1": the Elves, creatures of that type (205.3m)."""
    if m.group(1):
        attached_other(card, m.group(0))
    return _statics({"kind": "static", "affects": "creatures", "filter": _plural_filter(m.group(1), m.group(2))},
                    (m.group(3), m.group(4)), m.group(5))


@ability_template(r"(Other )?([A-Z][a-z]+) you control have ([a-z ,]+)\.")
def creature_type_have(card, m):
    return _statics({"kind": "static", "affects": "creatures", "filter": _plural_filter(m.group(1), m.group(2))}, None, m.group(3))


HAND_SIZE_BY = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


@ability_template(r"(Your|Each opponent's) maximum hand size is (reduced|increased) by (one|two|three|four|five|six|seven)\.")
def maximum_hand_size_changed(card, m):
    """ "Your maximum hand size is reduced by four." (Thought Devourer), "increased by one" (Minamo
    Scrollkeeper), "Each opponent's maximum hand size is reduced by one." (Gnat Miser): an effect on a
    rule of the game (2007 418.5j; 2026 613.11) read at the cleanup step's discard (rulings/engine/hand_size.py)."""
    n = HAND_SIZE_BY[m.group(3)]
    return [{"kind": "static", "hand_size": {"whose": "you" if m.group(1) == "Your" else "each_opponent",
                                             "by": -n if m.group(2) == "reduced" else n}}]


@ability_template(r"(You|Players) have no maximum hand size\.")
def no_maximum_hand_size(card, m):
    """An effect on a rule of the game (2007 418.5j; 2026 613.11): the cleanup
    step's discard (314.1 / 514.1) doesn't happen for the player it names. Only
    while the permanent is in play: "for the rest of the game" is another sentence."""
    return [{"kind": "static", "no_maximum_hand_size": "you" if m.group(1) == "You" else "each_player"}]
