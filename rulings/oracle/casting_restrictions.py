"""Casting restrictions and a spell's own last instruction:

- "Cast this spell only during combat before blockers are declared." and the other times of
  rulings/engine/casting_restrictions.py (2026 601.3; 2007 408.1a): a keyword ability
  `cast_only` the engine checks as the spell is announced. Any other "Cast this spell only ..."
  (a condition such as "if you've cast another spell this turn") stays text only.
- "Exile Temporal Mastery." on an instant or sorcery: the spell exiles itself as it resolves
  instead of going to the graveyard (2026 608.2n; 2007 413.2h; rulings/engine/spell_exiles_itself.py).
  "Exile ~ with three time counters on it" is time_counters.py's.
"""
from __future__ import annotations

import re

from rulings.engine.casting_restrictions import ORACLE

from .registry import NotUnderstood, pass_on, ability_template, effect_template

#: "Cast ~ only during combat." -> "combat" (the card's name and "this spell" read as ~)
_CAST_ONLY = {f"Cast ~ only {words}.": what for what, words in ORACLE.items()}


def cast_only(plain: str) -> dict | None:
    """The `cast_only` keyword of a "Cast this spell only [time]." paragraph, or the `flash_for_more` one of
    "You may cast this spell as though it had flash if you pay {2} more to cast it."; None if it says something else."""
    what = _CAST_ONLY.get(plain)
    if what:
        return {"kind": "keyword", "keyword": "cast_only", "what": what}
    m = _FLASH_FOR_MORE.fullmatch(plain)
    return {"kind": "keyword", "keyword": "flash_for_more", "cost": "{%s}" % m.group(1)} if m else None


#: 2026 601.3c; 2007 409.1f (rulings/engine/casting_restrictions.flash_for_more): generic mana only
_FLASH_FOR_MORE = re.compile(r"You may cast ~ as though it had flash if you pay \{(\d+)\} more to cast it\.")


@ability_template(r"You may cast ~ as though it had flash if you pay \{\d+\} more to cast it\.")
def flash_for_more_on_a_permanent_card(card, m):
    """A permanent card's "as though it had flash if you pay {2} more": the same keyword."""
    return [cast_only(m.group(0))]


@ability_template(r"Cast ~ only [^.]+\.")
def cast_only_on_a_permanent_card(card, m):
    """A permanent card's own restriction: the same keyword, checked as its spell is announced."""
    only = cast_only(m.group(0))
    if only is None:
        raise NotUnderstood(m.group(0))
    return [only]


@effect_template(r"exile ~")
def exile_this_spell(eff, m):
    """608.2n / 413.2h: on an instant or sorcery only (a permanent's "exile ~" is another instruction:
    flicker_returns.exile_itself_to_return reads one)."""
    if not {"Instant", "Sorcery"} & set(eff.card.types):
        return pass_on(eff, m, exile_this_spell)
    eff.steps.append({"do": "exile_this_spell"})


@ability_template(r"(Players|Your opponents) can't gain life\.")
def cant_gain_life(card, m):
    """A permanent's static ability (rulings/engine/cant_gain_life.py: 2007 103.2; 2026 101.2, 119.7)."""
    return [{"kind": "keyword", "keyword": "players_cant_gain_life" if m.group(1) == "Players" else "opponents_cant_gain_life"}]


_ONE_SPELL = {"Each player": "each_player_one_spell_each_turn", "You": "you_one_spell_each_turn",
              "Each opponent": "opponents_one_spell_each_turn", "Your opponents": "opponents_one_spell_each_turn"}


@ability_template(r"(Each player|You|Each opponent|Your opponents) can't cast more than one spell each turn\.")
def one_spell_each_turn(card, m):
    """A permanent's static ability: rulings/engine/casting_restrictions.py ("can't" wins: 2007 103.2; 2026 101.2)."""
    return [{"kind": "keyword", "keyword": _ONE_SPELL[m.group(1)]}]


@effect_template(r"sacrifice a creature")
def sacrifice_a_creature(eff, m):
    """ "At the beginning of your upkeep, sacrifice a creature.": its controller chooses one they control
    as it resolves (2007 413.2c; 2026 608.2d, 701.21a; rulings/engine/effects/sacrifice_a_creature.py)."""
    eff.steps.append({"do": "sacrifice_a_creature"})


@ability_template(r"Skip your draw step\.")
def skip_draw_step(card, m):
    """A permanent's static ability: rulings/engine/skip_draw_step.py (2007 419.6e; 2026 614.1b, 614.10)."""
    return [{"kind": "keyword", "keyword": "skip_draw_step"}]
