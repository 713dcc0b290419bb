""" "Target creature you control gains protection from the color of your choice until
end of turn" (Mother of Runes, Gods Willing): the color is chosen as the effect is
applied (2007: 413.2c; 2026: 608.2d), by the controller of the spell or ability, through
the resolving action's `choices` for its source: `{"source_id": {"color": "red"}}`.
Without a choice, the first color in WUBRG order, and the log says so."""
from __future__ import annotations

from ..choices import COLOR_ORDER, made_for
from ..log import emit
from .base import effect, permanent
from .characteristics import gain_ability


def color_chosen_on_resolution(game, ctx) -> str:
    """The color the effect's controller chooses as it is applied (2007 413.2c; 2026 608.2d): the resolving
    action's `choices` for the source, or the first color in WUBRG order; logged, saying which."""
    player = game.players[ctx.controller].name
    given = made_for(game, ctx.source_id).get("color")
    color = given or COLOR_ORDER[0]
    emit(game, f"{player} chooses {color}" + ("" if given else " (no choice was given: the first color, white)") + ".",
         ("choice_on_resolution", f"{player}, who controls {ctx.source_name}'s effect, chooses the color while it is applied"))
    return color


@effect("gain_protection_of_choice", fields=("to",))
def gain_protection_of_choice(game, st, ctx):
    if permanent(game, ctx, st, "to", "target:0") is None:
        return
    color = color_chosen_on_resolution(game, ctx)
    gain_ability(game, {"ability": {"kind": "keyword", "keyword": "protection", "from": color}, "to": st.get("to", "target:0"),
                        "until": "end_of_turn"}, ctx)
