"""Conditions about two colors of the permanents you control, read for the Apocalypse Sanctuaries (Dega Sanctuary: "At
the beginning of your upkeep, if you control a black or red permanent, you gain 2 life. If you control a black permanent
and a red permanent, you gain 4 life instead."), played by rulings/engine/color_pair_conditions.py:

- "if you control a black or red permanent" as a triggered ability's intervening "if" (2007 404.3; 2026 603.4):
  `{"you_control_either_color_permanent": ["black", "red"]}`;
- "If you control a black permanent and a red permanent, <the same instruction with other numbers> instead" as the
  second of an "instead" pair (instead.py: 2007 413.2b; 2026 608.2c): `{"you_control_each_color_permanent": [...]}`.

Only two different colors. Three colors, "a black or red creature", "a permanent that's black and red", or an
"instead" with a different instruction (Ceta Sanctuary's "instead draw two cards, then discard a card") stay text only."""
from __future__ import annotations

from . import instead, intervening_if
from .registry import NotUnderstood, effect_template

_C = r"(white|blue|black|red|green)"


def _pair(m) -> list:
    if m.group(1) == m.group(2):
        raise NotUnderstood(m.group(0))
    return [m.group(1), m.group(2)]


intervening_if.CONDITIONS += ((rf"you control an? {_C} or {_C} permanent",
                               lambda m: {"you_control_either_color_permanent": _pair(m)}),)
instead.MORE += ((rf"you control an? {_C} permanent and an? {_C} permanent", None,
                  lambda m: {"you_control_each_color_permanent": _pair(m)}),)



@effect_template(r"that player loses (\d+) life")
def that_target_player_loses(eff, m):
    """Necra Sanctuary's "target player loses 1 life. If ..., that player loses 3 life instead.": "that player" is the
    target player of the instruction right before (a life loss of that same target player), read only there."""
    before = eff.steps[-1] if eff.steps else None
    last = eff.last_target
    if last is None or eff.targets[-1] != "player" or not before or before.get("do") != "lose_life" \
            or before.get("player") != last or set(before) - {"do", "amount", "player", "unless_condition"}:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "lose_life", "amount": int(m.group(1)), "player": last})
