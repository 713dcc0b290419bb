"""Bloodthirst's "if an opponent was dealt damage this turn" (2007: 502.50a; 2026:
702.54a), as the engine keeps it (rulings/engine/bloodthirst.py): the players dealt
damage this turn, from damage events to a player, emptied as a new turn begins."""
from rulings.engine import load_scenario
from rulings.engine.bloodthirst import damage_dealt
from rulings.engine.engine import build_game
from rulings.engine.priority import _new_turn
from rulings.engine.state import TargetRef


def _game(**bob):
    sc = {"format": 1, "rules": "2026-06-19", "name": "bloodthirst", "players": [{"name": "Alice"}, {"name": "Bob", **bob}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": [], "actions": []}
    return build_game(load_scenario(sc))


def test_damage_to_a_player_is_remembered_and_damage_of_zero_or_to_an_object_is_not():
    game = _game()
    damage_dealt(game, TargetRef("player", "Bob", 0), 0)
    damage_dealt(game, TargetRef("object", "x", 0), 3)
    assert game.damaged_this_turn == ()
    damage_dealt(game, TargetRef("player", "Bob", 0), 2)
    assert game.damaged_this_turn == (1,)


def test_a_new_turn_forgets_the_damage_of_the_last_one():
    game = _game(dealt_damage_this_turn=True)
    assert game.damaged_this_turn == (1,)
    _new_turn(game)
    assert game.damaged_this_turn == ()


def test_bloodthirst_is_cited_by_each_editions_number():
    from rulings.engine.citations import EDITIONS
    assert EDITIONS["2007-02-01"]["bloodthirst"].rule == "502.50a" and EDITIONS["2026-06-19"]["bloodthirst"].rule == "702.54a"
