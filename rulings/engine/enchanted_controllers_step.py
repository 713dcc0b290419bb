""""At the beginning of the upkeep of enchanted creature's controller" (Feedback, Cursed Land,
Warp Artifact): an Aura's triggered ability whose trigger event is the beginning of the upkeep of
the player who controls the permanent the Aura is attached to, whoever controls the Aura (2007
300.5: abilities that trigger "at the beginning of" a step; 2026 603.2b). "That player" is that
player, the active player (the engine's "it" of a step's trigger). The trigger's `whose` is
"enchanted_controller"."""
from __future__ import annotations


def is_enchanted_controllers_step(game, aura, active: int) -> bool:
    """Whether the step that begins is the turn of the player controlling what `aura` is attached to."""
    host = game.attached_host(aura) if aura.zone == "in_play" else None
    return host is not None and host.controller == active
