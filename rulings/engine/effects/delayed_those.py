"""A delayed triggered ability that refers to every token the instruction before it made: "Create three
1/1 red Human creature tokens with haste. Sacrifice those tokens at the beginning of the next end step."
(Thatcher Revolt), "... Exile them at the beginning of the next end step." (Feral Lightning).

`delayed_trigger` with `refers_to_those: true` makes one delayed triggered ability (2007 404.4; 2026
603.7) that remembers those tokens (the instruction's "them"); its `each_of_those` instruction follows
its own instructions once for each of them still on the battlefield, "it" naming that one, and all of
them leave together. One that has left the battlefield since is not affected, even if it came back
(2007 404.4d; 2026 603.7c)."""
from __future__ import annotations

from dataclasses import replace

from ..log import emit
from ..state import TargetRef
from ..targets import display
from ..zones import leaving_together
from .base import effect, object_of, run


@effect("each_of_those", fields=("effect",))
def each_of_those(game, st, ctx):
    here, gone = [], 0
    for ref in tuple(ctx.data.get("them") or ()):
        obj = object_of(game, ref)
        if obj is None or obj.zone != "in_play":
            gone += 1
        else:
            here.append(obj)
    if gone:
        emit(game, f"The delayed ability does nothing to {gone} of the permanents it refers to: "
                   f"{'it has' if gone == 1 else 'they have'} {game.words.left_play}.",
             ("delayed_trigger_fails_left_play", f"a delayed triggered ability that refers to a particular permanent fails if it "
                                                 f"{game.words.left_play}, even if it returned"))
    if not here:
        return
    emit(game, f"It still refers to {', '.join(display(game, o) for o in here)}, whatever their characteristics now.",
         ("delayed_trigger_follows_object", "a delayed triggered ability follows its objects through changes of characteristics"))
    with leaving_together(game, here):
        for o in here:
            run(game, st.get("effect", ()), replace(ctx, data={**ctx.data, "it": TargetRef("object", o.id, o.zcc)}))
