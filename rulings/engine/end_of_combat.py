"""Delayed triggered abilities that trigger "at end of combat": "destroy that creature
at end of combat" (Cockatrice), "sacrifice it at end of combat" (Mardu Blazebringer).

They trigger as the end of combat step begins (2007: 311.1; 2026: 511.2), before the
active player gets priority in that step, and only once (2007: 404.4; 2026: 603.7c).
An ability created in a turn's end of combat step, or after it, waits for the next
end of combat step. One that refers to an object does nothing if that object has left
the zone it was in (2007: 404.4d; 2026: 603.7c): the engine's delayed trigger follows
the object it was created for, not a new one."""
from __future__ import annotations

AT = "end_of_combat"


def cites(game, at: str) -> list[tuple[str, str]]:
    """The reason to add to a delayed ability's "triggers" line when it is "at end of combat"."""
    if at != AT:
        return []
    return [("at_end_of_combat", f"\"at end of combat\" abilities trigger as the {game.words.step_names['end_of_combat']} begins")]
