"""Paying a spell's or an ability's mana cost (2007 409.1g-h; 2026 601.2g-h): the mana abilities
the action names, else the fewest the player's permanents have that pay it."""
from __future__ import annotations

from ..errors import IllegalAction
from ..costs import pay_mana
from ..log import emit
from ..mana import pay_from_pool
from ..targets import display
from .action import Action
from .mana_abilities import activate_mana_ability


def pay_mana_cost(game, player, a: Action, cost, what: str, spare: str | None = None, tapping: tuple = (), spell=None) -> None:
    """409.1g-h: the mana abilities the action names, then the payment. An action
    that names none, when the pool can't pay, plays the fewest mana abilities of
    the player's permanents that pay it (`payment`), and the log names them.
    `spell`: the characteristics of the spell paid for, which restricted mana may pay (2026 106.6)."""
    if spell is not None:
        from .. import restricted_mana
        with restricted_mana.while_paying_for(spell):
            _pay_mana_cost_now(game, player, a, cost, what, spare, tapping, spell)
        return
    _pay_mana_cost_now(game, player, a, cost, what, spare, tapping)


def _pay_mana_cost_now(game, player, a: Action, cost, what: str, spare: str | None = None, tapping: tuple = (), spell=None) -> None:
    if spell is not None:  # the restricted mana already in the pool that may pay for this spell
        from .. import restricted_mana
        lent = restricted_mana.lend(game, player, spell)
    prefer = (a.pay or {}).get("mana")
    hint = None
    if a.mana_abilities:
        for oid, idx, choice, pay in a.mana_abilities:
            activate_mana_ability(game, player, game.objects[oid], idx, choice, during_payment=True, pay=dict(pay))
    elif pay_from_pool(player.mana_pool, cost, a.x or 0, prefer, life_symbols=0 if cost.phyrexian else None) is None:
        from .. import payment
        # `tapping`: the creatures and artifacts the action taps to convoke or improvise are not used for mana
        found = [src for src in payment.sources(game, player) if src[0] not in tapping]
        ways = payment.payments(dict(player.mana_pool), cost, a.x or 0, found, spare, limit=1)
        if not ways and getattr(ways, "gave_up", False):
            raise IllegalAction("mana_abilities_while_paying", payment.GAVE_UP.format(player=player.name, cost=cost.text(a.x or 0)))
        if not ways:
            hint = f"no set of {player.name}'s untapped mana sources makes it either"
        if ways and ways[0]:
            names = ", ".join(display(game, game.objects[e["object"]]) for e in ways[0])
            emit(game, f"The action names no mana, so {player.name} pays with mana from {names}.",
                 ("mana_abilities_while_paying", f"the fewest of the player's mana abilities that pay the cost are {game.words.activated}"))
            for e in ways[0]:
                activate_mana_ability(game, player, game.objects[e["object"]], e.get("ability", 0), e.get("choice"),
                                      during_payment=True)
    if spell is None:
        pay_mana(game, player, cost, a.x or 0, prefer, what, hint)
        return
    for t, rs in restricted_mana.lend(game, player, spell).items():  # and what the mana abilities just made
        lent[t] = lent.get(t, []) + rs
    before = dict(player.mana_pool)
    if player.restricted_mana:  # what of the pool can't pay for this spell, for a refusal's message
        hint = "; ".join(x for x in (hint, restricted_mana.refused_text(player)) if x)
    pay_mana(game, player, cost, a.x or 0, prefer, what, hint)
    restricted_mana.settle(game, player, lent, before, what if isinstance(spell, restricted_mana.AbilityOf) else "this spell")
