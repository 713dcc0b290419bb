"""Intervening "if" conditions of end step triggered abilities (2007 404.3; 2026 603.4: checked as the
step begins and again as the ability resolves), read for the ability's controller ("you"):

- `{"tapped_creatures_you_control_at_least": 2}`: "if you control two or more tapped creatures"
  (Flight-Deck Coordinator): the creatures its controller controls that are tapped now (a tapped
  permanent that isn't a creature then doesn't count; any other creature counts, the source too).
- `{"source_dealt_damage_to_opponent_this_turn": true}`, `{"source_was_not_kicked": true}`,
  `{"creature_died_under_your_control_this_turn": true}` (below).

board_life_conditions.py lists the key (its loader check, its words, the schema) and asks this module."""
from __future__ import annotations

from .continuous import characteristics


def tapped_creatures(game, controller: int) -> int:
    return sum(1 for o in game.in_play(controller) if o.tapped and characteristics(game, o).is_creature)


# --- the ability's source: "if this creature dealt damage to an opponent this turn", "if this creature wasn't kicked" ---
#
# - `{"source_dealt_damage_to_opponent_this_turn": true}` (Whirling Dervish): the source, as the object it is now
#   (a permanent that left and came back is a new object, 2007 217.1c; 2026 400.7), dealt damage this turn to a
#   player other than the ability's controller: each damage event dealt to a player (a damage of 0 is none) is
#   noted with its source as it is dealt, `game.damage_to_players_this_turn`, forgotten as a turn begins;
# - `{"source_was_not_kicked": true}` (Skizzik): the permanent wasn't kicked as it was cast (kicker.py's
#   record of the spell it was, 2007 502.21; 2026 702.33).


def note_damage(game, src, ref, amount: int) -> None:
    """A damage event dealt to a player: its source (id, zcc) and the player's index, for the rest of the turn."""
    if src is None or ref is None or ref.kind != "player" or amount <= 0:
        return
    entry = (src.id, src.zcc, game.player_named(ref.id).index)
    if entry not in game.damage_to_players_this_turn:
        game.damage_to_players_this_turn = game.damage_to_players_this_turn + (entry,)


def forget(game) -> None:
    if game.damage_to_players_this_turn:
        game.damage_to_players_this_turn = ()
    if game.died_under_control_this_turn:
        game.died_under_control_this_turn = ()


# - `{"creature_died_under_your_control_this_turn": true}` (Essenceknit Scholar): a creature its controller controlled
#   died this turn (put into a graveyard from the battlefield: 2026 700.4; 2007 "put into a graveyard from play"),
#   noted with that controller as it leaves (zones.leave_play), forgotten as a turn begins.
def creature_died_under_control(game, controller: int) -> bool:
    return controller in game.died_under_control_this_turn


def source_dealt_damage_to_opponent(game, controller: int, source_id: str | None) -> bool:
    src = game.objects.get(source_id) if source_id else None
    return src is not None and any(oid == src.id and zcc == src.zcc and player != controller
                                   for oid, zcc, player in game.damage_to_players_this_turn)


def source_was_not_kicked(game, source_id: str | None) -> bool:
    from .kicker import was_kicked
    src = game.objects.get(source_id) if source_id else None
    return src is not None and not was_kicked(game, src.id, src.zcc)
