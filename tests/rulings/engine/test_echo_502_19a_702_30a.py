"""Echo's intervening "if" (2007: 502.19a; 2026: 702.30a): "if this permanent came
under your control since the beginning of your last upkeep", as the engine keeps it
(rulings/engine/echo.py): entering the battlefield, a change of control, and the
beginnings of each player's upkeeps."""
import pytest

from rulings.engine import load_scenario
from rulings.engine.echo import came_under_control_since_last_upkeep, upkeep_begins
from rulings.engine.engine import build_game

ECHO_BEAR = {"name": "Echo Bear", "types": ["Creature"], "mana_cost": "{1}{G}", "power": 2, "toughness": 2,
             "abilities": [{"kind": "keyword", "keyword": "echo", "cost": "{1}{G}"}]}


def _game(rules="2026-06-19", **flags):
    sc = {"format": 1, "rules": rules, "name": "echo", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
          "objects": [{"id": "bear", "card": ECHO_BEAR, "owner": "Alice", "zone": "in_play", **flags}], "actions": []}
    return build_game(load_scenario(sc))


@pytest.mark.parametrize("flags, due", [({}, False), ({"arrived_this_turn": True}, True), ({"under_control_since_last_upkeep": True}, True)])
def test_a_permanent_in_play_as_the_scenario_starts_is_due_only_if_it_says_so(flags, due):
    game = _game(**flags)
    upkeep_begins(game)  # Alice's next upkeep
    assert came_under_control_since_last_upkeep(game, game.objects["bear"], 0) is due


def test_echo_is_due_at_one_upkeep_only():
    game = _game(arrived_this_turn=True)
    upkeep_begins(game)
    assert came_under_control_since_last_upkeep(game, game.objects["bear"], 0)
    upkeep_begins(game)  # the upkeep after: its last upkeep began after it came under control
    assert not came_under_control_since_last_upkeep(game, game.objects["bear"], 0)


def test_a_change_of_control_makes_echo_due_for_the_new_controller_only():
    game = _game()
    game.change_control(game.objects["bear"], 1)
    game.active = 1
    upkeep_begins(game)  # Bob's upkeep
    assert came_under_control_since_last_upkeep(game, game.objects["bear"], 1)
    assert not came_under_control_since_last_upkeep(game, game.objects["bear"], 0)  # it isn't Alice's


def test_echo_is_cited_by_each_editions_number():
    from rulings.engine.citations import EDITIONS
    assert EDITIONS["2007-02-01"]["echo"].rule == "502.19a" and EDITIONS["2026-06-19"]["echo"].rule == "702.30a"
