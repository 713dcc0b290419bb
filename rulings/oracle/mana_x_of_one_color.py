""" "Add X mana of any one color, where X is ..." (rulings/engine/mana_amounts.py, `add_mana_for_each`
with `one_of`): X counted as the instruction is followed (2007 413.2; 2026 608.2), then the color its
player chooses as it resolves (2007 413.2c; 2026 608.2d), named by the activation's `choice`:

- "{T}: Add X mana of any one color, where X is this creature's power." (Heronblade Elite, Kami of
  Whispered Hopes): the power then, or as the creature last existed (2007 413.2f; 2026 608.2h);
- "{T}: Add X mana of any one color, where X is the number of enchantments you control." (Sanctum
  Weaver), "... the number of creature cards in your graveyard." (Deathbloom Ritualist), "... the number
  of other Gates you control." (Baldur's Gate, the source itself left out): the counts the other "the
  number of" readers make (amounts.number_of); "the number of Allies you control" (Harabaz Druid), the
  permanents of that subtype;
- "... where X is the number of petal counters on this artifact." (Lotus Blossom): the counters on the
  ability's source, as it last existed if it was sacrificed to pay the cost (rulings/engine/source_counters.py).

A card with {X} in its mana cost, "1 plus ...", "the greatest toughness among ...", "the amount of life you
gained this turn", X removed counters, and a spending restriction after it ("Spend this mana only to
...", which mana_restrictions.py reads only on plain `add_mana`) stay text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template

ANY_COLOR = ["{W}", "{U}", "{B}", "{R}", "{G}"]


def _x(eff, words: str) -> dict:
    """The amount X is, or NotUnderstood."""
    from .named_counters import _COUNTED
    if words == "~'s power":
        if not eff.card.is_permanent_creature:
            raise NotUnderstood(words)
        return {"count": "power_of", "of": "self"}
    m = re.fullmatch(rf"the number of {_COUNTED} counters on ~", words)
    if m is not None:
        if not {"Artifact", "Creature", "Enchantment", "Land"} & set(eff.card.types):
            raise NotUnderstood(words)
        return {"count": f"{m.group(1).lower()}_counters_on_source"}
    m = re.fullmatch(r"the number of ([A-Za-z ]+)", words)
    if m is None or re.search(r"\b(?:another|that|those|it|its|this|target)\b", m.group(1)):
        raise NotUnderstood(words)  # a count of something named elsewhere
    from .amounts import number_of
    try:
        return number_of(eff, m.group(1))  # "other Gates you control": the source itself left out (counts_more.count_of)
    except NotUnderstood:
        from .mana_ability_costs import _PLURAL_SUBTYPES
        plural = re.fullmatch(r"([A-Z][a-z]+) you control", m.group(1))  # "Allies you control": a plural the describer lacks
        if plural is None or plural.group(1) not in _PLURAL_SUBTYPES:
            raise
        return {"count": "permanents", "filter": {"controller": "you", "subtypes": [_PLURAL_SUBTYPES[plural.group(1)]]}}


@effect_template(r"add X mana of any one color, where X is (.+)")
def add_x_mana_of_any_one_color(eff, m):
    """ "Add X mana of any one color, where X is the number of enchantments you control.": X counted, then
    the one color chosen, as it resolves."""
    if eff.card.has_x or eff.allow_x or re.search(r"\bX\b", m.group(1)):
        raise NotUnderstood(m.group(0))  # an X announced as it is cast or activated is another X
    amount = _x(eff, m.group(1))
    if amount.get("count") == "permanents" and amount.get("times"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "add_mana_for_each", "one_of": list(ANY_COLOR), "amount": amount})
