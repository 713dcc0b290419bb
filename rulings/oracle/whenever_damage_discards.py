"""Whenever-triggers of this family (round 40):

* "Whenever ~ deals combat damage to a player, that player discards that many cards."
  (Needle Specter, Dreamstealer): one trigger for all the combat damage the creature dealt that
  player at once (2007 310.4 / 2026 510.2), "that player" the player dealt it (the engine's "it"
  of a deals_damage trigger), "that many" the damage dealt (the event's amount, as
  amounts.py reads "draw that many cards"). The player chooses the cards (2026 701.9a; 2007
  413.2c), as many as possible if the hand holds fewer (the engine's discard step says so).

Only the whole paragraph with "~" a creature; anything else stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"Whenever ~ deals combat damage to a player, that player discards that many cards\.")
def combat_damage_discards_that_many(card, m):
    """The damaged player discards as many cards as the damage dealt to them."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered",
             "trigger": {"event": "deals_damage", "who": "self", "to": "player", "combat": True},
             "effect": [{"do": "discard", "amount": {"count": "damage_dealt"}, "player": "it"}]}]
