""""You may tap or untap target creature" (Puppeteer, Twiddle): inside the
engine's `may`, its controller also chooses as the effect is applied which of
the two to do (2007: 413.2c; 2026: 608.2d), through the action's `choices` for
the source: `{"source_id": {"may": true, "untap": true}}` untaps,
`"untap": false` taps. Choosing to do it without saying which refuses the action."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from .base import effect
from .moves import _tap_or_untap


@effect("tap_or_untap", fields=("what",))
def tap_or_untap(game, st, ctx):
    untap = made_for(game, ctx.source_id).get("untap")
    if untap is None:
        raise IllegalAction("choice_on_resolution", f"{game.players[ctx.controller].name} chose to tap or untap it without "
                                                    "saying which (the choice's \"untap\": true or false)",
                            "illegal_action_reversed")
    _tap_or_untap(game, st, ctx, not untap)
