"""Monstrosity and adapt (2026 701.37 / 701.46): "{5}{G}{G}: Monstrosity 3." and
"{2}{G}: Adapt 2." say a keyword action of the permanent whose ability it is;
"When ~ becomes monstrous, ..." triggers as it becomes monstrous."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template


def _creature_only(eff, m) -> int:
    """Only a creature card's own ability: "this permanent" is the card itself. A fixed N
    only: "Monstrosity X" (701.37c, X read later by other abilities) stays text only."""
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return int(m.group(1))


@effect_template(r"monstrosity (\d+)")
def monstrosity(eff, m):
    """701.37a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous"."""
    eff.steps.append({"do": "monstrosity", "amount": _creature_only(eff, m)})


@effect_template(r"adapt (\d+)")
def adapt(eff, m):
    """701.46a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it"."""
    eff.steps.append({"do": "adapt", "amount": _creature_only(eff, m)})


@ability_template(r"When ~ becomes monstrous, ([^\"]+)")
def becomes_monstrous(card, m):
    """A triggered ability of the permanent itself (603.2): it triggers as its monstrosity
    resolves. An effect that reads the monstrosity's X (701.37c) stays text only."""
    from .triggered import _triggered
    if not card.is_permanent_creature or "X" in m.group(1):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "becomes_monstrous", "who": "self"}, m.group(1))


@ability_template(r"As long as ~ is monstrous, it has ([a-z ,]+)\.")
def has_while_monstrous(card, m):
    """ "As long as ~ is monstrous, it has trample": abilities it has only while it has the
    designation (701.37b), which reads no characteristic."""
    from .statics import _has
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "self", "gains": ab, "while": {"self_monstrous": True}} for ab in _has(m.group(1))]
