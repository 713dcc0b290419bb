"""A real card with unearth (2026 702.84a): Dregscape Zombie returns from its owner's
graveyard with haste, is exiled at the beginning of the next end step, and is exiled
instead of going anywhere else if it would leave the battlefield. Unearth came after
February 2007: under those rules the scenario is refused, naming the card."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "unearth", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def obj(oid, card, owner="Alice", zone="in_play", **more):
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **more}


UNEARTH = [{"type": "activate_ability", "player": "Alice", "object": "zombie", "ability": 0, "mana_abilities": [{"object": "s0"}]},
           {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
OBJECTS = [obj("zombie", "Dregscape Zombie", zone="graveyard"), obj("s0", "Swamp")]


def run(lookup, objects, actions):
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps if st.refused for ev in st.events]
    return replay


def texts(replay):
    return [ev.text for st in replay.steps for ev in st.events]


def test_dregscape_zombie_is_fully_played_with_an_ability_from_the_graveyard(pool):
    assert pool["Dregscape Zombie"].played
    [ab] = pool["Dregscape Zombie"].definition["abilities"]
    assert ab["zone"] == "graveyard" and ab["timing"] == "sorcery" and ab["effect"] == [{"do": "unearth"}]


def test_unearth_returns_it_with_haste_citing_702_84a(lookup):
    replay = run(lookup, OBJECTS, UNEARTH)
    zombie = objects_in(replay.final_state)["zombie"]
    assert zombie["zone"] == "in_play" and "haste" in zombie["keywords"]
    assert ("702.84a", "unearth") in {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}


def test_the_unearthed_creature_is_exiled_at_the_beginning_of_the_end_step(lookup):
    actions = [*UNEARTH, {"type": "pass_until", "player": "Alice", "step": "end_of_turn"},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run(lookup, OBJECTS, actions)
    assert objects_in(replay.final_state)["zombie"]["zone"] == "removed_from_game"


def test_an_unearthed_creature_that_would_die_is_exiled_instead(lookup):
    objects = [*OBJECTS, obj("murder", "Murder", owner="Bob", zone="hand"), *[obj(f"b{i}", "Swamp", owner="Bob") for i in range(3)]]
    actions = [*UNEARTH, {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "murder", "targets": ["zombie"],
                "mana_abilities": [{"object": f"b{i}"} for i in range(3)]},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}]
    replay = run(lookup, objects, actions)
    assert objects_in(replay.final_state)["zombie"]["zone"] == "removed_from_game"
    assert "Dregscape Zombie would leave the battlefield; it was unearthed, so it is exiled instead." in texts(replay)


def test_unearth_can_be_activated_only_as_a_sorcery(lookup):
    actions = [{"type": "pass_priority", "player": "Alice"}, {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"],
                "mana_abilities": [{"object": "m"}]}, *UNEARTH[:1]]
    objects = [*OBJECTS, obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert replay.steps[-1].refused


def test_unearth_is_refused_under_the_2007_rules_naming_the_card(lookup):
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.card.*unearth is later than the February 2007 rules \(2026: 702\.84\)"):
        load_scenario(scenario(OBJECTS, [], rules=R07), cards=lookup)


def test_unearth_with_a_cost_that_isnt_mana_stays_text_only():
    c = compile_card({"name": "Test Zombie", "mana_cost": "{B}", "types": ["Creature"], "power": "1", "toughness": "1",
                      "text": "Unearth—Pay eight {E}."})
    assert not c.played
