"""A player who can't gain life doesn't (2007 103.2; 2026 101.2), and a replacement effect that would
replace that life gain does nothing (2026 119.7): "Players can't gain life" is checked before the
replacements of rulings/engine/life_and_draws.py; a gain of 0 life is never stopped (no event)."""
from rulings.engine import load_scenario, run_scenario

R26 = "2026-06-19"
STOPPER = {"name": "Stopper", "types": ["Enchantment"], "abilities": [{"kind": "keyword", "keyword": "players_cant_gain_life"}]}
INSTEAD_DRAW = {"name": "Drawer", "types": ["Enchantment"],
           "abilities": [{"kind": "static", "replacement": {"event": "gain_life", "whose": "yours", "instead": "draw"}}]}
GAIN = {"name": "Gain", "types": ["Sorcery"], "mana_cost": "{0}", "effect": [{"do": "gain_life", "amount": 2, "player": "you"}]}


def run(*permanents):
    cards = {c["name"]: c for c in (STOPPER, INSTEAD_DRAW, GAIN)}
    objects = [{"id": "g", "card": "Gain", "owner": "Alice", "zone": "hand"},
               {"id": "l1", "card": "Grizzly Bears", "owner": "Alice", "zone": "library"},
               {"id": "l2", "card": "Grizzly Bears", "owner": "Alice", "zone": "library"},
               *({"id": f"p{i}", "card": name, "owner": "Alice", "zone": "in_play"} for i, name in enumerate(permanents))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "g"},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    data = {"format": 1, "rules": R26, "name": "cant gain", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=cards.get))


def hand_size(replay):
    return len(replay.final_state["zones"]["Alice"]["hand"])


def test_without_the_ability_the_replacement_turns_the_gain_into_draws():
    replay = run("Drawer")
    assert replay.final_state["players"][0]["life"] == 20 and hand_size(replay) == 2


def test_a_replacement_of_a_gain_the_player_cant_make_does_nothing():
    replay = run("Drawer", "Stopper")
    assert replay.final_state["players"][0]["life"] == 20 and hand_size(replay) == 0
    assert "119.7" in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_the_player_cant_gain_life():
    assert run("Stopper").final_state["players"][0]["life"] == 20
