"""Emerge (2026: 702.119). "Emerge [cost]" means "You may cast this spell by paying [cost] and
sacrificing a creature rather than paying its mana cost" and "If you chose to pay this spell's emerge
cost, its total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana
value." (702.119a): an alternative cost (118.9, 601.2b, 601.2f-h).

The keyword `{"keyword": "emerge", "cost": "{5}{U}{U}"}`; the action chooses it with `pay:
{"alternative": "emerge", "sacrifice": ["id"]}`, naming one creature its caster controls. The
creature is chosen as the cost is chosen (702.119c, 601.2b); its mana value reduces only the generic
mana of the emerge cost (601.2f), never below zero; the creature is sacrificed as the total cost is
paid (601.2h, alternative_costs.pay_other). Only one alternative cost applies to a spell (118.9a).
Emerge is later than February 2007: under those rules the action is refused (the card is still cast
for its mana cost), and the replay says the keyword does nothing (engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

import re
from dataclasses import replace

from .continuous import characteristics
from .errors import IllegalAction

KEYWORD = "emerge"


def reduced(cost: str, by: int) -> str:
    """ "{5}{U}{U}" reduced by 3 generic mana: "{2}{U}{U}"; the colored symbols stay (601.2f)."""
    symbols = re.findall(r"\{([^}]*)\}", cost)
    generic = sum(int(s) for s in symbols if s.isdigit())
    rest = "".join("{%s}" % s for s in symbols if not s.isdigit())
    left = max(0, generic - by)
    return ("{%d}" % left if left or not rest else "") + rest


def emerged(game, player, alt, pay: dict, name: str, cites: list):
    """The alternative cost with the emerge cost reduced by the chosen creature's mana value, and the
    creature to sacrifice as its other part; any other alternative unchanged."""
    if alt is None or alt.keyword != KEYWORD:
        return alt
    chosen = list((pay or {}).get("sacrifice") or ())
    obj = game.objects.get(chosen[0]) if len(chosen) == 1 else None
    if obj is None or obj.zone != "in_play" or obj.controller != player.index or not characteristics(game, obj).is_creature:
        raise IllegalAction(KEYWORD, f"pay.sacrifice: {name}'s emerge cost sacrifices one creature {player.name} controls "
                                     f"(given: {', '.join(chosen) or 'none'})", "playing_spell_steps")
    from .target_filter import mana_value
    from .targets import display
    value = mana_value(game, obj, characteristics(game, obj))
    cost = reduced(alt.cost, value)
    cites.append(("emerge_reduction", f"{display(game, obj)} (mana value {value}) is chosen to sacrifice: the emerge cost "
                                      f"{alt.cost} is reduced by {value} generic mana, to {cost}"))
    return replace(alt, cost=cost, returns="sacrifice:creature", count=1)
