"""Redirection effects (419.6c in 2007, 614.9 in 2026): replacement effects
that have damage that would be dealt to one creature or player dealt to
another instead.

Two sources of them: a resolved instruction (`redirect_damage`: "All damage
that would be dealt to target creature this turn is dealt to [this creature]
instead", or, with `once`, only the next time), and a static ability
(`"replacement": {"event": "damage_to", "instead": "redirect"}`: Pariah's "All
damage that would be dealt to you is dealt to enchanted creature instead").
Either does nothing if a creature it names is no longer in play or no longer
a creature when the damage would be redirected (419.6c). Damage applies them
with the other replacement and prevention effects (419.9a), in
`damage._replace`."""
from __future__ import annotations

from ..continuous import characteristics
from ..log import emit
from ..state import Effect, TargetRef
from ..targets import display, ref_display
from .base import effect, resolve_ref


@effect("redirect_damage", fields=("what", "to", "once", "amount"))
def redirect_damage(game, st, ctx):
    """Until end of turn (or, with `once`, the next time only), damage that
    would be dealt to `what` is dealt to `to` instead."""
    protected = resolve_ref(game, ctx, st.get("what", "target:0"))
    to = resolve_ref(game, ctx, st.get("to", "self"))
    if protected is None or to is None:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), "redirect", protected.id, protected.zcc,
                                          (("to", to), ("once", bool(st.get("once"))), ("source_id", ctx.source_id),
                                           *((("amount", st["amount"]),) if st.get("amount") else ())),
                                          "end_of_turn", ctx.source_name),)
    when = "The next time damage would be dealt" if st.get("once") else "All damage that would be dealt"
    if st.get("amount"):  # "The next 1 damage that would be dealt to ~ this turn": the engine's redirected_amounts.py
        when = f"The next {st['amount']} damage that would be dealt"
    emit(game, f"{when} to {ref_display(game, protected)} this turn, it is dealt to {ref_display(game, to)} instead.",
         ("redirection", f"{ctx.source_name} makes a redirection effect"))


def options(game, ref: TargetRef) -> list:
    """The redirection effects that would modify damage to `ref` now."""
    from ..replacement import Replacement, effects_on, shield, statics
    out = [shield(e) for e in effects_on(game, "redirect", ref.id, ref.zcc)]
    for perm, ab in statics(game, "damage_to"):
        if _watches(game, perm, ab["replacement"], ref):
            out.append(Replacement(perm.id, display(game, perm), perm.timestamp, ability=ab))
    return out


def _watches(game, perm, rep: dict, ref: TargetRef) -> bool:
    """Pariah's "you", or Palisade Giant's "you or another permanent you control"."""
    what = rep.get("what", "you")
    if ref.kind == "player":
        return ref.id == game.players[perm.controller].name
    obj = game.objects.get(ref.id)
    return (what == "you_and_other_permanents_you_control" and obj is not None and obj is not perm
            and obj.zone == "in_play" and obj.controller == perm.controller)


def new_recipient(game, r) -> TargetRef | None:
    """Where the chosen redirection sends the damage: the shield's `to`, or the
    static ability's enchanted creature or the permanent itself."""
    if r.effect is not None:
        return r.effect.get("to")
    perm = game.objects.get(r.source_id)
    if perm is None:
        return None
    if r.ability["replacement"].get("to", "self") == "enchanted":
        host = game.objects.get(perm.attached_to) if perm.attached_to else None
        return TargetRef("object", host.id, host.zcc) if host is not None and host.zcc == perm.attached_zcc else None
    return TargetRef("object", perm.id, perm.zcc)


def redirect(game, r, source_name: str, source, ref: TargetRef, n: int) -> tuple[TargetRef, int]:
    """Apply the redirection `r` to `n` damage headed for `ref`: the new
    recipient and the damage (0 if protection prevents it there)."""
    from ..replacement import remove_effect
    new = new_recipient(game, r)
    if r.effect is not None and r.effect.get("once"):
        remove_effect(game, r.effect)
    if not _still_fits(game, ref) or new is None or not _still_fits(game, new):
        emit(game, f"{r.source_name}'s redirection does nothing: what it names is no longer {game.words.in_play} as a creature, or has left the game.",
             ("redirection_does_nothing", "a redirection does nothing if a creature it names is gone or isn't a creature"))
        return ref, n
    emit(game, f"The {n} damage {source_name} would deal to {ref_display(game, ref)} is dealt to {ref_display(game, new)} instead ({r.source_name}).",
         ("redirection", f"{r.source_name}'s effect replaces the damage to {ref_display(game, ref)} with damage to {ref_display(game, new)}"))
    from .damage import protection_prevents
    return new, 0 if protection_prevents(game, source_name, source, new, n) else n


def _still_fits(game, ref: TargetRef) -> bool:
    if ref.kind == "player":
        return not game.player_named(ref.id).lost
    obj = game.objects.get(ref.id)
    return obj is not None and obj.zcc == ref.zcc and obj.zone == "in_play" and characteristics(game, obj).is_creature
