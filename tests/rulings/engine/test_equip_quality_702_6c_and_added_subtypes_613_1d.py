"""An equip ability with a quality (2026 702.6c: "Equip legendary creature {3}") targets
only a creature with it, through the target filter's `supertypes`; an attached
permanent's `adds_subtypes` adds creature types in layer 4 (2007 418.5a, 2026 613.1d).
The validator names the wrong field; an equip quality under 2007 is refused."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, free, make, obj, objects_by_id, pass_, texts, zone_ids

DESTROY = [{"do": "destroy", "what": "target:0"}]
LEGENDARY = {"types": ["Creature"], "supertypes": ["Legendary"]}
HERO = {"name": "Isamaru, Hound of Konda", "mana_cost": "{W}", "supertypes": ["Legendary"], "types": ["Creature"],
        "subtypes": ["Dog"], "power": 2, "toughness": 2}
BLADE = {"name": "Test Blade", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"], "abilities": [
    {"kind": "activated", "cost": {"mana": "{0}"}, "timing": "sorcery", "targets": [{**LEGENDARY, "controller": "you"}],
     "effect": [{"do": "attach_to", "to": "target:0", "by": "equip_quality"}]}]}
SWORD = {"name": "Test Sword", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"], "abilities": [
    {"kind": "static", "affects": "equipped", "pump": {"power": 1, "toughness": 0}, "adds_subtypes": ["Warrior"]},
    {"kind": "keyword", "keyword": "equip", "cost": "{0}"}]}


def test_a_creature_that_isnt_legendary_cant_be_the_target_of_a_legendary_filter(play):
    r = play(make([obj("zap", free("Zap", DESTROY, [LEGENDARY]), zone="hand"), obj("bears", "Grizzly Bears", "Bob")],
                  [act("play_spell", object="zap", targets=["bears"])]))
    assert r.steps[1].refused and any("Grizzly Bears is not legendary" in t for t in texts(r.steps[1]))


def test_a_legendary_creature_can_be_the_target_of_a_legendary_filter(play):
    r = play(make([obj("zap", free("Zap", DESTROY, [LEGENDARY]), zone="hand"), obj("isamaru", HERO, "Bob")],
                  [act("play_spell", object="zap", targets=["isamaru"]), pass_("Alice"), pass_("Bob")]))
    assert not r.steps[1].refused and "isamaru" in zone_ids(r.steps[-1].state, "Bob", "graveyard")


def test_the_validator_names_a_wrong_supertype():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("zap", free("Zap", DESTROY, [{"types": ["Creature"], "supertypes": ["Legend"]}]), zone="hand")], []))
    assert "objects[0].card.targets[0].supertypes" in [err.path for err in e.value.errors]


def test_702_6c_equip_legendary_creature_attaches_under_2026(play):
    data = {**make([obj("isamaru", HERO), obj("blade", BLADE)],
                   [act("activate_ability", object="blade", ability=0, targets=["isamaru"]), pass_("Alice"), pass_("Bob")]),
            "rules": "2026-06-19"}
    r = play(data)
    assert objects_by_id(r.steps[-1].state)["blade"].get("attached_to") == "isamaru"
    assert "702.6c" in {c.rule for st in r.steps for ev in st.events for c in ev.citations}


def test_an_equip_quality_under_2007_is_refused_naming_the_edition():
    with pytest.raises(ScenarioError, match=r"later than the February 2007 rules \(2026: 702.6c\)"):
        load_scenario(make([obj("isamaru", HERO), obj("blade", BLADE)], []))


@pytest.mark.parametrize("rules", ("2007-02-01", "2026-06-19"))
def test_an_equipped_creature_is_a_warrior_in_addition_to_its_other_types(play, rules):
    data = {**make([obj("bears", "Grizzly Bears"), obj("sword", SWORD)],
                   [act("activate_ability", object="sword", ability=1, targets=["bears"]), pass_("Alice"), pass_("Bob")]),
            "rules": rules}
    bears = objects_by_id(play(data).steps[-1].state)["bears"]
    assert {"Bear", "Warrior"} <= set(bears["subtypes"]) and bears["power"] == 3


def test_the_validator_names_adds_subtypes_that_arent_creature_types():
    bad = {**SWORD, "abilities": [{**SWORD["abilities"][0], "adds_subtypes": ["Blue"]}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("sword", bad)], []))
    assert "objects[0].card.abilities[0].adds_subtypes" in [err.path for err in e.value.errors]
