""""Whenever you scry" (Flamespeaker Adept, Knowledge and Power) and "Whenever you surveil" (Dimir
Spybug): the ability triggers after the scry or surveil is complete, even if some or all of it was
impossible (2026 701.22d, 701.25d); scry 0 and surveil 0 are no event and trigger nothing (701.22b,
701.25c). The February 2007 rules have scry (502.36a) but no rule on abilities that trigger on it:
under them the card's own words are followed and no number is cited for the trigger.

The trigger: `{"event": "scries" | "surveils", "whose": "your"}` (effects/library.py fires them)."""
from __future__ import annotations

EVENTS = ("scries", "surveils")
_RULE = {"scries": "scry_trigger", "surveils": "surveil_trigger"}


def fire_done(game, player: int, event: str) -> None:
    from .triggers import fire
    fire(game, event, player=player)


def matches(trig: dict, source, data: dict) -> bool:
    return data["player"] == source.controller  # "Whenever you scry / surveil"


def cites(game, event: str, data: dict) -> list:
    if not game.rules.applies(_RULE[event]):
        return []
    name = game.players[data["player"]].name
    verb = "scried" if event == "scries" else "surveilled"
    return [(_RULE[event], f"{name} {verb}: the ability triggers once the {event[:-2] if event == 'scries' else 'surveil'} is complete")]
