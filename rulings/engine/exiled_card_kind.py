""" "Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on this creature
and you gain 1 life." (Scavenging Ooze), "If a creature card was exiled this way, each opponent loses 2
life and you gain 2 life." (Diregraf Scavenger), "If it was a creature card, you gain 3 life. Otherwise,
you draw a card." (Cling to Dust).

`if_exiled_card` (`types`: the card types, any one of them; `effect`: instructions; `otherwise`:
instructions, optional): right after a `remove_from_game` of a target card in a graveyard, which makes the
card it exiled "it". `effect` is followed only if a card was exiled and it has one of those card types (a
card's own types: it has them in exile as it had them in the graveyard); `otherwise` only if one was
exiled without them. With no card exiled ("up to one target" with none chosen) neither is. The
instructions are followed in order (2007 413.2b; 2026 608.2c).
"""
from __future__ import annotations

from .effects.base import effect, object_of, run
from .log import emit
from .targets import display

CITE = ("follow_instructions", "the instruction after the exile is followed only if the exiled card is as it says")


@effect("if_exiled_card", fields=("types", "effect", "otherwise"))
def if_exiled_card(game, st, ctx):
    card = object_of(game, ctx.data.get("it"))
    what = " or ".join(t.lower() for t in st.get("types", ()))
    if card is None or card.zone != "removed_from_game":
        emit(game, f"{ctx.source_name}: no card was exiled, so the instruction that depends on it is not followed.", CITE)
        return
    if set(st.get("types", ())) & set(card.card.get("types", ())):
        emit(game, f"{display(game, card)} is a {what} card.", CITE)
        run(game, st.get("effect", ()), ctx)
    else:
        emit(game, f"{display(game, card)} is not a {what} card" + (", so the \"otherwise\" instruction is followed." if st.get("otherwise")
                                                                   else ", so the rest of the instruction is not followed."), CITE)
        run(game, st.get("otherwise", ()), ctx)
