"""The outcome of a replay in one line, for the share page: "Grizzly Bears is
put into its owner's graveyard (420.5c)".

Read from the replay's JSON steps (`Replay.to_json()["steps"]`, or the stored
steps): the end of the game first (104), then the permanents that left play,
then those that came into play, then life totals; each with the rule of the
event that did it.
"""
from __future__ import annotations

from .editions import EDITIONS, rules_for

ZONE_WORDS = {"graveyard": "is put into its owner's graveyard", "hand": "is returned to its owner's hand",
              "library": "is put into its owner's library", "ceased": "ceases to exist", "stack": "is put onto the stack"}
MAX_NAMED = 2


def _where(state: dict) -> dict:
    """Object id -> (name, zone) in a snapshot."""
    found = {}
    for zones in (state.get("zones") or {}).values():
        for zone, objects in zones.items():
            for o in objects:
                found[o["id"]] = (o.get("name") or o["id"], zone)
    return found


MOVE_WORDS = ("destroyed", "graveyard", "sacrifice", "return", "removed from the game", "exile", "into play",
              "onto the battlefield", "enters the battlefield", "dies", "ceases", "loses the game", "wins the game", "put ")


def _rule(step: dict, name: str) -> str | None:
    """The first rule cited by the step's event that moves `name` (or that names it)."""
    named = [e for e in step.get("events") or [] if name in e.get("text", "") and e.get("citations")]
    moving = [e for e in named if any(w in e["text"] for w in MOVE_WORDS)]
    for event in moving or named:
        return event["citations"][0]["rule"]
    return None


def _moved(steps: list, oid: str, name: str, into_play: bool) -> str | None:
    """The rule of the step where the object last left (or entered) play."""
    for before, after in zip(reversed(steps[:-1]), reversed(steps[1:])):
        was = _where(before.get("state") or {}).get(oid, (None, None))[1] == "in_play"
        now = _where(after.get("state") or {}).get(oid, (None, None))[1] == "in_play"
        if (was and not now and not into_play) or (now and not was and into_play):
            return _rule(after, name)
    return None


def _with_rule(text: str, rule: str | None) -> str:
    return f"{text} ({rule})" if rule else text


def outcome(steps: list, rules: str | None = None) -> str:
    """One line saying how the replay ends; the steps from first to last, in
    the words of the edition it was played under (`rules`, its date)."""
    if not steps:
        return ""
    w = rules_for(rules if rules in EDITIONS else None).words
    zone_words = {**ZONE_WORDS, "removed_from_game": f"is {w.removed}"}
    first, last = steps[0].get("state") or {}, steps[-1].get("state") or {}
    players = last.get("players") or []
    if last.get("game_over"):
        winner = next((p["name"] for p in players if p.get("won")), None)
        losers = [p["name"] for p in players if p.get("lost")]
        text = f"{winner} wins the game" if winner else f"{', '.join(losers)} loses the game"
        return _with_rule(text, _rule(steps[-1], losers[0] if losers else winner or ""))
    start, end = _where(first), _where(last)
    lines = []
    for oid, (name, zone) in start.items():
        if zone == "in_play" and end.get(oid, (name, "ceased"))[1] != "in_play":
            new_zone = end.get(oid, (name, "ceased"))[1]
            lines.append(_with_rule(f"{name} {zone_words.get(new_zone, w.leaves_play)}", _moved(steps, oid, name, False)))
    if not lines:
        for oid, (name, zone) in end.items():
            if zone == "in_play" and start.get(oid, (name, None))[1] != "in_play":
                lines.append(_with_rule(f"{name} {w.comes_into_play}", _moved(steps, oid, name, True)))
    if not lines:
        life = {p["name"]: p["life"] for p in first.get("players") or []}
        lines = [f"{p['name']}'s life goes from {life[p['name']]} to {p['life']}" for p in players
                 if p["name"] in life and life[p["name"]] != p["life"]]
    if not lines:
        return f"No permanent leaves or enters {'the battlefield' if w.today else 'play'} and no life total changes."
    more = len(lines) - MAX_NAMED
    return "; ".join(lines[:MAX_NAMED]) + (f"; and {more} more" if more > 0 else "") + "."
