"""A mana ability that adds other mana "instead" when a condition holds as it resolves (2007 413.2b; 2026
608.2c; rulings/engine/instead_conditions.py): the first instruction carries `"unless_condition"`, the
one said "instead" the same `"if_condition"`, so exactly one of the two is followed:

- "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (Urza's
  Mine; Urza's Power Plant, Urza's Tower): `{"you_control_urzas": ["Power-Plant", "Tower"]}`, for each a
  permanent its controller controls with the land types Urza's and that one (2007 212.6c; 2026 205.3i);
- "{T}: Add one mana of any color. If you control a creature with power 4 or greater, add two mana of any
  one color instead." (Ilysian Caryatid): any condition the engine reads for an instruction "instead"
  (instead.py's).

Both halves must be plain mana (a fixed amount, or the options its player chooses among as it resolves):
"add three mana of that type" (the type chosen before), a condition the engine lacks ("If you played a
land this turn", "creatures named Mine Worker and Power Plant Worker") stay text only."""
from __future__ import annotations

import re

from .activation_limits import without_restriction
from .registry import NotUnderstood, ability_template

URZAS = ("Mine", "Power-Plant", "Tower")


def _plain_mana(card, cost_words: str, add: str) -> dict:
    """The one add_mana instruction of "[cost]: [Add ...]." as the mana templates read it, and the ability."""
    ab = without_restriction(card, f"{cost_words}: {add}.")
    effect = [dict(st) for st in ab.get("effect", ())]
    if len(effect) != 1 or effect[0].get("do") != "add_mana" or set(effect[0]) - {"do", "mana", "one_of"} \
            or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(add)
    return {**ab, "effect": effect}


def _condition(card, words: str) -> dict:
    m = re.fullmatch(r"you control an Urza's ([A-Za-z-]+) and an Urza's ([A-Za-z-]+)", words)
    if m is not None:
        kinds = [m.group(1), m.group(2)]
        if not set(kinds) <= set(URZAS) or kinds[0] == kinds[1] or "Land" not in card.types:
            raise NotUnderstood(words)
        return {"you_control_urzas": kinds}
    from .instead import _read
    return _read(None, words)


@ability_template(r"([^:\"—]+): (Add [^.\"]+)\. If ([^,\"]+), add ([^.\"]+) instead\.")
def mana_instead_if(card, m) -> list[dict]:
    """ "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." """
    first = _plain_mana(card, m.group(1), m.group(2))
    second = _plain_mana(card, m.group(1), "Add " + m.group(4))
    if first["cost"] != second["cost"] or first["effect"] == second["effect"]:
        raise NotUnderstood(m.group(0))
    cond = _condition(card, m.group(3))
    effect = [{**first["effect"][0], "unless_condition": cond}, {**second["effect"][0], "if_condition": cond}]
    return [{**first, "effect": effect, "text": m.group(0)}]
