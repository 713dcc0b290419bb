"""Buyback (2007 502.16a; 2026 702.27a): "Buyback [cost]" means "You may pay an
additional [cost] as you play [cast] this spell" and "If the buyback cost was
paid, put this spell into its owner's hand instead of into that player's
graveyard as it resolves." The action pays it with `pay: {"buyback": true}`;
the cost is added to the total cost (409.1f; 601.2f). Only as it resolves: a
spell countered (or whose targets are all illegal) goes to the graveyard."""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .targets import display


def buyback_cost(c) -> str | None:
    kw = c.keyword_ability("buyback")
    return kw.get("cost") if kw else None


def add_buyback(game, c, total: str, pay: dict, face_down: bool, name: str, cites: list) -> tuple[str, bool]:
    """The total cost with the buyback cost added if the action pays it; and whether it does."""
    if not (pay or {}).get("buyback"):
        return total, False
    cost = None if face_down else buyback_cost(c)
    if cost is None:
        raise IllegalAction("buyback", f"pay.buyback: {name} has no buyback" + (" (it is cast face down)" if face_down else ""),
                            "playing_spell_steps")
    from .actions import add_costs
    from .additional_costs import optional_cost_text
    cites.append(("buyback", f"the buyback cost {optional_cost_text(c.keyword_ability('buyback'))} is paid as an additional cost"))
    return add_costs(total, cost), True


def return_to_hand(game, obj) -> None:
    """As the spell resolves, its last step: its owner's hand instead of the graveyard."""
    from .zones import move_card
    move_card(game, obj, "hand")
    if obj.zone == "hand":
        emit(game, f"{display(game, obj)} is put into its owner's hand instead of the graveyard: its buyback cost was paid.",
             ("buyback", "a spell whose buyback cost was paid goes to its owner's hand as it resolves"))
