"""Intervening "if"s of upkeep and end step triggers (2007 404.3; 2026 603.4: checked as the step begins and again as
the ability resolves) about its controller's lands, hand and permanents and the opponents' creatures, played by
rulings/engine/board_life_conditions.py:

- "At the beginning of your end step, if you control no untapped lands, draw a card." (Well of Discovery; Well of
  Life's "you gain 2 life"): `{"you_control_no_untapped_lands": true}`;
- "At the beginning of your upkeep, if you have three or fewer cards in hand, this artifact deals 1 damage to target
  opponent or planeswalker." (Scalding Tongs): `{"your_hand_at_most": 3}`;
- "At the beginning of your upkeep, if you control seven or more permanents, return this creature to its owner's
  hand." (Complex Automaton): `{"you_control_permanents_at_least": 7}`;
- "At the beginning of your upkeep, if your opponents control no creatures, this creature deals 4 damage to you."
  (Kezzerdrix): `{"opponents_control_no_creatures": true}`;
- "if there are four or more creatures on the battlefield" (Planar Collapse), "if there are seven or more lands on the
  battlefield" (Impending Disaster): `{"creatures_on_battlefield_at_least": 4}`, `{"lands_on_battlefield_at_least": 7}`,
  every player's; "if there are no Zombies on the battlefield" (Sarcomancy): `{"no_kind_on_battlefield": "Zombie"}` (a
  plain plural of a capitalized subtype; "Plains", "Elves" and the like stay text only).

Each is added to intervening_if.CONDITIONS, so any triggered ability's "if" with these words reads it. Narrower words
("no untapped Forests", "seven or more nonland permanents", "an opponent controls no creatures") match none of these
and stay text only."""
from __future__ import annotations

from . import intervening_if
from .registry import NotUnderstood, ability_template, read_by_others

intervening_if.CONDITIONS += (
    (r"you control no untapped lands", lambda m: {"you_control_no_untapped_lands": True}),
    (rf"you have {intervening_if.COUNT} or fewer cards in hand", lambda m: {"your_hand_at_most": intervening_if._n(m.group(1))}),
    (rf"you control {intervening_if.COUNT} or more permanents",
     lambda m: {"you_control_permanents_at_least": intervening_if._n(m.group(1))}),
    (r"your opponents control no creatures", lambda m: {"opponents_control_no_creatures": True}),
)


def _no_kind(m) -> dict:
    word = m.group(1)
    if word in ("Zombies", "Faeries"):  # a plain "s" after a subtype ending in "ie"
        return {"no_kind_on_battlefield": word[:-1]}
    if word == "Plains" or word.endswith(("ies", "ves", "ses", "xes", "ches", "shes")):
        raise NotUnderstood(m.group(0))
    return {"no_kind_on_battlefield": word[:-1]}


intervening_if.CONDITIONS += (
    (rf"there are {intervening_if.COUNT} or more creatures on the battlefield",
     lambda m: {"creatures_on_battlefield_at_least": intervening_if._n(m.group(1))}),
    (rf"there are {intervening_if.COUNT} or more lands on the battlefield",
     lambda m: {"lands_on_battlefield_at_least": intervening_if._n(m.group(1))}),
    (r"there are no ([A-Z][a-z]+s) on the battlefield", _no_kind),
)


# "if this enchantment has no charge counters on it" (Mana Bloom), "if there are no arrowhead counters on this artifact"
# (Serrated Arrows): `{"source_has_no_counters": "charge"}`, the source on the battlefield with no counter of that kind
intervening_if.CONDITIONS += (
    (r"~ has no ([a-z]+) counters on it", lambda m: {"source_has_no_counters": m.group(1)}),
    (r"there are no ([a-z]+) counters on ~", lambda m: {"source_has_no_counters": m.group(1)}),
)


@ability_template(r"(At the beginning of your upkeep, if (?:~ has no [a-z]+ counters on it|there are no [a-z]+ counters on ~), )"
                  r"(sacrifice|return) it( to its owner's hand)?\.")
def no_counters_then_it(card, m):
    """ "..., sacrifice it." / "..., return it to its owner's hand.": "it" is the source the condition names (~)."""
    if (m.group(2) == "return") != bool(m.group(3)):
        raise NotUnderstood(m.group(0))
    said = f"{m.group(1)}{m.group(2)} ~{m.group(3) or ''}."
    found = read_by_others(card, said, lambda family, fn: fn is no_counters_then_it)
    if found is None:
        raise NotUnderstood(m.group(0))
    return found
