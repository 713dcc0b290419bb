""" "Add {C} for each charge counter on this artifact." (Everflowing Chalice, Shrine of Boundless Growth),
"Add {G} for each +1/+1 counter on this creature." (Gyre Sage): one mana of that type for each counter of
that kind on the ability's source, counted as it resolves (2007 413.2; 2026 608.2), as the source last
existed if its cost sacrificed it (2007 413.2f; 2026 608.2h: rulings/engine/source_counters.py); a mana
ability (2007 406.1; 2026 605.1a) that adds nothing at 0 (2007 406.3; 2026 605.2).

Counters of a kind the engine doesn't count on the source (storage, time, lore) and "each counter" of any
kind stay text only.

Also read here: the noncreature subtypes mana_more.py's "Add {U} for each Clue you control." / "Add {C} for each
Locus on the battlefield." counts (artifact and nonbasic land types: 2026 205.3g, 205.3i), and "Add {G} for each
creature with power 4 or greater you control." (Leafkin Avenger), a description with a number in it, counted
as mass.py counts permanents."""
from __future__ import annotations

from .named_counters import _COUNTED
from .registry import NotUnderstood, effect_template

PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land"}
#: artifact types and nonbasic land types a "for each [subtype] you control / on the battlefield" may count
NONCREATURE_SUBTYPES = ("Clue", "Food", "Treasure", "Blood", "Gold", "Map", "Powerstone", "Incubator", "Junk", "Equipment", "Vehicle",
                        "Gate", "Locus", "Desert", "Cave", "Lair", "Sphere", "Town", "Planet")


@effect_template(rf"add (\{{[WUBRGC]\}}) for each (\+1/\+1|{_COUNTED}) counter on ~")
def add_mana_for_each_counter_on_it(eff, m):
    if not PERMANENT_TYPES & set(eff.card.types):
        raise NotUnderstood(m.group(0))  # "~" is a permanent with counters, not a spell
    kind = "plus_one" if m.group(2) == "+1/+1" else m.group(2).lower()
    eff.steps.append({"do": "add_mana_for_each", "mana": m.group(1).upper(), "amount": {"count": f"{kind}_counters_on_source"}})


@effect_template(r"add (\{[WUBRGC]\}) for each ([a-z]+ with power \d+ or greater you control)")
def add_mana_for_each_with_power(eff, m):
    """ "Add {G} for each creature with power 4 or greater you control." (Leafkin Avenger): the creatures
    counted as it resolves (mass.counted)."""
    from .mass import counted
    eff.steps.append({"do": "add_mana_for_each", "mana": m.group(1).upper(), "amount": counted(eff, m.group(2), 1)})
