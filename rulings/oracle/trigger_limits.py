"""Limits on triggered abilities and the trigger conditions of batches:

- "[Triggered ability.] This ability triggers only once each turn." The ability
  without the sentence is compiled by the other templates (the first that reads it
  whole) and gets `"once_each_turn": true`, which rulings/engine/trigger_limits.py
  applies by the card's own words (neither edition has a numbered rule for it)."""
from __future__ import annotations

from .registry import ABILITY_TEMPLATES, NotUnderstood, ability_template

FAMILY = "trigger_limits"
ONCE = "This ability triggers only once each turn."


def without_limit(card, paragraph: str) -> dict:
    """The one triggered ability the other templates read `paragraph` as."""
    for family, pattern, fn in ABILITY_TEMPLATES:
        if family == FAMILY:
            continue
        m = pattern.fullmatch(paragraph)
        if m is None:
            continue
        try:
            out = fn(card, m)
        except NotUnderstood:
            continue
        if len(out) != 1 or out[0].get("kind") != "triggered" or out[0].get("keyword") or "once_each_turn" in out[0]:
            raise NotUnderstood(paragraph)
        return out[0]
    raise NotUnderstood(paragraph)


@ability_template(r"((?:When|Whenever|At) [^\"]+?\.) This ability triggers only once each turn\.")
def triggers_once_each_turn(card, m) -> list[dict]:
    """ "Whenever you cast a historic spell, draw a card. This ability triggers only once
    each turn." (the card's words: the engine stops a second trigger in a turn)."""
    return [{**without_limit(card, m.group(1)), "once_each_turn": True}]
