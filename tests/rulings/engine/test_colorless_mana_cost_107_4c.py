"""{C} in a cost is one colorless mana, not generic mana (2026 107.4c: "a cost that can be paid
only with one colorless mana"): a spell costing {1}{C} can't be paid with two green mana, and can
with one green and one colorless."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.mana import parse_cost

SPELL = {"name": "Void Bolt", "types": ["Instant"], "mana_cost": "{1}{C}", "targets": ["player"],
         "effect": [{"do": "lose_life", "amount": 1, "player": "target:0"}]}
WASTE = {"name": "Bare Waste", "types": ["Land"], "abilities": [
    {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{C}"}], "text": "{T}: Add {C}."}]}


def cast(rules, lands):
    objects = [{"id": "bolt", "card": SPELL, "owner": "Alice", "zone": "hand"}]
    objects += [{"id": f"land{i}", "card": card, "owner": "Alice", "zone": "in_play"} for i, card in enumerate(lands)]
    sc = {"format": 1, "rules": rules, "name": "colorless", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
          "actions": [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"]},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    return run_scenario(load_scenario(sc))


def test_c_in_a_cost_is_a_colorless_requirement_and_counts_in_the_mana_value():
    cost = parse_cost("{1}{C}")
    assert cost.colored == {"C": 1} and cost.generic == 1 and cost.converted() == 2


@pytest.mark.parametrize("rules", ["2026-06-19", "2007-02-01"])
def test_two_green_mana_cant_pay_c(rules):
    replay = cast(rules, ["Forest", "Forest"])
    assert replay.steps[1].refused and replay.final_state["players"][1]["life"] == 20


@pytest.mark.parametrize("rules", ["2026-06-19", "2007-02-01"])
def test_colorless_mana_pays_c_and_green_the_generic(rules):
    replay = cast(rules, ["Forest", WASTE])
    assert not any(st.refused for st in replay.steps) and replay.final_state["players"][1]["life"] == 19
