"""Discard wordings (rulings/engine/discard_to_battlefield.py): "If a spell or ability an opponent
controls causes you to discard this card, put it onto the battlefield instead of putting it into
your graveyard" (Wilt-Leaf Liege, Obstinate Baloth, Loxodon Smiter), and "... put it onto the
battlefield with two +1/+1 counters on it instead ..." (Dodecapod)."""
from __future__ import annotations

from .registry import ability_template

_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3}


@ability_template(r"If a spell or ability an opponent controls causes you to discard (?:this card|~), put it onto the battlefield"
                  r"(?: with (a|one|two|three) \+1/\+1 counters? on it)? instead of putting it into your graveyard\.")
def discarded_by_opponent_enters(card, m) -> list[dict]:
    n = m.group(1)
    if n is None:
        return [{"kind": "keyword", "keyword": "discarded_by_opponent_enters"}]
    if (n in ("a", "one")) != m.group(0).endswith("counter on it instead of putting it into your graveyard."):
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "discarded_by_opponent_enters_with_counters", "count": _COUNTS[n]}]
