"""Equip's own instruction: attach the Equipment (502.33a, 212.2h in 2007)."""
from __future__ import annotations

from ..continuous import characteristics
from ..log import emit
from ..protection import protected_from
from ..protection import text as protection_text
from ..reconfigure import attached as reconfigure_attached
from ..reconfigure import ended as reconfigure_ended
from ..reconfigure import has_reconfigure
from ..targets import display
from .base import effect, object_of, resolve_ref


@effect("attach", internal=True)
def attach(game, st, ctx):
    """502.33a / 212.2h: the Equipment moves onto the target creature, if it
    still can; a new timestamp (418.5e)."""
    equipment = game.objects.get(ctx.source_id)
    creature = object_of(game, resolve_ref(game, ctx, "target:0"))
    if equipment is None or equipment.zone != "in_play" or equipment.zcc != ctx.data.get("source_zcc", equipment.zcc):
        emit(game, f"{ctx.source_name} is no longer {game.words.in_play}, so it equips nothing.",
             ("equipment_rules", "the Equipment moves only if it is still there"))
        return
    if creature is None:
        return
    name, target = display(game, equipment), display(game, creature)
    why = why_cant_equip(game, equipment, creature)
    if why:
        emit(game, f"{name} doesn't move: {why}.", ("equipment_rules", "an Equipment that can't equip the creature doesn't move"))
        return
    if game.attached_host(equipment) is creature:
        emit(game, f"{name} already equips {target}; nothing happens.", ("equipment_rules", "attaching it where it already is does nothing"))
        return
    equipment.attach(creature)
    equipment.timestamp = game.new_timestamp()
    game.characteristics_changed()
    reconfigure_attached(game, equipment, creature)  # 2026 702.151b
    emit(game, f"{name} becomes attached to {target}.", ("equip", f"{name} is attached to {target}, a creature the equip ability's controller controls"),
         ("equipment_timestamp", "an Equipment that becomes attached gets a new timestamp"))


def why_cant_equip(game, equipment, creature) -> str | None:
    """Why `equipment` can't equip `creature` now (212.2g, 212.2i, 502.7d), else None."""
    ec = characteristics(game, equipment)
    if "Equipment" not in ec.subtypes:
        return f"{display(game, equipment)} is no longer an Equipment"
    if ec.is_creature and not has_reconfigure(ec):  # 2026 301.5c: unless it has reconfigure
        return f"{display(game, equipment)} is a creature, and an Equipment that's a creature can't equip one"
    if creature is equipment:
        return "an Equipment can't equip itself"
    if creature.zone != "in_play" or not characteristics(game, creature).is_creature:
        return f"{display(game, creature)} is not a creature {game.words.in_play}"
    quality = protected_from(game, creature, equipment)
    if quality:
        return f"{display(game, creature)} has {protection_text(quality)}"
    return None


#: the keyword abilities (2026 only) whose "then attach this Equipment to it" an attach_to is
ATTACHING_KEYWORDS = ("living_weapon", "for_mirrodin", "job_select", "equip_quality", "reconfigure")
#: what each of them does, said beside its citation
KEYWORD_SAYS = {"equip_quality": "an equip ability with a quality: it attaches this Equipment to the target creature with that quality",
                "reconfigure": "reconfigure: attach this permanent to another target creature you control"}


@effect("attach_to", fields=("to", "by"))
def attach_to(game, st, ctx):
    """An effect that attaches the Equipment it is an ability of ("When this
    Equipment enters, attach it to target creature you control"; living weapon's
    "then attach this Equipment to it"): 2007 212.2h, 2026 701.3a-c. If it can't
    equip the creature it doesn't move (701.3b); where it already is, nothing
    happens; a new timestamp otherwise."""
    equipment = game.objects.get(ctx.source_id)
    creature = object_of(game, resolve_ref(game, ctx, st.get("to", "target:0")))
    if equipment is None or equipment.zone != "in_play" or equipment.zcc != _source_zcc(ctx, equipment):
        emit(game, f"{ctx.source_name} is no longer {game.words.in_play}, so it is attached to nothing.",
             ("attach_effect", "only the Equipment still there moves"))
        return
    if creature is None:
        return
    name, target = display(game, equipment), display(game, creature)
    why = why_cant_equip(game, equipment, creature)
    if why:
        emit(game, f"{name} doesn't move: {why}.", ("attach_cant" if game.words.today else "attach_effect",
                                                      "an Equipment that can't equip the creature doesn't move"))
        return
    if game.attached_host(equipment) is creature:
        emit(game, f"{name} already equips {target}; nothing happens.", ("equipment_rules", "attaching it where it already is does nothing"))
        return
    equipment.attach(creature)
    equipment.timestamp = game.new_timestamp()
    game.characteristics_changed()
    reconfigure_attached(game, equipment, creature)  # 2026 702.151b
    keyword = (st["by"], KEYWORD_SAYS.get(st["by"], f"{st['by'].replace('_', ' ')}: create the token, then attach this Equipment to it")) \
        if st.get("by") in ATTACHING_KEYWORDS else None
    emit(game, f"{name} becomes attached to {target}.", ("attach_effect", f"{name} is taken from where it is and put onto {target}"),
         *((keyword,) if keyword else ()),
         ("equipment_timestamp", "an Equipment that becomes attached gets a new timestamp"))


def _source_zcc(ctx, equipment) -> int:
    """The Equipment object the ability is of: an activated ability's source as
    activated; an enters ability's, the object that entered (a new object if it
    left and came back, 2007 217.1c, 2026 400.7)."""
    if ctx.data.get("source_zcc") is not None:
        return ctx.data["source_zcc"]
    entered = ctx.data.get("event_object")
    if entered is not None and entered.id == equipment.id:
        return entered.zcc
    return equipment.zcc


@effect("unattach", fields=("by",))
def unattach(game, st, ctx):
    """Reconfigure's second ability (2026 702.151a): "Unattach this permanent": the permanent
    whose ability it is becomes unattached and stays where it is; its 702.151b effect ends."""
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "in_play" or obj.zcc != _source_zcc(ctx, obj) or game.attached_host(obj) is None:
        emit(game, f"{ctx.source_name} is attached to nothing, so nothing happens.",
             ("reconfigure", "unattach this permanent: it is attached to nothing"))
        return
    host = game.attached_host(obj)
    obj.attached_to = None
    reconfigure_ended(game, obj)
    game.characteristics_changed()
    emit(game, f"{display(game, obj)} becomes unattached from {display(game, host)} and stays {game.words.in_play}.",
         ("reconfigure", "unattach this permanent"))
