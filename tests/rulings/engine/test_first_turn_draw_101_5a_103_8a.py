"""The player who plays first in a two-player game skips the draw step of their first turn (2007
101.5a; 2026 103.8a); in a game of three or more players nobody does (2007 101.5b; 2026 103.8c)."""
import pytest

from rulings.engine import load_scenario, run_scenario

R26, R07 = "2026-06-19", "2007-02-01"
FIRST = {R26: "103.8a", R07: "101.5a"}


def to_main(rules, turn, players=("Alice", "Bob")):
    data = {"format": 1, "rules": rules, "name": "first turn", "players": [{"name": n} for n in players],
            "turn": {"number": turn, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
            "objects": [{"id": "top", "card": {"name": "Top Card", "types": ["Land"]}, "owner": "Alice", "zone": "library"}],
            "actions": [{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}]}
    replay = run_scenario(load_scenario(data))
    assert not any(st.refused for st in replay.steps)
    return replay


def cited(replay) -> set:
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


@pytest.mark.parametrize("rules", [R26, R07])
def test_the_starting_player_of_a_two_player_game_skips_the_first_draw(rules):
    replay = to_main(rules, 1)
    assert replay.final_state["zones"]["Alice"]["hand"] == []
    assert FIRST[rules] in cited(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_a_later_turn_draws(rules):
    replay = to_main(rules, 2)
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]] == ["top"]
    assert FIRST[rules] not in cited(replay)


def test_nobody_skips_the_first_draw_in_a_multiplayer_game():
    replay = to_main(R26, 1, ("Alice", "Bob", "Carol"))
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]] == ["top"]
