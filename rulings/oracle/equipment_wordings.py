"""Equipment wordings read as whole paragraphs (round 47):

* "As long as this creature is equipped, it has menace" / "... it gets +1/+1 and has flying"
  (Armory Veteran, Kitesail Apprentice): abilities the creature has only while an Equipment is
  attached to it (2007 212.2j; 2026 301.5a), the pump with them. Only the plain pump ("it gets
  +1/+1") is pump_more.py's.
* "During your turn, equipped creature has flying" (Hookblade): an ability the equipped creature
  has only while the Equipment's controller is the active player (pump_more.py reads the wording
  with a pump).
* "Equipped creature doesn't untap during its controller's untap step" and "Equipped creature gets
  +4/+2 and doesn't untap during its controller's untap step" (Cement Shoes, Vulshok Gauntlets):
  the equipped creature stays tapped in its controller's untap step (2007 302.2; 2026 502.3).
* "As long as equipped creature is a Human, it gets an additional +1/+0" / "it gets +1/+1" (Silver-
  Inlaid Dagger, Sharpened Pitchfork): a pump that applies only while the creature the Equipment
  is attached to has that creature type (rulings/engine/equipped_conditions.py), read each time
  power and toughness are.
* "{T}: Attach target Equipment you control to target creature you control" (Brass Squire), "... to
  this creature" (Kazuul's Toll Collector), "Attach target Equipment to target creature" (Magnetic
  Theft): rulings/engine/effects/attach_equipment.py (2007 212.2h; 2026 701.3a-b).
* "equipped creature gets +2/+2 until end of turn" as an effect of the Equipment's own ability
  (Adventuring Gear, Umezawa's Jitte), and "Whenever equipped creature deals combat damage, put two
  charge counters on ~" (Umezawa's Jitte).
* "Equip Soldier {W}", "Equip Shaman, Warlock, or Wizard {1}": an equip ability with a quality (2026
  702.6c; refused under the 2007 rules).
* "Equip abilities you activate [that target this creature] cost {1} less to activate" (Bureau
  Headmaster, Helitrooper): rulings/engine/equip_costs.py.
"""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .keywords import granted
from .pump import PT
from .registry import NotUnderstood, ability_template, effect_template
from .statics import _statics


def _equipment(card, m) -> None:
    """The wording of an Equipment that equips (not an Equipment creature: it can't equip)."""
    if "Equipment" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))


@ability_template(rf"As long as ~ is equipped, it (?:gets {PT} and has|has) ([a-z ,]+)\.")
def while_equipped_has(card, m) -> list[dict]:
    """ "As long as ~ is equipped, it has menace" / "it gets +1/+1 and has flying": the creature's
    own static abilities; each applies only while an Equipment is attached to it."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    pt = (m.group(1), m.group(2)) if m.group(1) else None
    base = {"kind": "static", "affects": "self", "while": {"self_equipped": True}}
    out = _statics(base, pt, None) if pt else []
    out += [{**base, "gains": ab} for ab in granted(m.group(3))]
    if not out:
        raise NotUnderstood(m.group(0))
    return out


@ability_template(r"During your turn, equipped creature has ([a-z ,]+)\.")
def during_your_turn_equipped_has(card, m) -> list[dict]:
    """ "During your turn, equipped creature has flying": only while the Equipment's controller is
    the active player."""
    _equipment(card, m)
    return [{"kind": "static", "affects": "equipped", "gains": ab, "while": {"your_turn": True}} for ab in granted(m.group(1))]


@ability_template(rf"Equipped creature (?:gets {PT} and )?doesn't untap during its controller's untap step\.")
def equipped_doesnt_untap(card, m) -> list[dict]:
    """The equipped creature doesn't untap during its controller's untap step (2007 302.2; 2026
    502.3), with the pump when one is said first."""
    _equipment(card, m)
    out = _statics({"kind": "static", "affects": "equipped"}, (m.group(1), m.group(2)), None) if m.group(1) else []
    return out + [{"kind": "static", "affects": "equipped", "gains": {"kind": "keyword", "keyword": "doesnt_untap"}}]


@ability_template(rf"As long as equipped creature is an? ([A-Z][a-z]+), it gets (an additional )?{PT}\.")
def while_equipped_creature_is_a(card, m) -> list[dict]:
    """ "As long as equipped creature is a Human, it gets +1/+1" (and "an additional +1/+0" after
    the Equipment's own "Equipped creature gets +2/+0"): the pump applies only while the creature
    the Equipment is attached to has that creature type, read as power and toughness are."""
    _equipment(card, m)
    if m.group(1) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    if m.group(2) and not any(p.startswith("Equipped creature gets ") for p in card.paragraphs):
        raise NotUnderstood(m.group(0))  # "an additional" pump follows one the Equipment gives
    return _statics({"kind": "static", "affects": "equipped", "while": {"equipped_is_a": m.group(1)}},
                    (m.group(3), m.group(4)), None)


#: a target Equipment: "target Equipment" (any controller's, Magnetic Theft) or "... you control"
EQUIPMENT = {"subtypes": ["Equipment"]}


@effect_template(r"attach target Equipment( you control)? to (target creature( you control)?|~)")
def attach_target_equipment(eff, m) -> None:
    """ "{T}: Attach target Equipment you control to target creature you control" (Brass Squire),
    "{0}: Attach target Equipment you control to this creature" (Kazuul's Toll Collector), "Attach
    target Equipment to target creature" (Magnetic Theft): the attach effect moves the target
    Equipment (2007 212.2h; 2026 701.3a-b), its control unchanged (2026 301.5d);
    rulings/engine/effects/attach_equipment.py."""
    if eff.targets or eff.steps:
        raise NotUnderstood(m.group(0))
    what = eff.target({**EQUIPMENT, "controller": "you"} if m.group(1) else dict(EQUIPMENT))
    if m.group(2) == "~":
        if not eff.card.is_permanent_creature:
            raise NotUnderstood(m.group(0))
        to = "self"
    else:
        to = eff.target({"types": ["Creature"], "controller": "you"} if m.group(3) else {"types": ["Creature"]})
    eff.steps.append({"do": "attach_equipment", "what": what, "to": to})


@effect_template(rf"equipped creature (?:gets {PT}(?: and gains ([a-z ,]+?))?|gains ([a-z ,]+?)) until end of turn")
def equipped_creature_gets_until_eot(eff, m) -> None:
    """ "Whenever you cast a spell, equipped creature gets +2/+2 until end of turn" (Leering Emblem),
    "{2}: Equipped creature gains hexproof until end of turn": the creature the Equipment is attached
    to as the ability resolves (or was, as it last existed there: 2007 413.2f; 2026 608.2h); attached
    to none, nothing happens. Only an Equipment's ability (not an Equipment creature's)."""
    from .pump import _steps
    card = eff.card
    if "Equipment" not in card.subtypes or "Creature" in card.types or "Planeswalker" in card.types:
        raise NotUnderstood(m.group(0))
    gains = granted(m.group(3) or m.group(4)) if (m.group(3) or m.group(4)) else []
    pt = (m.group(1), m.group(2)) if m.group(1) else None
    eff.steps += _steps("equipped", pt, gains)


@ability_template(r"Whenever equipped creature deals combat damage, ((?:put|you gain|draw)\b[^\"]+)")
def equipped_deals_combat_damage(card, m) -> list[dict]:
    """ "Whenever equipped creature deals combat damage, put two charge counters on ~" (Umezawa's
    Jitte): all the combat damage the creature deals at once, to any number of recipients, is one
    event, so it triggers once in each combat damage step it deals damage (2007 410.6; 2026 603.2c:
    damage_events.py). A rest that names an object or player by "it", "that", "they" or a count of
    the damage stays text only."""
    from .triggered import _triggered
    _equipment(card, m)
    if re.search(r"\b(?:it|its|that|those|they|them|this way|that much|that many|target|may)\b", m.group(1), re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "deals_damage", "who": "equipped", "to": "any", "combat": True}, m.group(1))


@ability_template(r"Equip ((?:[A-Z][a-z]+, )*[A-Z][a-z]+(?:,? or [A-Z][a-z]+)?) ((?:\{(?:\d+|[WUBRGC])\})+)")
def equip_creature_type(card, m) -> list[dict]:
    """ "Equip Soldier {W}", "Equip Shaman, Warlock, or Wizard {1}": an equip ability with a quality
    (2026 702.6c): "[Cost]: Attach this permanent to target [Soldier] you control. Activate only as a
    sorcery"; the target is a creature of (one of) those creature types its controller controls. The
    Equipment may still be attached to other creatures by other effects. Later than February 2007
    (equip_quality: a scenario under those rules is refused, naming the edition)."""
    _equipment(card, m)
    kinds = [k for k in re.split(r",? or |, ", m.group(1)) if k]
    if not kinds or any(k not in CREATURE_TYPES for k in kinds):
        raise NotUnderstood(m.group(0))
    return [{"kind": "activated", "cost": {"mana": m.group(2)}, "timing": "sorcery",
             "targets": [{"types": ["Creature"], "subtypes": kinds, "controller": "you"}],
             "effect": [{"do": "attach_to", "to": "target:0", "by": "equip_quality"}],
             "text": f"Equip {m.group(1)} {m.group(2)}"}]


@ability_template(r"Equip abilities you activate( that target ~)? cost \{(\d+)\} less to activate\.")
def equip_abilities_cost_less(card, m) -> list[dict]:
    """ "Equip abilities you activate cost {1} less to activate" (Bureau Headmaster), "... that target
    this creature cost {2} less to activate" (Helitrooper): each equip ability its controller activates
    (that targets this creature) costs that much generic mana less, never below {0} (2007 409.1f; 2026
    602.2b, 601.2f, 118.7a): rulings/engine/equip_costs.py."""
    n = int(m.group(2))
    if {"Instant", "Sorcery"} & set(card.types) or not card.types or not 1 <= n <= 20 \
            or (m.group(1) and not card.is_permanent_creature):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "equip_cost_reduction": n, **({"equip_target_self": True} if m.group(1) else {})}]


@effect_template(r"equipped creature gets ([+-])(X|\d+)/([+-])(X|\d+) until end of turn")
def equipped_creature_gets_x(eff, m) -> None:
    """ "{X}: Equipped creature gets +X/+0 until end of turn" (Demonspine Whip): X is the number
    announced for the {X} of the ability's own cost (2007 409.1b; 2026 602.2b, 601.2b); the creature
    the Equipment is attached to as it resolves. Without that {X}, text only."""
    card = eff.card
    if "X" not in (m.group(2), m.group(4)) or not eff.allow_x or "Equipment" not in card.subtypes \
            or "Creature" in card.types or "Planeswalker" in card.types or "{X}" in (card.mana_cost or ""):
        raise NotUnderstood(m.group(0))
    values = []
    for sign, v in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        if v == "X":
            values.append("X" if sign == "+" else "-X")
        elif not -100 <= int(v) <= 100:
            raise NotUnderstood(m.group(0))
        else:
            values.append(int(v) * (1 if sign == "+" else -1))
    eff.steps.append({"do": "pump", "power": values[0], "toughness": values[1], "to": "equipped", "until": "end_of_turn"})
