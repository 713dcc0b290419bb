"""Mana kept as steps and phases end: "Add {R}. Until end of turn, you don't lose
this mana as steps and phases end." (Brazen Collector).

Unspent mana empties as each step and phase ends (2026: 500.5, 106.4; 2007: as
each phase ends, with mana burn, 300.3). The add_mana instruction with
`"kept": "end_of_turn"` also creates an effect (`kept_mana`: the player and the
mana of each type it added) lasting until end of turn; while it lasts, that much
of each type stays in the pool as the pool empties. It ends in the cleanup step
with the other "until end of turn" effects (2026 514.2; 2007 314.3), so the mana
is lost as the cleanup step (2026) or the end phase (2007, mana burn) ends.
What the player spends comes first from their other mana, the choice that never
loses them any (so the mana kept of a type is the least of what was added and what
is left), as firebending.py does for its mana."""
from __future__ import annotations

from .log import emit
from .mana import pool_text
from .state import Effect

KIND = "kept_mana"


def keep_this_turn(game, player, mana: dict, source_name: str) -> None:
    """The effect of "Until end of turn, you don't lose this mana as steps and phases end"."""
    data = (("player", player.index), *(("mana_" + t, n) for t, n in sorted(mana.items()) if n))
    game.effects = game.effects + (Effect(game.new_timestamp(), KIND, "", -1, data, "end_of_turn", source_name),)


def kept(game, player, already: dict | None = None) -> dict:
    """As the pool empties: the mana of each type `player` keeps (the effects are
    updated to what is kept, and end when nothing of theirs is)."""
    mine = [e for e in game.effects if e.kind == KIND and e.get("player") == player.index]
    if not mine:
        return {}
    want: dict = {}
    for e in mine:
        for k, v in e.data:
            if k.startswith("mana_"):
                want[k[5:]] = want.get(k[5:], 0) + v
    keep = {t: min(n, player.mana_pool.get(t, 0) - (already or {}).get(t, 0)) for t, n in want.items()}
    keep = {t: n for t, n in keep.items() if n}
    others = tuple(e for e in game.effects if not (e.kind == KIND and e.get("player") == player.index))
    first = mine[0]
    game.effects = others + ((Effect(first.timestamp, KIND, "", -1, (("player", player.index), *(("mana_" + t, n) for t, n in sorted(keep.items()))),
                                     "end_of_turn", first.source),) if keep else ())
    return keep


def announce(game, player, keep: dict) -> None:
    if not keep:
        return
    game.add_mana(player, keep)
    emit(game, f"{player.name} keeps {pool_text(keep)} in their mana pool: until end of turn, they don't lose this mana as steps and phases end.",
         ("mana_burn", "this mana isn't lost as the phase ends, so it causes no mana burn") if game.rules.mana_burn else
         ("mana_empties", "an effect keeps this mana from emptying as the step or phase ends"))


def empty_keeping(game, player) -> int:
    """Empty `player`'s pool but for the mana an effect keeps; how much was lost."""
    keep = kept(game, player)
    lost = game.empty_pool(player) - sum(keep.values())
    announce(game, player, keep)
    return lost
