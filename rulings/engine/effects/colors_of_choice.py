"""A permanent that becomes "the color or colors of your choice": "Target creature becomes the color or colors of
your choice until end of turn" (Quickchange, Scuttlemutt), "Target permanent becomes the color or colors of your
choice." (Prismatic Lace: no duration, it lasts indefinitely).

`becomes_colors_of_choice`: one or more colors chosen as the effect is applied (2007 413.2c; 2026 608.2d), through
the resolving action's `choices`, `{"source_id": {"colors": ["red", "blue"]}}` (one to five different colors);
without one, white alone, and the log says so. A color-changing effect (2007 418.5a layer 5; 2026 613.1e): the
colors chosen replace its colors (2026 105.3).
"""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from .base import effect, permanent

COLOR_ORDER = ("white", "blue", "black", "red", "green")


@effect("becomes_colors_of_choice", fields=("to", "until"))
def becomes_colors_of_choice(game, st, ctx):
    from .characteristics import set_colors
    if permanent(game, ctx, st, "to", "target:0") is None:
        return
    player = game.players[ctx.controller].name
    given = made_for(game, ctx.source_id).get("colors")
    if given is not None and (not given or len(set(given)) != len(given) or set(given) - set(COLOR_ORDER)):
        raise IllegalAction("choice_on_resolution", f"{player} chooses one or more different colors as {ctx.source_name}'s "
                                                    "effect is applied")
    colors = [c for c in COLOR_ORDER if c in (given or (COLOR_ORDER[0],))]
    emit(game, f"{player} chooses {' and '.join(colors)}" + ("" if given else " (no choice was given: the first color, white)") + ".",
         ("choice_on_resolution", f"{player}, who controls {ctx.source_name}'s effect, chooses the colors while it is applied"))
    set_colors(game, {"colors": colors, "to": st.get("to", "target:0"), **({"until": st["until"]} if st.get("until") else {})}, ctx)
