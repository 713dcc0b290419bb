""" "Target creature gets +1/+0 until end of turn. When that creature dies this turn, create a 3/2 red and white
Spirit creature token." (Make Your Mark): a delayed triggered ability (`delayed_trigger` with `"at":
"dies_this_turn"`, `refers_to` the creature, `"duration": "this_turn"`), created as the spell resolves (2007
404.4; 2026 603.7), that triggers the next time that object is put into a graveyard from the battlefield as a
creature this turn, and only once (2007 404.4b; 2026 603.7b); it ends with the turn unused. The object is the
one the spell named: if it left the battlefield and came back, it is a new object it doesn't watch (2007
217.1c; 2026 400.7)."""
from __future__ import annotations

from .log import emit
from .state import PendingTrigger

AT = "dies_this_turn"


def left(game, obj, was_zcc: int, last, to_zone: str) -> None:
    """`obj` (as `was_zcc`) left the battlefield for `to_zone`, as `last` was: the delayed abilities watching it
    trigger if it was a creature put into a graveyard, and then no longer exist."""
    if not game.delayed or to_zone != "graveyard" or not last.is_creature:
        return
    from .triggers import take_delayed_watching
    for d in take_delayed_watching(game, AT, obj, was_zcc):
        game.pending = game.pending + (PendingTrigger(d.controller, d.source_id, -1, d.name, d.text, d.effect),)
        emit(game, f"The delayed triggered ability from {d.name} triggers: \"{d.text}\"",
             ("delayed_trigger_exists_once_created", f"the delayed ability was created earlier by {d.name} and triggers now"),
             ("delayed_trigger_once", "it triggers only once, the first time that creature is put into a graveyard this turn"))
