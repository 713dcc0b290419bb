"""Effects on players: life, cards drawn, winning the game."""
from __future__ import annotations

from ..life_and_draws import draw_cards, gain_life as gain
from ..log import emit
from .base import STOP, amount_of, effect, resolve_ref


def _player(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    return None if ref is None or ref.kind != "player" else game.player_named(ref.id)


@effect("gain_life", fields=("amount", "player"))
def gain_life(game, st, ctx):
    """Replacement effects may modify the gain (419.1a, 419.9b)."""
    p = _player(game, st, ctx)
    if p is not None:
        gain(game, p, amount_of(game, ctx, st.get("amount", 0)))


@effect("lose_life", fields=("amount", "player"))
def lose_life(game, st, ctx):
    p = _player(game, st, ctx)
    if p is not None:
        n = amount_of(game, ctx, st.get("amount", 0))
        p.life = p.life - n
        emit(game, f"{p.name} loses {n} life ({p.life} life).")


@effect("poison", fields=("amount", "player"))
def poison(game, st, ctx):
    """"Target player gets N poison counters" (420.5h: ten or more lose the game)."""
    p = _player(game, st, ctx)
    if p is not None:
        n = amount_of(game, ctx, st.get("amount", 1))
        p.poison = p.poison + n
        emit(game, f"{p.name} gets {n} poison counter{'s' if n != 1 else ''} ({p.poison} in all).")


@effect("draw", fields=("amount",))
def draw(game, st, ctx):
    """423.2: one draw at a time, each of which a replacement effect may modify."""
    draw_cards(game, game.players[ctx.controller], amount_of(game, ctx, st.get("amount", 1)))


@effect("win_game")
def win_game(game, st, ctx):
    p = game.players[ctx.controller]
    p.won = True
    for q in game.players:
        if q.index != p.index and not q.lost:
            q.lost = True
            q.loss_reason = f"{p.name} won the game ({ctx.source_name})"
    game.game_over = True
    game.winner = p.name
    game.priority = None
    emit(game, f"{p.name} wins the game.", ("game_ends_immediately", "a player won, so the game ends immediately"))
    return STOP
