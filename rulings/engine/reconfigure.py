"""Reconfigure (2026 702.151), later than February 2007 (a scenario under those rules is
refused: scenario/load.py, through attach_to's `by`). It represents two activated abilities
(702.151a): "[Cost]: Attach this permanent to another target creature you control. Activate
only as a sorcery" (an attach_to with `"by": "reconfigure"`) and "[Cost]: Unattach this
permanent. Activate only if this permanent is attached to a creature and only as a sorcery"
(effects/equip.py `unattach`, with `only_while: {"attached_to_a_creature": true}`).

Attaching an Equipment with reconfigure to another creature causes it to stop being a creature
until it becomes unattached from that creature (702.151b): a type-changing effect (layer 4,
613.1d) that applies while it stays attached to that same creature (continuous._effects_on asks
`still_attached`); its creature types go with the type (205.3d). An Equipment that is a
creature can't equip a creature unless it has reconfigure (301.5c: effects/equip.py)."""
from __future__ import annotations

from .continuous import characteristics
from .creature_types import CREATURE_TYPES
from .log import emit
from .state import Effect
from .targets import display

UNTIL = "reconfigured"


def has_reconfigure(c) -> bool:
    """Whether the characteristics `c` include a reconfigure ability (its attach_to says so)."""
    return any(isinstance(st, dict) and st.get("by") == "reconfigure"
               for ab in c.abilities if isinstance(ab, dict) for st in ab.get("effect", ()) or ())


def attached(game, equipment, creature) -> None:
    """702.151b: `equipment` has just become attached to `creature`: if it has reconfigure, it
    stops being a creature until it becomes unattached from that creature."""
    if not has_reconfigure(characteristics(game, equipment)):
        return
    name = display(game, equipment)
    game.effects = tuple(e for e in game.effects if not (e.until == UNTIL and e.target == equipment.id)) + (
        Effect(game.new_timestamp(), "stop_being_creature", equipment.id, equipment.zcc,
               (("host", creature.id), ("host_zcc", creature.zcc)), UNTIL, name),)
    game.characteristics_changed()
    emit(game, f"{name} has reconfigure: while it stays attached to {display(game, creature)} it isn't a creature.",
         ("reconfigure_not_a_creature", "an Equipment with reconfigure attached to another creature stops being a creature "
                                        "until it becomes unattached from that creature"))


def still_attached(game, obj, e) -> bool:
    """Whether the effect `e` of 702.151b still applies: `obj` is attached to that same creature."""
    return obj.zone == "in_play" and obj.attached_to == e.get("host") and obj.attached_zcc == e.get("host_zcc") \
        and game.attached_host(obj) is not None


def stop_being_a_creature(c) -> None:
    """Layer 4: the type Creature and the creature types (205.3d) go."""
    c.types = tuple(t for t in c.types if t != "Creature")
    c.subtypes = tuple(s for s in c.subtypes if s not in CREATURE_TYPES)


def ended(game, obj) -> None:
    """`obj` became unattached: its 702.151b effect is over for good."""
    before = game.effects
    game.effects = tuple(e for e in before if not (e.until == UNTIL and e.target == obj.id))
    if game.effects != before:
        game.characteristics_changed()
