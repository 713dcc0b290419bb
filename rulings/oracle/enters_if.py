"""An "enters" trigger with an intervening "if" that names how its permanent was cast
("When this creature enters, if it was kicked / bargained, ..."; 2007 404.3, 2026
603.4): the ability without the "if" is read by the other templates, then the condition
is added, checked as it enters and on resolution."""
from __future__ import annotations

from .registry import NotUnderstood


def enters_trigger_if(card, m, skip, condition: dict) -> list[dict]:
    """The one "When ~ enters, [rest]" triggered ability the other ability templates read from
    `m.group("rest")` (not `skip`, the caller's own template), with `condition` as its "if"."""
    from .registry import ABILITY_TEMPLATES
    plain = "When ~ enters, " + m.group("rest")
    found = None
    for _family, pattern, fn in ABILITY_TEMPLATES:
        if fn is skip or pattern.fullmatch(plain) is None:
            continue
        try:
            found = fn(card, pattern.fullmatch(plain))
            break
        except NotUnderstood:
            continue
    if not found or len(found) != 1:
        raise NotUnderstood(m.group(0))
    ab = dict(found[0])
    trigger = ab.get("trigger") or {}
    if ab.get("kind") != "triggered" or trigger.get("event") != "comes_into_play" or trigger.get("who") != "self" or "if" in ab:
        raise NotUnderstood(m.group(0))
    ab["if"] = condition
    return [ab]
