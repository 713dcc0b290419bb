"""Drop of Honey's and Porphyry Nodes' "At the beginning of your upkeep, destroy the creature with the least power. It
can't be regenerated. If two or more creatures are tied for least power, you choose one of them.": the engine's
`destroy_least_power` (rulings/engine/effects/least_power.py), all three sentences together: any player's creature with
the least power as the ability resolves, destroyed without regeneration, the ability's controller choosing among the
tied (2007 413.2c; 2026 608.2d). Only the whole paragraph: "destroy the creature with the least power" alone (which
could be regenerated), "the greatest power", "among creatures you control" or another trigger stay text only."""
from __future__ import annotations

from .registry import ability_template


@ability_template(r"At the beginning of your upkeep, destroy the creature with the least power\. It can't be regenerated\. "
                  r"If two or more creatures are tied for least power, you choose one of them\.")
def upkeep_destroy_least_power(card, m):
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
             "effect": [{"do": "destroy_least_power"}]}]
