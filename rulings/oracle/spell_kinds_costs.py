"""A permanent's cost reductions and increases for kinds of spells that spell_costs.py's templates don't
read: two creature types ("Kithkin spells and Soldier spells you cast cost {1} less to cast", the
Bannerets: a spell that is both costs {1} less once, its subtypes any of them), colorless and
multicolored spells ("Colorless spells you cast cost {1} less to cast", Herald of Kozilek;
"Multicolored spells cost {2} less to cast", Urza's Filter: 2007 203.2 and the glossary; 2026
105.2a-c), "During turns other than yours, spells you cast cost {1} less to cast" (Naiad of
Hidden Coves), "The second spell you cast each turn costs {1} less to cast" (Highspire Bell-Ringer), and a
colored increase: "Black spells you cast cost {B} more to cast" (Andradite Leech). All are applied as the total cost is determined (2007 409.1f; 2026 601.2f, 118.7a):
rulings/engine/spell_costs.py."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template

CASTERS = {"you cast": "you", "your opponents cast": "opponent", None: None}


def _static(n: str, direction: str, spells, caster: str | None, **more) -> list[dict]:
    if int(n) < 1:
        raise NotUnderstood(n)
    sc: dict = {direction: int(n), "spells": spells, **more}
    if CASTERS[caster]:
        sc["caster"] = CASTERS[caster]
    return [{"kind": "static", "spell_cost": sc}]


@ability_template(r"([A-Z][a-z]+) spells and ([A-Z][a-z]+) spells (you cast |your opponents cast )?cost \{(\d+)\} (less|more) to cast\.")
def two_creature_types(card, m) -> list[dict]:
    """ "Kithkin spells and Soldier spells you cast cost {1} less to cast" (Ballyrush Banneret): a spell of
    either creature type (a changeling's too, spell_costs.fits), once however many it has."""
    one, two = m.group(1), m.group(2)
    if one == two or one not in CREATURE_TYPES or two not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    return _static(m.group(4), m.group(5), {"subtypes": [one, two]}, (m.group(3) or "").strip() or None)


@ability_template(r"(Colorless|Multicolored) spells (you cast |your opponents cast )?cost \{(\d+)\} (less|more) to cast\.")
def color_kind_spells(card, m) -> list[dict]:
    """ "Colorless spells you cast cost {1} less to cast" (Herald of Kozilek), "Multicolored spells cost
    {2} less to cast" (Urza's Filter: every player's)."""
    return _static(m.group(3), m.group(4), {"color_kind": m.group(1).lower()}, (m.group(2) or "").strip() or None)


@ability_template(r"During turns other than yours, spells (you cast|your opponents cast) cost \{(\d+)\} (less|more) to cast\.")
def other_turns(card, m) -> list[dict]:
    """ "During turns other than yours, spells you cast cost {1} less to cast" (Naiad of Hidden Coves):
    not while it is the turn of the permanent's controller."""
    if not ({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(card.types)):
        raise NotUnderstood(m.group(0))
    return _static(m.group(2), m.group(3), "any", m.group(1), during="not_your_turn")


@ability_template(r"(White|Blue|Black|Red|Green) spells (you cast |your opponents cast )?cost ((?:\{[WUBRG]\}){1,3}) more to cast\.")
def colored_increase(card, m) -> list[dict]:
    """ "Black spells you cast cost {B} more to cast." (Andradite Leech, Derelor): colored mana added to the
    total cost of each spell of that color (rulings/engine/colored_cost_increases.py)."""
    sc: dict = {"more_mana": m.group(3), "spells": {"colors": [m.group(1).lower()]}}
    if CASTERS[(m.group(2) or "").strip() or None]:
        sc["caster"] = CASTERS[m.group(2).strip()]
    return [{"kind": "static", "spell_cost": sc}]


@ability_template(r"The second spell you cast each turn costs \{(\d+)\} less to cast\.")
def second_spell(card, m) -> list[dict]:
    """ "The second spell you cast each turn costs {1} less to cast." (Highspire Bell-Ringer): a spell its
    controller casts after exactly one other this turn."""
    if not ({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(card.types)):
        raise NotUnderstood(m.group(0))
    return _static(m.group(1), "less", "any", "you cast", nth_spell_this_turn=2)
