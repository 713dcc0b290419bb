"""Mana counted as the ability resolves: "Add {G} for each creature you control." (Gaea's Cradle),
"Add {B} for each Swamp you control." (Cabal Coffers), "Add an amount of {G} equal to this
creature's power." (Viridian Joiner). The amount is read as the instruction is followed (2007
413.2; 2026 608.2): the permanents counted then, the power then or as the creature last existed
(2007 413.2f; 2026 608.2h). None of it is a choice, so a mana ability that says it is played as any
other (2007 406.1; 2026 605.1a); zero adds no mana and is still a mana ability (2007 406.3; 2026 605.2).

With `one_of` instead of `mana` ("Add X mana of any one color, where X is the number of enchantments you
control.", Sanctum Weaver): its player chooses the one color as it resolves (2007 413.2c; 2026 608.2d),
named by the action's `choice` as for `add_mana`'s `one_of`, and gets X mana of it; at 0 there is nothing
to choose."""
from __future__ import annotations

from .effects.base import amount_of, effect
from .log import emit
from .mana import parse_mana, pool_text


@effect("add_mana_for_each", fields=("mana", "one_of", "amount"))
def add_mana_for_each(game, st, ctx):
    p = game.players[ctx.controller]
    n = max(0, amount_of(game, ctx, st.get("amount", 0)))
    if "one_of" in st:
        return _one_color_times(game, st, ctx, p, n)
    one = parse_mana(st.get("mana", ""))
    mana = {t: k * n for t, k in one.items() if k * n}
    if not mana:
        emit(game, f"{ctx.source_name} adds no mana: the amount is 0.",
             ("mana_ability_even_if_cant_produce", "it is still a mana ability even though it produces nothing"))
        return
    game.add_mana(p, mana)
    emit(game, f"{p.name} adds {pool_text(mana)} to their mana pool ({st.get('mana')} {n} times, counted as it resolves).")


def _one_color_times(game, st, ctx, p, n: int) -> None:
    """ "Add X mana of any one color, where X is ...": X counted first, then the color chosen (2007 413.2c;
    2026 608.2d); refused naming `choice` when the action names none the ability offers."""
    if n == 0:
        emit(game, f"{ctx.source_name} adds no mana: X is 0.",
             ("mana_ability_even_if_cant_produce", "it is still a mana ability even though it produces nothing"))
        return
    from .effects.mana import chosen_option
    one, _options = chosen_option(game, st["one_of"], ctx)
    mana = {t: k * n for t, k in one.items()}
    game.add_mana(p, mana)
    emit(game, f"{p.name} adds {pool_text(mana)} to their mana pool (X = {n}, counted as it resolves; the color chosen as it resolves).",
         ("choice_on_resolution", f"{p.name} chooses the color as the ability resolves"))
