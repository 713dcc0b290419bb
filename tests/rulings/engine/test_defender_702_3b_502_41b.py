"""A creature with defender can't attack (2026 702.3b; 2007 502.41b): the refusal cites that rule,
not the general attack restrictions (508.1a / 308.2a)."""
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
