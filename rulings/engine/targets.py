"""Target requirements ("target creature", "target spell"...) and their legality
when chosen (409.1c) and again on resolution (413.2a)."""
from __future__ import annotations

from .continuous import characteristics
from .state import TargetRef

TARGET_SPECS = {
    "creature": "target creature",
    "player": "target player",
    "creature_or_player": "target creature or player",
    "spell": "target spell",
    "permanent": "target permanent",
    "land": "target land",
    "nonblack_creature": "target nonblack creature",
    "nonartifact_nonblack_creature": "target nonartifact, nonblack creature",
}


def ref_for(game, raw: str) -> TargetRef | None:
    """The TargetRef for a name in an action: a player's name or an object id."""
    for p in game.players:
        if p.name == raw:
            return TargetRef("player", raw, 0)
    obj = game.objects.get(raw)
    if obj is None:
        return None
    return TargetRef("object", raw, obj.zcc)


def why_illegal(game, spec: str, ref: TargetRef, self_id: str | None = None) -> str | None:
    """None if `ref` is a legal target for `spec` now, else the reason in plain words."""
    if ref.kind == "player":
        if spec in ("player", "creature_or_player"):
            p = game.player_named(ref.id)
            return None if not p.lost else f"{ref.id} has left the game"
        return f"{ref.id} is a player, not a legal {TARGET_SPECS[spec]}"
    obj = game.objects.get(ref.id)
    if obj is None:
        return f'no object "{ref.id}"'
    if obj.zcc != ref.zcc:
        return f"{display(game, obj)} has changed zones since it was targeted, so it is a new object"
    if spec == "spell":
        if obj.zone != "stack":
            return f"{display(game, obj)} is not a spell on the stack"
        if obj.id == self_id:
            return "a spell can't target itself"
        return None
    if obj.zone != "in_play":
        return f"{display(game, obj)} is not in play (only permanents can be targeted)"
    c = characteristics(game, obj)
    if spec == "permanent":
        return None
    if spec == "land":
        return None if "Land" in c.types else f"{display(game, obj)} is not a land"
    if not c.is_creature:
        return f"{display(game, obj)} is not a creature"
    if spec in ("nonblack_creature", "nonartifact_nonblack_creature") and "black" in c.colors:
        return f"{display(game, obj)} is black"
    if spec == "nonartifact_nonblack_creature" and "Artifact" in c.types:
        return f"{display(game, obj)} is an artifact"
    return None


def display(game, obj) -> str:
    """How the log names an object: its name, or "a face-down creature" (504.2)."""
    if obj.face_down and obj.zone in ("in_play", "stack"):
        return f"the face-down creature ({obj.id})"
    return obj.card.get("name") or obj.id


def ref_display(game, ref: TargetRef) -> str:
    if ref.kind == "player":
        return ref.id
    obj = game.objects.get(ref.id)
    return display(game, obj) if obj else ref.id
