""" "Enchanted creature has protection from white. This effect doesn't remove this
Aura." (White Ward, Blue Ward...): the protection the Aura gives, and its exception
to the state-based check (the engine's aura_protection.py). "The chosen color"
(Cho-Manno's Blessing) is the color chosen for the Aura as it entered."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"Enchanted creature has protection from (white|blue|black|red|green|the chosen color)\. This effect doesn't remove ~\.")
def protection_that_keeps_this_aura(card, m) -> list[dict]:
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    quality = "chosen_color" if m.group(1) == "the chosen color" else m.group(1)
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "protection", "from": quality},
             "keeps_this_aura": True}]
