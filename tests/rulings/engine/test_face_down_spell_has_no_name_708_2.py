"""A spell cast face down has no name (2026 708.2, 702.37a; 2007 504.2, 502.26b): the log says
"a face-down creature spell" and which card it is only in brackets, for the judge."""
import pytest

from rulings.engine import load_scenario, run_scenario

MORPHER = {"name": "Test Morpher", "mana_cost": "{2}{G}", "types": ["Creature"], "power": 4, "toughness": 4,
           "abilities": [{"kind": "keyword", "keyword": "morph", "cost": "{G}"}]}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_a_spell_cast_face_down_is_logged_without_its_name(rules):
    data = {"format": 1, "rules": rules, "name": "face down", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "m", "card": MORPHER, "owner": "Alice", "zone": "hand"},
                        *({"id": f"f{i}", "card": "Forest", "owner": "Alice", "zone": "in_play"} for i in range(3))],
            "actions": [{"type": "play_spell", "player": "Alice", "object": "m", "face_down": True,
                         "mana_abilities": [{"object": f"f{i}"} for i in range(3)]}]}
    replay = run_scenario(load_scenario(data))
    assert not any(st.refused for st in replay.steps)
    casting = [ev.text for st in replay.steps for ev in st.events if "goes on the stack" in ev.text]
    verb = "casts" if rules == "2026-06-19" else "plays"
    assert casting == [f"Alice {verb} a face-down creature spell (m: Test Morpher); it goes on the stack."], casting
