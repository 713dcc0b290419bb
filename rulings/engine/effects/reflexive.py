""""You may pay {2}{R}. When you do, it deals 3 damage to any target" (Sparktongue Dragon): a reflexive
triggered ability (2026 603.12), created as the spell or ability resolves and the player pays; it follows
the rules for delayed triggered abilities (2026 603.7; 2007 404.4, which "When you do" is under the
February 2007 rules: an ability created by the resolving effect that triggers at once). It triggers
right away, and is put on the stack the next time a player would receive priority, its targets chosen
then (the action's `trigger_targets` for the source), not as the first ability was put on the stack.

The instruction sits in the `then` of a `may` (what happens if the player chose to and paid):
`{"do": "reflexive_trigger", "targets": [...], "effect": [...], "text": "When you do, ..."}`, the
targets and instructions of the new ability, whose "target:N" are its own."""
from __future__ import annotations

from ..log import emit
from ..state import PendingTrigger
from .base import effect


@effect("reflexive_trigger", fields=("targets", "effect", "text"))
def reflexive_trigger(game, st, ctx):
    src = game.objects.get(ctx.source_id)
    text = st.get("text") or "When you do, ..."
    game.pending = game.pending + (PendingTrigger(ctx.controller, ctx.source_id, src.zcc if src is not None else 0, ctx.source_name,
                                                  text, tuple(st.get("effect", ())), tuple(st.get("targets", ()))),)
    cites = [("delayed_trigger_created", "the resolving ability creates a triggered ability that triggers when the player does")]
    if game.rules.applies("reflexive_trigger"):
        cites.insert(0, ("reflexive_trigger", "a reflexive triggered ability: \"when [a player] does\", checked at once"))
    emit(game, f"{ctx.source_name}'s reflexive ability triggers: \"{text}\" (its targets are chosen as it is put on the stack).", *cites)
