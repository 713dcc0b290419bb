"""Static power/toughness modifications multiplied by a count (rulings/engine/static_counts.py):

- "[~ | Enchanted creature | Equipped creature] gets +1/+1 for each [what]": "Enchanted creature
  gets +1/+1 for each Forest you control" (Blanchwood Armor), "~ gets +1/+1 for each enchantment on
  the battlefield" (Yavimaya Enchantress), "Domain — ~ gets +1/+1 for each basic land type among
  lands you control" (Wayfaring Giant; the ability word through counts_more.domain_ability);
- "[...] gets -X/-0, where X is the number of [what]" (Spontaneous Mutation): X is the count, so
  -X/-0 is -1/-0 for each.

[what] is read by power_toughness.count, the grammar of the characteristic-defining counts (the
same engine count), from its plural: "Forest you control" is "Forests you control". Anything else
("other", "named ~", "with ...", "its colors", counters) stays text only. The modification is
continuous and recounted whenever power and toughness are read (2007 418.4a, 418.5a 6d; 2026
611.3a, 613.4c).
"""
from __future__ import annotations

import re

from .power_toughness import SUBTYPES, count
from .registry import NotUnderstood, ability_template

_WHO = r"(~|Enchanted creature|Equipped creature)"
_AFFECTS = {"~": "self", "Enchanted creature": "enchanted", "Equipped creature": "equipped"}
#: a singular noun of "for each" and its plural, as power_toughness.count reads it
_PLURALS = {"creature": "creatures", "land": "lands", "artifact": "artifacts", "enchantment": "enchantments",
            "card": "cards", "basic land type": "basic land types"}


def _plural(what: str) -> str:
    """ "Forest you control" -> "Forests you control"; "creature card in your graveyard" ->
    "creature cards in your graveyard"."""
    if what == "poison counter your opponents have":  # Vishgraz: every opponent's, summed
        return "poison counters your opponents have"
    if what == "artifact and/or enchantment you control":  # Nettlecyst: each permanent that is either, once
        return "artifacts and/or enchantments you control"
    for one, many in _PLURALS.items():
        m = re.fullmatch(rf"((?:[a-z]+ )?){one}( (?:you control|your opponents control|on the battlefield|in .+|among .+))", what)
        if m:
            return m.group(1) + many + m.group(2)
    m = re.fullmatch(r"([A-Z][a-z]+)( (?:you control|your opponents control|on the battlefield))", what)
    if m:
        plurals = [k for k, v in SUBTYPES.items() if v == m.group(1)]
        if len(plurals) != 1:
            raise NotUnderstood(what)
        return plurals[0] + m.group(2)
    raise NotUnderstood(what)


def _static(card, who: str, power: int, toughness: int, spec: dict, text: str) -> list[dict]:
    if who == "~" and not card.is_permanent_creature:
        raise NotUnderstood(text)
    if who == "Enchanted creature" and "Aura" not in card.subtypes:
        raise NotUnderstood(text)
    if who == "Equipped creature" and "Equipment" not in card.subtypes:
        raise NotUnderstood(text)
    if not (-20 <= power <= 20 and -20 <= toughness <= 20) or (power, toughness) == (0, 0):
        raise NotUnderstood(text)
    return [{"kind": "static", "affects": _AFFECTS[who], "pump": {"power": power, "toughness": toughness}, "for_each": spec}]


@ability_template(rf"{_WHO} gets ([+-]\d+)/([+-]\d+) for each ([^.,]+)\.")
def gets_for_each(card, m):
    """ "Enchanted creature gets +1/+1 for each Forest you control"."""
    what = m.group(4)
    other = what.startswith("other ") and m.group(1) == "~"  # "for each other Rat you control": not ~ itself
    spec = count(_plural(what[len("other "):] if other else what))
    if other:
        if spec["count"] != "permanents":
            raise NotUnderstood(m.group(0))
        spec = {**spec, "other": True}
    return _static(card, m.group(1), int(m.group(2)), int(m.group(3)), spec, m.group(0))


@ability_template(rf"{_WHO} gets ([+-])(X|0)/([+-])(X|0), where X is the number of ([^.,]+)\.")
def gets_x_where_x_is(card, m):
    """ "Enchanted creature gets -X/-0, where X is the number of cards in your graveyard"."""
    if "X" not in (m.group(3), m.group(5)) or card.has_x:
        raise NotUnderstood(m.group(0))
    sign = {"+": 1, "-": -1}
    power = sign[m.group(2)] * (m.group(3) == "X")
    toughness = sign[m.group(4)] * (m.group(5) == "X")
    return _static(card, m.group(1), power, toughness, count(m.group(6)), m.group(0))


@ability_template(rf"{_WHO} gets -X/-X, where X is your life total\.")
def gets_minus_x_where_x_is_your_life_total(card, m):
    """Death's Shadow: "This creature gets -X/-X, where X is your life total": recounted as its
    controller's life changes (count "your_life_total")."""
    if card.has_x:
        raise NotUnderstood(m.group(0))
    return _static(card, m.group(1), -1, -1, {"count": "your_life_total"}, m.group(0))
