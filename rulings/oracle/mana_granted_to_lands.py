""" "Lands you control have "{T}: Add one mana of any color."" (Chromatic Lantern, Joiner Adept): a static
ability (`"affects": "lands_you_control"`) granting each land its controller controls that mana ability while
it applies (layer 6: 2007 418.5a; 2026 613.1f), the lands read after type-changing effects; the granted
ability's {T} is the land's own (a land that is also a creature still needs to have been under its
controller's control since the start of the turn: 2007 212.3d; 2026 302.6).

Only a plain mana ability granted ({T} and mana in its cost, one instruction that adds mana); "All lands have",
"Basic lands you control have", "Each land and Ally you control has" and a granted ability with a spending
restriction stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"Lands you control have \"([^\"]+)\"")
def lands_you_control_have_mana_ability(card, m) -> list[dict]:
    from rulings.engine.costs import is_mana_ability

    from .clones import _quoted
    ab = _quoted(card, m.group(1))
    if not is_mana_ability(ab) or set(ab) - {"kind", "cost", "effect", "text"} or set(ab["cost"]) - {"tap", "mana"} \
            or len(ab["effect"]) != 1 or "~" in m.group(1) or set(ab["effect"][0]) - {"do", "mana", "one_of", "combination"}:
        raise NotUnderstood(m.group(1))
    return [{"kind": "static", "affects": "lands_you_control", "gains": {**ab, "text": m.group(1)}}]
