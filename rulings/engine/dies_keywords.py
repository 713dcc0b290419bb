"""Persist (2026 702.79a) and undying (702.93a): keywords that are triggered
abilities, "When this permanent is put into a graveyard from the battlefield,
if it had no -1/-1 [+1/+1] counters on it, return it to the battlefield under
its owner's control with a -1/-1 [+1/+1] counter on it."

The "if" is an intervening "if" (603.4): it is read from the permanent as it
last existed on the battlefield (its counters as it left, 603.10a), so an
ability whose condition is false doesn't trigger at all. Each instance
triggers separately (603.2). Both keywords are later than February 2007: under
those rules they do nothing, and the replay says so (engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

from .log import emit
from .state import PendingTrigger

# keyword -> the counter it looks for and returns with
RETURNING_KEYWORDS = {"persist": "-1/-1", "undying": "+1/+1"}


def counter_text(kind: str, n: int = 1) -> str:
    return f"{'a' if n == 1 else n} {kind} counter{'s' if n != 1 else ''}"


def fire_returning_keywords(game, obj, last, controller: int, to_zone: str, counters: dict) -> None:
    """`obj` left the battlefield for `to_zone`; `last` is how it last existed there and
    `counters` the counters it had. Its persist and undying abilities trigger if they can."""
    if to_zone != "graveyard" or not any(game.rules.applies(k) for k in RETURNING_KEYWORDS):
        return
    from .targets import display
    name = display(game, obj)
    for ab in last.abilities:
        kw = ab.get("kind") == "keyword" and ab.get("keyword")
        if kw not in RETURNING_KEYWORDS:
            continue
        kind = RETURNING_KEYWORDS[kw]
        said = f"\"When this permanent is put into a graveyard from the battlefield, if it had no {kind} counters on it, return it " \
               f"to the battlefield under its owner's control with {counter_text(kind)} on it.\""
        had = counters.get(kind, 0)
        if had:
            emit(game, f"{name}'s {kw} does not trigger: it had {counter_text(kind, had)} on it as it left the battlefield.",
                 (kw, f"{kw} means {said}"),
                 ("intervening_if", f"the intervening \"if\" is checked when the trigger event occurs: it had {kind} counters"))
            continue
        effect = ({"do": "return_with_counter", "counter": kind, "keyword": kw},)
        game.pending = game.pending + (PendingTrigger(
            controller, obj.id, obj.zcc, name, kw.capitalize(), effect, (), None,
            (("source_zcc", obj.zcc), ("ability", ab))),)
        emit(game, f"{name}'s {kw} triggers: it had no {kind} counters on it as it last existed on the battlefield.",
             (kw, f"{kw} means {said}"),
             ("dies_trigger", "a permanent was put into a graveyard from the battlefield: a leaves-the-battlefield ability"),
             ("leaves_play_looks_back", "a leaves-the-battlefield ability looks back in time: the game sees the permanent as it last "
                                        "existed on the battlefield, with its counters"),
             ("intervening_if", f"it had no {kind} counters when it triggered; that can't change, as it was as it last existed"),
             ("trigger_waits_for_priority", f"{name}'s ability triggered; it waits until a player would receive priority"))
