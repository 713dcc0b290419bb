""" "As an additional cost to cast this spell, reveal a Pirate card from your hand or pay {2}." (Daring Buccaneer,
Silvergill Adept, Wren's Run Vanquisher): the card's `additional_cost: {"reveal": "subtype:Pirate", "or_pay": "{2}"}`
(additional_costs.py). The caster chooses as the spell is cast (2007 409.1b; 2026 601.2b): a card of that subtype in
their hand named in `pay: {"reveal": ["id"]}` is revealed as the total cost is paid (2007 409.1h; 2026 601.2h; the
card stays in the hand), or with nothing named the mana is added to the total cost (2007 409.1f; 2026 601.2f). The
spell itself is on the stack by then (2007 409.1a; 2026 601.2a), so it can't reveal itself."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .targets import display


def revealable(game, player, kind: str) -> list:
    """The cards in the player's hand the cost may reveal ("subtype:Pirate"; a changeling card has every creature type)."""
    subtype = kind.partition(":")[2]
    return [game.objects[oid] for oid in game.zones[(player.index, "hand")] if subtype in characteristics(game, game.objects[oid]).subtypes]


def pay(game, player, cost: dict, pay: dict, name: str) -> None:
    chosen = list((pay or {}).get("reveal") or ())
    subtype = cost["reveal"].partition(":")[2]
    fit = revealable(game, player, cost["reveal"])
    if len(chosen) != 1 or game.objects.get(chosen[0]) not in fit:
        raise IllegalAction("pay_total_cost", f"pay.reveal: the additional cost of {name} is to reveal one {subtype} card from "
                                              f"{player.name}'s hand (given: {', '.join(map(str, chosen)) or 'none'})",
                            "illegal_action_reversed")
    emit(game, f"As the additional cost of {name}, {player.name} reveals {display(game, game.objects[chosen[0]])} from their hand, "
               f"{'an' if subtype[0] in 'AEIOU' else 'a'} {subtype} card.",
         ("pay_total_cost", f"the total cost of {name}, its additional cost included, is paid"))
