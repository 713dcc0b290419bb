"""Whose turn it is as a spell becomes cast (2026 601.2i; 2007 409.1i), for a cast trigger's `during`:

* `"your_turn"`: "Whenever an opponent casts a blue spell during your turn" (Eyes of the Wisent), "Whenever
  you cast a spell during your turn" (Chakram Retriever): the ability's controller is the active player;
* `"not_casters_turn"`: "Whenever a player casts a spell, if it's not their turn, that player draws a card"
  (Glademuse): the spell's caster is not the active player. The words are an intervening "if" (2026 603.4;
  2007 404.3): checked as the spell becomes cast and again as the ability resolves, which is the same
  turn, so the ability doesn't trigger at all on the caster's own turn and the log says why.

(`"opponents_turn"`, "during an opponent's turn", is triggers.py's own.)"""
from __future__ import annotations


def holds(game, during: str, source, data: dict) -> bool:
    if during == "your_turn":
        return game.active == source.controller
    if during == "not_casters_turn":
        return game.active != data["player"]
    return True


def cites(game, trig: dict, data: dict) -> list:
    """Why the trigger's turn condition holds (added to a cast trigger's reasons)."""
    during = trig.get("during")
    active = game.players[game.active].name
    if during == "your_turn":
        return [("trigger_condition", f"it is {active}'s turn, the turn of the ability's controller")]
    if during == "not_casters_turn":
        caster = game.players[data["player"]].name
        return [("intervening_if", f"the intervening \"if\" holds: it is {active}'s turn, not {caster}'s")]
    return []
