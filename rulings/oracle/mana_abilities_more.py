"""Storage and depletion lands: lands that keep mana as counters, or spend themselves as they make it
(rulings/engine/storage_counters.py; counters: 2026 122.1, the February 2007 rules define a counter
only in their glossary; mana abilities: 2007 406; 2026 605).

- "{T}: Put a storage counter on this land.", "{1}, {T}: Put a storage counter on this land."
  (Saprazzan Cove, Mage-Ring Network): an activated ability that isn't a mana ability (it adds no mana);
- "At the beginning of your upkeep, if this land is tapped, put a storage counter on it." (Bottomless
  Vault): an intervening "if" (2007 404.3; 2026 603.4);
- "{T}, Remove any number of storage counters from this land: Add {B} for each storage counter removed
  this way.": a mana ability (2007 406.1; 2026 605.1a) whose player chooses the number as the cost is
  paid (the action's `pay: {"remove_counters": N}`; 2026 107.1c: "any number" may be zero);
- "This land enters tapped with two depletion counters on it." and "{T}, Remove a depletion counter from
  this land: Add {B}{B}. If there are no depletion counters on this land, sacrifice it." (Peat Bog): the
  mana ability's second effect happens as it resolves (2007 406.1; 2026 605.1a).

- "{1}, Remove X storage counters from this land: Add X mana in any combination of {R} and/or {G}." (Fungal
  Reaches): X announced (2007 409.1b; 2026 601.2b), the mana chosen as it resolves;
- Land Cap's "This land doesn't untap during your untap step if it has a depletion counter on it.", "At the
  beginning of your upkeep, remove a depletion counter from this land." and "{T}: Add {W} or {U}. Put a
  depletion counter on this land.";
- "{T}: Add {R} or {G}. Each opponent gains 1 life." (Grove of the Burnwillows) and "{T}, Mill a card: Add
  {C}." (Deranged Assistant; rulings/engine/mill_costs.py).

A land whose storage counters are only counted (City of Shadows) or pay for "X mana in any combination of
colors" with a spending restriction (Crucible of the Spirit Dragon) stays text only."""
from __future__ import annotations

import re

from .activation_limits import without_restriction
from .registry import NotUnderstood, ability_template, effect_template, read_by_others
from .text import NUMBER, amount

MANA_SYMBOL = r"\{[WUBRGC]\}"


@effect_template(r"put a storage counter on ~")
def put_a_storage_counter(eff, m):
    """ "{T}: Put a storage counter on this land.": on the permanent whose ability it is (a storage counter
    means nothing by itself; the land's own "Remove any number of storage counters" cost reads them)."""
    if "Land" not in eff.card.types:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": "storage", "amount": 1, "to": "self"})


@ability_template(r"At the beginning of your upkeep, if ~ is tapped, put a storage counter on it\.")
def upkeep_storage_counter(card, m) -> list[dict]:
    """ "At the beginning of your upkeep, if this land is tapped, put a storage counter on it.": checked as
    the upkeep begins (no trigger if untapped) and again as it resolves (2007 404.3; 2026 603.4)."""
    if "Land" not in card.types:
        raise NotUnderstood(m.group(0))
    out = read_by_others(card, "At the beginning of your upkeep, put a storage counter on ~.", lambda _family, fn: fn is upkeep_storage_counter)
    if not out or len(out) != 1 or out[0].get("kind") != "triggered" or "if" in out[0] \
            or out[0].get("effect") != [{"do": "put_counters", "counter": "storage", "amount": 1, "to": "self"}]:
        raise NotUnderstood(m.group(0))
    return [{**out[0], "if": {"source_tapped": True}, "text": m.group(0)}]


@ability_template(rf"([^:\"—]+), Remove any number of storage counters from ~: Add ({MANA_SYMBOL}) for each storage counter removed this way\.")
def remove_any_number_of_storage_counters(card, m) -> list[dict]:
    """ "{T}, Remove any number of storage counters from this land: Add {B} for each storage counter
    removed this way.": one mana of that type for each counter the cost removed."""
    if "Land" not in card.types:
        raise NotUnderstood(m.group(0))
    ab = without_restriction(card, f"{m.group(1)}: Add {{C}}.")  # the rest of the cost, as any mana ability's
    if [dict(st) for st in ab.get("effect", ())] != [{"do": "add_mana", "mana": "{C}"}] or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(m.group(1))
    cost = {**ab["cost"], "remove_any_counters": "storage"}
    effect = [{"do": "add_mana_for_each", "mana": m.group(2), "amount": {"count": "counters_removed_this_way"}}]
    return [{**ab, "cost": cost, "effect": effect, "text": m.group(0)}]


@ability_template(rf"~ enters tapped with ({NUMBER}) depletion counters? on it\.")
def enters_with_depletion_counters(card, m) -> list[dict]:
    """ "This land enters tapped with two depletion counters on it.": a replacement effect (2007 419.1b;
    2026 614.1c), so it is never on the battlefield untapped or without them."""
    n = amount(m.group(1))
    if "Land" not in card.types or not isinstance(n, int) or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"tapped": True, "counters": {"depletion": n}}}]


@ability_template(rf"([^:\"—]+), Remove a depletion counter from ~: Add ((?:{MANA_SYMBOL})+)\. If there are no depletion counters on ~, sacrifice it\.")
def depletion_mana_ability(card, m) -> list[dict]:
    """ "{T}, Remove a depletion counter from this land: Add {B}{B}. If there are no depletion counters on
    this land, sacrifice it.": the mana, then the land sacrificed if that was its last counter, both as
    the mana ability resolves (2007 406.1; 2026 605.1a)."""
    if "Land" not in card.types or not re.fullmatch(r"(?:\{[WUBRGC]\})+", m.group(2)):
        raise NotUnderstood(m.group(0))
    ab = without_restriction(card, f"{m.group(1)}: Add {m.group(2)}.")
    if [dict(st) for st in ab.get("effect", ())] != [{"do": "add_mana", "mana": m.group(2)}] or set(ab) - {"kind", "cost", "effect", "text"} \
            or "remove_counters" in ab["cost"]:
        raise NotUnderstood(m.group(1))
    cost = {**ab["cost"], "remove_counters": {"depletion": 1}}
    effect = [{"do": "add_mana", "mana": m.group(2)}, {"do": "sacrifice_if_no_counters", "counter": "depletion"}]
    return [{**ab, "cost": cost, "effect": effect, "text": m.group(0)}]


@ability_template(r"~ doesn't untap during your untap step if it has a depletion counter on it\.")
def doesnt_untap_with_a_depletion_counter(card, m) -> list[dict]:
    """ "This land doesn't untap during your untap step if it has a depletion counter on it." (Land Cap):
    checked as its controller's untap step untaps their permanents (2007 302.2; 2026 502.3)."""
    if "Land" not in card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "doesnt_untap_with_depletion_counter"}]


@effect_template(r"remove a depletion counter from ~")
def remove_a_depletion_counter(eff, m):
    """ "At the beginning of your upkeep, remove a depletion counter from this land.": one, if it has one
    (with none, nothing: 2007 103.3; 2026 101.3)."""
    if "Land" not in eff.card.types:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "remove_counters", "counter": "depletion", "amount": 1, "to": "self"})


@ability_template(rf"(\{{T\}}): (Add {MANA_SYMBOL} or {MANA_SYMBOL})\. Put a depletion counter on ~\.")
def mana_then_a_depletion_counter(card, m) -> list[dict]:
    """ "{T}: Add {W} or {U}. Put a depletion counter on this land." (Land Cap): the mana ability's
    second effect happens as it resolves (2007 406.1; 2026 605.1a)."""
    if "Land" not in card.types:
        raise NotUnderstood(m.group(0))
    ab = without_restriction(card, f"{m.group(1)}: {m.group(2)}.")
    effect = [dict(st) for st in ab.get("effect", ())]
    if len(effect) != 1 or effect[0].get("do") != "add_mana" or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(m.group(0))
    effect.append({"do": "put_counters", "counter": "depletion", "amount": 1, "to": "self"})
    return [{**ab, "effect": effect, "text": m.group(0)}]


@ability_template(r"([^:\"—]+), Remove X storage counters from ~: Add X mana in any combination of \{([WUBRG])\} and/or \{([WUBRG])\}\.")
def remove_x_storage_counters(card, m) -> list[dict]:
    """ "{1}, Remove X storage counters from this land: Add X mana in any combination of {B} and/or {R}."
    (Molten Slagheap): X announced as it is activated (2007 409.1b; 2026 601.2b, 107.3a), the mana chosen as
    it resolves (2007 413.2c; 2026 608.2d), the activation's `choice` spelling it ("BBR")."""
    if "Land" not in card.types or m.group(2) == m.group(3):
        raise NotUnderstood(m.group(0))
    ab = without_restriction(card, f"{m.group(1)}: Add {{C}}.")
    if [dict(st) for st in ab.get("effect", ())] != [{"do": "add_mana", "mana": "{C}"}] or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(m.group(1))
    step = {"do": "add_mana", "combination": {"amount": {"count": "counters_removed_this_way"}, "of": [m.group(2), m.group(3)]}}
    return [{**ab, "cost": {**ab["cost"], "remove_x_counters": "storage"}, "effect": [step], "text": m.group(0)}]


@ability_template(r"([^:\"—]+): (Add [^.\"]+)\. (Each opponent gains (?:\d+) life)\.")
def mana_and_each_opponent_gains_life(card, m) -> list[dict]:
    """ "{T}: Add {R} or {G}. Each opponent gains 1 life." (Grove of the Burnwillows): a mana ability's other
    effect happens as it resolves, without the stack (2007 406.1, 411.1; 2026 605.1a, 605.3b)."""
    from .registry import parse_effect
    from .text import sentences
    ab = without_restriction(card, f"{m.group(1)}: {m.group(2)}.")
    effect = [dict(st) for st in ab.get("effect", ())]
    if len(effect) != 1 or effect[0].get("do") != "add_mana" or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(m.group(0))
    other = parse_effect(card, sentences(m.group(3) + "."))
    if other.targets or len(other.steps) != 1 or other.steps[0].get("do") != "for_each" or other.steps[0].get("players") != "each_opponent":
        raise NotUnderstood(m.group(3))
    return [{**ab, "effect": effect + other.steps, "text": m.group(0)}]


@ability_template(r"\{T\}, Mill a card: (Add [^.\"]+)\.")
def mill_a_card_for_mana(card, m) -> list[dict]:
    """ "{T}, Mill a card: Add {C}." (Deranged Assistant): a mana ability (2007 406.1; 2026 605.1a) whose cost
    mills its player's top card, payable only with a card in the library (2026 701.17b;
    rulings/engine/mill_costs.py)."""
    ab = without_restriction(card, f"{{T}}: {m.group(1)}.")
    effect = [dict(st) for st in ab.get("effect", ())]
    if len(effect) != 1 or effect[0].get("do") != "add_mana" or set(ab) - {"kind", "cost", "effect", "text"} or ab["cost"] != {"tap": True}:
        raise NotUnderstood(m.group(0))
    return [{**ab, "cost": {"tap": True, "mill": 1}, "effect": effect, "text": m.group(0)}]


@ability_template(r"([^:\"—]+): Add two mana of different colors\.")
def two_mana_of_different_colors(card, m) -> list[dict]:
    """ "{T}: Add two mana of different colors." (Firemind Vessel): its player chooses the two colors as it
    resolves (2007 413.2c; 2026 608.2d), the activation's `choice` spelling them ("UR"), no color twice
    (rulings/engine/mana_combination.py)."""
    ab = without_restriction(card, f"{m.group(1)}: Add {{C}}.")
    if [dict(st) for st in ab.get("effect", ())] != [{"do": "add_mana", "mana": "{C}"}] or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(m.group(1))
    return [{**ab, "effect": [{"do": "add_mana", "combination": {"amount": 2, "different": True}}], "text": m.group(0)}]
