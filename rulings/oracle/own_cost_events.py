"""A spell's own cost reduction by what happened this turn or what its caster's graveyard holds, beyond
spell_costs.py's counts: "This spell costs {3} less to cast if a creature died this turn" (Bone Picker),
"... {1} less to cast for each creature that died this turn" (Diregraf Rebirth), "Delirium — This spell
costs {2} less to cast if (as long as) there are four or more card types among cards in your graveyard"
(Scour the Laboratory, Drag to the Roots), "Vivid — This spell costs {1} less to cast for each color among
permanents you control" (Rime Chill), "... {1} less to cast during your turn" (Mental Modulation), "... {2} less to
cast if it targets a blue spell" (Mystical Dispute). Counted as the total cost is determined (2007 409.1f; 2026
601.2f) and locked in then (2007 409.1h; 2026 601.2h): every creature, any player's, that died this turn
(2026 700.4; 2007 "put into a graveyard from play"); the card types among the cards in the caster's
graveyard (2026 205.2a), the spell itself, on the stack, not among them (rulings/engine/cost_counts.py)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

#: the templates below, for an instant's or sorcery's paragraph (compiler.py reads those apart from a permanent's abilities)
_TEMPLATES = []


def _template(pattern: str):
    def register(fn):
        _TEMPLATES.append((re.compile(pattern), fn))
        return ability_template(pattern)(fn)
    return register


def spell_line(card, plain: str) -> list[dict] | None:
    """An instant's or sorcery's paragraph one of this module's templates reads, or None."""
    for pattern, fn in _TEMPLATES:
        if (m := pattern.fullmatch(plain)) is not None:
            return fn(card, m)
    return None


def _self(n: str, **condition) -> list[dict]:
    if int(n) < 1:
        raise NotUnderstood(n)
    return [{"kind": "static", "spell_cost": {"less": int(n), "spells": "self", **condition}}]


@_template(r"~ costs \{(\d+)\} less to cast if a creature died this turn\.")
def if_a_creature_died(card, m) -> list[dict]:
    return _self(m.group(1), **{"if": {"count": "creatures_died_this_turn", "at_least": 1}})


@_template(r"~ costs \{(\d+)\} less to cast for each creature that died this turn\.")
def for_each_creature_died(card, m) -> list[dict]:
    return _self(m.group(1), for_each={"count": "creatures_died_this_turn"})


@_template(r"Delirium — ~ costs \{(\d+)\} less to cast (?:if|as long as) there are four or more card types among cards in "
                  r"your graveyard\.")
def delirium(card, m) -> list[dict]:
    return _self(m.group(1), **{"if": {"count": "card_types_in_your_graveyard", "at_least": 4}})


@_template(r"Vivid — ~ costs \{(\d+)\} less to cast for each color among permanents you control\.")
def vivid(card, m) -> list[dict]:
    """ "Vivid — This spell costs {1} less to cast for each color among permanents you control." (Rime Chill): the
    colors any of the caster's permanents has as the total cost is determined (2026 105.1)."""
    return _self(m.group(1), for_each={"count": "colors_among_permanents_you_control"})


@_template(r"~ costs \{(\d+)\} less to cast during your turn\.")
def during_your_turn(card, m) -> list[dict]:
    """ "This spell costs {1} less to cast during your turn." (Mental Modulation): its caster's own turn."""
    return _self(m.group(1), **{"if": {"count": "your_turn", "at_least": 1}})


@_template(r"~ costs \{(\d+)\} less to cast if it targets an? ([a-z]+(?: or [a-z]+)? spell)\.")
def if_it_targets_a_spell(card, m) -> list[dict]:
    """ "This spell costs {2} less to cast if it targets a blue spell." (Mystical Dispute), "... a creature spell" (Out of
    Air): one of its targets, chosen before the total cost is determined (2007 409.1c; 2026 601.2c), is such a spell."""
    from .targets import parse
    flt = parse("target " + m.group(2))
    if flt.get("zone") != "stack" or set(flt) - {"zone", "types", "not_types", "colors"}:
        raise NotUnderstood(m.group(0))
    return _self(m.group(1), if_targets=flt)
