"""Graft N (2007: 502.54a; 2026: 702.58a): "This permanent comes into play [enters]
with N +1/+1 counters on it" and "Whenever another creature comes into play
[enters], if this permanent has a +1/+1 counter on it, you may move a +1/+1
counter from this permanent onto that creature." The "if" is an intervening "if"
(2007 410.9; 2026 603.4): checked as the creature enters and again on
resolution. The choice is its controller's as the ability resolves: the action's
`choices` for the permanent (`{"id": {"may": true}}`); without one, they don't.
Each instance works separately (502.54b / 702.58b)."""
from __future__ import annotations


def enters_notes(game, obj, card: dict, name: str) -> list[tuple]:
    notes = []
    if obj.face_down:
        return notes
    for ab in card.get("abilities", ()):
        if ab.get("kind") != "keyword" or ab.get("keyword") != "graft":
            continue
        n = ab.get("count", 1)
        obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + n}
        said = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
        notes.append((f"{name} {game.words.comes_into_play} with {said} on it (graft).",
                      ("graft", f"graft {n}: it {game.words.comes_into_play} with {said}")))
    return notes


def graft_trigger(ab: dict) -> dict:
    n = ab.get("count", 1)
    return {"kind": "triggered", "keyword": "graft", "trigger": {"event": "comes_into_play", "who": "another_creature"},
            "if": {"source_has_plus_counter": True},
            "effect": [{"do": "may", "text": "move a +1/+1 counter from this permanent onto that creature",
                        "effect": [{"do": "move_graft_counter"}]}],
            "text": f"Graft {n} (Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a "
                    "+1/+1 counter from this permanent onto that creature.)"}


def has_plus_counter(game, source_id) -> bool:
    obj = game.objects.get(source_id) if source_id else None
    return obj is not None and obj.zone == "in_play" and obj.counters.get("+1/+1", 0) > 0
