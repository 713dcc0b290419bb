"""Mana that "can't be spent to cast a nonartifact spell" (a Powerstone token's, 2026 111.10h;
restricted mana, 106.6; rulings/engine/restricted_mana.py) on hand-written cards: it pays for an
artifact spell and for anything that isn't a spell (an ability's cost, an effect's payment),
never for a nonartifact spell."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, texts

EDITIONS = ("2007-02-01", "2026-06-19")
STONE = {"name": "Test Stone", "types": ["Artifact"], "abilities": [
    {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{C}", "spend_only": "not_nonartifact_spell"}],
     "text": "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."}]}
THING = {"name": "Thing", "types": ["Artifact"], "abilities": [
    {"kind": "activated", "cost": {"mana": "{1}"}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}], "text": "{1}: gain 1 life"}]}
BEAR = {"name": "Bear", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2}


def log(replay):
    return [t for s in replay.steps for t in texts(s)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_mana_pays_for_an_activated_ability(rules):
    replay = run_scenario(load_scenario({**make([obj("stone", STONE), obj("thing", THING)],
                                                [act("activate_ability", "Alice", object="stone", ability=0),
                                                 act("activate_ability", "Alice", object="thing", ability=0)]), "rules": rules}))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert "Alice spends 1 mana that can't be spent to cast a nonartifact spell on Thing's ability." in log(replay)
    assert not replay.final_state["players"][0].get("restricted_mana")


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_mana_doesnt_pay_for_a_nonartifact_spell(rules):
    replay = run_scenario(load_scenario({**make([obj("stone", STONE), obj("bear", BEAR, zone="hand")],
                                                [act("activate_ability", "Alice", object="stone", ability=0),
                                                 act("play_spell", "Alice", object="bear")]), "rules": rules}))
    assert replay.steps[-1].refused
    assert objects_by_id(replay.final_state)["bear"]["zone"] == "hand"


def test_the_mana_pays_an_effects_mana_payment_ward():
    """Ward {2} (2026 702.21a) asks Bob for {2}: his two stones pay it, the engine tapping them."""
    warded = {"name": "Warded", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2,
              "abilities": [{"kind": "keyword", "keyword": "ward", "cost": "{2}"}]}
    bolt = {"name": "Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
            "effect": [{"do": "damage", "amount": 3, "to": "target:0"}], "text": "Bolt deals 3 damage to target creature."}
    objs = [obj("w", warded), obj("bolt", bolt, "Bob", zone="hand"), obj("s1", STONE, "Bob"), obj("s2", STONE, "Bob")]
    data = make(objs, [pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["w"]),
                       pass_("Bob"), {**pass_("Alice"), "choices": {"w": {"pays": True}}}, pass_("Alice"), pass_("Bob")])
    replay = run_scenario(load_scenario({**data, "rules": "2026-06-19"}))
    assert not any(s.refused for s in replay.steps), log(replay)
    found = objects_by_id(replay.final_state)
    assert found["s1"]["tapped"] and found["s2"]["tapped"] and found["w"]["zone"] == "graveyard"
    assert "Bob spends 2 mana that can't be spent to cast a nonartifact spell on Warded's ward." in log(replay)
