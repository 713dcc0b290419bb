""" "You get {E}{E}{E}, then you may pay any amount of {E}. This spell deals that much damage to
that creature" (Harnessed Lightning, Galvanic Discharge): the controller chooses, as the spell
resolves, how many of their energy counters to pay (2026 608.2d: a choice made on resolution;
107.14: each {E} one energy counter), from none to all they have; "that much" is the number paid
(`{"count": "energy_paid_this_way"}`, counted_amounts.py).

The number is given by the resolving action's `choices` for the source, `{"spell": {"energy": 2}}`;
none given is refused naming the field (the engine never picks for a player), and so is more than
the player has. Energy came after February 2007: under the 2007 rules the card's words are
followed and nothing is cited for it.
"""
from __future__ import annotations

from .choices import made_for
from .effects.base import effect
from .effects.library import LATER
from .errors import IllegalAction
from .log import emit


@effect("pay_any_amount_of_energy", fields=())
def pay_any_amount_of_energy(game, st, ctx):
    p = game.players[ctx.controller]
    field = f'"choices": {{"{ctx.source_id}": {{"energy": ...}}}}'
    given = made_for(game, ctx.source_id or "").get("energy")
    if given is None:
        raise IllegalAction("choice_on_resolution",
                            f"{p.name} chooses how much {{E}} to pay as it resolves, and none was given: say it in the action's {field}")
    if isinstance(given, bool) or not isinstance(given, int) or given < 0:
        raise IllegalAction("choice_on_resolution", f"the {{E}} paid must be a whole number, 0 or more (the action's {field})")
    if given > p.energy:
        raise IllegalAction("choice_on_resolution", f"{p.name} has {p.energy} energy counter{'s' if p.energy != 1 else ''}, "
                            f"not {given} to pay (the action's {field})")
    p.energy -= given
    ctx.data["energy_paid_this_way"] = given
    text = f"{p.name} pays {'{E}' * given or 'no {E}'} ({given} energy counter{'s' if given != 1 else ''}; {p.energy} left)."
    cites = [("choice_on_resolution", f"{p.name}, who controls {ctx.source_name}, chooses how much to pay as it resolves")]
    if game.rules.applies("energy_counters"):
        emit(game, text, *cites, ("energy_counters", "each {E} is one energy counter the player pays"))
    else:
        emit(game, f"{text} Energy {LATER}.", *cites)


def pay_energy_cost(game, player, n: int, what: str) -> None:
    """ "Pay {E}{E}" in a cost: that many of the player's energy counters, all of them or none (2026 107.14,
    and 601.2h / 602.2b: a cost is paid in full); under the 2007 rules the card's words are followed and nothing cited."""
    if player.energy < n:
        raise IllegalAction("pay_total_cost", f"{player.name} has {player.energy} energy counter{'s' if player.energy != 1 else ''} and can't "
                                              f"pay {'{E}' * n} for {what}", "illegal_action_reversed")
    player.energy -= n
    text = f"{player.name} pays {'{E}' * n} ({n} energy counter{'s' if n != 1 else ''}; {player.energy} left)."
    if game.rules.applies("energy_counters"):
        emit(game, text, ("energy_counters", "each {E} in a cost is one energy counter the player pays"))
    else:
        emit(game, f"{text} Energy {LATER}.")
