"""A creature deals damage equal to its power to another ("bite": "Target creature you
control deals damage equal to its power to target creature you don't control"), and
fight, where each of two creatures does so to the other (2026 701.14a).

Bite is only damage: its source is the creature, not the spell, and an illegal target
gets nothing (2007: 413.2a; 2026: 608.2b), so if either target is illegal no damage is
dealt. Fight (2026 701.14): if either creature is no longer on the battlefield, no longer
a creature, or an illegal target, neither fights (701.14b); the two deal their damage at
the same time, each equal to its power before either is dealt any, and it isn't combat
damage (701.14d). Fight is later than February 2007: under those rules the card's own
reminder text ("Each deals damage equal to its power to the other") is followed and no
rule of that edition is cited."""
from __future__ import annotations

from ..continuous import characteristics
from ..log import emit
from ..targets import display
from .base import effect, object_of, resolve_ref
from .damage import deal_damage
from .library import LATER


def _creature(game, ctx, key: str):
    """The creature a reference names, still on the battlefield and a creature; else None."""
    ref = resolve_ref(game, ctx, key)
    obj = object_of(game, ref) if ref is not None and ref.kind == "object" else None
    if obj is None or obj.zone != "in_play" or not characteristics(game, obj).is_creature:
        return None
    return obj


def _power(game, obj) -> int:
    return max(0, characteristics(game, obj).power or 0)


@effect("damage_equal_to_power", fields=("by", "to"))
def damage_equal_to_power(game, st, ctx):
    """"[creature] deals damage equal to its power to [recipient]": the creature is the source."""
    dealer = _creature(game, ctx, st.get("by", "target:0"))
    to = resolve_ref(game, ctx, st.get("to", "target:1"))
    if to is not None and to.kind == "object":
        obj = object_of(game, to)
        if obj is None or obj.zone != "in_play":
            to = None
    if dealer is None or to is None:
        gone = [st.get(k, d) for k, d, v in (("by", "target:0", dealer), ("to", "target:1", to)) if v is None]
        if not any(str(r).startswith("target:") for r in gone):  # Karplusan Yeti's "... to this creature", the Yeti gone: no target
            emit(game, f"{ctx.source_name}: no damage is dealt: the creature that would deal it, or what it would be dealt to, "
                       "has left the battlefield.")
            return
        emit(game, f"{ctx.source_name}: no damage is dealt (the creature that would deal it, or what it would be dealt to, "
                   "is gone or an illegal target).",
             ("illegal_target_unaffected", "an illegal target is neither affected nor made to do anything"))
        return
    deal_damage(game, display(game, dealer), to, _power(game, dealer), source_id=dealer.id)


@effect("fight", fields=("by", "to"))
def fight(game, st, ctx):
    """701.14a: each of the two creatures deals damage equal to its power to the other."""
    cited = game.rules.applies("fight")
    later = "" if cited else f" Fight {LATER}."
    unchosen = [k for k in ("by", "to") if str(st.get(k, "")).startswith("target:") and int(st[k].split(":")[1]) >= len(ctx.targets)]
    if unchosen:  # "fights up to one target creature" with none chosen (2007 409.1c; 2026 601.2c): nothing to fight
        emit(game, f"{ctx.source_name}: no target creature was chosen to fight, so no creature fights.{later}")
        return
    one, other = _creature(game, ctx, st.get("by", "target:0")), _creature(game, ctx, st.get("to", "target:1"))
    if one is None or other is None:
        emit(game, f"{ctx.source_name}: neither creature fights or deals damage: one of them is gone, no longer a creature "
                   f"or an illegal target.{later}",
             *((("fight_needs_both", "if one or both creatures can't fight, neither fights or deals damage"),) if cited else ()))
        return
    a, b = _power(game, one), _power(game, other)  # both read before either is dealt damage: dealt at the same time
    emit(game, f"{display(game, one)} ({a} power) and {display(game, other)} ({b} power) fight: each deals damage equal to its "
               f"power to the other.{later}",
         *((("fight", "each of the creatures deals damage equal to its power to the other"),
            ("fight_not_combat_damage", "the damage dealt when creatures fight isn't combat damage")) if cited else ()))
    from ..state import TargetRef
    deal_damage(game, display(game, one), TargetRef("object", other.id, other.zcc), a, source_id=one.id)
    deal_damage(game, display(game, other), TargetRef("object", one.id, one.zcc), b, source_id=other.id)
