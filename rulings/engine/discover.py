"""Discover N (2026 701.57a): "Exile cards from the top of your library until you exile a
nonland card with mana value N or less. You may cast that card without paying its mana cost
if the resulting spell's mana value is less than or equal to N. If you don't cast it, put
that card into your hand. Put the remaining exiled cards on the bottom of your library in a
random order." The choice is the resolving action's `choices` for the spell's or ability's
source (`{"cast": true}`; none: the card goes into the hand); the cast follows free_cast.py
(608.2g). A keyword action later than February 2007: a card that discovers is refused under
those rules as it is cast (free_cast.refuse_later_keyword); a permanent already on the
battlefield whose ability discovers does nothing under them, and the log says why."""
from __future__ import annotations

from .effects.base import amount_of, effect
from .free_cast import LATER_ACTIONS, cast_without_paying, chose_to_cast, exile_until_nonland, to_bottom_in_random_order
from .log import emit
from .target_filter import mana_value
from .targets import display


@effect("discover", fields=("amount",))
def discover(game, st, ctx):
    you = game.players[ctx.controller]
    n = amount_of(game, ctx, st.get("amount", 0))
    if not game.words.today:
        emit(game, f"{you.name} would discover {n}: a keyword action later than the February 2007 rules (2026: rule "
                   f"{LATER_ACTIONS['discover']}), which the engine applies only under the 2026 rules, so nothing happens.")
        return
    exiled, hit = exile_until_nonland(game, you, lambda obj, c: mana_value(game, obj, c) <= n)
    names = ", ".join(display(game, o) for o in exiled) or "nothing (the library is empty)"
    found = f"; {display(game, hit)} is a nonland card with mana value {n} or less" if hit else \
        f"; no nonland card with mana value {n} or less was found"
    emit(game, f"{you.name} discovers {n}: exiles cards from the top of their library: {names}{found}.",
         ("discover", f"cards are exiled until a nonland card with mana value {n} or less"))
    cast = False
    if hit is not None and chose_to_cast(game, ctx.source_id, you.name, display(game, hit)):
        cast = cast_without_paying(game, you.index, hit, ctx.source_id,
                                   ("discover", f"its mana value is {n} or less: it may be cast without paying its mana cost"))
    if hit is not None and not cast and hit.zone == "removed_from_game":
        from .zones import move_card
        move_card(game, hit, "hand")
        emit(game, f"{display(game, hit)} is put into {you.name}'s hand.",
             ("discover", "a discovered card that isn't cast is put into its owner's hand"))
    rest = [o for o in exiled if o is not hit and o.zone == "removed_from_game"]
    to_bottom_in_random_order(game, you, rest, ("discover", "the remaining exiled cards go on the bottom of the library in a random order"))
