"""Effects on players: life, cards drawn, winning the game."""
from __future__ import annotations

from ..log import emit
from ..zones import draw as draw_card
from .base import STOP, amount_of, effect, resolve_ref


def _life(game, st, ctx, gain: bool):
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    n = amount_of(game, ctx, st.get("amount", 0))
    p.life = p.life + n if gain else p.life - n
    emit(game, f"{p.name} {'gains' if gain else 'loses'} {n} life ({p.life} life).")


@effect("gain_life", fields=("amount", "player"))
def gain_life(game, st, ctx):
    _life(game, st, ctx, True)


@effect("lose_life", fields=("amount", "player"))
def lose_life(game, st, ctx):
    _life(game, st, ctx, False)


@effect("draw", fields=("amount", "player"))
def draw(game, st, ctx):
    """"Draw a card", or "Target player draws X cards" (`player`)."""
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    for _ in range(amount_of(game, ctx, st.get("amount", 1))):
        draw_card(game, p)


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
