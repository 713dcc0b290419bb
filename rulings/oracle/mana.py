"""Mana abilities and spells that add mana: "{T}: Add {G}." (2007 406; 2026 605
and 106).

A mana ability whose player chooses the mana as it resolves ("{T}: Add {W} or
{U}.", "Add one mana of any color.", "Add two mana of any one color.") is read
only as a whole activated ability: the choice is the `choice` its activation
names (2007 413.2c; 2026 608.2d). A spell's or a triggered ability's "Add one
mana of any color" is read by mana_more.py (the spell's `choice`, or the resolving
action's `choices` for the trigger's source). A painland's "~ deals 1 damage to
you." after it is an effect the mana ability also has (2007 406.1)."""
from __future__ import annotations

import re

from .activated import RESTRICTIONS, cost
from .registry import NotUnderstood, ability_template, effect_template
from .text import NUMBER, amount

COLORS = ("W", "U", "B", "R", "G")
SYMBOL = r"\{[WUBRGC]\}"


@effect_template(r"add ((?:\{[WUBRGC]\})+)")
def add_mana(eff, m):
    eff.steps.append({"do": "add_mana", "mana": m.group(1).upper()})


def mana_options(sentence: str) -> list[str] | None:
    """The options of "Add {W} or {U}", "Add {G}, {W}, or {U}", "Add one mana
    of any color", "Add two mana of any one color" (each option one type of
    mana); None for any other sentence."""
    m = re.fullmatch(rf"Add ({SYMBOL}) or ({SYMBOL})", sentence)
    if m is None:
        m = re.fullmatch(rf"Add ({SYMBOL}), ({SYMBOL}), or ({SYMBOL})", sentence)
    if m is not None:
        options = list(m.groups())
        return options if len(set(options)) == len(options) else None
    if sentence == "Add one mana of any color":
        return ["{%s}" % c for c in COLORS]
    m = re.fullmatch(rf"Add ({NUMBER}) mana of any one color", sentence)
    if m is not None and m.group(1) != "X" and amount(m.group(1)) >= 2:
        return ["{%s}" % c * amount(m.group(1)) for c in COLORS]
    return None


@ability_template(r"([^:\"]+): (Add [^.\"]+)\.((?: [^.\"]+\.)*)")
def chosen_mana_ability(card, m) -> list[dict]:
    """ "[Cost]: Add {W} or {U}." with at most "~ deals N damage to you." and an
    activation restriction after it."""
    ab: dict = {"kind": "activated", "cost": cost(m.group(1))}
    if "loyalty" in ab["cost"]:
        raise NotUnderstood(m.group(0))
    options = mana_options(m.group(2))
    if options is None:
        raise NotUnderstood(m.group(2))
    effect: list[dict] = [{"do": "add_mana", "one_of": options}]
    rest = m.group(3).strip()
    for words, (key, value) in RESTRICTIONS.items():
        if rest.endswith(words):
            rest = rest[: -len(words)].strip()
            ab[key] = value
    if rest:
        pain = re.fullmatch(rf"~ deals ({NUMBER}) damage to you\.", rest)
        if pain is None or pain.group(1) == "X":
            raise NotUnderstood(rest)
        effect.append({"do": "damage", "amount": amount(pain.group(1)), "to": "you"})
    ab["effect"] = effect
    return [ab]
