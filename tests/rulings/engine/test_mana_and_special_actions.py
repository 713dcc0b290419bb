"""406 mana abilities, 300.3 mana burn, 408.2 special actions, 212.6 lands, 502.26 morph."""
from .conftest import act, make, obj, pass_, rules_of, zone_ids


def pool(step, player=0):
    return step.state["players"][player]["mana_pool"]


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


# --- 406 mana abilities -------------------------------------------------------

def test_406_4_a_mana_ability_resolves_at_once_without_the_stack(play):
    r = play(make([obj("forest", "Forest")], [act("activate_ability", object="forest")]))
    s = r.steps[1]
    assert s.state["stack"] == [] and pool(s)["G"] == 1
    assert {"406.1", "406.4", "411.1"} <= set(rules_of(s))


def test_408_2e_the_player_keeps_priority_after_a_mana_ability(play):
    r = play(make([obj("forest", "Forest")], [act("activate_ability", object="forest")]))
    assert r.steps[1].state["priority_player"] == "Alice" and "408.2e" in rules_of(r.steps[1])


def test_406_4_a_mana_ability_cannot_be_responded_to_while_a_spell_waits(play):
    objs = [obj("mountain", "Mountain", "Bob"), obj("bolt", "Lightning Bolt", "Bob", zone="hand"), obj("forest", "Forest")]
    r = play(make(objs, [pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["Alice"], mana_abilities=[{"object": "mountain"}]),
                         pass_("Bob"), act("activate_ability", object="forest")]))
    s = r.steps[4]
    assert [i["name"] for i in s.state["stack"]] == ["Lightning Bolt"]  # nothing added on top
    assert pool(s)["G"] == 1


def test_406_1_a_triggered_mana_ability_resolves_immediately(play):
    objs = [obj("flare", "Mana Flare", "Bob"), obj("mountain", "Mountain")]
    r = play(make(objs, [act("activate_ability", object="mountain")]))
    s = r.steps[1]
    assert pool(s)["R"] == 2 and s.state["stack"] == []
    assert "411.3" in rules_of(s)


def test_411_3_mana_flare_mana_pays_for_the_spell_being_played(play):
    objs = [obj("flare", "Mana Flare", "Bob"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("giant", "Hill Giant", zone="hand")]
    r = play(make(objs, [act("play_spell", object="giant", mana_abilities=[{"object": "m1"}, {"object": "m2"}])]))
    assert not r.steps[1].refused and pool(r.steps[1]) == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}


def test_406_2_a_spell_that_adds_mana_uses_the_stack_and_can_be_countered(play):
    objs = [obj("swamp", "Swamp"), obj("ritual", "Dark Ritual", zone="hand"), obj("i1", "Island", "Bob"), obj("i2", "Island", "Bob"),
            obj("cs", "Counterspell", "Bob", zone="hand")]
    r = play(make(objs, [act("play_spell", object="ritual", mana_abilities=[{"object": "swamp"}]), pass_("Alice"),
                         act("play_spell", "Bob", object="cs", targets=["ritual"], mana_abilities=[{"object": "i1"}, {"object": "i2"}]),
                         pass_("Bob"), pass_("Alice")]))
    assert r.steps[1].state["stack"][0]["name"] == "Dark Ritual" and pool(r.steps[1])["B"] == 0
    assert "406.2" in rules_of(r.steps[1])
    assert "ritual" in zone_ids(r.steps[-1].state, "Alice", "graveyard") and pool(r.steps[-1])["B"] == 0


def test_406_6_a_mana_ability_of_an_undefined_type_produces_no_mana(play):
    r = play(make([obj("pool", "Reflecting Pool")], [act("activate_ability", object="pool")]))
    s = r.steps[1]
    assert sum(pool(s).values()) == 0 and "406.6" in rules_of(s)
    assert objects_by_id(s.state)["pool"]["tapped"] is True  # 406.3: still a mana ability, cost paid


def test_406_6_reflecting_pool_produces_a_type_another_land_could_produce(play):
    r = play(make([obj("pool", "Reflecting Pool"), obj("island", "Island")], [act("activate_ability", object="pool")]))
    assert pool(r.steps[1])["U"] == 1


def test_300_3_unused_mana_burns_when_a_phase_ends(play):
    r = play(make([obj("forest", "Forest")], [act("activate_ability", object="forest"), pass_("Alice"), pass_("Bob")]))
    s = r.steps[-1]
    assert s.state["players"][0]["life"] == 19 and sum(pool(s).values()) == 0
    assert "300.3" in rules_of(s)


def test_300_3_mana_stays_in_the_pool_when_only_a_step_ends(play):
    r = play(make([obj("forest", "Forest")], [act("activate_ability", object="forest"), pass_("Alice"), pass_("Bob")],
                  phase="combat", step="beginning_of_combat"))
    s = r.steps[-1]
    assert s.state["step"] == "declare_attackers" and pool(s)["G"] == 1 and s.state["players"][0]["life"] == 20


def test_300_3_mana_burn_can_make_a_player_lose(play):
    r = play(make([obj("forest", "Forest", "Bob")], [pass_("Alice"), act("activate_ability", "Bob", object="forest"), pass_("Bob"), pass_("Alice")],
                  life=(20, 1)))
    s = r.steps[-1]
    assert s.state["winner"] == "Alice" and "420.5a" in rules_of(s)


# --- 408.2d / 212.6 lands --------------------------------------------------------

def test_408_2d_playing_a_land_is_a_special_action_that_does_not_use_the_stack(play):
    r = play(make([obj("forest", "Forest", zone="hand")], [act("play_land", object="forest")]))
    s = r.steps[1]
    assert "forest" in zone_ids(s.state, "Alice", "in_play") and s.state["stack"] == []
    assert s.state["priority_player"] == "Alice"
    assert {"408.2d", "408.1i", "408.1c"} <= set(rules_of(s))


def test_212_6b_only_one_land_each_turn(play):
    r = play(make([obj("f1", "Forest", zone="hand"), obj("f2", "Forest", zone="hand")],
                  [act("play_land", object="f1"), act("play_land", object="f2")]))
    assert r.steps[2].refused and rules_of(r.steps[2])[0] == "212.6b"


def test_408_2d_a_land_is_refused_while_the_stack_is_not_empty(play):
    objs = [obj("f1", "Forest", zone="hand"), obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "m"}]), act("play_land", object="f1")]))
    assert r.steps[2].refused and rules_of(r.steps[2])[0] == "408.2d"


def test_408_2d_a_land_is_refused_in_the_opponents_turn(play):
    r = play(make([obj("island", "Island", "Bob", zone="hand")], [pass_("Alice"), act("play_land", "Bob", object="island")]))
    assert r.steps[2].refused and rules_of(r.steps[2])[0] == "408.2d"


def test_408_2d_a_land_is_refused_outside_a_main_phase(play):
    r = play(make([obj("f1", "Forest", zone="hand")], [act("play_land", object="f1")], phase="beginning", step="upkeep"))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "408.2d"


def test_212_6g_a_land_cannot_be_played_as_a_spell(play):
    r = play(make([obj("f1", "Forest", zone="hand")], [act("play_spell", object="f1")]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "212.6g"


# --- 408.2h / 502.26 morph -------------------------------------------------------

MORPH = [obj("skin", "Skinthinner", "Bob", face_down=True), obj("giant", "Hill Giant")] + [obj(f"s{i}", "Swamp", "Bob") for i in range(5)]


def test_502_26b_a_face_down_creature_is_a_nameless_2_2(play):
    r = play(make(MORPH, []))
    o = objects_by_id(r.steps[0].state)["skin"]
    assert (o["name"], o["power"], o["toughness"], o["abilities"]) == (None, 2, 2, [])


def test_502_26b_a_morph_card_is_played_face_down_for_three(play):
    objs = [obj("skin", "Skinthinner", zone="hand")] + [obj(f"s{i}", "Swamp") for i in range(3)]
    r = play(make(objs, [act("play_spell", object="skin", face_down=True, mana_abilities=[{"object": f"s{i}"} for i in range(3)]),
                         pass_("Alice"), pass_("Bob")]))
    assert "502.26b" in rules_of(r.steps[1])
    o = objects_by_id(r.steps[-1].state)["skin"]
    assert o["zone"] == "in_play" and o["face_down"] and o["name"] is None


def test_408_2h_turning_a_permanent_face_up_is_a_special_action_that_does_not_use_the_stack(play):
    actions = [pass_("Alice")] + [act("activate_ability", "Bob", object=f"s{i}") for i in range(5)] + [
        act("turn_face_up", "Bob", object="skin")]
    r = play(make(MORPH, actions))
    s = r.steps[-1]
    assert {"408.2h", "502.26d", "408.1i"} <= set(rules_of(s))
    assert objects_by_id(s.state)["skin"]["name"] == "Skinthinner"
    # the only thing on the stack is the turned-face-up trigger, and Bob keeps priority
    assert [i["kind"] for i in s.state["stack"]] == ["triggered"] and s.state["priority_player"] == "Bob"


def test_408_2h_turning_face_up_is_refused_without_priority(play):
    r = play(make(MORPH, [act("turn_face_up", "Bob", object="skin")]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "408.1c"


def test_502_26d_turning_face_up_is_refused_without_the_morph_cost(play):
    r = play(make(MORPH, [pass_("Alice"), act("turn_face_up", "Bob", object="skin")]))
    assert r.steps[2].refused and rules_of(r.steps[2])[0] == "409.1h"
    assert r.steps[2].state == r.steps[1].state


# --- 408.2k / 502.59 suspend ------------------------------------------------------

RIFT = [obj("rift", "Rift Bolt", zone="hand"), obj("mountain", "Mountain"), obj("bears", "Grizzly Bears", "Bob")]


def test_408_2k_suspending_a_card_is_a_special_action_that_does_not_use_the_stack(play):
    r = play(make(RIFT, [act("activate_ability", object="mountain"), act("suspend", object="rift")]))
    s = r.steps[2]
    o = objects_by_id(s.state)["rift"]
    assert o["zone"] == "removed_from_game" and o["counters"] == {"time": 1}
    assert s.state["stack"] == [] and s.state["priority_player"] == "Alice"
    assert {"408.2k", "502.59a", "408.1i"} <= set(rules_of(s))


def test_502_59a_a_sorcery_can_be_suspended_only_when_it_could_be_played(play):
    r = play(make(RIFT, [act("activate_ability", object="mountain"), act("suspend", object="rift")], phase="beginning", step="upkeep"))
    assert r.steps[2].refused and rules_of(r.steps[2])[0] == "502.59a"


def test_502_59a_the_last_time_counter_plays_the_card_without_paying_its_mana_cost(play):
    objs = [obj("rift", "Rift Bolt", zone="removed_from_game", counters={"time": 1}), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")],
                  phase="beginning", step="untap"))
    assert "402.8b" in rules_of(r.steps[0])
    assert r.steps[4].state["stack"][0]["name"] == "Rift Bolt" and r.steps[4].state["stack"][0]["kind"] == "spell"
    assert "bears" in zone_ids(r.steps[-1].state, "Bob", "graveyard")
    assert sum(r.steps[-1].state["players"][0]["mana_pool"].values()) == 0


def test_502_59a_a_creature_played_with_suspend_has_haste(play):
    objs = [obj("eph", "Errant Ephemeron", zone="removed_from_game", counters={"time": 1})]
    r = play(make(objs, [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")],
                  phase="beginning", step="untap"))
    o = objects_by_id(r.steps[-1].state)["eph"]
    assert o["zone"] == "in_play" and "haste" in o["abilities"]


def test_502_26c_a_card_without_morph_cannot_be_played_face_down(play):
    objs = [obj("bears", "Grizzly Bears", zone="hand")] + [obj(f"f{i}", "Forest") for i in range(3)]
    r = play(make(objs, [act("play_spell", object="bears", face_down=True, mana_abilities=[{"object": f"f{i}"} for i in range(3)])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "502.26c" and r.steps[1].state == r.steps[0].state
