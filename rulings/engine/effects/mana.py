"""Effects that add mana (406)."""
from __future__ import annotations

from ..continuous import characteristics
from ..log import emit
from ..mana import parse_mana, pool_text
from .base import effect


@effect("add_mana", fields=("mana",))
def add_mana(game, st, ctx):
    mana = parse_mana(st.get("mana", ""))
    p = game.players[ctx.controller]
    game.add_mana(p, mana)
    emit(game, f"{p.name} adds {pool_text(mana)} to their mana pool.")


@effect("add_mana_land_could_produce")
def add_mana_land_could_produce(game, st, ctx):
    """406.6: mana "of any type that a land you control could produce"."""
    p = game.players[ctx.controller]
    could = []
    for o in game.in_play(ctx.controller):
        c = characteristics(game, o)
        if "Land" not in c.types:
            continue
        for ab in c.abilities:
            for step in ab.get("effect", ()) if ab.get("kind") == "activated" else ():
                if step.get("do") == "add_mana":
                    for t in parse_mana(step.get("mana", "")):
                        if t not in could:
                            could.append(t)
    if not could:
        emit(game, f"{ctx.source_name} would produce mana of an undefined type, so it produces no mana.",
             ("mana_of_undefined_type", f"no land {p.name} controls could produce a defined type of mana"),
             ("mana_ability_even_if_cant_produce", "it is still a mana ability even though it produces nothing"))
        return
    choice = ctx.data.get("choice")
    mt = choice if choice in could else sorted(could, key="WUBRGC".index)[0]
    game.add_mana(p, {mt: 1})
    emit(game, f"{p.name} adds {{{mt}}} to their mana pool.")


@effect("add_mana_same_type")
def add_mana_same_type(game, st, ctx):
    p = game.players[ctx.data.get("player", ctx.controller)]
    mt = ctx.data.get("mana_type")
    if mt:
        game.add_mana(p, {mt: 1})
        emit(game, f"{p.name} adds {{{mt}}} to their mana pool.")
