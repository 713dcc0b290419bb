"""Flipping a coin (2007: 511.1; 2026: 705.2): the scenario gives the result, the branch for it is
followed and the other isn't; a flip nobody gave a result for refuses the action."""
import pytest

from rulings.engine import load_scenario, run_scenario

ORB = {"name": "Chance Orb", "types": ["Artifact"], "mana_cost": "{1}", "abilities": [
    {"kind": "activated", "cost": {"tap": True}, "effect": [
        {"do": "flip_coin", "won": [{"do": "draw", "amount": 1}], "lost": [{"do": "lose_life", "amount": 2, "player": "you"}]}]}]}
RULE = {"2026-06-19": "705.2", "2007-02-01": "511.1"}


def flip(rules, result):
    choices = {} if result is None else {"choices": {"orb": {"flip": result}}}
    sc = {"format": 1, "rules": rules, "name": "flip", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
          "objects": [{"id": "orb", "card": ORB, "owner": "Alice", "zone": "in_play"},
                      {"id": "top", "card": "Grizzly Bears", "owner": "Alice", "zone": "library"}],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "orb", "ability": 0},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", **choices}]}
    replay = run_scenario(load_scenario(sc))
    state = replay.final_state
    return replay, {p["name"]: {"life": p["life"], "hand": state["zones"][p["name"]]["hand"]} for p in state["players"]}


@pytest.mark.parametrize("rules", RULE)
def test_a_won_flip_follows_the_won_branch_only(rules):
    replay, players = flip(rules, "won")
    assert players["Alice"]["life"] == 20 and len(players["Alice"]["hand"]) == 1
    assert RULE[rules] in {c.rule for ev in replay.steps[-1].events for c in ev.citations}


@pytest.mark.parametrize("rules", RULE)
def test_a_lost_flip_follows_the_lost_branch_only(rules):
    _, players = flip(rules, "lost")
    assert players["Alice"]["life"] == 18 and len(players["Alice"]["hand"]) == 0


def test_a_flip_without_a_result_is_refused_and_changes_nothing():
    replay, players = flip("2026-06-19", None)
    assert replay.steps[-1].refused and "choices.orb.flip" in replay.steps[-1].events[-1].text
    assert players["Alice"]["life"] == 20 and len(players["Alice"]["hand"]) == 0
