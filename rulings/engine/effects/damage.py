"""Damage, its prevention (419.8 in 2007: prevention effects) and
regeneration shields."""
from __future__ import annotations

from ..log import emit
from ..protection import protected_from
from ..protection import text as protection_text
from ..state import Effect, TargetRef
from ..targets import display, ref_display
from .base import amount_of, effect, object_of, permanent, resolve_ref


def deal_damage(game, source_name: str, ref: TargetRef, n: int, combat: bool = False, source_id: str | None = None) -> None:
    if n <= 0:
        return
    if ref.kind == "object" and source_id is not None:
        quality = protected_from(game, game.objects.get(ref.id), game.objects.get(source_id))
        if quality:
            emit(game, f"{n} damage from {source_name} to {ref_display(game, ref)} is prevented: it has {protection_text(quality)}.",
                 ("protection_damage", f"damage from a source with the stated quality ({quality}) is prevented"))
            return
    key = ref.id
    shields = [e for e in game.effects if e.kind == "prevent" and e.target == key and e.zcc == ref.zcc]
    for sh in shields:
        if n <= 0:
            break
        left = sh.get("amount")
        used = min(left, n)
        n -= used
        rest = tuple(e for e in game.effects if e is not sh)
        if left - used > 0:
            rest = rest + (Effect(sh.timestamp, "prevent", sh.target, sh.zcc, (("amount", left - used),), sh.until, sh.source),)
        game.effects = rest
        emit(game, f"{used} damage from {source_name} to {ref_display(game, ref)} is prevented.")
    if n <= 0:
        return
    kind = "combat damage" if combat else "damage"
    if ref.kind == "player":
        p = game.player_named(ref.id)
        p.life = p.life - n
        emit(game, f"{source_name} deals {n} {kind} to {p.name} ({p.life} life).")
    else:
        obj = game.objects[ref.id]
        obj.damage = obj.damage + n
        emit(game, f"{source_name} deals {n} {kind} to {display(game, obj)} (now {obj.damage} damage marked).")


@effect("damage", fields=("amount", "to"))
def damage(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("to", "target:0"))
    if ref is None:
        return
    if ref.kind == "object":
        obj = object_of(game, ref)
        if obj is None or obj.zone != "in_play":
            return
    deal_damage(game, ctx.source_name, ref, amount_of(game, ctx, st.get("amount", 0)), source_id=ctx.source_id)


@effect("prevent_damage", fields=("amount", "to"))
def prevent_damage(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("to", "target:0"))
    if ref is None:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), "prevent", ref.id, ref.zcc,
                                          (("amount", st.get("amount", 0)),), "end_of_turn", ctx.source_name),)
    emit(game, f"The next {st.get('amount')} damage to {ref_display(game, ref)} this turn will be prevented.")


@effect("regenerate", fields=("what",))
def regenerate(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "self")
    if obj is None:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), "regeneration", obj.id, obj.zcc, (), "end_of_turn", ctx.source_name),)
    emit(game, f"The next time {display(game, obj)} would be destroyed this turn, it regenerates instead.",
         ("regeneration", "a regeneration shield: the next destruction this turn is replaced"))
