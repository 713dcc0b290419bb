""""Target opponent may draw a card" (Phelddagrif), "defending player may draw a card" (Harbor Guardian),
"That spell's controller may draw a card" (Vex): an optional instruction whose choice is made by the
player it names, not the controller, as the effect is applied (2007 413.2c; 2026 608.2d). The
instruction `{"do": "player_may", "player": <ref>, "text": "draw a card", "effect": [...]}`, its
`effect`'s "it" that player; the resolving action's `choices` for the source `{"may": true}` say the
player does (without it they don't). A player no longer legal as a target, or none noted, does nothing
(2007 413.2a; 2026 608.2b)."""
from __future__ import annotations

from dataclasses import replace

from .choices import made_for
from .effects.base import effect, resolve_ref, run
from .log import emit
from .state import TargetRef


@effect("player_may", fields=("player", "text", "effect"))
def player_may(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    what = st.get("text") or "do it"
    given = made_for(game, ctx.source_id).get("may")
    cite = ("choice_on_resolution", f"{p.name} chooses while the effect is applied whether to {what}")
    if not given:
        emit(game, f"{p.name} doesn't {what}{' (no choice was given: the player does not)' if given is None else ''}.", cite)
        return
    emit(game, f"{p.name} chooses to {what}.", cite)
    run(game, st.get("effect", ()), replace(ctx, data={**ctx.data, "it": TargetRef("player", p.name, 0)}))
