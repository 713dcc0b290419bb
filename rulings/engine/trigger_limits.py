"""A triggered ability's own limit: "This ability triggers only once each turn."

Neither edition gives the sentence a numbered rule (2026 603.2c is about one
event with several occurrences; 603.2h about "Do this only once each turn"), so
the engine applies the card's own words and says so in the log: the ability
(`"once_each_turn": true`) of an object triggers at most once in a turn. What
is counted is that object's ability: an object that changes zones is a new
object (2007 217.1c; 2026 400.7) with a new count. A trigger stopped by its
intervening "if" didn't trigger, so it isn't counted. The count is kept on the
game (`Game.triggered_this_turn`) and emptied as each turn begins (priority.py)."""
from __future__ import annotations

from .log import emit
from .targets import display

WORDS = "This ability triggers only once each turn."


def _key(src, ab: dict) -> tuple:
    return (src.id, src.zcc, ab.get("text", ""))


def already_triggered(game, src, ab: dict) -> bool:
    """True (and the log says why) when `ab` of `src` has triggered this turn and says it
    triggers only once each turn."""
    if not ab.get("once_each_turn") or _key(src, ab) not in game.triggered_this_turn:
        return False
    emit(game, f"{display(game, src)}'s ability doesn't trigger: it says \"{WORDS}\" and it already triggered this turn "
               "(the card's own words: no numbered rule says this).",
         ("trigger_condition", "its trigger event occurred, but the ability's own words allow it to trigger only once each turn"))
    return True


def note(game, src, ab: dict) -> None:
    """Remember that `ab` of `src` triggered this turn."""
    if ab.get("once_each_turn"):
        game.triggered_this_turn = game.triggered_this_turn + (_key(src, ab),)
