""" "You may put a card from your hand on the bottom of your library. If you do, draw a card." (Fire Prophecy,
Manhole Missile), "Draw three cards, then put a card from your hand on the bottom of your library." (Amass the
Components), "... put two cards from your hand on the bottom of your library" (Sawtooth Loon):
rulings/oracle/hand_to_bottom.py.

`put_from_hand_on_bottom` (`amount`, default 1; `player`, default the controller): the player chooses that many
cards of their hand as the effect is applied (2007 413.2c; 2026 608.2d), as many as the hand holds, and puts
them on the bottom of their library; two or more put there at once are arranged in the order their owner
chooses (2007 217.2d; 2026 401.4). The resolving action's `choices` for the source names them, `{"source_id":
{"bottom": [ids]}}`, the one nearest the top first; without it, the last cards of the hand, and the log says
so. In a `may` ("You may put a card ... If you do, ..."), a player whose hand holds fewer cards can't choose to
(effects/optional.py)."""
from __future__ import annotations

from .effects.base import amount_of, effect
from .effects.library import _library, _names, _player, _set_library
from .effects.library_order import cards_chosen_from_hand
from .log import emit


@effect("put_from_hand_on_bottom", fields=("amount", "player"))
def put_from_hand_on_bottom(game, st, ctx):
    p = _player(game, st, ctx)
    if p is None:
        return
    n = amount_of(game, ctx, st.get("amount", 1))
    hand, k, order = cards_chosen_from_hand(game, ctx, p, n, "bottom", "the one nearest the top first")
    if order is not None:
        note = ""
    else:
        order = hand[len(hand) - k:] if k else []
        note = " (no choice was given: the last cards of the hand)" if k else ""
    for oid in order:
        game.move(game.objects[oid], "library")
    rest = [oid for oid in _library(game, p) if oid not in order]
    _set_library(game, p, [], order, tuple(rest))
    cites = [("choice_on_resolution", f"{p.name} chooses the cards while the effect is applied")]
    if k > 1:
        cites.append(("library_order_arranged", "the cards put on the bottom at once are arranged in the order their owner chooses"))
    if k < n:
        cites.append(("impossible_as_much_as_possible", f"the hand held only {len(hand)} card{'s' if len(hand) != 1 else ''}"))
    emit(game, f"{p.name} puts {k} card{'s' if k != 1 else ''} from their hand on the bottom of their library: "
               f"{_names(game, order)}{note}.", *cites)
