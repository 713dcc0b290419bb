"""Restrictions and requirements on attacking and blocking, one sentence each:
"~ can block only creatures with flying", "~ attacks each combat if able", "~ can't
be blocked by creatures with power 2 or less", "All creatures able to block ~ do so"
(508.1c-d and 509.1b-c in 2026; 308.2a, 309.2a and 500.4 in 2007)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template


@ability_template(r"~ (can block only creatures with flying|attacks each combat if able|can't be blocked by more than one creature|"
                  r"can't attack or block alone|can't attack alone|can't block alone|doesn't untap during your untap step)\.")
def combat_restriction(card, m):
    """Restrictions on how it attacks or blocks (508.1c / 509.1b in 2026), the
    requirement "attacks each combat if able" (508.1d), and "doesn't untap" (502.3)."""
    words = {"can block only creatures with flying": ["block_only_flying"], "attacks each combat if able": ["attacks_each_combat"],
             "can't be blocked by more than one creature": ["cant_be_blocked_by_more_than_one"],
             "can't attack or block alone": ["cant_attack_alone", "cant_block_alone"], "can't attack alone": ["cant_attack_alone"],
             "can't block alone": ["cant_block_alone"], "doesn't untap during your untap step": ["doesnt_untap"]}[m.group(1)]
    if words != ["doesnt_untap"] and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))  # "this creature" on a card that is not one (a Vehicle's)
    return [{"kind": "keyword", "keyword": k} for k in words]


@ability_template(r"~ can't be blocked by (artifact creatures|Walls|creatures with flying)\.")
def blocked_by_kind(card, m):
    what = {"artifact creatures": "artifact_creatures", "Walls": "walls", "creatures with flying": "creatures_with_flying"}[m.group(1)]
    return [{"kind": "keyword", "keyword": "cant_be_blocked_by", "what": what}]


@ability_template(r"~ can't block creatures with power (\d+) or (less|greater)\.")
def blocks_by_power(card, m):
    key = "at_most" if m.group(2) == "less" else "at_least"
    return [{"kind": "keyword", "keyword": "cant_block_power", key: int(m.group(1))}]


@ability_template(r"(Creatures with power less than ~'s power can't block it|~ can't be blocked except by three or more creatures|"
                  r"~ can't block and can't be blocked)\.")
def more_restrictions(card, m):
    words = {"Creatures with power less than ~'s power can't block it": ["cant_be_blocked_by_lesser_power"],
             "~ can't be blocked except by three or more creatures": ["cant_be_blocked_except_by_three_or_more"],
             "~ can't block and can't be blocked": ["cant_block", "unblockable"]}[m.group(1)]
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": k} for k in words]


@ability_template(r"(All creatures able to block ~ do so|~ must be blocked if able|~ blocks each combat if able|"
                  r"~ attacks or blocks each combat if able)\.")
def combat_requirement(card, m):
    """Requirements (508.1d / 509.1c in 2026): the declaration must obey as many as can be obeyed."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    words = {"All creatures able to block ~ do so": ["lure"], "~ must be blocked if able": ["must_be_blocked"],
             "~ blocks each combat if able": ["blocks_each_combat"],
             "~ attacks or blocks each combat if able": ["attacks_each_combat", "blocks_each_combat"]}[m.group(1)]
    return [{"kind": "keyword", "keyword": k} for k in words]


@ability_template(r"All creatures able to block enchanted creature do so\.")
def attached_lure(card, m):
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "lure"}}]


@ability_template(r"~ can't be blocked by creatures with power (\d+) or (less|greater)\.")
def blocked_by_power(card, m):
    key = "at_most" if m.group(2) == "less" else "at_least"
    return [{"kind": "keyword", "keyword": "cant_be_blocked_by_power", key: int(m.group(1))}]


@ability_template(r"~ can't attack unless defending player controls an? (Plains|Island|Swamp|Mountain|Forest)\.")
def cant_attack_unless(card, m):
    return [{"kind": "keyword", "keyword": "cant_attack_unless", "what": m.group(1)}]


@ability_template(r"~ can't (attack|block|attack or block) unless (.+)\.")
def cant_unless_condition(card, m):
    """ "This creature can't attack or block unless you control seven or more lands": a restriction checked as
    attackers or blockers are declared (2007 308.2a, 309.2a; 2026 508.1c, 509.1b), its condition one an intervening
    "if" reads (intervening_if.CONDITIONS), for the creature's controller."""
    from .intervening_if import CONDITIONS
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    for pattern, read in CONDITIONS:
        found = re.fullmatch(pattern, m.group(2))
        if found:
            cond = read(found)
            break
    else:
        raise NotUnderstood(m.group(0))
    kinds = {"attack": ["cant_attack_unless"], "block": ["cant_block_unless"],
             "attack or block": ["cant_attack_unless", "cant_block_unless"]}[m.group(1)]
    return [{"kind": "keyword", "keyword": kw, "if": dict(cond)} for kw in kinds]
