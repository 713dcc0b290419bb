"""Lands that enter tapped unless a condition holds as they enter
("This land enters tapped unless you control a Plains or an Island."): a
replacement effect of their own (2007 419.1c; 2026 614.1d), the condition
checked as the land enters (rulings/engine/entering_conditions.py). A
condition the engine can't check ("unless you control a legendary creature")
leaves the text text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .text import NUMBER, amount

SUBTYPE = r"(?:an? )?([A-Z][a-z]+)"


def _count(word: str) -> int:
    n = amount(word)
    if n == "X":
        raise NotUnderstood(word)
    return n


def _tapped_unless(unless: dict) -> list[dict]:
    return [{"kind": "static", "comes_into_play": {"tapped": True, "unless": unless}}]


@ability_template(rf"~ enters tapped unless you control {SUBTYPE}((?:,? or {SUBTYPE})?)\.")
def unless_you_control_a(card, m) -> list[dict]:
    """ "unless you control a Plains or an Island" (a check land)."""
    subtypes = [m.group(1)] + ([m.group(3)] if m.group(3) else [])
    if len(set(subtypes)) != len(subtypes):
        raise NotUnderstood(m.group(0))
    return _tapped_unless({"you_control_subtype": subtypes})


@ability_template(rf"~ enters tapped unless you control ({NUMBER}) or more basic lands\.|~ enters tapped unless you control (a) basic land\.")
def unless_basic_lands(card, m) -> list[dict]:
    return _tapped_unless({"basic_lands_at_least": _count(m.group(1) or m.group(2))})


@ability_template(rf"~ enters tapped unless you control ({NUMBER}) or (more|fewer) other lands\.")
def unless_other_lands(card, m) -> list[dict]:
    key = "other_lands_at_least" if m.group(2) == "more" else "other_lands_at_most"
    return _tapped_unless({key: _count(m.group(1))})


@ability_template(rf"If you control ({NUMBER}) or more other lands, ~ enters tapped\.")
def if_other_lands(card, m) -> list[dict]:
    """ "If you control two or more other lands, this land enters tapped": untapped
    unless it has at least that many, so tapped unless at most one fewer."""
    n = _count(m.group(1))
    if n < 1:
        raise NotUnderstood(m.group(0))
    return _tapped_unless({"other_lands_at_most": n - 1})


@ability_template(rf"As ~ enters, you may pay ({NUMBER}) life\. If you don't, it enters tapped\.")
def shock(card, m) -> list[dict]:
    """A shock land: the choice to pay is made as it enters (2007 419.1b;
    2026 614.12a), given by the action's `choices` ({"<id>": {"pay_life": true}})."""
    return [{"kind": "static", "comes_into_play": {"pay_life": _count(m.group(1))}}]


@ability_template(rf"~ enters tapped unless you have ({NUMBER}) or more opponents\.")
def unless_opponents(card, m) -> list[dict]:
    return _tapped_unless({"opponents_at_least": _count(m.group(1))})


@ability_template(rf"~ enters tapped unless your opponents control ({NUMBER}) or more lands\.")
def unless_opponents_lands(card, m) -> list[dict]:
    """The Turbulent lands: the lands all its controller's opponents control together, as it enters."""
    return _tapped_unless({"opponents_lands_at_least": _count(m.group(1))})


@ability_template(r"~ enters tapped unless a player has (\d+) or less life\.")
def unless_a_player_life(card, m) -> list[dict]:
    return _tapped_unless({"a_player_life_at_most": int(m.group(1))})


@ability_template(r"~ enters tapped\. As it enters, choose a color\.")
def tapped_choosing_a_color(card, m) -> list[dict]:
    """It enters tapped, its controller choosing a color as it does (419.1b-c; 2026 614.1c-d)."""
    return [{"kind": "static", "comes_into_play": {"tapped": True, "choose": "color"}}]


@ability_template(r"As ~ enters, you may reveal (?:a|an) ([A-Z][a-z]+)(?: or ([A-Z][a-z]+))? card from your hand\. If you don't, (?:~|it) enters tapped\.")
def reveal_or_tapped(card, m) -> list[dict]:
    """The Snarls ("an Island or Mountain card") and the Lorwyn tribal lands ("an Elemental card"): a
    choice made as it enters (2007 419.1b; 2026 614.12a), the action's `choices` naming the card revealed."""
    from rulings.engine.creature_types import CREATURE_TYPES
    lands = ("Plains", "Island", "Swamp", "Mountain", "Forest")
    wanted = [t for t in m.groups() if t]
    if not all(t in lands or t in CREATURE_TYPES for t in wanted) or "Land" not in card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"reveal_or_tapped": wanted}}]
