"""Reconfigure (2026 702.151): attached, the Equipment stops being a creature until it becomes
unattached from that creature (702.151b), so it is a creature again when that creature leaves;
an Equipment creature can equip only if it has reconfigure (301.5c)."""
from .conftest import act, free, make, obj, objects_by_id, pass_

R26 = "2026-06-19"
ATTACH = {"kind": "activated", "cost": {"mana": "{0}"}, "timing": "sorcery",
          "targets": [{"types": ["Creature"], "controller": "you", "other": True}],
          "effect": [{"do": "attach_to", "to": "target:0", "by": "reconfigure"}]}
UNATTACH = {"kind": "activated", "cost": {"mana": "{0}"}, "timing": "sorcery", "only_while": {"attached_to_a_creature": True},
            "effect": [{"do": "unattach", "by": "reconfigure"}]}
FOX = {"name": "Test Fox", "mana_cost": "{1}", "types": ["Artifact", "Creature"], "subtypes": ["Equipment", "Fox"],
       "power": 1, "toughness": 1, "abilities": [{"kind": "static", "affects": "equipped", "pump": {"power": 1, "toughness": 1}}, ATTACH, UNATTACH]}
#: an Equipment creature without reconfigure (made a creature some other way) with the same attach
PLAIN = {**FOX, "name": "Plain Fox", "abilities": [FOX["abilities"][0], {**ATTACH, "effect": [{"do": "attach_to", "to": "target:0"}]}]}
KILL = [{"do": "destroy", "what": "target:0"}]


def attach_then(extra, card=FOX):
    objects = [obj("bears", "Grizzly Bears"), obj("fox", card), obj("kill", free("Kill", KILL), zone="hand")]
    return {**make(objects, [act("activate_ability", object="fox", ability=1, targets=["bears"]), pass_("Alice"), pass_("Bob"), *extra]),
            "rules": R26}


def test_702_151b_attached_it_isnt_a_creature(play):
    fox = objects_by_id(play(attach_then([])).steps[-1].state)["fox"]
    assert fox.get("attached_to") == "bears" and "Creature" not in fox["types"] and "Fox" not in fox["subtypes"]


def test_702_151b_it_is_a_creature_again_when_the_creature_it_equipped_leaves(play):
    r = play(attach_then([act("play_spell", object="kill", targets=["bears"]), pass_("Alice"), pass_("Bob")]))
    fox = objects_by_id(r.steps[-1].state)["fox"]
    assert fox.get("attached_to") is None and "Creature" in fox["types"] and (fox["power"], fox["toughness"]) == (1, 1)


def test_301_5c_an_equipment_creature_without_reconfigure_cant_equip(play):
    r = play(attach_then([], card=PLAIN))
    fox = objects_by_id(r.steps[-1].state)["fox"]
    assert fox.get("attached_to") is None and "Creature" in fox["types"]
    assert any("can't equip one" in ev.text for st in r.steps for ev in st.events)
