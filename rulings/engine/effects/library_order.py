"""Cards put on a library in an order or a place a player chooses while the effect is applied
(2007 413.2c; 2026 608.2d): "Draw three cards, then put two cards from your hand on top of your
library in any order" (Brainstorm) and "Target creature's owner puts it on their choice of the top
or bottom of their library" (Uncharted Voyage).

The choice is the resolving action's `choices` for the spell's or ability's source: `top` names the
cards put from the hand, top card first; `bottom: [id]` puts the creature on the bottom (`top: [id]`
on top). Without a choice the engine takes a default and the log says so. Two or more cards put on a
library at once are arranged as their owner chooses (2007 217.2d; 2026 401.4)."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..targets import display
from .base import amount_of, effect, permanent
from .library import _field, _library, _names, _player, _set_library, put_on_library


def cards_chosen_from_hand(game, ctx, p, n: int, key: str, first: str) -> tuple[list, int, list | None]:
    """(the hand, how many of N it can give, the cards the resolving action's `choices` names under `key`
    for the source, checked: that many different cards of the hand, `first` saying which comes first; None
    when it names none)."""
    hand = list(game.zones[(p.index, "hand")])
    k = min(max(n, 0), len(hand))
    given = made_for(game, ctx.source_id)
    if key not in given:
        return hand, k, None
    order = list(given[key] or ())
    wrong = [oid for oid in order if oid not in hand]
    if wrong or len(set(order)) != len(order) or len(order) != k:
        raise IllegalAction("choice_on_resolution",
                            f"{_field(ctx, key)} must name {k} different card{'s' if k != 1 else ''} of {p.name}'s hand "
                            f"({', '.join(hand) or 'none'}), {first}; it names {', '.join(order) or 'none'}")
    return hand, k, order


@effect("put_from_hand_on_top", fields=("amount", "player"))
def put_from_hand_on_top(game, st, ctx):
    """The player puts N cards from their hand on top of their library (as many as the hand holds),
    in the order `choices`' `top` gives, top card first; without it, the last N cards of the hand,
    the last one on top, and the log says no choice was given."""
    p = _player(game, st, ctx)
    if p is None:
        return
    n = amount_of(game, ctx, st.get("amount", 1))
    hand, k, order = cards_chosen_from_hand(game, ctx, p, n, "top", "top card first")
    if order is not None:
        note = ""
    else:
        order = list(reversed(hand[len(hand) - k:])) if k else []
        note = " (no choice was given: the last cards of the hand, the last one on top)" if k else ""
    for oid in reversed(order):  # the bottom-most first, so the first named ends on top
        game.move(game.objects[oid], "library")
    lib = [oid for oid in _library(game, p) if oid not in order]
    _set_library(game, p, order, [], tuple(lib))
    cites = [("choice_on_resolution", f"{p.name} chooses the cards and their order while the effect is applied")]
    if k > 1:
        cites.append(("library_order_arranged", "the cards put on top at once are arranged in the order their owner chooses"))
    if k < n:
        cites.append(("impossible_as_much_as_possible", f"the hand held only {len(hand)} card{'s' if len(hand) != 1 else ''}"))
    emit(game, f"{p.name} puts {k} card{'s' if k != 1 else ''} from their hand on top of their library, top card first: "
               f"{_names(game, order)}{note}.", *cites)


@effect("put_on_top_or_bottom", fields=("what",))
def put_on_top_or_bottom(game, st, ctx):
    """"Target creature's owner puts it on their choice of the top or bottom of their library": the
    owner chooses as the effect is applied (`choices`: `{"bottom": [id]}` or `{"top": [id]}`); without
    a choice, on top, and the log says so. Then as `put_on_library`."""
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    given = made_for(game, ctx.source_id)
    named = {k: list(given[k] or ()) for k in ("top", "bottom") if k in given}
    for k, ids in named.items():
        if ids != [obj.id]:
            raise IllegalAction("choice_on_resolution", f"{_field(ctx, k)} must name only {obj.id} (the permanent put on "
                                                        f"its owner's library); it names {', '.join(ids) or 'none'}")
    if len(named) > 1:
        raise IllegalAction("choice_on_resolution", f"{_field(ctx, 'top')} and {_field(ctx, 'bottom')} both name {obj.id}: name one")
    bottom = "bottom" in named
    owner = game.players[obj.owner]
    note = "" if named else " (no choice was given: the top)"
    emit(game, f"{owner.name} chooses to put {display(game, obj)} on the {'bottom' if bottom else 'top'} of their library{note}.",
         ("choice_on_resolution", f"{owner.name}, its owner, chooses the top or the bottom while the effect is applied"))
    put_on_library(game, {"what": st.get("what", "target:0"), **({"bottom": True} if bottom else {})}, ctx)
