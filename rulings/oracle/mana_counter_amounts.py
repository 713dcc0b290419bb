""" "Add {C} for each charge counter on this artifact." (Everflowing Chalice, Shrine of Boundless Growth),
"Add {G} for each +1/+1 counter on this creature." (Gyre Sage): one mana of that type for each counter of
that kind on the ability's source, counted as it resolves (2007 413.2; 2026 608.2), as the source last
existed if its cost sacrificed it (2007 413.2f; 2026 608.2h: rulings/engine/source_counters.py); a mana
ability (2007 406.1; 2026 605.1a) that adds nothing at 0 (2007 406.3; 2026 605.2).

Counters of a kind the engine doesn't count on the source (storage, time, lore) and "each counter" of any
kind stay text only."""
from __future__ import annotations

from .named_counters import _COUNTED
from .registry import NotUnderstood, effect_template

PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land"}


@effect_template(rf"add (\{{[WUBRGC]\}}) for each (\+1/\+1|{_COUNTED}) counter on ~")
def add_mana_for_each_counter_on_it(eff, m):
    if not PERMANENT_TYPES & set(eff.card.types):
        raise NotUnderstood(m.group(0))  # "~" is a permanent with counters, not a spell
    kind = "plus_one" if m.group(2) == "+1/+1" else m.group(2).lower()
    eff.steps.append({"do": "add_mana_for_each", "mana": m.group(1).upper(), "amount": {"count": f"{kind}_counters_on_source"}})
