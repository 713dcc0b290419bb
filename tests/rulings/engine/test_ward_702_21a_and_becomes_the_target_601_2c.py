"""Ward (2026: 702.21a; later than February 2007, so it does nothing under the 2007
rules and the replay says so) and the abilities that trigger when a permanent
becomes the target of a spell or ability (2026: 601.2c), which both editions play."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of, texts

R07, R26 = "2007-02-01", "2026-06-19"


def creature(name, *abilities, power=2, toughness=2):
    return {"name": name, "mana_cost": "{1}", "types": ["Creature"], "power": power, "toughness": toughness,
            "abilities": list(abilities)}


def ward(**cost):
    return {"kind": "keyword", "keyword": "ward", **cost}


BOLT = {"name": "Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
        "effect": [{"do": "damage", "amount": 3, "to": "target:0"}], "text": "Bolt deals 3 damage to target creature."}
PINGER = creature("Pinger", {"kind": "activated", "cost": {"tap": True}, "targets": ["creature"],
                             "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "{T}: 1 damage to target creature."})


def bob_bolts(ward_card, *extra, choices=None):
    """Alice's `ward_card` (id "w"); Bob casts Bolt at it and both pass twice: the trigger
    (if any) resolves during Alice's first pass, carrying `choices`."""
    objs = [obj("w", ward_card), obj("bolt", BOLT, "Bob", zone="hand"), *extra]
    last_pass = {**pass_("Alice"), **({"choices": choices} if choices else {})}
    return make(objs, [pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["w"]),
                       pass_("Bob"), last_pass, pass_("Alice"), pass_("Bob")])


def played(data, rules):
    replay = run_scenario(load_scenario({**data, "rules": rules}))
    assert not any(s.refused for s in replay.steps), [t for s in replay.steps for t in texts(s)]
    return replay


def cited(replay):
    return {r for s in replay.steps for r in rules_of(s)}


def log(replay):
    return "\n".join(t for s in replay.steps for t in texts(s))


def test_702_21a_ward_counters_the_opponents_spell_when_they_dont_pay():
    r = played(bob_bolts(creature("Warded", ward(cost="{2}"))), R26)
    found = objects_by_id(r.final_state)
    assert found["w"]["zone"] == "in_play" and found["w"]["damage"] == 0
    assert found["bolt"]["zone"] == "graveyard"
    assert {"702.21a", "601.2c", "701.6a", "608.2d", "118.12a"} <= cited(r)
    assert "Bob doesn't pay {2} (no choice was given" in log(r)


def test_702_21a_ward_paid_with_mana_lets_the_spell_resolve():
    lands = [obj("m1", "Mountain", "Bob"), obj("m2", "Mountain", "Bob")]
    r = played(bob_bolts(creature("Warded", ward(cost="{2}")), *lands, choices={"w": {"pays": True}}), R26)
    found = objects_by_id(r.final_state)
    assert found["w"]["zone"] == "graveyard"
    assert found["m1"]["tapped"] and found["m2"]["tapped"]
    assert "Bob pays {2}, so Warded's ward doesn't counter Bolt." in log(r)


def test_702_21a_choosing_to_pay_mana_one_cant_make_refuses_the_action():
    replay = run_scenario(load_scenario({**bob_bolts(creature("Warded", ward(cost="{2}")), choices={"w": {"pays": True}}), "rules": R26}))
    assert replay.steps[-1].refused


def test_119_4_ward_paid_with_life():
    r = played(bob_bolts(creature("Warded", ward(life=3)), choices={"w": {"pays": True}}), R26)
    assert {p["name"]: p["life"] for p in r.final_state["players"]}["Bob"] == 17
    assert objects_by_id(r.final_state)["w"]["zone"] == "graveyard"
    assert "119.4" in cited(r)


def test_701_9a_ward_paid_by_discarding_the_card_named():
    extra = [obj("c1", "Mountain", "Bob", zone="hand"), obj("c2", "Forest", "Bob", zone="hand")]
    r = played(bob_bolts(creature("Warded", ward(discard=1)), *extra, choices={"w": {"pays": True, "cards": ["c2"]}}), R26)
    found = objects_by_id(r.final_state)
    assert found["c2"]["zone"] == "graveyard" and found["c1"]["zone"] == "hand"
    assert found["w"]["zone"] == "graveyard"


def test_702_21a_ward_doesnt_trigger_on_its_controllers_own_spell():
    data = make([obj("w", creature("Warded", ward(cost="{2}"))), obj("bolt", BOLT, zone="hand")],
                [act("play_spell", object="bolt", targets=["w"]), pass_("Alice"), pass_("Bob")])
    r = played(data, R26)
    assert objects_by_id(r.final_state)["w"]["zone"] == "graveyard"
    assert "702.21a" not in cited(r)


def test_701_6a_ward_counters_an_activated_ability_which_leaves_the_stack():
    data = make([obj("w", creature("Warded", ward(cost="{1}"))), obj("p", PINGER, "Bob")],
                [pass_("Alice"), act("activate_ability", "Bob", object="p", ability=0, targets=["w"]),
                 pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob")])
    r = played(data, R26)
    found = objects_by_id(r.final_state)
    assert found["w"]["damage"] == 0 and found["p"]["tapped"]
    assert "Pinger's ability is countered" in log(r) and "701.6a" in cited(r)


def test_ward_is_later_than_2007_and_does_nothing_under_those_rules():
    r = played(bob_bolts(creature("Warded", ward(cost="{2}"))), R07)
    assert objects_by_id(r.final_state)["w"]["zone"] == "graveyard"
    assert "ward doesn't trigger: the keyword came later than February 2007" in log(r)
    assert "702.21a" not in cited(r)


SKULKER = creature("Skulker", {"kind": "triggered", "trigger": {"event": "becomes_target", "who": "self"},
                               "effect": [{"do": "sacrifice", "what": "self"}],
                               "text": "When this creature becomes the target of a spell or ability, sacrifice it."})


@pytest.mark.parametrize("rules", [R07, R26])
def test_a_becomes_the_target_trigger_resolves_first_and_the_spell_loses_its_target(rules):
    r = played(bob_bolts(SKULKER), rules)
    found = objects_by_id(r.final_state)
    assert found["w"]["zone"] == "graveyard" and found["w"]["damage"] == 0
    assert "Skulker's ability triggers" in log(r)
    assert ("601.2c" in cited(r)) is (rules == R26)


def test_a_becomes_the_target_of_a_spell_trigger_ignores_abilities():
    only_spells = creature("Shy", {"kind": "triggered", "trigger": {"event": "becomes_target", "who": "self", "by": "spell"},
                                   "effect": [{"do": "sacrifice", "what": "self"}], "text": "When ~ becomes the target of a spell, sacrifice it."},
                           toughness=3)
    data = make([obj("w", only_spells), obj("p", PINGER, "Bob")],
                [pass_("Alice"), act("activate_ability", "Bob", object="p", ability=0, targets=["w"]), pass_("Bob"), pass_("Alice")])
    r = played(data, R26)
    assert objects_by_id(r.final_state)["w"]["damage"] == 1 and "Shy's ability triggers" not in log(r)


def test_a_ward_without_exactly_one_cost_is_refused_naming_the_field():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("w", creature("Warded", ward(cost="{2}", life=2)))], []))
    assert "objects[0].card.abilities[0]" in str(e.value)


KITE = creature("Kite", {"kind": "triggered", "trigger": {"event": "becomes_target", "who": "self", "first_time": True},
                         "effect": [{"do": "counter_targeting"}], "text": "Whenever ~ becomes the target of a spell or ability for the "
                                                                         "first time each turn, counter that spell or ability."},
                toughness=5)


def test_the_first_time_each_turn_counts_again_on_the_next_turn():
    objs = [obj("w", KITE), obj("p", PINGER, "Bob")]
    ping = act("activate_ability", "Bob", object="p", ability=0, targets=["w"])
    actions = [pass_("Alice"), ping, pass_("Bob"), pass_("Alice"),  # turn 3: countered by the trigger
               act("pass_until", "Alice", step="end_of_turn"), pass_("Alice"), pass_("Bob"),
               ping, pass_("Bob"), pass_("Alice")]  # turn 4, Bob's upkeep: the first time again
    r = played(make(objs, actions), R26)
    assert log(r).count("Kite's ability triggers") == 2 and log(r).count("Pinger's ability is countered") == 2
    assert objects_by_id(r.final_state)["w"]["damage"] == 0


def test_counter_targeting_counters_only_the_first_of_two_abilities_in_a_turn():
    objs = [obj("w", KITE), obj("p", PINGER, "Bob"), obj("p2", PINGER, "Bob")]
    actions = [pass_("Alice"), act("activate_ability", "Bob", object="p", ability=0, targets=["w"]), pass_("Bob"), pass_("Alice"),
               pass_("Alice"), act("activate_ability", "Bob", object="p2", ability=0, targets=["w"]), pass_("Bob"), pass_("Alice")]
    r = played(make(objs, actions), R26)
    assert objects_by_id(r.final_state)["w"]["damage"] == 1
    assert log(r).count("Kite's ability triggers") == 1 and "701.6a" in cited(r)


def test_a_trigger_for_the_first_time_each_turn_is_refused_on_another_event():
    bad = creature("Bad", {"kind": "triggered", "trigger": {"event": "attacks", "who": "self", "first_time": True},
                           "effect": [{"do": "draw", "amount": 1}]})
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("w", bad)], []))
    assert "trigger.first_time" in str(e.value)


def test_a_2026_ward_log_says_no_2007_word():
    from .conftest import words_of_2007
    lands = [obj("m1", "Mountain", "Bob"), obj("m2", "Mountain", "Bob")]
    for choices in (None, {"w": {"pays": True}}):
        r = played(bob_bolts(creature("Warded", ward(cost="{2}")), *lands, choices=choices), R26)
        assert [line for line in log(r).splitlines() if words_of_2007(line)] == []
