""""Destroy target creature. Its controller loses 2 life." / "Counter target noncreature spell. Its
controller loses 2 life.": "its controller" is the player who controlled the object as it last existed
where it was (2007 413.2f; 2026 608.2h, last known information), though the first instruction has
moved it (a card in a graveyard or a hand has no controller, and the engine gives it its owner).

`note_its_controller` (`of`: "target:N") is followed first, while the target is still where it was
targeted, and remembers that object's controller for the resolution; later instructions name that
player with `"player": "its_controller"` (effects/base.resolve_ref). A target that is no longer legal
is not noted, and "its_controller" then names no one: nothing happens to a player (2007 413.2a;
2026 608.2b). With `"of": "it"` (a triggered ability's creature, "Whenever enchanted creature attacks,
its controller loses 2 life"), a creature that has left the battlefield meanwhile gives the player who
controlled it as it last existed there (GameObject.last_controller, noted as it left)."""
from __future__ import annotations

from ..log import emit
from ..state import TargetRef
from ..targets import display
from .base import effect, object_of, resolve_ref


@effect("note_its_controller", fields=("of",))
def note_its_controller(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("of", "target:0"))
    obj = object_of(game, ref)
    if (obj is None or obj.zone not in ("in_play", "stack")) and st.get("of") == "it" and _left_play(game, ref):
        return _as_it_left(game, ctx, game.objects[ref.id])
    if obj is None or obj.zone not in ("in_play", "stack"):
        ctx.data.pop("its_controller", None)
        return
    who = game.players[obj.controller].name
    ctx.data["its_controller"] = TargetRef("player", who, 0)
    emit(game, f"\"Its controller\" is {who}, who controls {display(game, obj)} now; that stays so after it moves.",
         ("last_known_information", f"its controller is read as {display(game, obj)} last existed where it was"))


def _left_play(game, ref) -> bool:
    """Whether the trigger event's object ("it") has left the battlefield since (once), and its
    controller there is known."""
    gone = game.objects.get(ref.id) if ref is not None and ref.kind == "object" else None
    return gone is not None and gone.zone not in ("in_play", "stack") and gone.last_controller is not None \
        and gone.last_controller[0] == gone.zcc and gone.zcc in (ref.zcc, ref.zcc + 1)


def _as_it_left(game, ctx, gone) -> None:
    """ "Whenever enchanted creature attacks, its controller loses 2 life" with the creature gone by the
    time the ability resolves: the player who controlled it as it last existed on the battlefield
    (2007 413.2f; 2026 608.2h)."""
    who = game.players[gone.last_controller[1]].name
    ctx.data["its_controller"] = TargetRef("player", who, 0)
    emit(game, f"{display(game, gone)} has {game.words.left_play}: \"its controller\" is {who}, who controlled it as it last existed there.",
         ("last_known_information", "the object left the zone it was expected to be in, so its last known information is used"))
