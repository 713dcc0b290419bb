"""Delayed triggered abilities created by a resolving effect (410.7 in 2007)."""
from __future__ import annotations

from ..log import emit
from ..state import DelayedTrigger
from .base import effect, resolve_ref


@effect("delayed_trigger", fields=("at", "refers_to", "effect", "text", "duration", "refers_to_those"))
def delayed_trigger(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("refers_to", "it")) if st.get("refers_to") else None
    if st.get("refers_to") and ref is None:
        return
    those = tuple(ctx.data.get("them") or ()) if st.get("refers_to_those") else ()
    if st.get("refers_to_those") and not those:
        return  # no tokens were made: the ability refers to nothing (effects/delayed_those.py)
    d = DelayedTrigger(game.new_id("d"), st.get("at", "end_of_turn"), tuple(st.get("effect", ())), ref,
                       ctx.controller, ctx.source_id or "", ctx.source_name, st.get("text", ""), st.get("duration"), those)
    game.delayed = game.delayed + (d,)
    emit(game, f"A delayed triggered ability is created: \"{d.text}\"",
         ("delayed_trigger_created", "an effect creates an ability that triggers later"),
         ("effects_dont_use_stack", "the effect itself doesn't use the stack; the delayed ability will when it triggers"),
         ("delayed_trigger_exists_once_created", "it exists only from now on; earlier events can't trigger it"))
