""""Counter target spell unless its controller pays {3}" (Mana Leak): the
spell's controller chooses, as the effect is applied, whether to pay (2007:
413.2c; 2026: 608.2d; and 118.12a: "[do something] unless [a player does
something else]" is "[that player] may [do it]; if they don't, [do something]").
They may activate mana abilities to pay (2007: 411.2; 2026: 605.3a). A player
can't choose to pay what they can't pay (413.2c / 608.2d): that choice refuses
the action.

The choice is the action's `choices` for the counterspell (`{"leak": {"pays":
true}}`); without it the player doesn't pay, and the log says no choice was given."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..mana import parse_cost, pay_from_pool
from ..targets import display
from .base import amount_of, effect, object_of, resolve_ref
from .moves import counter


@effect("counter_unless_pays", fields=("what", "amount", "instead"))
def counter_unless_pays(game, st, ctx):
    obj = object_of(game, resolve_ref(game, ctx, st.get("what", "target:0")))
    if obj is None or obj.zone != "stack":
        return
    payer = game.players[obj.controller]
    n = amount_of(game, ctx, st.get("amount", 0))
    cost = "{%d}" % n
    given = made_for(game, ctx.source_id).get("pays")
    unless = (("choice_on_resolution", f"{payer.name}, the spell's controller, chooses while the effect is applied"),
              *((("unless_pays", "\"counter it unless its controller pays\" means its controller may pay; if they don't, "
                                 "it is countered"),) if game.rules.applies("unless_pays") else ()))
    if given and n:
        pay_generic(game, payer, cost, ctx.source_name)
    if given:
        emit(game, f"{payer.name} pays {cost}, so {ctx.source_name} doesn't counter {display(game, obj)}.", *unless)
        return
    default = "" if given is not None else " (no choice was given: the player doesn't pay)"
    emit(game, f"{payer.name} doesn't pay {cost}{default}.", *unless)
    counter(game, {"what": st.get("what", "target:0"), **({"instead": st["instead"]} if "instead" in st else {})}, ctx)


def pay_generic(game, payer, text: str, what: str) -> None:
    """Pay `text` ("{3}") as an effect asks: mana from the pool, else the fewest of the payer's mana
    abilities that pay it (411.2 / 605.3a); IllegalAction if they can't (413.2c / 608.2d)."""
    from ..restricted_mana import OtherPayment
    with OtherPayment(game, payer, what) as other:  # a Powerstone's mana may pay (2026 111.10h)
        _pay_generic(game, payer, text, what, other)


def _pay_generic(game, payer, text: str, what: str, other) -> None:
    from .. import payment
    from ..actions import activate_mana_ability
    cost = parse_cost(text)
    if pay_from_pool(payer.mana_pool, cost, 0) is None:
        ways = payment.payments(dict(payer.mana_pool), cost, 0, payment.sources(game, payer), None, limit=1)
        if not ways:
            raise IllegalAction("choice_on_resolution",
                                f"{payer.name} can't pay {text} for {what}: the mana pool and the mana abilities they can "
                                f"{game.words.activate} don't make that much, so they can't choose to pay",
                                "illegal_action_reversed")
        names = ", ".join(display(game, game.objects[e["object"]]) for e in ways[0])
        emit(game, f"{payer.name} pays with mana from {names}, the fewest of their mana abilities that pay {text}.",
             ("mana_abilities_for_effect", f"mana abilities may be {game.words.activated} while an effect asks for a mana payment"))
        for e in ways[0]:
            activate_mana_ability(game, payer, game.objects[e["object"]], e.get("ability", 0), e.get("choice"),
                                  during_payment="effect")
    other.ready()
    payer.mana_pool = pay_from_pool(payer.mana_pool, cost, 0)
