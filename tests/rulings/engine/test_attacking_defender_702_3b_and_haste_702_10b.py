"""Attacking: a creature with defender can't attack (2026 702.3b; 2007 502.41b) and one with haste
can attack the turn it came under its controller's control (2026 702.10b; 2007 502.5b), each cited by its own rule."""
import pytest

from rulings.engine import load_scenario, run_scenario

WALL = {"name": "Plain Wall", "types": ["Creature"], "mana_cost": "{1}", "power": 2, "toughness": 2,
        "abilities": [{"kind": "keyword", "keyword": "defender"}]}


@pytest.mark.parametrize("rules, rule", [("2026-06-19", "702.3b"), ("2007-02-01", "502.41b")])
def test_a_creature_with_defender_cant_attack_citing_the_defender_rule(rules, rule):
    sc = {"format": 1, "rules": rules, "name": "defender", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"},
          "objects": [{"id": "wall", "card": WALL, "owner": "Alice", "zone": "in_play"}],
          "actions": [{"type": "declare_attackers", "player": "Alice", "attackers": ["wall"]}]}
    step = run_scenario(load_scenario(sc)).steps[-1]
    assert step.refused and "Plain Wall has defender, so it can't attack" in step.events[-1].text
    assert rule in {c.rule for ev in step.events for c in ev.citations}


@pytest.mark.parametrize("rules, rule", [("2026-06-19", "702.10b"), ("2007-02-01", "502.5b")])
def test_a_creature_with_haste_attacks_the_turn_it_came_citing_the_attack_half_of_haste(rules, rule):
    runner = {"name": "Quick Runner", "types": ["Creature"], "mana_cost": "{1}", "power": 2, "toughness": 2,
              "abilities": [{"kind": "keyword", "keyword": "haste"}]}
    sc = {"format": 1, "rules": rules, "name": "haste", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"},
          "objects": [{"id": "r", "card": runner, "owner": "Alice", "zone": "in_play", "arrived_this_turn": True}],
          "actions": [{"type": "declare_attackers", "player": "Alice", "attackers": ["r"]}]}
    step = run_scenario(load_scenario(sc)).steps[-1]
    assert not step.refused and rule in {c.rule for ev in step.events for c in ev.citations}
