"""Riot (2026: 702.136a; later than February 2007): "You may have this permanent
enter with an additional +1/+1 counter on it. If you don't, it gains haste." A
static ability whose choice its controller makes as the permanent enters (a
replacement effect, 614.1c / 614.12): the action's `choices` gives it
(`{"id": {"riot": true}}` for the counter, false for haste); without one, its
controller doesn't take the counter, so it gains haste. Each instance works
separately (702.136b). Under the 2007 rules, which don't have riot, it does
nothing (the log says so, as for any later keyword)."""
from __future__ import annotations

from .state import Effect

HASTE = {"kind": "keyword", "keyword": "haste"}


def riot_notes(game, obj, card: dict, name: str) -> list[tuple]:
    """Apply each instance of riot of `card` to `obj` as it enters; the notes to log."""
    from .choices import made_for
    count = sum(1 for ab in card.get("abilities", ()) if ab.get("kind") == "keyword" and ab.get("keyword") == "riot")
    if not count or obj.face_down or not game.rules.applies("riot"):
        return []
    given = made_for(game, obj.id).get("riot")
    player = game.players[obj.controller].name
    notes = []
    for _ in range(count):
        if given:
            obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + 1}
            notes.append((f"{player} chooses riot's +1/+1 counter: {name} {game.words.comes_into_play} with an additional +1/+1 counter on it.",
                          ("riot", "riot: it may enter with an additional +1/+1 counter; if not, it gains haste")))
            continue
        # it gains haste for as long as it is this object on the battlefield (400.7: a new object loses it)
        game.effects = game.effects + (Effect(game.new_timestamp(), "gain_ability", obj.id, obj.zcc, (("ability", HASTE),), None, name),)
        game.characteristics_changed()
        notes.append((f"{player} doesn't choose riot's +1/+1 counter for {name}"
                      + ("" if given is False else " (no choice was given: the default)") + ", so it gains haste (riot).",
                      ("riot", "riot: it may enter with an additional +1/+1 counter; if not, it gains haste")))
    return notes
