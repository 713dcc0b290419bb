"""Skipping a turn: "You skip your next turn" (Meditate, Chronatog, Wormfang Manta). Skipping is a
replacement effect: "instead of taking that turn, do nothing" (2007 419.6e; 2026 614.10). Two such
effects skip the next two turns of that player (2007 419.6f; 2026 614.10a); a turn already begun
can't be skipped, so the one skipped is the player's next turn to begin, an extra turn included."""
from __future__ import annotations

from .effects.base import effect, resolve_ref
from .log import emit


@effect("skip_next_turn", fields=("player",))
def skip_next_turn(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    game.skipped_turns = game.skipped_turns + (p.index,)
    n = game.skipped_turns.count(p.index)
    emit(game, f"{p.name} will skip their next turn" + (f" ({n} turns to skip)." if n > 1 else "."),
         ("skip_replacement", "skipping a turn is a replacement effect: instead of taking that turn, do nothing"))


def skips(game, player: int) -> bool:
    """Whether `player`'s turn about to begin is skipped; one skip is used up if so."""
    if player not in game.skipped_turns:
        return False
    left = list(game.skipped_turns)
    left.remove(player)
    game.skipped_turns = tuple(left)
    emit(game, f"{game.players[player].name} skips their turn.",
         ("skip_replacement", "skipping a turn is a replacement effect: instead of taking that turn, do nothing"),
         ("skip_scheduled", "an effect that skips the next occurrence waits for the first one that isn't skipped"))
    return True
