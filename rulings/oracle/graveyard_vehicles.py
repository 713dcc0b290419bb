""" "Return target creature or Vehicle card from your graveyard to the battlefield" (Broodheart Engine, Back on
Track): a creature card or a Vehicle card (an artifact subtype, 2026 301.7), neither of which can be an Aura, so
it comes back as removal.return_card_to_battlefield's creature cards do: a new object under its owner's (your)
control (2026 400.7). Vehicles are later than February 2007: the loader refuses the filter under those rules
(target_filter.names_later_subtypes). "Creature or Spacecraft card" stays text only.

Tried before the other templates of that shape (they refuse the phrase); any other phrase is handed on."""
from __future__ import annotations

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, pass_on
from .targets import TARGET_RE

CREATURE_OR_VEHICLE = [{"types": ["Creature"]}, {"subtypes": ["Vehicle"]}]


@effect_template(rf"return ({TARGET_RE}) to the battlefield")
def return_creature_or_vehicle_card(eff, m):
    from .removal import _your_card
    from .targets import spec
    try:
        found = spec(" ".join(m.group(1).lower().split()))
    except NotUnderstood:
        found = None
    if not isinstance(found, dict) or found.get("any_of") != CREATURE_OR_VEHICLE or found.get("zone") != "graveyard":
        pass_on(eff, m, return_creature_or_vehicle_card)
        return
    if set(found) - {"any_of", "zone", "owner"}:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "return_to_play", "what": _your_card(eff, m.group(1))})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())
