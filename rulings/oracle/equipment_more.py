"""More Equipment abilities. Those later than February 2007 are cited only under the June
2026 rules (a scenario under the 2007 rules is refused, naming the edition:
rulings/engine/scenario/load.py): "Equip legendary creature {N}", job select, reconfigure.

* "Equip legendary creature {N}": an equip ability with a quality (2026
  702.6c) may target only a creature its controller controls that has the
  quality; it is activated only as a sorcery (702.6a).
* Job select (2026 702.182a): "When this Equipment enters, create a 1/1
  colorless Hero creature token, then attach this Equipment to it."
* Reconfigure (2026 702.151): rulings/engine/reconfigure.py.
* "Murasame — Equip {5}": a flavor word (2026 207.2d) before an equip ability.
* "{B}{B}: Attach this Equipment to target creature you control." (2007 212.2h, 2026 701.3a),
  also as a triggered ability's effect (Forebear's Blade).
* "create a 1/1 white Soldier creature token, then attach this Equipment to it" (Ancestral
  Blade): the one token, then the attach effect onto it (2007 212.2h, 2026 701.3a).
* "Equipped creature gets +3/+2 and is a Warrior in addition to its other
  types" (the creature type added in layer 4: 2007 418.5a, 2026 613.1d).
"""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .equipment import ENTERS, _equipment
from .keywords import keyword
from .registry import NotUnderstood, ability_template, effect_template
from .statics import PT, _statics

MANA = r"((?:\{(?:\d+|[WUBRGC])\})+)"
HERO = {"types": ["Creature"], "subtypes": ["Hero"], "colors": [], "power": 1, "toughness": 1}


@ability_template(rf"Equip legendary creature {MANA}")
def equip_legendary(card, m) -> list[dict]:
    """702.6c: "[Cost]: Attach this permanent to target legendary creature you
    control. Activate only as a sorcery." The attach is the Equipment's own (701.3a)."""
    _equipment(card, m)
    return [{"kind": "activated", "cost": {"mana": m.group(1)}, "timing": "sorcery",
             "targets": [{"types": ["Creature"], "supertypes": ["Legendary"], "controller": "you"}],
             "effect": [{"do": "attach_to", "to": "target:0", "by": "equip_quality"}],
             "text": f"Equip legendary creature {m.group(1)}"}]


@ability_template(r"Job select")
def job_select(card, m) -> list[dict]:
    """702.182a: the Hero token is created, then this Equipment is attached to it."""
    _equipment(card, m)
    return [{**ENTERS, "effect": [{"do": "create_token", "id": "hero", "count": 1, "token": dict(HERO)},
                                  {"do": "attach_to", "to": "it", "by": "job_select"}]}]


@ability_template(rf"Equipped creature gets {PT}(?:, has ([a-z ,]+?),)? and is an? ([A-Z][a-z]+) in addition to its other types\.")
def equipped_gets_and_is(card, m) -> list[dict]:
    """"Equipped creature gets +3/+2 [, has trample and haste,] and is a Warrior in addition to
    its other types": the pump (layer 7c), the abilities (layer 6) and the creature type added
    (layer 4; 2007 418.5a, 2026 613.1d), all to the creature it equips."""
    if m.group(4) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    abilities = _statics({"kind": "static", "affects": "equipped"}, (m.group(1), m.group(2)), m.group(3))
    abilities[0]["adds_subtypes"] = [m.group(4)]
    return abilities


#: the ability words 2026 207.2c lists: a word before "— Equip" that is one of them is no
#: flavor word (207.2d), and its ability says more than equip: not read here
ABILITY_WORDS = (
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma", "cohort",
    "constellation", "converge", "council's dilemma", "coven", "delirium", "descend 4", "descend 8",
    "disappear", "domain", "eerie", "eminence", "enrage", "fateful hour", "fathomless descent", "ferocious",
    "flurry", "formidable", "grandeur", "hellbent", "heroic", "imprint", "infusion", "inspired",
    "join forces", "kinship", "landfall", "lieutenant", "magecraft", "metalcraft", "morbid", "opus",
    "pack tactics", "paradox", "parley", "radiance", "raid", "rally", "renew", "repartee", "revolt",
    "secret council", "spell mastery", "strive", "survival", "sweep", "tempting offer", "threshold",
    "undergrowth", "valiant", "vivid", "void", "will of the council",
)


@ability_template(r"([A-Z][A-Za-z'’ ,-]*?) — (Equip \{\d+\})")
def flavor_word_equip(card, m) -> list[dict]:
    """"Murasame — Equip {5}": a flavor word has no rules meaning (2026 207.2d); the ability is
    the equip keyword after it (702.6a)."""
    if m.group(1).lower().replace("’", "'") in ABILITY_WORDS:
        raise NotUnderstood(m.group(0))
    _equipment(card, m)
    found = keyword(m.group(2))
    if not found:
        raise NotUnderstood(m.group(0))
    return found


@ability_template(rf"Reconfigure {MANA}")
def reconfigure(card, m) -> list[dict]:
    """2026 702.151a: two activated abilities, "[Cost]: Attach this permanent to another target
    creature you control. Activate only as a sorcery" and "[Cost]: Unattach this permanent.
    Activate only if this permanent is attached to a creature and only as a sorcery"; once
    attached it isn't a creature until it becomes unattached from that creature (702.151b,
    rulings/engine/reconfigure.py)."""
    _equipment_creature(card, m)
    cost = m.group(1)
    return [{"kind": "activated", "cost": {"mana": cost}, "timing": "sorcery",
             "targets": [{"types": ["Creature"], "controller": "you", "other": True}],
             "effect": [{"do": "attach_to", "to": "target:0", "by": "reconfigure"}],
             "text": f"Reconfigure {cost}: attach to another target creature you control (as a sorcery)"},
            {"kind": "activated", "cost": {"mana": cost}, "timing": "sorcery", "only_while": {"attached_to_a_creature": True},
             "effect": [{"do": "unattach", "by": "reconfigure"}],
             "text": f"Reconfigure {cost}: unattach (only while attached to a creature, as a sorcery)"}]


def _equipment_creature(card, m) -> None:
    """Reconfigure is printed on Equipment creatures."""
    if "Equipment" not in card.subtypes or "Creature" not in card.types:
        raise NotUnderstood(m.group(0))


@effect_template(r"attach (?:this Equipment|~) to (target creature you control|it)")
def attach_self_to_target(eff, m) -> None:
    """"{B}{B}: Attach this Equipment to target creature you control" (Cranial Plating): an
    ability of the Equipment, not an equip ability (no timing of its own); the attach effect
    moves it onto the target if it can (2007 212.2h; 2026 701.3a-b)."""
    if "Equipment" not in eff.card.subtypes or "Creature" in eff.card.types:
        raise NotUnderstood(m.group(0))
    if m.group(1) == "it":
        _attach_to_it(eff, m)
        return
    eff.steps.append({"do": "attach_to", "to": eff.target("creature_you_control")})


def _attach_to_it(eff, m) -> None:
    """"... then attach this Equipment to it": "it" is the token an earlier step of the same
    ability created, or else the object of the trigger event; read only when it is one of those."""
    if eff.targets or any(st.get("do") != "create_token" for st in eff.steps):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "attach_to", "to": "it"})


@effect_template(r"(create an? [^,]+? creature token(?: with [a-z ]+)?), then attach (?:this Equipment|~) to it")
def create_token_then_attach(eff, m) -> None:
    """"When this Equipment enters, create a 1/1 white Soldier creature token, then attach this
    Equipment to it" (Ancestral Blade): the one token created, then the attach effect (2007
    212.2h; 2026 701.3a-b) onto that token."""
    from .registry import parse_effect
    if eff.steps or eff.targets:
        raise NotUnderstood(m.group(0))
    made = parse_effect(eff.card, [m.group(1)[0].upper() + m.group(1)[1:]])
    if made.targets or len(made.steps) != 1 or made.steps[0].get("do") != "create_token" or made.steps[0].get("count") != 1:
        raise NotUnderstood(m.group(0))
    eff.steps.extend(made.steps)
    _attach_to_it(eff, m)
