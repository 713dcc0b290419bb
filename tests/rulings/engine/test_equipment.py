"""212.2g-k Equipment, 502.33 equip, 420.5k: an Equipment on an illegal permanent comes off."""
from .conftest import act, blink_the_bears_wearing, make, obj, pass_, rules_of, zone_ids
from .test_combat_and_turn import objects_by_id

EQUIP = 1  # Bonesplitter's abilities: 0 "Equipped creature gets +2/+0.", 1 equip {1}


def equip(target, land, player="Alice", splitter="splitter"):
    return act("activate_ability", player, object=splitter, ability=EQUIP, targets=[target], mana_abilities=[{"object": land}])


def test_502_33a_equip_moves_the_equipment_onto_a_creature_you_control(play):
    objs = [obj("splitter", "Bonesplitter"), obj("bears", "Grizzly Bears"), obj("m", "Mountain")]
    r = play(make(objs, [equip("bears", "m"), pass_("Alice"), pass_("Bob")]))
    assert r.steps[1].state["stack"][-1]["kind"] == "activated"
    state = r.steps[-1].state
    assert objects_by_id(state)["splitter"]["attached_to"] == "bears" and objects_by_id(state)["bears"]["power"] == 4
    assert "502.33a" in rules_of(r.steps[-1])


def test_502_33a_equip_is_played_only_at_sorcery_speed(play):
    objs = [obj("splitter", "Bonesplitter"), obj("bears", "Grizzly Bears"), obj("m", "Mountain")]
    r = play(make(objs, [equip("bears", "m")], active="Bob", priority="Alice"))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "403.5"


def test_502_33a_equip_cant_target_an_opponents_creature(play):
    objs = [obj("splitter", "Bonesplitter"), obj("bears", "Grizzly Bears", "Bob"), obj("m", "Mountain")]
    r = play(make(objs, [equip("bears", "m")]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "409.1c"
    assert "controlled by Bob, not Alice" in r.steps[1].events[-1].text


def test_212_2k_the_equipment_stays_on_a_creature_that_changes_control(play):
    objs = [obj("splitter", "Bonesplitter", attached_to="bears"), obj("bears", "Grizzly Bears"),
            obj("m1", "Mountain", "Bob"), obj("m2", "Mountain", "Bob"), obj("m3", "Mountain", "Bob"),
            obj("threaten", "Threaten", "Bob", zone="hand")]
    r = play(make(objs, [act("play_spell", "Bob", object="threaten", targets=["bears"],
                             mana_abilities=[{"object": m} for m in ("m1", "m2", "m3")]),
                         pass_("Bob"), pass_("Alice")], active="Bob"))
    state = r.steps[-1].state
    assert "bears" in zone_ids(state, "Bob", "in_play") and "splitter" in zone_ids(state, "Alice", "in_play")
    assert objects_by_id(state)["splitter"]["attached_to"] == "bears" and objects_by_id(state)["bears"]["power"] == 4


def test_420_5k_the_equipment_of_a_creature_that_died_stays_in_play_unattached(play):
    objs = [obj("splitter", "Bonesplitter", attached_to="bears"), obj("bears", "Grizzly Bears", "Bob"),
            obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["bears"], mana_abilities=[{"object": "m"}]),
                         pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert "splitter" in zone_ids(last.state, "Alice", "in_play") and objects_by_id(last.state)["splitter"]["attached_to"] is None
    assert "420.5k" in rules_of(last)


def test_502_7d_protection_from_artifacts_knocks_the_equipment_off(play):
    ward = {"name": "Ward Off", "mana_cost": "{W}", "types": ["Instant"], "targets": ["creature"],
            "effect": [{"do": "gain_ability", "to": "target:0", "until": "end_of_turn",
                        "ability": {"kind": "keyword", "keyword": "protection", "from": "artifact"}}]}
    objs = [obj("splitter", "Bonesplitter", attached_to="bears"), obj("bears", "Grizzly Bears"),
            obj("p", "Plains"), obj("ward", ward, zone="hand")]
    r = play(make(objs, [act("play_spell", object="ward", targets=["bears"], mana_abilities=[{"object": "p"}]),
                         pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert objects_by_id(last.state)["splitter"]["attached_to"] is None and {"420.5k", "502.7d"} <= set(rules_of(last))
    assert objects_by_id(last.state)["bears"]["power"] == 2


def test_217_1c_a_creature_that_leaves_play_and_returns_at_once_comes_back_without_its_equipment(play):
    last = play(blink_the_bears_wearing("Bonesplitter")).steps[-1]
    assert "bears" in zone_ids(last.state, "Alice", "in_play") and objects_by_id(last.state)["bears"]["power"] == 2
    assert objects_by_id(last.state)["attachment"]["attached_to"] is None and "420.5k" in rules_of(last)
