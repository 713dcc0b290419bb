""""[Trigger], you may sacrifice [a permanent]. When you do, [effect]" (Cornered Crook, Fireblade Artist,
General Traag, Cavalier of Night): a reflexive triggered ability (2026 603.12; under the February 2007
rules an ability the resolving effect creates, which triggers at once, 404.4), as unless_you.when_you_do
reads "you may pay {2}{R}. When you do, ...". The first ability's "you may sacrifice ..." is read as the
templates read it alone (the engine's `may` with its `pay_sacrifice`: the permanent chosen and sacrificed
as the effect is applied, 2007 413.2c; 2026 608.2d, 118.12); what follows "When you do" is the reflexive
ability (rulings/engine/effects/reflexive.py), its targets chosen as it is put on the stack after the
sacrifice, not with the first ability's.

Precision: the body must name nothing of the first ability or of the sacrifice ("it", "that creature",
"the sacrificed creature's power", "this way", an X): those stay text only, as do a body that is itself
optional or reflexive, "up to N" targets, and a sacrifice the engine's `may` doesn't name (another
creature or enchantment, a creature or Vehicle, a token)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, parse_effect, read_by_others
from .text import sentences


@ability_template(r"((?:When|Whenever|At) [^\"]+?), you may sacrifice ([^.\"]+)\. When you do, ([^\"]+)")
def sacrifice_when_you_do(card, m):
    """The triggered ability read without its "When you do" sentence must be one `may` that sacrifices
    and does nothing else; the reflexive ability is put in that `may`'s `then` (what happens only if
    the player chose to and sacrificed)."""
    head, what, body = m.groups()
    if re.search(r"\bWhen you do\b|\bIf you do\b", body) or " and " in what:
        raise NotUnderstood(m.group(0))
    if re.search(r"\b(?:it|its|it's|that|those|them|they|their|this way|sacrificed|X)\b", body, re.IGNORECASE):
        raise NotUnderstood(m.group(0))  # the sacrificed permanent, or anything else of the first ability
    found = read_by_others(card, f"{head}, you may sacrifice {what}.", lambda _family, fn: fn is sacrifice_when_you_do)
    if not found or len(found) != 1 or found[0].get("kind") != "triggered" or found[0].get("targets"):
        raise NotUnderstood(m.group(0))
    ab = found[0]
    steps = ab.get("effect") or []
    if len(steps) != 1 or steps[0].get("do") != "may" or steps[0].get("effect") or "then" in steps[0] or \
            "pay_sacrifice" not in steps[0] or {"pay", "pay_mana", "pay_life", "pay_energy", "pay_x"} & set(steps[0]):
        raise NotUnderstood(m.group(0))
    inner = parse_effect(card, sentences(body))
    if any(s.get("do") in ("may", "reflexive_trigger") for s in inner.steps) or \
            any(isinstance(t, dict) and (t.get("up_to") or t.get("x_targets")) for t in inner.targets):
        raise NotUnderstood(m.group(0))
    said = body.replace("~", "this creature" if card.is_permanent_creature else "this permanent")  # as the card says it
    reflexive = {"do": "reflexive_trigger", "effect": inner.steps, "text": f"When you do, {said}"}
    if inner.targets:
        reflexive["targets"] = inner.targets
    return [{**ab, "effect": [{**steps[0], "then": [reflexive]}]}]
