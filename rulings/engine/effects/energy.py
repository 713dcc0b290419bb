"""Energy counters: "you get {E}{E}" (2026: 107.14, "The energy symbol is {E}.
It represents one energy counter"; counters on a player, 122.1). Energy came
after February 2007: the card's words are followed and 107.14 is cited only
under 2026. (Paying {E} as a cost is not in the engine yet.)"""
from __future__ import annotations

from ..log import emit
from .base import amount_of, effect
from .library import LATER
from .players import _player


@effect("get_energy", fields=("amount", "player"))
def get_energy(game, st, ctx):
    p = _player(game, st, ctx)
    n = amount_of(game, ctx, st.get("amount", 1))
    if p is None or n <= 0:
        return
    p.energy = p.energy + n
    text = f"{p.name} gets {'{E}' * n} ({n} energy counter{'s' if n != 1 else ''}, {p.energy} in all)."
    if game.rules.applies("energy_counters"):
        emit(game, text, ("energy_counters", "each {E} is one energy counter the player gets"))
    else:
        emit(game, f"{text} Energy {LATER}.")
