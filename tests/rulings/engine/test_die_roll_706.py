"""Rolling a die and its results table (2026: 706.1a, 706.3a): the line whose range holds the
result happens, a result no line covers does nothing more, and under the February 2007 rules (which
have no die-rolling rule) the roll does nothing, the log saying why."""
import pytest

from rulings.engine import load_scenario, run_scenario

ORB = {"name": "Dice Orb", "types": ["Artifact"], "mana_cost": "{1}", "abilities": [
    {"kind": "activated", "cost": {"tap": True}, "effect": [
        {"do": "roll_die", "sides": 6, "results": [{"min": 1, "max": 2, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]},
                                                   {"min": 3, "max": 5, "effect": [{"do": "gain_life", "amount": 3, "player": "you"}]}]}]}]}


def roll(rules, result):
    sc = {"format": 1, "rules": rules, "name": "roll", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
          "objects": [{"id": "orb", "card": ORB, "owner": "Alice", "zone": "in_play"}],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "orb", "ability": 0},
                      {"type": "pass_priority", "player": "Alice"},
                      {"type": "pass_priority", "player": "Bob", "choices": {"orb": {"roll": result}}}]}
    replay = run_scenario(load_scenario(sc))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    return replay.final_state["players"][0]["life"], log, replay


@pytest.mark.parametrize("result, life", [(1, 21), (2, 21), (3, 23), (5, 23)])
def test_the_line_whose_range_holds_the_result_happens(result, life):
    got, log, _ = roll("2026-06-19", result)
    assert got == life, log


def test_a_result_no_line_covers_does_nothing_more():
    got, log, _ = roll("2026-06-19", 6)
    assert got == 20 and "No line of the results table is for 6" in log, log


def test_a_result_past_the_dies_faces_is_refused():
    _, log, replay = roll("2026-06-19", 7)
    assert replay.steps[-1].refused and "7 is not a result of a d6" in log, log


def test_under_the_2007_rules_an_abilitys_roll_does_nothing_and_says_why():
    got, log, replay = roll("2007-02-01", 3)
    assert got == 20 and not any(st.refused for st in replay.steps), log
    assert "rolling a die is later than the February 2007 rules (2026: rule 706.1)" in log, log
