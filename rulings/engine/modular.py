"""Modular N (2007: 502.35a; 2026: 702.43a): "This permanent comes into play
[enters] with N +1/+1 counters on it" and "When this permanent is put into a
graveyard from play [the battlefield], you may put a +1/+1 counter on target
artifact creature for each +1/+1 counter on this permanent." The counters are
counted as the permanent last existed on the battlefield (2007: 413.2f; 2026:
608.2h): the engine keeps the +1/+1 counters each permanent had as it left
(`game.counters_as_it_left`: id -> (zcc after leaving, count)). The choice is its
controller's as the ability resolves: the action's `choices` for the permanent
(`{"id": {"may": true}}`); without one, they don't. Each instance works
separately (702.43b)."""
from __future__ import annotations

from .log import emit
from .targets import display


def remember(game, obj, zcc_after: int, plus: int, counters: dict | None = None) -> None:
    """Called as a permanent has left play: the +1/+1 counters it had on the battlefield
    (and all its counters, for "put its counters on target creature": its_counters.py)."""
    game.counters_as_it_left = {**game.counters_as_it_left, obj.id: (zcc_after, plus, dict(counters or {}))}


def enters_notes(game, obj, card: dict, name: str) -> list[tuple]:
    counts = [ab.get("count", 1) for ab in card.get("abilities", ())
              if ab.get("kind") == "keyword" and ab.get("keyword") == "modular"]
    if not counts or obj.face_down:
        return []
    notes = []
    for n in counts:
        obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + n}
        said = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
        notes.append((f"{name} {game.words.comes_into_play} with {said} on it (modular).",
                      ("modular", f"modular {n}: it {game.words.comes_into_play} with {said}")))
    return notes


def modular_trigger(ab: dict) -> dict:
    n = ab.get("count", 1)
    return {"kind": "triggered", "keyword": "modular", "trigger": {"event": "dies", "who": "self"},
            "targets": [{"all_types": ["Artifact", "Creature"]}],
            "effect": [{"do": "may", "text": "put its +1/+1 counters on target artifact creature",
                        "effect": [{"do": "move_modular_counters"}]}],
            "text": f"Modular {n} (When it dies, you may put its +1/+1 counters on target artifact creature.)"}


def counters_it_had(game, source_id: str) -> int:
    """The +1/+1 counters the permanent had as it last left the battlefield (every departure is kept,
    none too, so an earlier one is never read)."""
    return game.counters_as_it_left.get(source_id, (None, 0))[1]


def describe(game, target, n: int) -> None:
    emit(game, f"{n} +1/+1 counter{'s' if n != 1 else ''}: one for each +1/+1 counter it had as it last existed {game.words.in_play}, "
               f"on {display(game, target)}.",
         ("last_known_information", f"the counters are counted as the permanent last existed {game.words.in_play}"))
