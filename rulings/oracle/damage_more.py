"""Creatures dealing damage, and damage to each of a kind or to a controller:

- "~ deals 1 damage to each attacking creature" (Sandstorm), "When this creature enters, it deals 3
  damage to each other creature" (Chaos Maw): every creature the words describe as it resolves, no
  target (2007 413.2a / 2026 608.2c: what an "each" instruction names is read as it is followed).
- Karplusan Yeti's "This creature deals damage equal to its power to target creature. That creature
  deals damage equal to its power to this creature.": two damage events, one after the other, each
  creature the source of its own damage (2007 413.2a; 2026 608.2c, 120.3), each power read as that
  instruction is followed. It is not fight (2026 701.14): the first damage is dealt before the second
  creature's power is read.
- "Target creature you control fights another target creature" (Pit Fight, Ulvenwald Tracker): the
  second target is not the object chosen for the first (2007 409.1c / 2026 115.3: "another"), and
  each deals damage equal to its power to the other (2026 701.14a; 2007 has no fight: the cards'
  reminder text "Each deals damage equal to its power to the other" is what the engine follows).
- "Put a +1/+1 counter on target creature you control. Then that creature fights / deals damage equal
  to its power to target creature you don't control" (Hunt the Weak, Felling Blow): "that creature" is
  the target of the sentence before; the counter or pump is followed first (2007 413.2a; 2026 608.2c).
- "Destroy target land. ~ deals 2 damage to that land's controller." (Poison the Well): the
  controller is read before the land moves, as it last existed (2007 413.2f; 2026 608.2h;
  rulings/engine/effects/its_controller.py).
- "~ deals 2 damage to any target and 1 damage to any other target" (Arc Trail): two targets, the
  second not the object or player chosen for the first.

- Laccolith Grunt's "If you do, this creature assigns no combat damage this turn" (Ophidian's too): the
  engine's assigns_no_combat_damage (2007 310.1; 2026 510.1).
- "When this creature enters, it fights up to one target creature you don't control" (Wicked Wolf),
  an Aura's "enchanted creature fights up to one target creature an opponent controls" / "you may have
  enchanted creature fight ..." (Pitiless Fists, Cartouche of Strength), Fall of the Hammer's "deals
  damage equal to its power to another target creature".
- "~ deals N damage to each of (up to) two targets / target creatures" (Swelter, Dual Shot), Cone of
  Flame's three targets, "to each player", "to each creature and each planeswalker", "to each opponent
  and each creature they control", Wave of Reckoning's "Each creature deals damage to itself equal to
  its power".

Precision: only these exact forms; a "that creature" whose sentence before did anything but put a
counter on, pump, tap or destroy (or deal damage to) that one target, a "then" fight whose two
creatures could be the same one (701.14c: a creature fighting itself), stays text only.
"""
from __future__ import annotations

from .damage import _amount
from .described import each_described
from .registry import NotUnderstood, effect_template
from .targets import CREATURE_TARGETS, DAMAGE_TARGETS, TARGET_RE, is_creature, ref
from .text import NUMBER

# --- "~ deals 1 damage to each attacking creature / each other creature" ---------------------------
_KINDS = r"other creature|attacking creature|blocking creature|attacking or blocking creature"


@effect_template(rf"~ deals ({NUMBER}) damage to each ({_KINDS})")
def damage_each_of_a_kind(eff, m):
    """Sandstorm, Chaos Maw: each creature the words name as the instruction is followed, from the
    one source; "other" (not this permanent) only on a permanent's ability (described.py)."""
    n = _amount(eff, m.group(1))
    eff.steps.append({"do": "for_each", "permanents": each_described(eff, m.group(2)),
                      "effect": [{"do": "damage", "amount": n, "to": "it"}]})


# --- Karplusan Yeti: "That creature deals damage equal to its power to this creature." --------------
@effect_template(r"that creature deals damage equal to its power to ~")
def that_creature_deals_back(eff, m):
    """The target the sentence before dealt damage to deals damage equal to its power (as it is
    now, after that damage) to this creature; the source of that damage is the target creature
    (rulings/engine/effects/fight.py's damage_equal_to_power), and nothing is dealt if this creature
    has left the battlefield. Only after "~ deals damage equal to its power to target creature"."""
    target = eff.last_target
    if (target is None or not eff.card.is_permanent_creature or len(eff.targets) != 1 or not is_creature(eff.targets[0])
            or len(eff.steps) != 1 or eff.steps[0].get("do") != "damage" or eff.steps[0].get("to") != target
            or eff.steps[0].get("amount") != {"count": "power_of", "of": "self"}):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "damage_equal_to_power", "by": target, "to": "self"})


# --- "Target creature you control fights another target creature" ----------------------------------
@effect_template(r"(target creature(?: you control)?) fights another (target creature)")
def fights_another_target(eff, m):
    """Pit Fight, Blood Feud, Ulvenwald Tracker: the second target may be any creature but the one
    chosen for the first (`not_an_earlier_target`); either may be the source itself."""
    if eff.targets or eff.steps:
        raise NotUnderstood(m.group(0))
    by = ref(eff, m.group(1), CREATURE_TARGETS)
    to = eff.target({"types": ["Creature"], "not_an_earlier_target": True})
    eff.steps.append({"do": "fight", "by": by, "to": to})


# --- "Then that creature fights / deals damage equal to its power to target creature ..." -------------
_BEFORE = ("put_counters", "pump", "tap", "untap")
#: the controller words of a creature target, for the two targets of a fight being told apart
_YOURS = {"creature_you_control": "you"}


def _controller(s) -> str | None:
    if isinstance(s, str):
        return _YOURS.get(s)
    return s.get("controller")


@effect_template(rf"(?:then )?(that creature|it) (fights|deals damage equal to its power to) ({TARGET_RE})")
def then_that_creature(eff, m):
    """Hunt the Weak, Felling Blow, Hunter's Mark: the creature is the one target of the sentence
    before, whose only steps put a counter on it, pumped, tapped or untapped it; the two creatures
    must be told apart by their controllers (one "you control", the other not), so the creature
    never fights itself. An illegal target at resolution: no fight, no damage (2026 701.14b;
    2007 413.2a / 2026 608.2b)."""
    dealer = eff.last_target
    starts = eff.sentence_starts
    if dealer is None or len(eff.targets) != 1 or not is_creature(eff.targets[0]) or len(starts) < 2:
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:starts[-1]]
    if not before or any(st.get("do") not in _BEFORE or st.get("to", st.get("what")) != dealer for st in before):
        raise NotUnderstood(m.group(0))
    if _controller(eff.targets[0]) != "you":
        raise NotUnderstood(m.group(0))
    to = ref(eff, m.group(3), CREATURE_TARGETS if m.group(2) == "fights" else DAMAGE_TARGETS)
    if _controller(eff.targets[-1]) not in ("not_you", "opponent"):
        raise NotUnderstood(m.group(0))  # it could be the same creature (2026 701.14c), or a player
    if m.group(2) == "fights":
        eff.steps.append({"do": "fight", "by": dealer, "to": to})
    else:
        eff.steps.append({"do": "damage_equal_to_power", "by": dealer, "to": to})


# --- "Destroy target land. ~ deals 2 damage to that land's controller." ------------------------------
_AFFECTS = ("destroy", "put_counters", "tap")
_NOUNS = {"land": ["Land"], "creature": ["Creature"], "permanent": None, "artifact": ["Artifact"]}
_NAMED = {"land": ["Land"], "creature": ["Creature"], "nonblack_creature": ["Creature"], "nonartifact_nonblack_creature": ["Creature"],
          "creature_you_control": ["Creature"], "permanent": None}


_BASIC_LAND_TYPES = {"Plains", "Island", "Swamp", "Mountain", "Forest"}


def _types(target):
    """The card types a permanent target names (None: any permanent); "?" for any other target."""
    if isinstance(target, str):
        return _NAMED.get(target, "?")
    if target.get("player") or target.get("zone", "in_play") != "in_play" or target.get("any_of"):
        return "?"
    if set(target) == {"subtypes"} and set(target["subtypes"]) <= _BASIC_LAND_TYPES:
        return ["Land"]  # "target Plains or Island" (Cryoclasm): a basic land type is a land's (2007 212.6d; 2026 205.3i)
    return target.get("types")


@effect_template(rf"~ deals ({NUMBER}) damage to that (land|creature|permanent|artifact)'s controller")
def damage_to_that_controller(eff, m):
    """Poison the Well, Consign to the Pit, Blur of Blades: "that land" is the one target of the
    sentence before, which destroyed it or put a counter on it; its controller is noted before that
    step (as it last existed where it was: 2007 413.2f; 2026 608.2h), and is dealt the damage even if
    the permanent is gone; if the target was illegal, nothing (2007 413.2a; 2026 608.2b)."""
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1 or starts[-2] != 0:
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:starts[-1]]
    target = eff.targets[0]
    if len(before) != 1 or before[0].get("do") not in _AFFECTS or before[0].get("what", before[0].get("to")) != "target:0":
        raise NotUnderstood(m.group(0))
    if _types(target) != _NOUNS[m.group(2).lower()]:
        raise NotUnderstood(m.group(0))
    eff.steps.insert(0, {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[-1] += 1
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(1)), "to": "its_controller"})


# --- Arc Trail: "~ deals 2 damage to any target and 1 damage to any other target" ---------------------
_ANY_OTHER = {"player": "any", "types": ["Creature", "Planeswalker"], "not_an_earlier_target": True}


@effect_template(rf"~ deals ({NUMBER}) damage to any target and ({NUMBER}) damage to any other target")
def damage_to_any_and_any_other(eff, m):
    """Arc Trail: two targets, the second any target but the one chosen for the first (2026 115.4,
    115.3); each dealt its own amount as the spell resolves, an illegal one nothing (608.2b)."""
    if eff.targets or eff.steps:
        raise NotUnderstood(m.group(0))
    first = ref(eff, "any target", DAMAGE_TARGETS)
    second = eff.target(dict(_ANY_OTHER))
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(1)), "to": first})
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(2)), "to": second})


# --- Laccolith Grunt: "If you do, this creature assigns no combat damage this turn." --------------------
@effect_template(r"~ assigns no combat damage this turn")
def assigns_no_combat_damage(eff, m):
    """The creature itself is left out as combat damage is assigned this turn (2007 310.1; 2026
    510.1), until end of turn (rulings/engine/assigns_no_combat_damage.py). Only on a creature."""
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "assigns_no_combat_damage", "what": "self"})


# --- Fall of the Hammer: "Target creature you control deals damage equal to its power to another target creature." ---
@effect_template(r"(target creature you control) deals damage equal to its power to another (target creature)")
def bites_another_target(eff, m):
    """The first target is the source of the damage, the second any creature but it
    (`not_an_earlier_target`); an illegal target: no damage (2007 413.2a; 2026 608.2b)."""
    if eff.targets or eff.steps:
        raise NotUnderstood(m.group(0))
    by = ref(eff, m.group(1), CREATURE_TARGETS)
    to = eff.target({"types": ["Creature"], "not_an_earlier_target": True})
    eff.steps.append({"do": "damage_equal_to_power", "by": by, "to": to})


def _enchants_yours(card) -> bool:
    """An Aura with "Enchant creature you control": what it enchants is always its controller's."""
    return "Aura" in card.subtypes and "Enchant creature you control" in card.paragraphs


# --- Wicked Wolf, Pitiless Fists: "it fights up to one target creature you don't control" --------------
@effect_template(rf"(~|enchanted creature) fights up to one ({TARGET_RE})")
def fights_up_to_one(eff, m):
    """The target may be left unchosen (2007 409.1c; 2026 601.2c, 115.6): then no creature fights;
    else as any fight (2026 701.14a-b; under 2007 the reminder text). "~" only on a creature, "enchanted
    creature" only on an Aura. The creature fought must be one its controller doesn't control, so the
    creature never fights itself (2026 701.14c)."""
    from .up_to import up_to_targets
    who = m.group(1).lower()
    if (who == "~" and not eff.card.is_permanent_creature) or (who != "~" and not _enchants_yours(eff.card)) or eff.targets:
        raise NotUnderstood(m.group(0))
    phrase = m.group(2).lower()
    if not phrase.startswith("target creature ") or not phrase.endswith(("you don't control", "an opponent controls")):
        raise NotUnderstood(m.group(0))
    (to,) = up_to_targets(eff, 1, phrase, CREATURE_TARGETS)
    eff.steps.append({"do": "fight", "by": "self" if who == "~" else "enchanted", "to": to})


# --- "~ deals 2 damage to each of two targets / each of up to two target creatures" --------------------
_EACH_OF = {"targets": "any target", "target creatures": "target creature",
            "target creatures and/or planeswalkers": "target creature or planeswalker"}
_TWO = {"two": 2, "three": 3}


@effect_template(rf"~ deals ({NUMBER}) damage to each of (up to )?(two|three) ({'|'.join(_EACH_OF)})")
def damage_to_each_of_n_targets(eff, m):
    """Swelter, Pinnacle of Rage ("each of two"): that many targets, all required; Dual Shot ("each of
    up to two"): zero to that many (2007 409.1c; 2026 601.2c, 115.6). One word "target", so none
    chosen twice (2007 409.1c; 2026 115.3); each chosen and still legal is dealt the damage as the
    spell resolves, one after the other, an illegal one none (2007 413.2a; 2026 608.2b)."""
    from .up_to import up_to_targets
    n, count = _amount(eff, m.group(1)), _TWO[m.group(3)]
    if eff.targets or eff.steps:
        raise NotUnderstood(m.group(0))
    one = _EACH_OF[m.group(4)]
    if m.group(2):
        if one == "any target":
            refs = []
            for _ in range(count):
                refs.append(eff.target(dict(_ANY_OTHER_BASE, up_to=True)))
        else:
            refs = up_to_targets(eff, count, m.group(4), DAMAGE_TARGETS)
    else:
        found = dict(_ANY_OTHER_BASE) if one == "any target" else _filter(one)
        refs = [eff.target(dict(sorted({**found, "distinct": True}.items()))) for _ in range(count)]
    for r in refs:
        eff.steps.append({"do": "damage", "amount": n, "to": r})


_ANY_OTHER_BASE = {"player": "any", "types": ["Creature", "Planeswalker"]}


def _filter(phrase: str) -> dict:
    from .targets import parse, spec
    found = spec(phrase)
    return found if isinstance(found, dict) else parse(phrase)


# --- "~ deals 4 damage to each player", "each creature and each planeswalker", "each opponent and each creature they control" ---
def _to_each(n, **which) -> dict:
    return {"do": "for_each", **which, "effect": [{"do": "damage", "amount": n, "to": "it"}]}


@effect_template(rf"~ deals ({NUMBER}) damage to each player")
def damage_each_player(eff, m):
    """Flame Rift: each player in APNAP order (2007 103.4; 2026 101.4), all from the one source."""
    eff.steps.append(_to_each(_amount(eff, m.group(1)), players="each_player"))


@effect_template(rf"~ deals ({NUMBER}) damage to each creature and each planeswalker")
def damage_each_creature_and_planeswalker(eff, m):
    """Storm's Wrath: every creature and every planeswalker as it resolves, no target."""
    eff.steps.append(_to_each(_amount(eff, m.group(1)), permanents={"types": ["Creature", "Planeswalker"]}))


@effect_template(rf"~ deals ({NUMBER}) damage to each opponent and each creature they control")
def damage_each_opponent_and_their_creatures(eff, m):
    """Tectonic Hazard: each opponent (APNAP order), then each creature an opponent controls."""
    n = _amount(eff, m.group(1))
    eff.steps.append(_to_each(n, players="each_opponent"))
    eff.steps.append(_to_each(n, permanents={"controller": "opponent", "types": ["Creature"]}))


# --- Wave of Reckoning: "Each creature deals damage to itself equal to its power." --------------------
@effect_template(r"each creature deals damage to itself equal to its power")
def each_creature_damages_itself(eff, m):
    """Each creature on the battlefield as it resolves is the source of damage to itself equal to its
    power (rulings/engine/effects/fight.py's damage_equal_to_power); the creatures are fixed as it
    resolves, and state-based actions wait until it has finished resolving."""
    eff.steps.append({"do": "for_each", "creatures": {}, "effect": [{"do": "damage_equal_to_power", "by": "it", "to": "it"}]})


# --- Cone of Flame: "1 damage to any target, 2 damage to another target, and 3 damage to a third target" ---
@effect_template(rf"~ deals ({NUMBER}) damage to any target, ({NUMBER}) damage to another target, and ({NUMBER}) damage to a third target")
def damage_to_three_targets(eff, m):
    """Three targets, each a different object or player (`not_an_earlier_target`), each dealt its own
    amount as the spell resolves; an illegal one none (2007 413.2a; 2026 608.2b)."""
    if eff.targets or eff.steps:
        raise NotUnderstood(m.group(0))
    refs = [ref(eff, "any target", DAMAGE_TARGETS), eff.target(dict(_ANY_OTHER)), eff.target(dict(_ANY_OTHER))]
    for amount, r in zip(m.groups(), refs):
        eff.steps.append({"do": "damage", "amount": _amount(eff, amount), "to": r})


# --- Cartouche of Strength: "you may have enchanted creature fight target creature an opponent controls" ---
@effect_template(r"you may have enchanted creature fight (target creature (?:an opponent controls|you don't control))")
def may_have_enchanted_creature_fight(eff, m):
    """An Aura's enters ability: the target is chosen as it goes on the stack, whether to fight as it
    resolves (2007 413.2c; 2026 608.2d). Only an Aura that enchants a creature you control, so the
    creature fought is never the one it enchants (2026 701.14c)."""
    from .optional import _may
    if not _enchants_yours(eff.card) or eff.targets:
        raise NotUnderstood(m.group(0))
    to = ref(eff, m.group(1), CREATURE_TARGETS)
    _may(eff, f"have enchanted creature fight {m.group(1)}", effect=[{"do": "fight", "by": "enchanted", "to": to}])
