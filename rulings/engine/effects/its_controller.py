""""Destroy target creature. Its controller loses 2 life." / "Counter target noncreature spell. Its
controller loses 2 life.": "its controller" is the player who controlled the object as it last existed
where it was (2007 413.2f; 2026 608.2h, last known information), though the first instruction has
moved it (a card in a graveyard or a hand has no controller, and the engine gives it its owner).

`note_its_controller` (`of`: "target:N") is followed first, while the target is still where it was
targeted, and remembers that object's controller for the resolution; later instructions name that
player with `"player": "its_controller"` (effects/base.resolve_ref). A target that is no longer legal
is not noted, and "its_controller" then names no one: nothing happens to a player (2007 413.2a;
2026 608.2b)."""
from __future__ import annotations

from ..log import emit
from ..state import TargetRef
from ..targets import display
from .base import effect, object_of, resolve_ref


@effect("note_its_controller", fields=("of",))
def note_its_controller(game, st, ctx):
    obj = object_of(game, resolve_ref(game, ctx, st.get("of", "target:0")))
    if obj is None or obj.zone not in ("in_play", "stack"):
        ctx.data.pop("its_controller", None)
        return
    who = game.players[obj.controller].name
    ctx.data["its_controller"] = TargetRef("player", who, 0)
    emit(game, f"\"Its controller\" is {who}, who controls {display(game, obj)} now; that stays so after it moves.",
         ("last_known_information", f"its controller is read as {display(game, obj)} last existed where it was"))
