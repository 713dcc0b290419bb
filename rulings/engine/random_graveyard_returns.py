""" "Return a creature card at random from your graveyard to your hand" (Haunted Fengraf, Woodland Sleuth), "Return
two cards at random from your graveyard to your hand" (Make a Wish), "Return X cards at random ..." (Reap the Past):
the instruction `{"do": "return_at_random_from_graveyard", "amount": N | "X", "card": <kind>}`, `card` a target
filter's fields for a card of the controller's own graveyard (as `return_from_your_graveyard`'s; `{}` any card).

Chance, not a player, picks the cards, among those of that kind in the controller's graveyard as the instruction
is followed: as many as it says, or all of them if there are fewer (2007 416.3; 2026 609.3: as much as possible). As for a
random discard or reveal (effects/random_reveal.py), the resolving action's `choices` for the source names the
cards chance picked (`{"source_id": {"cards": [ids]}}`: that many distinct cards of that kind there); without
it, the last such cards put there stand for them, and the log says so. Each goes to its owner's hand, a new
object (2007 217.1c; 2026 400.7)."""
from __future__ import annotations

from .choices import made_for
from .errors import IllegalAction
from .effects.base import amount_of, effect
from .effects.exile_from_graveyard import _eligible
from .log import emit
from .targets import display


@effect("return_at_random_from_graveyard", fields=("amount", "card"))
def return_at_random_from_graveyard(game, st, ctx):
    you = game.players[ctx.controller]
    n = amount_of(game, ctx, st.get("amount", 1))
    eligible = _eligible(game, ctx, st, you)
    k = max(0, min(n, len(eligible)))
    if k == 0:
        emit(game, f"{you.name}'s graveyard holds no such card, so nothing is returned.",
             ("impossible_as_much_as_possible", "there is no such card to return"))
        return
    named = list(made_for(game, ctx.source_id).get("cards") or ())
    if named and (len(named) != k or len(set(named)) != k or any(oid not in eligible for oid in named)):
        raise IllegalAction("impossible_as_much_as_possible", f"choices.{ctx.source_id}.cards must name the {k} such card(s) of "
                                                              f"{you.name}'s graveyard chance picked ({', '.join(eligible)})")
    picked = named or eligible[len(eligible) - k:]
    default = "" if named else " (no result was given: the last such cards put there stand for those chance picks)"
    names = ", ".join(display(game, game.objects[oid]) for oid in picked)
    for oid in picked:
        game.move(game.objects[oid], "hand")
    fewer = k < n
    emit(game, f"{you.name} returns {names} at random from their graveyard to their hand{default}"
               + (f" (only {k} such card{'s' if k != 1 else ''} there)." if fewer else "."),
         ("zone_change_new_object", "each card that changes zones becomes a new object"),
         *((("impossible_as_much_as_possible", "as many as the graveyard holds are returned"),) if fewer else ()))


def check(v, st: dict, sp: str, depth: int) -> None:
    """The loader's check: `amount` a whole number from 1 or "X" (announced with the spell's cost), `card` as
    `return_from_your_graveyard`'s (the kind of card of the controller's own graveyard)."""
    from .scenario.cards.effect_checks import _exile_from_your_graveyard
    _exile_from_your_graveyard(v, {**st, "amount": 1 if st.get("amount") == "X" else st.get("amount", 1)}, sp, depth)
