"""2026 701.50a-b, f: the `connive` instruction: draw, then discard (the choice, or the last card
of the hand); a nonland card discarded puts a +1/+1 counter on the permanent; a permanent gone
from the battlefield connives by its last known information and gets no counter."""
from rulings.engine import load_scenario, run_scenario

CONNIVER = {"name": "Test Conniver", "mana_cost": "{U}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "activated", "cost": {"mana": "{U}"}, "effect": [{"do": "connive"}]},
                          {"kind": "activated", "cost": {"sacrifice": "self"}, "effect": [{"do": "connive"}]}]}
BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "types": ["Instant"], "effect": [{"do": "damage", "amount": 3, "to": "target:0"}],
        "targets": ["any_target"]}


def run(ability, discard=None):
    objects = [{"id": "c", "card": CONNIVER, "owner": "Alice", "zone": "in_play"},
               {"id": "i", "card": "Island", "owner": "Alice", "zone": "in_play"},
               {"id": "top", "card": BOLT, "owner": "Alice", "zone": "library"}]
    pay = {"mana_abilities": [{"object": "i"}]} if ability == 0 else {}
    resolve = {"type": "pass_priority", "player": "Bob"}
    if discard:
        resolve["choices"] = {"c": {"cards": [discard]}}
    data = {"format": 1, "rules": "2026-06-19", "name": "connive", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "activate_ability", "player": "Alice", "object": "c", "ability": ability, **pay},
                        {"type": "pass_priority", "player": "Alice"}, resolve]}
    return run_scenario(load_scenario(data))


def test_without_a_choice_the_drawn_card_is_discarded_and_a_nonland_gives_a_counter():
    replay = run(0)
    me = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "c")
    assert me["counters"] == {"+1/+1": 1}
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["graveyard"]] == ["top"]
    assert any("no choice was given" in ev.text for st in replay.steps for ev in st.events)


def test_a_permanent_gone_still_connives_but_gets_no_counter():
    replay = run(1)
    alice = replay.final_state["zones"]["Alice"]
    assert {o["id"] for o in alice["graveyard"]} == {"c", "top"} and not alice["hand"]
    assert any("left the battlefield" in ev.text for st in replay.steps for ev in st.events)
