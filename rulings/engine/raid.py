"""Raid (an ability word, 2026 207.2c: no rules meaning): "if you attacked this turn". A player
attacked this turn when they declared one or more attacking creatures this turn (2007 308.1;
2026 508.1a); the engine notes it as attackers are declared (combat.py) and forgets it as a new
turn begins. It is read by an intervening "if" (`"if": {"you_attacked_this_turn": true}`, 2007
404.3; 2026 603.4) and by "This creature enters with a +1/+1 counter on it if you attacked this
turn" (`comes_into_play` with `"if_you_attacked": true`: a replacement effect, 2007 419.1b; 2026
614.1c, read for the permanent's controller as it enters)."""
from __future__ import annotations


def note_attack(game, player: int) -> None:
    if player not in (game.attacked_this_turn or ()):
        game.attacked_this_turn = tuple(game.attacked_this_turn or ()) + (player,)


def note_attackers(game, attackers) -> None:
    """The creatures declared as attackers (2007 308.1; 2026 508.1a): boast's "Activate only if this creature
    attacked this turn" (2026 702.142a), for that object only (a new one after a zone change hasn't)."""
    game.creatures_attacked_this_turn = game.creatures_attacked_this_turn + tuple((o.id, o.zcc) for o in attackers)


def creature_attacked_this_turn(game, obj) -> bool:
    return (obj.id, obj.zcc) in game.creatures_attacked_this_turn


def attacked_this_turn(game, player: int) -> bool:
    return player in (getattr(game, "attacked_this_turn", ()) or ())
