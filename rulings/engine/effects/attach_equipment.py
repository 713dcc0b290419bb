"""An effect that attaches a target Equipment, not the ability's own source: "{T}: Attach target
Equipment you control to target creature you control" (Brass Squire), "{0}: Attach target Equipment
you control to this creature" (Kazuul's Toll Collector), "Attach target Equipment to target
creature" (Magnetic Theft). `{"do": "attach_equipment", "what": "target:0", "to": "target:1"}`
("to": "self" for "this creature"). The Equipment is taken from where it is and put onto the
creature (2007 212.2h; 2026 701.3a, 301.5b); one that can't equip that creature doesn't move (701.3b),
one already there stays (the effect does nothing); otherwise it gets a new timestamp (2007 418.5e;
2026 613.7e, 701.3c). Control of the Equipment doesn't change (2026 301.5d)."""
from __future__ import annotations

from ..log import emit
from ..reconfigure import attached as reconfigure_attached
from ..targets import display
from .base import effect, object_of, resolve_ref
from .equip import why_cant_equip


@effect("attach_equipment", fields=("what", "to"))
def attach_equipment(game, st, ctx):
    equipment = object_of(game, resolve_ref(game, ctx, st.get("what", "target:0")))
    creature = object_of(game, resolve_ref(game, ctx, st.get("to", "target:1")))
    if equipment is None or equipment.zone != "in_play" or creature is None:
        return  # an illegal target: no action on it (2007 413.2a; 2026 608.2b)
    if st.get("to") == "self" and creature.zcc != ctx.data.get("source_zcc", creature.zcc):
        creature = None  # "this creature" left and came back: a new object (2007 217.1c; 2026 400.7)
    name = display(game, equipment)
    why = why_cant_equip(game, equipment, creature) if creature is not None else f"{ctx.source_name} is no longer {game.words.in_play}"
    if why:
        emit(game, f"{name} doesn't move: {why}.", ("attach_cant" if game.words.today else "attach_effect",
                                                      "an Equipment that can't equip the creature doesn't move"))
        return
    target = display(game, creature)
    if game.attached_host(equipment) is creature:
        emit(game, f"{name} already equips {target}; nothing happens.",
             ("attach_cant" if game.words.today else "attach_effect", "attaching it where it already is does nothing"))
        return
    equipment.attach(creature)
    equipment.timestamp = game.new_timestamp()
    game.characteristics_changed()
    reconfigure_attached(game, equipment, creature)  # 2026 702.151b
    emit(game, f"{name} becomes attached to {target}; its controller doesn't change.",
         ("attach_effect", f"{name} is taken from where it is and put onto {target}"),
         ("equipment_timestamp", "an Equipment that becomes attached gets a new timestamp"))
