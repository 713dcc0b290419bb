"""419.8 (609.7 in June 2026): "the next time a red source of your choice would
deal damage to you this turn, prevent that damage" (Circle of Protection: Red).
The source is chosen as the effect is created; the shield rechecks the source's
color when it would deal damage, and isn't used up by damage it doesn't prevent."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, free, make, obj, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"


def played(data, rules=R07):
    return run_scenario(load_scenario({**data, "rules": rules}))


def cop_against_bolt(source="bolt"):
    """Bob bolts Alice; she activates her Circle in response, choosing the Bolt."""
    objs = [obj("cop", "Circle of Protection: Red"), obj("p", "Plains"),
            obj("bolt", "Lightning Bolt", "Bob", zone="hand"), obj("m", "Mountain", "Bob"), obj("bears", "Grizzly Bears", "Bob")]
    actions = [pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["Alice"], mana_abilities=[{"object": "m"}]),
               pass_("Bob"), act("activate_ability", object="cop", mana_abilities=[{"object": "p"}]), pass_("Alice"),
               act("pass_priority", "Bob", choices={"cop": {"source": source}}), pass_("Alice"), pass_("Bob")]
    return make(objs, actions)


@pytest.mark.parametrize("rules, rule", [(R07, "419.8a"), (R26, "609.7a")])
def test_circle_of_protection_prevents_the_bolt_chosen_as_its_source(rules, rule):
    r = played(cop_against_bolt(), rules)
    assert r.final_state["players"][0]["life"] == 20
    assert rule in rules_of(r.steps[6]) and rule in rules_of(r.steps[-1])


def test_419_8a_a_source_that_is_not_red_cannot_be_chosen():
    r = played(cop_against_bolt(source="bears"))
    assert r.steps[6].refused and "419.8a" in rules_of(r.steps[6])


def test_419_8a_without_a_chosen_source_the_shield_prevents_nothing_and_the_log_says_how_to_choose():
    data = cop_against_bolt()
    data["actions"][5] = pass_("Bob")
    r = played(data)
    assert r.final_state["players"][0]["life"] == 17
    assert any("No red source was chosen" in e.text for e in r.steps[6].events)


PINGER = {"name": "Red Pinger", "mana_cost": "{R}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["creature_or_player"],
                         "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "{T}: 1 damage to any target."}]}


def paint(name, color):
    return free(name, [{"do": "set_colors", "colors": [color], "to": "target:0", "until": "end_of_turn"}])


def test_419_8b_the_shield_rechecks_the_color_and_is_not_used_up_by_damage_it_does_not_prevent():
    """Alice chooses Bob's red pinger. Bob paints it blue and pings her: the
    damage isn't prevented, and the shield stays."""
    objs = [obj("cop", "Circle of Protection: Red"), obj("p", "Plains"), obj("pinger", PINGER, "Bob"),
            obj("other", PINGER, "Bob"), obj("blue", paint("Paint Blue", "blue"), "Bob", zone="hand")]
    actions = [act("activate_ability", object="cop", mana_abilities=[{"object": "p"}]), pass_("Alice"),
               act("pass_priority", "Bob", choices={"cop": {"source": "pinger"}}),             # the shield is made
               pass_("Alice"), act("play_spell", "Bob", object="blue", targets=["pinger"]), pass_("Bob"), pass_("Alice"),
               pass_("Alice"), act("activate_ability", "Bob", object="pinger", targets=["Alice"]), pass_("Bob"), pass_("Alice")]
    r = played(make(objs, actions))
    assert not any(s.refused for s in r.steps)
    assert r.final_state["players"][0]["life"] == 19  # blue as it deals damage: not prevented (419.8b)
    shields = [e for e in r.final_state["continuous_effects"] if e["kind"] == "prevent_source"]
    assert shields and shields[0]["from"] == "Circle of Protection: Red"  # not used up


def test_419_8a_the_shield_prevents_only_the_chosen_source():
    objs = [obj("cop", "Circle of Protection: Red"), obj("p", "Plains"), obj("pinger", PINGER, "Bob"), obj("other", PINGER, "Bob")]
    actions = [act("activate_ability", object="cop", mana_abilities=[{"object": "p"}]), pass_("Alice"),
               act("pass_priority", "Bob", choices={"cop": {"source": "pinger"}}), pass_("Alice"),
               act("activate_ability", "Bob", object="other", targets=["Alice"]), pass_("Bob"), pass_("Alice"),
               pass_("Alice"), act("activate_ability", "Bob", object="pinger", targets=["Alice"]), pass_("Bob"), pass_("Alice")]
    r = played(make(objs, actions))
    assert not any(s.refused for s in r.steps)
    assert r.steps[7].state["players"][0]["life"] == 19  # the other pinger: not the chosen source
    assert r.final_state["players"][0]["life"] == 19     # the chosen one: prevented
    assert "419.8a" in rules_of(r.steps[-1])


def test_the_chosen_source_must_be_an_object_of_the_scenario():
    data = cop_against_bolt(source="nothing")
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert "actions[5].choices.cop.source" in str(e.value)
