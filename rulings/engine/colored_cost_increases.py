"""A permanent's colored cost increase: "Black spells you cast cost {B} more to cast." (Andradite Leech,
Derelor): `{"kind": "static", "spell_cost": {"more_mana": "{B}", "spells": {...}, "caster": "you"}}`, with
spell_costs.py's filter of spells and caster, no "less" or "more". While the permanent is in play each
spell it describes costs that mana more, added to the total cost as it is determined (2007 409.1f: "plus
all cost increases"; 2026 601.2f); a reduction of generic mana never takes it off (2026 118.7a)."""
from __future__ import annotations

import re

#: the colored symbols an increase may add (one to three of them)
SYMBOL = re.compile(r"(\{[WUBRG]\}){1,3}")


def is_colored_increase(sc) -> bool:
    return isinstance(sc, dict) and "more_mana" in sc


def colored_more(game, player, spell) -> tuple[dict, list]:
    """({symbol: n} the spell costs more, citations) by the permanents' colored increases that apply to it."""
    from .continuous import characteristics
    from .spell_costs import fits
    from .targets import display
    c = characteristics(game, spell)
    more: dict = {}
    cites = []
    for source in game.in_play():
        for ab in characteristics(game, source).abilities:
            sc = ab.get("spell_cost") if ab.get("kind") == "static" else None
            if not is_colored_increase(sc) or not fits(sc.get("spells", {}), c):
                continue
            caster = sc.get("caster")
            if caster == "you" and source.controller != player.index:
                continue
            if caster == "opponent" and player.index not in {p.index for p in game.opponents(source.controller)}:
                continue
            for sym in re.findall(r"\{([WUBRG])\}", sc["more_mana"]):
                more[sym] = more.get(sym, 0) + 1
            cites.append(("total_cost", f"{display(game, source)} makes {display(game, spell)} cost {sc['more_mana']} more: "
                                        f"\"{ab.get('text', '')}\""))
    return more, cites


def add(left, more: dict) -> None:
    """Add the colored mana `more` to the ManaCost `left`."""
    for sym, n in more.items():
        left.colored[sym] = left.colored.get(sym, 0) + n


def problems(sc: dict) -> list[tuple[str, str]]:
    """What is wrong with a colored increase (its filter and caster are spell_costs.problems')."""
    out = []
    if not (isinstance(sc["more_mana"], str) and SYMBOL.fullmatch(sc["more_mana"])):
        out.append(("more_mana", 'must be one to three colored mana symbols, such as "{B}"'))
    for k in ("less", "more", "for_each", "if", "if_targets", "if_you_control", "targeting_source"):
        if k in sc:
            out.append((k, 'is not for a colored increase ("more_mana")'))
    if sc.get("spells") == "self":
        out.append(("spells", 'a colored increase is a permanent\'s: "any" or a filter of spells'))
    return out
