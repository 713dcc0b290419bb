"""Costs for choosing more modes of a modal spell.

Entwine (2007: 502.32a-b; 2026: 702.42a-b): "Entwine [cost]" means "You may
choose all modes of this spell instead of just one. If you do, you pay an
additional [cost]"; the modes are then followed in the order written. The
`play_spell` action's `modes` naming every mode of a "Choose one —" spell pays it.

Escalate (2026: 702.120a, later than February 2007): "For each mode you choose
beyond the first as you cast this spell, you pay an additional [cost]". Under
the 2007 rules it does nothing (engine.MODERN_ONLY_KEYWORDS), so only one mode
may be chosen there.

Both are additional costs (2007: 409.1f; 2026: 601.2f): added to the total cost.
"""
from __future__ import annotations

from .errors import IllegalAction


def entwined(card: dict, c, given, name: str) -> bool:
    """Whether the action's `modes` entwines a "Choose one —" spell: every mode, with entwine."""
    if given is None or card.get("choose"):
        return False
    n = len(card.get("modes") or ())
    if c.keyword_ability("entwine") is None:
        raise IllegalAction("announce_mode_and_x", f"{name} lets its player choose one mode: the action's mode, not modes "
                                                   "(it has no entwine)", "playing_spell_steps")
    if sorted(given) != list(range(n)):
        raise IllegalAction("entwine", f"modes: entwine chooses all {n} modes of {name}, not {len(given)}", "playing_spell_steps")
    return True


def extra_cost(game, card: dict, c, chosen, name: str, cites: list) -> str | None:
    """The additional mana the chosen modes cost: entwine's, or escalate's for each mode beyond the first."""
    if chosen is None:
        return None
    entwine = c.keyword_ability("entwine")
    if entwine is not None and not card.get("choose") and len(chosen) == len(card.get("modes") or ()) > 1:
        cites.append(("entwine", f"entwine: all modes are chosen, and the entwine cost {entwine.get('cost')} is added to the total cost"))
        return entwine.get("cost")
    escalate = c.keyword_ability("escalate")
    if escalate is not None and len(chosen) > 1:
        if not game.rules.applies("escalate"):
            raise IllegalAction("total_cost", f"modes: escalate is later than February 2007; the {game.rules.title} don't have it, "
                                              f"so only one mode of {name} can be chosen")
        extra = len(chosen) - 1
        cites.append(("escalate", f"escalate {escalate.get('cost')}: paid {extra} time(s), once for each mode beyond the first"))
        from .actions import add_costs
        return add_costs(*([escalate.get("cost")] * extra))
    return None
