"""Assist (2026 702.132a): "If the total cost to cast a spell with assist includes a generic mana
component, before you activate mana abilities while casting it, you may choose another player.
That player has a chance to activate mana abilities. ... Before you begin to pay the total cost
of the spell, the player you chose may pay for any amount of the generic mana in the spell's
total cost." The casting action names the player and how much of the generic mana they pay:
`pay: {"assist": {"player": "Bob", "amount": 2}}`; that player pays it from their mana pool,
else with the fewest of their own mana abilities that pay it, and the caster pays the rest.
A keyword later than February 2007: under those rules the spell is refused as it is cast
(free_cast.refuse_later_keyword)."""
from __future__ import annotations

from .errors import IllegalAction
from .free_cast import LATER_KEYWORDS
from .log import emit
from .mana import ManaCost, pay_from_pool, parse_cost
from .targets import display

LATER_KEYWORDS["assist"] = "702.132"


def assisted(game, player, c, cost: ManaCost, pay: dict, name: str) -> ManaCost:
    """The cost left for the caster once the chosen player paid their part of its generic mana."""
    given = (pay or {}).get("assist")
    if not given:
        return cost
    if not c.has_keyword("assist"):
        raise IllegalAction("assist", f"{name} doesn't have assist, so no other player can pay part of its cost",
                            "illegal_action_reversed")
    try:
        helper = game.player_named(given.get("player"))
    except KeyError:
        helper = None
    n = given.get("amount", 0)
    if helper is None or helper.index == player.index:
        raise IllegalAction("assist", f"pay.assist.player must name another player than {player.name}", "illegal_action_reversed")
    if n > cost.generic:
        raise IllegalAction("assist", f"{helper.name} may pay at most the generic mana of {name}'s total cost "
                                      f"({cost.generic}), not {n}", "illegal_action_reversed")
    if n <= 0:
        return cost
    _pay(game, helper, n, name)
    emit(game, f"{helper.name} pays {{{n}}} of the generic mana of {name}'s total cost (assist); {player.name} pays the rest.",
         ("assist", "the chosen player may pay any amount of the generic mana in the spell's total cost"))
    return ManaCost(dict(cost.colored), cost.generic - n, 0, cost.hybrid, cost.phyrexian)


def _pay(game, helper, n: int, name: str) -> None:
    """The chosen player's mana: their pool, else the fewest of their mana abilities that make it."""
    from . import payment
    from .actions import activate_mana_ability
    cost = parse_cost("{%d}" % n)
    if pay_from_pool(helper.mana_pool, cost, 0) is None:
        ways = payment.payments(dict(helper.mana_pool), cost, 0, payment.sources(game, helper), None, limit=1)
        if not ways:
            raise IllegalAction("assist", f"{helper.name} can't pay {{{n}}} toward {name}: their mana pool and mana abilities "
                                          "don't make that much", "illegal_action_reversed")
        names = ", ".join(display(game, game.objects[e["object"]]) for e in ways[0])
        emit(game, f"{helper.name} {game.words.activates} mana abilities of {names}.",
             ("assist", "the chosen player has a chance to activate mana abilities"))
        for e in ways[0]:
            activate_mana_ability(game, helper, game.objects[e["object"]], e.get("ability", 0), e.get("choice"), during_payment=True)
    helper.mana_pool = pay_from_pool(helper.mana_pool, cost, 0)
