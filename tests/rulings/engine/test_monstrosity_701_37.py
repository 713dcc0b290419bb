"""Monstrosity (2026 701.37): the monstrous designation, its trigger and "as long as ~ is
monstrous", and its loss when the permanent leaves the battlefield (701.37b)."""
from rulings.engine import load_scenario, run_scenario

BEAST = {"name": "Test Beast", "mana_cost": "{G}", "types": ["Creature"], "power": 2, "toughness": 2,
         "abilities": [{"kind": "activated", "cost": {"mana": "{G}"}, "effect": [{"do": "monstrosity", "amount": 2}]},
                       {"kind": "static", "affects": "self", "gains": {"kind": "keyword", "keyword": "trample"},
                        "while": {"self_monstrous": True}},
                       {"kind": "triggered", "trigger": {"event": "becomes_monstrous", "who": "self"},
                        "effect": [{"do": "gain_life", "amount": 3, "player": "you"}]}]}
PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def run(actions):
    data = {"format": 1, "rules": "2026-06-19", "name": "monstrosity", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "beast", "card": BEAST, "owner": "Alice", "zone": "in_play"},
                        {"id": "f1", "card": "Forest", "owner": "Alice", "zone": "in_play"},
                        {"id": "unsummon", "card": "Unsummon", "owner": "Bob", "zone": "hand"},
                        {"id": "i1", "card": "Island", "owner": "Bob", "zone": "in_play"}],
            "actions": actions}
    replay = run_scenario(load_scenario(data))
    assert not any(st.refused for st in replay.steps)
    return replay


def beast(replay, where="in_play"):
    return next(o for p in replay.final_state["zones"].values() for zone, z in p.items() for o in z
                if o["id"] == "beast" and zone == where)


MONSTROSITY = [{"type": "activate_ability", "player": "Alice", "object": "beast", "ability": 0,
                "mana_abilities": [{"object": "f1"}]}] + PASS + PASS


def test_701_37a_it_becomes_monstrous_its_trigger_resolves_and_it_has_what_it_has_while_monstrous():
    replay = run(MONSTROSITY)
    b = beast(replay)
    assert b["monstrous"] is True and b["counters"] == {"+1/+1": 2} and "trample" in [k.lower() for k in b["keywords"]]
    assert replay.final_state["players"][0]["life"] == 23


def test_701_37b_it_stops_being_monstrous_when_it_leaves_the_battlefield():
    replay = run(MONSTROSITY + [{"type": "pass_priority", "player": "Alice"}, {"type": "play_spell", "player": "Bob", "object": "unsummon", "targets": ["beast"],
                                 "mana_abilities": [{"object": "i1"}]}, {"type": "pass_priority", "player": "Bob"},
                                {"type": "pass_priority", "player": "Alice"}])
    b = beast(replay, "hand")
    assert not b.get("monstrous") and not b.get("counters")
