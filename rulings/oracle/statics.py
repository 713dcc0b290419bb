"""Static abilities: "Enchanted creature gets +1/+2", "Equipped creature gets
+2/+0 and has trample", "Creatures you control get +1/+1", "White creatures
get +1/+1", "Other Sliver creatures you control get +1/+1" (filters other,
subtype, you_control), "~ can't block", "~ enters tapped", "~ can't be countered"."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .keywords import keyword
from .registry import NotUnderstood, ability_template

PT = r"([+-]\d+)/([+-]\d+)"
COLORS = ("white", "blue", "black", "red", "green")


def _has(words: str) -> list[dict]:
    out = []
    for w in re.split(r", and |, | and ", words):
        abilities = keyword(w)
        if any(a["keyword"] in ("equip", "kicker", "flashback", "enchant", "storm") for a in abilities):
            raise NotUnderstood(w)
        out += abilities
    return out


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


@ability_template(rf"(Other creatures you control|Creatures you control|All creatures|Creatures) of the chosen type "
                  rf"(?:get {PT}|have ([a-z ,]+))\.")
def chosen_type_creatures(card, m):
    """ "Other creatures you control of the chosen type get +1/+1" (Adaptive
    Automaton): the type chosen as it entered ("As ~ enters, choose a creature type")."""
    who = m.group(1)
    flt = {"chosen_type": True}
    if "you control" in who:
        flt["you_control"] = True
    if who.startswith("Other"):
        flt["other"] = True
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


@ability_template(r"~ can't (attack or block|block|attack|be blocked)\.")
def cant(card, m):
    words = {"attack or block": ["cant_attack", "cant_block"], "block": ["cant_block"], "attack": ["cant_attack"],
             "be blocked": ["unblockable"]}[m.group(1)]
    return [{"kind": "keyword", "keyword": k} for k in words]


@ability_template(r"~ (can block only creatures with flying|attacks each combat if able|can't be blocked by more than one creature|"
                  r"can't attack or block alone|can't attack alone|can't block alone|doesn't untap during your untap step)\.")
def combat_restriction(card, m):
    """Restrictions on how it attacks or blocks (508.1c / 509.1b in 2026), the
    requirement "attacks each combat if able" (508.1d), and "doesn't untap" (502.3)."""
    words = {"can block only creatures with flying": ["block_only_flying"], "attacks each combat if able": ["attacks_each_combat"],
             "can't be blocked by more than one creature": ["cant_be_blocked_by_more_than_one"],
             "can't attack or block alone": ["cant_attack_alone", "cant_block_alone"], "can't attack alone": ["cant_attack_alone"],
             "can't block alone": ["cant_block_alone"], "doesn't untap during your untap step": ["doesnt_untap"]}[m.group(1)]
    if words != ["doesnt_untap"] and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))  # "this creature" on a card that is not one (a Vehicle's)
    return [{"kind": "keyword", "keyword": k} for k in words]


@ability_template(r"~ can't be blocked by (artifact creatures|Walls|creatures with flying)\.")
def blocked_by_kind(card, m):
    what = {"artifact creatures": "artifact_creatures", "Walls": "walls", "creatures with flying": "creatures_with_flying"}[m.group(1)]
    return [{"kind": "keyword", "keyword": "cant_be_blocked_by", "what": what}]


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


@ability_template(rf"During your turn, ~ gets {PT}\.")
def during_your_turn_gets(card, m):
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _statics({"kind": "static", "affects": "self", "while": {"your_turn": True}}, (m.group(1), m.group(2)), None)


@ability_template(r"~ can't block creatures with power (\d+) or (less|greater)\.")
def blocks_by_power(card, m):
    key = "at_most" if m.group(2) == "less" else "at_least"
    return [{"kind": "keyword", "keyword": "cant_block_power", key: int(m.group(1))}]


@ability_template(r"(Creatures with power less than ~'s power can't block it|~ can't be blocked except by three or more creatures|"
                  r"~ can't block and can't be blocked)\.")
def more_restrictions(card, m):
    words = {"Creatures with power less than ~'s power can't block it": ["cant_be_blocked_by_lesser_power"],
             "~ can't be blocked except by three or more creatures": ["cant_be_blocked_except_by_three_or_more"],
             "~ can't block and can't be blocked": ["cant_block", "unblockable"]}[m.group(1)]
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": k} for k in words]


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


@ability_template(r"(All creatures able to block ~ do so|~ must be blocked if able|~ blocks each combat if able|"
                  r"~ attacks or blocks each combat if able)\.")
def combat_requirement(card, m):
    """Requirements (508.1d / 509.1c in 2026): the declaration must obey as many as can be obeyed."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    words = {"All creatures able to block ~ do so": ["lure"], "~ must be blocked if able": ["must_be_blocked"],
             "~ blocks each combat if able": ["blocks_each_combat"],
             "~ attacks or blocks each combat if able": ["attacks_each_combat", "blocks_each_combat"]}[m.group(1)]
    return [{"kind": "keyword", "keyword": k} for k in words]


@ability_template(r"All creatures able to block enchanted creature do so\.")
def attached_lure(card, m):
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "lure"}}]


@ability_template(r"~ can't be blocked by creatures with power (\d+) or (less|greater)\.")
def blocked_by_power(card, m):
    key = "at_most" if m.group(2) == "less" else "at_least"
    return [{"kind": "keyword", "keyword": "cant_be_blocked_by_power", key: int(m.group(1))}]


@ability_template(r"~ can't attack unless defending player controls an? (Plains|Island|Swamp|Mountain|Forest)\.")
def cant_attack_unless(card, m):
    return [{"kind": "keyword", "keyword": "cant_attack_unless", "what": m.group(1)}]


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


#: "as long as ..." conditions a static power/toughness modification may have, and the
#: ability word (no rules meaning, 207.2c in 2026) that may name each
CONDITIONS = (
    (r"there are seven or more cards in your graveyard|seven or more cards are in your graveyard", "Threshold",
     lambda m: {"cards_in_your_graveyard_at_least": 7}),
    (r"you control three or more artifacts", "Metalcraft", lambda m: {"artifacts_you_control_at_least": 3}),
    (r"you control an artifact", None, lambda m: {"artifacts_you_control_at_least": 1}),
    (r"you control an? (Plains|Island|Swamp|Mountain|Forest)", None, lambda m: {"you_control_a": m.group(1)}),
    (r"you control another artifact", None, lambda m: {"another_artifact": True}),
    (r"an opponent controls an? (Plains|Island|Swamp|Mountain|Forest)", None, lambda m: {"opponent_controls_a": m.group(1)}),
    (r"there are four or more card types among cards in your graveyard", "Delirium",
     lambda m: {"card_types_in_your_graveyard_at_least": 4}),
    (r"you have no cards in hand", "Hellbent", lambda m: {"no_cards_in_hand": True}),
    (r"it's attacking", None, lambda m: {"self_attacking": True}),
    (r"it's untapped", None, lambda m: {"self_untapped": True}),
)
#: the conditions an ability it has may depend on (they read no permanent's characteristics)
SAFE = ("cards_in_your_graveyard_at_least", "card_types_in_your_graveyard_at_least", "no_cards_in_hand", "self_attacking",
        "self_untapped")


def _condition(word: str | None, condition: str) -> dict:
    for pattern, ability_word, read in CONDITIONS:
        found = re.fullmatch(pattern, condition)
        if found and (word is None or word == ability_word):
            return read(found)
    raise NotUnderstood(condition)


def _conditional(card, word, condition, pt, has: str | None, cant_block: bool = False) -> list[dict]:
    """ "~ gets +1/+1 (and has flying) as long as ...": the pump, and each ability it
    has only while the condition holds (only a condition that reads no permanent's
    characteristics may grant one)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(condition)
    cond = _condition(word, condition)
    out = _statics({"kind": "static", "affects": "self", "while": cond}, pt, None) if pt else []
    gains = _has(has) if has else []
    gains += [{"kind": "keyword", "keyword": "cant_block"}] if cant_block else []
    if gains and set(cond) - set(SAFE):
        raise NotUnderstood(condition)
    return out + [{"kind": "static", "affects": "self", "gains": ab, "while": cond} for ab in gains]


@ability_template(rf"(?:([A-Z][a-z]+) — )?~ gets {PT}(?: and has ([a-z ,]+))? as long as (.+)\.")
def gets_as_long_as(card, m):
    """ "Threshold — ~ gets +2/+2 as long as seven or more cards are in your
    graveyard": a static power/toughness modification of its own, applied only
    while the condition holds (checked each time, 613 in 2026)."""
    return _conditional(card, m.group(1), m.group(5), (m.group(2), m.group(3)), m.group(4))


@ability_template(r"(?:([A-Z][a-z]+) — )?~ has ([a-z ,]+) as long as (.+)\.")
def has_as_long_as(card, m):
    """ "~ has first strike as long as it's attacking"; "Metalcraft — ~ has double strike ..."
    (a condition on other permanents' types) stays text only."""
    return _conditional(card, m.group(1), m.group(3), None, m.group(2))


@ability_template(rf"(?:([A-Z][a-z]+) — )?As long as ([^,]+), ~ gets {PT}(?: and (has [a-z ,]+|can't block))?\.")
def as_long_as_gets(card, m):
    """ "Threshold — As long as seven or more cards are in your graveyard, ~ gets +2/+2 and can't block"."""
    extra = m.group(5) or ""
    return _conditional(card, m.group(1), m.group(2), (m.group(3), m.group(4)), extra[4:] if extra.startswith("has ") else None,
                        cant_block=extra == "can't block")


@ability_template(r"During your turn, ~ has ([a-z ,]+)\.")
def during_your_turn(card, m):
    """ "During your turn, ~ has first strike": an ability it has only while its
    controller is the active player."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "self", "gains": ab, "while": {"your_turn": True}} for ab in _has(m.group(1))]


@ability_template(rf"(~|Equipped creature) gets {PT} for each (Aura|Equipment) attached to it\.")
def gets_for_each_attached(card, m):
    """ "~ gets +2/+2 for each Aura attached to it" (Kor Spiritdancer)."""
    if m.group(1) == "~" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    affects = "self" if m.group(1) == "~" else "equipped"
    what = "aura_attached" if m.group(4) == "Aura" else "equipment_attached"
    return _statics({"kind": "static", "affects": affects, "for_each": what}, (m.group(2), m.group(3)), None)


@ability_template(rf"(~|Equipped creature) gets {PT} for each artifact you control\.")
def gets_for_each_artifact(card, m):
    """ "~ gets +1/+1 for each artifact you control" (counted as it applies; "you":
    the controller of the source of the ability)."""
    if m.group(1) == "~" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    affects = "self" if m.group(1) == "~" else "equipped"
    return _statics({"kind": "static", "affects": affects, "for_each": "artifact_you_control"}, (m.group(2), m.group(3)), None)


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
    flt = _other_filter(m.group(1))
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, (m.group(2), m.group(3)), m.group(4))


@ability_template(r"Other ((?:[A-Z][a-z]+ )?)creatures you control have ([a-z ,]+)\.")
def other_creatures_have(card, m):
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
    return _statics({"kind": "static", "affects": "creatures", "filter": _plural_filter(m.group(1), m.group(2))},
                    (m.group(3), m.group(4)), m.group(5))


@ability_template(r"(Other )?([A-Z][a-z]+) you control have ([a-z ,]+)\.")
def creature_type_have(card, m):
    return _statics({"kind": "static", "affects": "creatures", "filter": _plural_filter(m.group(1), m.group(2))}, None, m.group(3))
