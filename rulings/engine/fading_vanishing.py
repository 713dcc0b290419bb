"""Fading N (2007: 502.20a; 2026: 702.32a) and vanishing N (2007: 502.60a; 2026:
702.63a), in their rules' own words:

- fading: "This permanent comes into play [enters] with N fade counters on it" and
  "At the beginning of your upkeep, remove a fade counter from this permanent. If
  you can't, sacrifice the permanent."
- vanishing: "This permanent comes into play [enters] with N time counters on it,"
  "At the beginning of your upkeep, if this permanent has a time counter on it,
  remove a time counter from it," (an intervening "if": 2007 410.9, 2026 603.4)
  and "When the last time counter is removed from this permanent, sacrifice it."

The counters on arrival are a replacement effect of its own (2007: 419.1b; 2026:
614.1c), applied as modular's are (replacement.py). Only the upkeep ability
removes a time counter from a permanent in the engine, so the last-counter
ability triggers from it (`remove_vanishing_counter`). Each instance works
separately (502.60c / 702.63c)."""
from __future__ import annotations

from .log import emit
from .targets import display

#: keyword -> its counter and the citation concept of its rule
KEYWORDS = {"fading": "fade", "vanishing": "time"}


def enters_notes(game, obj, card: dict, name: str) -> list[tuple]:
    notes = []
    if obj.face_down:
        return notes
    for ab in card.get("abilities", ()):
        kw = ab.get("keyword") if ab.get("kind") == "keyword" else None
        if kw not in KEYWORDS:
            continue
        n, kind = ab.get("count", 1), KEYWORDS[kw]
        obj.counters = {**obj.counters, kind: obj.counters.get(kind, 0) + n}
        said = f"{'a' if n == 1 else n} {kind} counter{'s' if n != 1 else ''}"
        notes.append((f"{name} {game.words.comes_into_play} with {said} on it ({kw}).",
                      (kw, f"{kw} {n}: it {game.words.comes_into_play} with {said}")))
    return notes


def upkeep_trigger(ab: dict) -> dict:
    kw, n = ab["keyword"], ab.get("count", 1)
    if kw == "fading":
        return {"kind": "triggered", "keyword": kw, "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                "effect": [{"do": "remove_fade_counter"}],
                "text": f"Fading {n} (At the beginning of your upkeep, remove a fade counter from this permanent. If you can't, "
                        "sacrifice it.)"}
    return {"kind": "triggered", "keyword": kw, "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
            "if": {"source_has_time_counter": True}, "effect": [{"do": "remove_vanishing_counter"}],
            "text": f"Vanishing {n} (At the beginning of your upkeep, if this permanent has a time counter on it, remove a time "
                    "counter from it.)"}


LAST_TIME_COUNTER = {"kind": "triggered", "keyword": "vanishing", "effect": [{"do": "sacrifice", "what": "self"}],
                     "text": "Vanishing (When the last time counter is removed from this permanent, sacrifice it.)"}


def has_time_counter(game, source_id) -> bool:
    """Vanishing's intervening "if": the permanent is in play with a time counter on it."""
    obj = game.objects.get(source_id) if source_id else None
    return obj is not None and obj.zone == "in_play" and obj.counters.get("time", 0) > 0


def last_time_counter_removed(game, obj) -> None:
    """The last time counter was removed from `obj`: each instance of its vanishing triggers (702.63c)."""
    from .continuous import characteristics
    from .triggers import _trigger
    for ab in characteristics(game, obj).abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == "vanishing":
            _trigger(game, obj, obj.controller, LAST_TIME_COUNTER, {})


def note_removed(game, obj, kind: str, left: int, kw: str) -> None:
    emit(game, f"A {kind} counter is removed from {display(game, obj)} ({left} left).",
         (kw, f"{kw}: at the beginning of its controller's upkeep it loses a {kind} counter"))
