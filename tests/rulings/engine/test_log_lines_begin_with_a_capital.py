"""A log line that begins with an object's name begins with a capital letter even when that
name is a face-down creature's "the face-down creature (m)" (2026 708.2; 2007 504.2)."""
import pytest

from rulings.engine import load_scenario, run_scenario

MORPHER = {"name": "Test Morpher", "mana_cost": "{2}{G}", "types": ["Creature"], "power": 2, "toughness": 2,
           "abilities": [{"kind": "keyword", "keyword": "morph", "cost": "{G}"}]}


def act(kind, player="Alice", **more):
    return {"type": kind, "player": player, **more}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_a_face_down_attackers_lines_begin_with_a_capital(rules):
    actions = [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["m"]),
               act("pass_until", step="declare_blockers"), act("declare_blockers", "Bob", blocks=[]),
               act("pass_until", step="combat_damage"), act("assign_combat_damage", assignments=[])]
    if rules == "2007-02-01":
        actions += [act("pass_priority"), act("pass_priority", "Bob")]  # 2007 310.1: combat damage on the stack
    data = {"format": 1, "rules": rules, "name": "face-down attacker", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "m", "card": MORPHER, "owner": "Alice", "zone": "in_play", "face_down": True}],
            "actions": actions}
    replay = run_scenario(load_scenario(data))
    lines = [ev.text for st in replay.steps for ev in st.events]
    assert [t for t in lines if t.startswith("The face-down creature (m)")], lines
    assert not [t for t in lines if t[:1].islower()], lines
    assert replay.final_state["players"][1]["life"] == 18
