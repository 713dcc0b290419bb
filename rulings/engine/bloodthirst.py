"""Bloodthirst N (2007: 502.50a; 2026: 702.54a): "If an opponent was dealt damage
this turn, this permanent comes into play [enters] with N +1/+1 counters on it."
A static ability applied as the permanent enters (a replacement effect: 2007
419.1c, 2026 614.1c); each instance applies separately (702.54c). The engine keeps
the players dealt damage this turn (`game.damaged_this_turn`, player indexes),
from each damage event dealt to a player (a damage of 0 is no event), emptied as
each turn begins; a scenario's player may say `dealt_damage_this_turn: true` (it
was dealt damage earlier in the turn the scenario starts in). "Bloodthirst X"
(502.50b / 702.54b) is not played."""
from __future__ import annotations


def damage_dealt(game, ref, amount: int) -> None:
    """A damage event: remember the player it was dealt to, for the rest of the turn."""
    if ref is None or ref.kind != "player" or amount <= 0:
        return
    index = game.player_named(ref.id).index
    if index not in game.damaged_this_turn:
        game.damaged_this_turn = game.damaged_this_turn + (index,)


def bloodthirst_notes(game, obj, card: dict, name: str) -> list[tuple]:
    """Apply each instance of bloodthirst of `card` to `obj` as it enters; the notes to log."""
    counts = [ab.get("count", 1) for ab in card.get("abilities", ())
              if ab.get("kind") == "keyword" and ab.get("keyword") == "bloodthirst"]
    if not counts or obj.face_down:
        return []
    damaged = [game.players[i].name for i in game.damaged_this_turn if i != obj.controller]
    notes = []
    for n in counts:
        said = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
        if not damaged:
            notes.append((f"No opponent of {game.players[obj.controller].name} was dealt damage this turn, so {name} "
                          f"{game.words.comes_into_play} without bloodthirst's {said}.",
                          ("bloodthirst", f"bloodthirst {n}: only if an opponent was dealt damage this turn")))
            continue
        obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + n}
        notes.append((f"{', '.join(damaged)} was dealt damage this turn, so {name} {game.words.comes_into_play} with {said} on it (bloodthirst).",
                      ("bloodthirst", f"bloodthirst {n}: an opponent was dealt damage this turn")))
    return notes
