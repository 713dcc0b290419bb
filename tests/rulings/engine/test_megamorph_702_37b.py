"""702.37b (2026): a morph keyword with `"megamorph": true` puts a +1/+1 counter on the
permanent as it is turned face up for its megamorph cost; plain morph puts none; the loader
accepts `megamorph` only as true on morph and names the field otherwise."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario


def card(**morph):
    return {"name": "Test Morpher", "mana_cost": "{2}{G}", "types": ["Creature"], "power": 2, "toughness": 2,
            "abilities": [{"kind": "keyword", "keyword": "morph", "cost": "{G}", **morph}]}


def turn_up(c, rules="2026-06-19"):
    data = {"format": 1, "rules": rules, "name": "megamorph", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "m", "card": c, "owner": "Alice", "zone": "in_play", "face_down": True},
                        {"id": "f", "card": "Forest", "owner": "Alice", "zone": "in_play"}],
            "actions": [{"type": "activate_ability", "player": "Alice", "object": "f", "ability": 0},
                        {"type": "turn_face_up", "player": "Alice", "object": "m"}]}
    return run_scenario(load_scenario(data))


def me(replay):
    return next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "m")


def test_megamorph_puts_a_counter_as_it_is_turned_face_up():
    replay = turn_up(card(megamorph=True))
    assert me(replay)["counters"] == {"+1/+1": 1} and (me(replay)["power"], me(replay)["toughness"]) == (3, 3)
    assert "702.37b" in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_plain_morph_puts_no_counter():
    replay = turn_up(card())
    assert me(replay)["counters"] == {}
    assert "702.37b" not in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


@pytest.mark.parametrize("bad", [{"megamorph": False}, {"megamorph": "yes"}])
def test_the_loader_names_a_bad_megamorph_field(bad):
    with pytest.raises(ScenarioError, match="megamorph"):
        turn_up(card(**bad))


def test_megamorph_only_on_morph():
    c = {"name": "Test Flyer", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1,
         "abilities": [{"kind": "keyword", "keyword": "flying", "megamorph": True}]}
    with pytest.raises(ScenarioError, match="megamorph"):
        load_scenario({"format": 1, "rules": "2026-06-19", "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
                       "turn": {"number": 1, "active_player": "Alice", "phase": "precombat_main"},
                       "objects": [{"id": "m", "card": c, "owner": "Alice", "zone": "in_play"}], "actions": []})
