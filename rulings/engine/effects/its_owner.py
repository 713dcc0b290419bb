""""Destroy target creature. Its owner gains 4 life." (Path of Peace, Misfortune's Gain): "its owner"
is the player who owns the target, whoever controls it (2007 200.1a; 2026 108.3; a token's owner is
the player who created it, 2026 111.2).

`note_its_owner` (`of`: "target:N") is followed first, while the target is still where it was
targeted, and remembers that object's owner for the resolution; later instructions name that player
with `"player": "its_owner"` (effects/base.resolve_ref). A target that is no longer legal is not
noted, and "its_owner" then names no one: nothing happens to a player (2007 413.2a; 2026 608.2b)."""
from __future__ import annotations

from ..log import emit
from ..state import TargetRef
from ..targets import display
from .base import effect, object_of, resolve_ref


@effect("note_its_owner", fields=("of",))
def note_its_owner(game, st, ctx):
    obj = object_of(game, resolve_ref(game, ctx, st.get("of", "target:0")))
    if obj is None or obj.zone not in ("in_play", "stack"):
        ctx.data.pop("its_owner", None)
        return
    who = game.players[obj.owner].name
    ctx.data["its_owner"] = TargetRef("player", who, 0)
    if obj.id in game.tokens:
        emit(game, f"\"Its owner\" is {who}, who created {display(game, obj)}.",
             ("token_created", f"the player who created {display(game, obj)} owns it"))
    else:
        emit(game, f"\"Its owner\" is {who}, who owns {display(game, obj)}, whoever controls it.",
             ("card_owner", f"{who} started the game with {display(game, obj)} in their deck"))
