"""Returning a card from the graveyard to the battlefield with a counter on it:
the effect of persist (2026 702.79a) and undying (702.93a), written by the
engine for those keywords (internal, never by a card's text)."""
from __future__ import annotations

from ..log import emit
from ..targets import display
from .base import effect


@effect("return_with_counter", fields=("counter", "keyword"), internal=True)
def return_with_counter(game, st, ctx):
    """The card that died returns under its owner's control as a new object (2026
    400.7) with the counter on it as it enters; if it has left the graveyard (a
    new object again), nothing returns."""
    from ..dies_keywords import counter_text
    from ..zones import put_into_play
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "graveyard" or obj.zcc != ctx.data.get("source_zcc"):
        emit(game, f"{ctx.source_name} is no longer in the graveyard, so nothing returns.",
             ("zone_change_new_object", "a card that changed zones again is a new object the ability can't find"))
        return
    kind = st["counter"]
    put_into_play(game, obj, obj.owner, "returned", counters={kind: 1},
                  text=f"{display(game, obj)} returns from the graveyard to the battlefield under its owner's "
                       f"({game.players[obj.owner].name}'s) control with {counter_text(kind)} on it.",
                  cites=((st["keyword"], f"{st['keyword']} returns it with {counter_text(kind)} on it"),
                         ("zone_change_new_object", "it is a new object: no memory of its earlier counters, damage or effects")))
