"""Parley's first instruction (an ability word: the rules give it no meaning, 2026 207.2c): "Each player
reveals the top card of their library." (Rousing of Souls, Selvala's Charge, Cutthroat Negotiator).
Each player, in APNAP order, reveals the top card of their library (none if it is empty); revealing a
card doesn't move it (2026 701.20b), so each stays on top, and the next instruction "Then each player
draws a card" draws it. The nonland cards revealed are counted once, now (`{"count":
"nonland_revealed_this_way"}`, counted_amounts.py): "For each nonland card revealed this way, you create
a 1/1 white Spirit creature token with flying" creates that many at once."""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect
from .log import emit
from .targets import display

COUNT = "nonland_revealed_this_way"


@effect("each_player_reveals_top", fields=())
def each_player_reveals_top(game, st, ctx):
    said, nonland = [], 0
    for index in game.apnap():
        p = game.players[index]
        library = game.zones[(index, "library")]
        if not library:
            said.append(f"{p.name}'s library is empty, so they reveal nothing")
            continue
        top = game.objects[library[-1]]
        c = characteristics(game, top)
        land = "Land" in c.types
        nonland += not land
        said.append(f"{p.name} reveals {display(game, top)} ({'a land card' if land else 'a nonland card'})")
    ctx.data[COUNT] = nonland
    cites = (("apnap_order", "each player reveals in turn order, starting with the active player"),)
    if game.rules.applies("reveal"):
        cites += (("reveal", "revealing a card doesn't cause it to leave the zone it's in"),)
    emit(game, f"Each player reveals the top card of their library: {'; '.join(said)}. "
               f"{nonland} nonland card{'s' if nonland != 1 else ''} revealed this way; the cards stay on top of their libraries.",
         *cites)
