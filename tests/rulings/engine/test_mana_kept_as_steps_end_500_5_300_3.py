"""Mana an effect keeps as steps and phases end, this turn (rulings/engine/kept_mana.py):
what isn't kept empties (2026 500.5) or burns (2007 300.3), and what was spent comes
from the player's other mana first."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

EDITIONS = ("2007-02-01", "2026-06-19")


def card(step=None):
    add = step or {"do": "add_mana", "mana": "{G}{G}", "kept": "end_of_turn"}
    return {"name": "Test Spring", "types": ["Artifact"], "abilities": [
        {"kind": "activated", "cost": {"mana": "{0}"}, "effect": [add], "text": "kept"}]}


def scenario(rules, actions, step=None):
    return {"format": 1, "rules": rules, "name": "kept", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "spring", "card": card(step), "owner": "Alice", "zone": "in_play"},
                        {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "in_play"},
                        {"id": "elves", "card": "Llanowar Elves", "owner": "Alice", "zone": "hand"}],
            "actions": actions}


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_other_mana_is_spent_first_and_the_kept_mana_stays(rules):
    """{G}{G} kept and the Forest's {G}: Llanowar Elves is paid with one {G}; as the
    phase ends both kept {G} stay (the {G} spent is counted as the Forest's)."""
    actions = [{"type": "activate_ability", "player": "Alice", "object": "spring", "ability": 0},
               {"type": "activate_ability", "player": "Alice", "object": "forest", "ability": 0},
               {"type": "play_spell", "player": "Alice", "object": "elves"},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "pass_until", "player": "Alice", "step": "beginning_of_combat"}]
    replay = run_scenario(load_scenario(scenario(rules, actions)))
    alice = replay.final_state["players"][0]
    assert alice["mana_pool"]["G"] == 2 and alice["life"] == 20, [e.text for st in replay.steps for e in st.events]


def test_kept_goes_only_with_plain_mana():
    with pytest.raises(ScenarioError) as e:
        load_scenario(scenario("2026-06-19", [], {"do": "add_mana", "one_of": ["{W}", "{U}"], "kept": "end_of_turn"}))
    assert any(err.path.endswith(".kept") for err in e.value.errors)
