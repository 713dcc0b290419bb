"""Start your engines!, speed and max speed (2026: 702.178, 702.179, 704.5z; later
than February 2007).

- 702.179b: a player has no speed until something sets it; 702.179f: an effect
  that refers to speed counts no speed as 0.
- 702.179a / 704.5z: a player who controls a permanent with start your engines!
  and has no speed gets speed 1 (a state-based action, performed here as the game
  settles, before the other state-based actions: it changes nothing they read).
- 702.179d: the inherent triggered ability of a player with speed 1 or more,
  with no source: "Whenever one or more opponents lose life during your turn, if
  your speed is less than 4, your speed increases by 1. This ability triggers
  only once each turn." Each player counts the life their opponents have lost
  (`objects.Player.life_losses`, every decrease of a life total); when the game
  settles, a loss not seen before, during the turn of a player who had speed
  then, triggers it. Losses are seen before the state-based action that gives
  speed, so a loss before a player had speed triggers nothing.
- 702.179e / 702.178a: max speed is speed 4; "Max speed — [ability]" means "As
  long as your speed is 4, this object has [ability]" (a static ability's
  `"while": {"max_speed": true}`).

A scenario may give a player's speed as it starts (`players[i].speed`, 1 to 4;
refused under 2007). Under the 2007 rules start your engines! does nothing
(engine.MODERN_ONLY_KEYWORDS) and no player has speed."""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect
from .log import emit
from .state import PendingTrigger
from .targets import display

MAX = 4
TEXT = ("Whenever one or more opponents lose life during your turn, if your speed is less than 4, your speed increases by 1. "
        "This ability triggers only once each turn.")


def settle(game) -> None:
    """The speed trigger for losses not yet seen, then 704.5z."""
    if not game.rules.applies("start_your_engines"):
        return
    for p in game.players:
        lost = sum(o.life_losses for o in game.players if o.index != p.index)
        if lost == p.speed_seen:
            continue
        p.speed_seen = lost
        if p.index != game.active or p.speed is None or p.speed < 1 or p.speed_turn == game.turn or p.lost:
            continue
        if p.speed >= MAX:
            emit(game, f"{p.name}'s speed ability doesn't trigger: their speed is already {MAX}.",
                 ("speed_trigger", "an opponent lost life during their turn, but the ability's \"if\" is false: their speed is 4"))
            continue
        p.speed_turn = game.turn
        game.pending = game.pending + (PendingTrigger(p.index, None, -1, f"{p.name}'s speed", TEXT, ({"do": "increase_speed"},), (),
                                                      {"speed_below": MAX}, ()),)
        emit(game, f"An opponent of {p.name} lost life during {p.name}'s turn: {p.name}'s speed ability triggers: \"{TEXT}\"",
             ("speed_trigger", f"{p.name} has speed {p.speed}, and an opponent lost life during their turn"),
             ("trigger_waits_for_priority", "it waits until a player would receive priority"))
    for p in game.players:
        if p.speed is not None or p.lost:
            continue
        src = next((o for o in game.in_play(p.index) if characteristics(game, o).has_keyword("start_your_engines")), None)
        if src is None:
            continue
        p.speed = 1
        game.characteristics_changed()
        emit(game, f"{p.name} controls {display(game, src)}, which has start your engines!, and has no speed: their speed becomes 1.",
             ("speed_sba", f"{p.name} controls a permanent with start your engines! and has no speed"),
             ("start_your_engines", "start your engines! gives a player with no speed speed 1"))


def max_speed(game, player_index: int) -> bool:
    """702.179e: a player has max speed if their speed is 4."""
    return game.players[player_index].speed == MAX


@effect("increase_speed", internal=True)
def increase_speed(game, st, ctx):
    """702.179d: "your speed increases by 1" (702.179c: from no speed, it becomes 1)."""
    p = game.players[ctx.controller]
    before = p.speed
    p.speed = 1 if before is None else before + 1
    game.characteristics_changed()
    emit(game, f"{p.name}'s speed increases from {before or 0} to {p.speed}" + (" (max speed)." if p.speed == MAX else "."),
         ("speed_trigger", "if their speed is less than 4, it increases by 1"),
         *((("max_speed", "a player has max speed if their speed is 4"),) if p.speed == MAX else ()))
