"""An instruction for each token the instruction just before made: "Create two 1/1 red Warrior creature
tokens. They gain haste until end of turn." (Salt Road Skirmish), "Those tokens gain haste until end of
turn." (Siege-Gang Lieutenant). `each_token_made` follows its `effect` once for each of those tokens
(the creation's "them", effects/tokens.py) still on the battlefield, "it" naming that one; none made
(or all gone), nothing happens."""
from __future__ import annotations

from dataclasses import replace

from .effects.base import effect, object_of, run
from .state import TargetRef


@effect("each_token_made", fields=("effect",))
def each_token_made(game, st, ctx):
    for ref in tuple(ctx.data.get("them") or ()):
        obj = object_of(game, ref)
        if obj is None or obj.zone != "in_play":
            continue
        run(game, st.get("effect", ()), replace(ctx, data={**ctx.data, "it": TargetRef("object", obj.id, obj.zcc)}))
