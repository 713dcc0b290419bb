"""409.1 playing spells, 422 illegal actions, 420.5 state-based effects, 410.3-410.4."""
import json

import pytest

from rulings.engine import ScenarioError, example_scenarios, load_scenario, run_scenario

from .conftest import act, blink_the_bears_wearing, make, obj, pass_, rules_of, zone_ids


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


def test_409_1_an_illegal_play_returns_the_game_to_the_moment_before_it(play):
    # the Forest is tapped for mana while playing Hill Giant, then the payment fails
    objs = [obj("forest", "Forest"), obj("giant", "Hill Giant", zone="hand")]
    r = play(make(objs, [act("play_spell", object="giant", mana_abilities=[{"object": "forest"}])]))
    s = r.steps[1]
    assert s.refused and s.state == r.steps[0].state
    assert {"409.1h", "409.1", "422.1", "422.2"} <= set(rules_of(s))


def test_422_1_every_refused_action_in_the_examples_leaves_the_state_unchanged():
    refused = 0
    for slug, data in example_scenarios():
        steps = run_scenario(load_scenario(data)).steps
        for before, after in zip(steps, steps[1:]):
            if after.refused:
                refused += 1
                assert json.dumps(after.state, sort_keys=True) == json.dumps(before.state, sort_keys=True), (slug, after.index)
    assert refused >= 10


def test_409_1a_a_spell_moves_from_the_hand_to_the_stack(play):
    objs = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "m"}])]))
    s = r.steps[1].state
    assert zone_ids(s, "Alice", "hand") == [] and s["stack"][0]["object"]["zone"] == "stack"
    assert "409.1a" in rules_of(r.steps[1])


def test_409_1b_a_modal_spell_is_refused_without_a_mode(play):
    objs = [obj("p", "Plains"), obj("salve", "Healing Salve", zone="hand")]
    r = play(make(objs, [act("play_spell", object="salve", targets=["Alice"], mana_abilities=[{"object": "p"}])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "409.1b"


def test_409_1b_the_chosen_mode_decides_the_targets_and_effect(play):
    objs = [obj("p", "Plains"), obj("salve", "Healing Salve", zone="hand"), obj("m", "Mountain", "Bob"),
            obj("bolt", "Lightning Bolt", "Bob", zone="hand"), obj("bears", "Grizzly Bears")]
    r = play(make(objs, [act("play_spell", object="salve", mode=1, targets=["bears"], mana_abilities=[{"object": "p"}]),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"),
                         act("play_spell", "Bob", object="bolt", targets=["bears"], mana_abilities=[{"object": "m"}]),
                         pass_("Bob"), pass_("Alice")]))
    assert "409.1b" in rules_of(r.steps[1])
    assert objects_by_id(r.steps[-1].state)["bears"]["damage"] == 0  # 3 damage prevented
    assert "bears" in zone_ids(r.steps[-1].state, "Alice", "in_play")


def test_409_1b_a_spell_with_x_is_refused_unless_x_is_announced(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("blaze", "Blaze", zone="hand")]
    r = play(make(objs, [act("play_spell", object="blaze", targets=["Bob"], mana_abilities=[{"object": "m1"}, {"object": "m2"}]),
                         act("play_spell", object="blaze", x=1, targets=["Bob"], mana_abilities=[{"object": "m1"}, {"object": "m2"}]),
                         pass_("Alice"), pass_("Bob")]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "409.1b"
    assert not r.steps[2].refused and r.steps[-1].state["players"][1]["life"] == 19


def test_409_1c_a_spell_is_refused_without_a_legal_target(play):
    objs = [obj("b", "Swamp"), obj("b2", "Swamp"), obj("terror", "Terror", zone="hand"), obj("skin", "Skinthinner", "Bob")]
    r = play(make(objs, [act("play_spell", object="terror", targets=["skin"], mana_abilities=[{"object": "b"}, {"object": "b2"}])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "409.1c"
    assert "is black" in r.steps[1].citations[0].reason
    assert r.steps[1].state == r.steps[0].state


def test_409_1c_a_spell_is_refused_with_the_wrong_number_of_targets(play):
    objs = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bolt", mana_abilities=[{"object": "m"}])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "409.1c"


def test_409_1g_mana_abilities_played_while_paying_are_reversed_with_the_play(play):
    objs = [obj("f1", "Forest"), obj("bears", "Grizzly Bears", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bears", mana_abilities=[{"object": "f1"}])]))
    assert r.steps[1].refused
    assert objects_by_id(r.steps[1].state)["f1"]["tapped"] is False
    assert r.steps[1].state["players"][0]["mana_pool"]["G"] == 0


# --- 420.5 state-based effects ------------------------------------------------------

def test_420_5a_a_player_with_0_or_less_life_loses(play):
    objs = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "m"}]), pass_("Alice"), pass_("Bob")],
                  life=(20, 3)))
    s = r.steps[-1].state
    assert s["game_over"] and s["winner"] == "Alice" and s["players"][1]["lost"]
    assert {"420.5a", "102.2a"} <= set(rules_of(r.steps[-1]))


def test_420_5a_no_action_is_possible_after_the_game_ended(play):
    objs = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "m"}]), pass_("Alice"), pass_("Bob"),
                         pass_("Alice")], life=(20, 3)))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == "102.1"


SHRINK = {"name": "Shrink", "mana_cost": "{B}", "types": ["Instant"], "targets": ["creature"],
          "effect": [{"do": "pump", "power": -2, "toughness": -2, "to": "target:0", "until": "end_of_turn"}],
          "text": "Target creature gets -2/-2 until end of turn."}


def test_420_5b_a_creature_with_0_toughness_is_put_into_its_owners_graveyard(play):
    objs = [obj("s", "Swamp"), obj("shrink", SHRINK, zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, [act("play_spell", object="shrink", targets=["bears"], mana_abilities=[{"object": "s"}]), pass_("Alice"), pass_("Bob")]))
    assert "bears" in zone_ids(r.steps[-1].state, "Bob", "graveyard") and "420.5b" in rules_of(r.steps[-1])


def test_420_5c_a_creature_with_lethal_damage_is_destroyed(play):
    objs = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"), obj("giant", "Hill Giant", "Bob", damage=1)]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["giant"], mana_abilities=[{"object": "m"}]), pass_("Alice"), pass_("Bob")]))
    assert "giant" in zone_ids(r.steps[-1].state, "Bob", "graveyard") and "420.5c" in rules_of(r.steps[-1])


def test_420_5c_damage_below_toughness_does_not_destroy(play):
    objs = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"), obj("giant", "Hill Giant", "Bob", damage=0)]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["giant"], mana_abilities=[{"object": "m"}]), pass_("Alice"), pass_("Bob")],
                  phase="precombat_main"))
    assert "giant" in zone_ids(r.steps[-1].state, "Bob", "graveyard")  # 3 damage, toughness 3
    r = play(make([obj("giant", "Hill Giant", "Bob", damage=2)], []))
    assert "giant" in zone_ids(r.steps[0].state, "Bob", "in_play")


def test_420_5d_an_aura_whose_creature_left_play_goes_to_the_graveyard(play):
    objs = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", "Bob"),
            obj("flight", "Flight", "Bob", attached_to="bears")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["bears"], mana_abilities=[{"object": "m"}]), pass_("Alice"), pass_("Bob")]))
    assert "flight" in zone_ids(r.steps[-1].state, "Bob", "graveyard") and "420.5d" in rules_of(r.steps[-1])


def test_420_5g_a_player_who_drew_from_an_empty_library_loses(play):
    r = play(make([], [], phase="beginning", step="draw"))
    assert r.steps[0].state["winner"] == "Bob" and "420.5g" in rules_of(r.steps[0])


def test_420_3_state_based_effects_happen_simultaneously(play):
    # both players at 0 life at once: both lose, and the game is a draw
    objs = [obj("flare_m", "Mountain")]
    r = play(make(objs, [], life=(0, 0)))
    s = r.steps[0].state
    assert s["game_over"] and s["winner"] is None and all(p["lost"] for p in s["players"])


# --- 410 handling triggered abilities ------------------------------------------------

def test_410_3_triggered_abilities_go_on_the_stack_in_apnap_order(play):
    objs = [obj("wa", "Soul Warden"), obj("wb", "Soul Warden", "Bob"), obj("f1", "Forest"), obj("f2", "Forest"),
            obj("bears", "Grizzly Bears", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bears", mana_abilities=[{"object": "f1"}, {"object": "f2"}]), pass_("Alice"), pass_("Bob")]))
    stack = r.steps[-1].state["stack"]
    assert [i["controller"] for i in stack] == ["Alice", "Bob"]  # Bob's on top: it resolves first
    assert "410.3" in rules_of(r.steps[-1])


def _two_wardens_and_bears(last_pass):
    objs = [obj("wa1", "Soul Warden"), obj("wa2", "Soul Warden"), obj("f1", "Forest"), obj("f2", "Forest"),
            obj("bears", "Grizzly Bears", zone="hand")]
    return make(objs, [act("play_spell", object="bears", mana_abilities=[{"object": "f1"}, {"object": "f2"}]),
                       pass_("Alice"), last_pass])


def test_410_3_a_players_triggers_go_on_the_stack_in_the_order_they_triggered_unless_chosen(play):
    r = play(_two_wardens_and_bears(pass_("Bob")))
    assert [i["source"] for i in r.steps[-1].state["stack"]] == ["wa1", "wa2"]


def test_410_3_a_player_puts_their_triggers_on_the_stack_in_the_order_they_choose(play):
    r = play(_two_wardens_and_bears({**pass_("Bob"), "trigger_order": ["wa2", "wa1"]}))
    last = r.steps[-1]
    assert [i["source"] for i in last.state["stack"]] == ["wa2", "wa1"]  # wa1's on top: it resolves first
    assert any("Alice chose the order" in c.reason for c in last.citations if c.rule == "410.3")


def test_a_trigger_order_naming_no_object_is_refused_at_its_field():
    data = _two_wardens_and_bears({**pass_("Bob"), "trigger_order": ["wa3"]})
    with pytest.raises(ScenarioError) as error:
        load_scenario(data)
    assert [e.path for e in error.value.errors] == ["actions[2].trigger_order[0]"]


def test_410_4_a_triggered_ability_without_a_legal_target_is_removed(play):
    objs = [obj("skin", "Skinthinner", "Bob", face_down=True)] + [obj(f"s{i}", "Swamp", "Bob") for i in range(5)]
    actions = [pass_("Alice")] + [act("activate_ability", "Bob", object=f"s{i}") for i in range(5)] + [act("turn_face_up", "Bob", object="skin")]
    r = play(make(objs, actions))
    s = r.steps[-1]
    assert s.state["stack"] == [] and "410.4" in rules_of(s)


def test_419_6b_a_regenerated_creature_survives_lethal_damage_tapped_and_undamaged(play):
    objs = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"), obj("skel", "Drudge Skeletons", "Bob"),
            obj("s", "Swamp", "Bob")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["skel"], mana_abilities=[{"object": "m"}]), pass_("Alice"),
                         act("activate_ability", "Bob", object="skel", mana_abilities=[{"object": "s"}]), pass_("Bob"), pass_("Alice"),
                         pass_("Alice"), pass_("Bob")]))
    s = r.steps[-1]
    o = objects_by_id(s.state)["skel"]
    assert o["zone"] == "in_play" and o["tapped"] and o["damage"] == 0
    assert {"419.6b", "420.5c"} <= set(rules_of(s))


def test_419_6b_terror_says_the_creature_cant_be_regenerated(play):
    objs = [obj("b1", "Swamp"), obj("b2", "Swamp"), obj("terror", "Terror", zone="hand"), obj("troll", "Uthden Troll", "Bob"),
            obj("m", "Mountain", "Bob")]
    r = play(make(objs, [pass_("Alice"), act("activate_ability", "Bob", object="troll", mana_abilities=[{"object": "m"}]), pass_("Bob"),
                         pass_("Alice"),
                         act("play_spell", object="terror", targets=["troll"], mana_abilities=[{"object": "b1"}, {"object": "b2"}]),
                         pass_("Alice"), pass_("Bob")]))
    s = r.steps[-1]
    assert "troll" in zone_ids(s.state, "Bob", "graveyard") and "419.6b" in rules_of(s)


def test_420_5b_zero_toughness_cannot_be_regenerated(play):
    objs = [obj("s", "Swamp"), obj("shrink", SHRINK, zone="hand"), obj("troll", "Uthden Troll", "Bob"), obj("m", "Mountain", "Bob")]
    r = play(make(objs, [pass_("Alice"), act("activate_ability", "Bob", object="troll", mana_abilities=[{"object": "m"}]), pass_("Bob"),
                         pass_("Alice"),
                         act("play_spell", object="shrink", targets=["troll"], mana_abilities=[{"object": "s"}]), pass_("Alice"), pass_("Bob")]))
    s = r.steps[-1]
    assert "troll" in zone_ids(s.state, "Bob", "graveyard") and "420.5b" in rules_of(s) and "419.6b" not in rules_of(s)


SQUEE = {"name": "Squee, Goblin Nabob", "mana_cost": "{2}{R}", "supertypes": ["Legendary"], "types": ["Creature"],
         "subtypes": ["Goblin"], "power": 1, "toughness": 1}


def test_420_5e_a_second_legendary_permanent_with_the_same_name_puts_both_into_the_graveyard(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain"), obj("old", SQUEE),
            obj("new", SQUEE, zone="hand")]
    r = play(make(objs, [act("play_spell", object="new", mana_abilities=[{"object": m} for m in ("m1", "m2", "m3")]),
                         pass_("Alice"), pass_("Bob")]))
    graveyard = zone_ids(r.steps[-1].state, "Alice", "graveyard")
    assert {"old", "new"} <= set(graveyard) and "420.5e" in rules_of(r.steps[-1])


def test_420_5e_the_2007_legend_rule_counts_every_players_permanents(play):
    r = play(make([obj("mine", SQUEE), obj("theirs", SQUEE, "Bob")], []))
    state = r.steps[0].state
    assert "mine" in zone_ids(state, "Alice", "graveyard") and "theirs" in zone_ids(state, "Bob", "graveyard")


def test_420_5e_does_not_apply_when_only_one_of_the_same_name_is_legendary(play):
    plain = {key: value for key, value in SQUEE.items() if key != "supertypes"}
    r = play(make([obj("legend", SQUEE), obj("copy", plain)], []))
    assert {"legend", "copy"} <= set(zone_ids(r.steps[0].state, "Alice", "in_play")) and "420.5e" not in rules_of(r.steps[0])


def test_420_5n_plus_and_minus_counters_on_one_permanent_are_removed_in_pairs(play):
    r = play(make([obj("bears", "Grizzly Bears", counters={"+1/+1": 3, "-1/-1": 1})], []))
    bears = objects_by_id(r.steps[0].state)["bears"]
    assert bears["counters"] == {"+1/+1": 2} and "420.5n" in rules_of(r.steps[0])


SOLDIER_TOKEN = {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"], "colors": ["white"],
                 "power": 1, "toughness": 1}


def test_420_5f_a_bounced_token_ceases_to_exist_at_the_next_check(play):
    objs = [obj("i", "Island"), obj("unsummon", "Unsummon", zone="hand"), obj("soldier", SOLDIER_TOKEN, "Bob", token=True)]
    r = play(make(objs, [act("play_spell", object="unsummon", targets=["soldier"], mana_abilities=[{"object": "i"}]),
                         pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    everywhere = [o["id"] for zones in last.state["zones"].values() for cards in zones.values() for o in cards]
    assert "soldier" not in everywhere and "420.5f" in rules_of(last)
    assert "State-based effect: Soldier, a token in the hand, ceases to exist." in [e.text for e in last.events]


def test_216_4_a_token_that_left_play_cant_come_back(play):
    from rulings.engine.engine import build_game
    from rulings.engine.zones import put_into_play

    game = build_game(load_scenario(make([obj("soldier", SOLDIER_TOKEN, token=True)], [])))
    token = game.objects["soldier"]
    game.move(token, "graveyard")
    put_into_play(game, token, 0, "returned")
    assert token.zone == "graveyard" and "216.4" in [c.rule for e in game.events for c in e.citations]


def test_a_token_can_only_start_in_play(play):
    data = make([obj("soldier", SOLDIER_TOKEN, zone="hand", token=True)], [])
    with pytest.raises(ScenarioError) as error:
        load_scenario(data)
    assert [e.path for e in error.value.errors] == ["objects[0].token"]


def test_420_5d_an_aura_stays_behind_when_its_creature_leaves_play_and_returns_at_once(play):
    last = play(blink_the_bears_wearing("Flight")).steps[-1]
    assert "bears" in zone_ids(last.state, "Alice", "in_play") and "attachment" in zone_ids(last.state, "Alice", "graveyard")
    assert "420.5d" in rules_of(last)


EXILE_IT = {"name": "Exile It", "types": ["Instant"], "mana_cost": "{U}", "targets": ["creature"],
            "effect": [{"do": "remove_from_game", "what": "target:0"}]}


@pytest.mark.parametrize("rules, where", [("2007-02-01", "in the removed-from-the-game zone"), ("2026-06-19", "in exile")])
def test_420_5f_704_5d_an_exiled_token_ceases_to_exist_said_in_the_editions_words(play, rules, where):
    objs = [obj("i", "Island"), obj("exile", EXILE_IT, zone="hand"), obj("soldier", SOLDIER_TOKEN, "Bob", token=True)]
    scenario = {**make(objs, [act("play_spell", object="exile", targets=["soldier"], mana_abilities=[{"object": "i"}]),
                              pass_("Alice"), pass_("Bob")]), "rules": rules}
    texts = [e.text for e in play(scenario).steps[-1].events]
    assert any(t.endswith(f"Soldier, a token {where}, ceases to exist.") for t in texts), texts
    assert not any("removed from game" in t for t in texts)
