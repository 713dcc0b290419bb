""" "Enchanted creature has protection from white. This effect doesn't remove this
Aura." (White Ward, Blue Ward...): the protection the Aura gives, and its exception
to the state-based check (the engine's aura_protection.py). "The chosen color"
(Floating Shield: chosen as the Aura entered, not by the creature) stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"Enchanted creature has protection from (white|blue|black|red|green)\. This effect doesn't remove ~\.")
def protection_that_keeps_this_aura(card, m) -> list[dict]:
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "protection", "from": m.group(1)},
             "keeps_this_aura": True}]
