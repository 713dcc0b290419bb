"""403 activated, 404 triggered, 405 static abilities, 407 adding and removing
abilities, 408.1d/403.5 timing."""
from .conftest import act, make, obj, pass_, rules_of, zone_ids


def refused_with(step, rule):
    return step.refused and rules_of(step)[0] == rule


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


# --- 408.1d / 403.5 timing -------------------------------------------------

def test_408_1d_an_instant_can_be_played_in_the_opponents_upkeep(play):
    objs = [obj("mountain", "Mountain", "Bob"), obj("bolt", "Lightning Bolt", "Bob", zone="hand")]
    r = play(make(objs, [pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["Alice"], mana_abilities=[{"object": "mountain"}])],
                  phase="beginning", step="upkeep"))
    assert not r.steps[2].refused and r.steps[2].state["stack"][0]["name"] == "Lightning Bolt"
    assert "408.1d" in rules_of(r.steps[2])


def test_408_1d_a_sorcery_is_refused_while_the_stack_is_not_empty(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("blaze", "Blaze", zone="hand"),
            obj("mountain", "Mountain", "Bob"), obj("bolt", "Lightning Bolt", "Bob", zone="hand")]
    r = play(make(objs, [pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["Alice"], mana_abilities=[{"object": "mountain"}]),
                         pass_("Bob"), act("play_spell", object="blaze", x=1, targets=["Bob"],
                                           mana_abilities=[{"object": "m1"}, {"object": "m2"}])]))
    assert refused_with(r.steps[4], "408.1d")


def test_408_1d_a_creature_spell_is_refused_in_the_opponents_turn(play):
    objs = [obj("f1", "Forest", "Bob"), obj("f2", "Forest", "Bob"), obj("bears", "Grizzly Bears", "Bob", zone="hand")]
    r = play(make(objs, [pass_("Alice"), act("play_spell", "Bob", object="bears", mana_abilities=[{"object": "f1"}, {"object": "f2"}])]))
    assert refused_with(r.steps[2], "408.1d")


SORCERY_SPEED = {"name": "Slow Pinger", "mana_cost": "{2}", "types": ["Artifact"],
                 "abilities": [{"kind": "activated", "cost": {}, "timing": "sorcery", "targets": ["player"],
                                "effect": [{"do": "lose_life", "amount": 1, "player": "target:0"}],
                                "text": "{0}: Target player loses 1 life. Play this ability only any time you could play a sorcery."}]}


def test_403_5_a_sorcery_speed_ability_is_refused_outside_the_main_phase(play):
    r = play(make([obj("pinger", SORCERY_SPEED)], [act("activate_ability", object="pinger", targets=["Bob"])],
                  phase="beginning", step="upkeep"))
    assert refused_with(r.steps[1], "403.5")


def test_403_5_a_sorcery_speed_ability_is_played_in_the_main_phase_with_an_empty_stack(play):
    r = play(make([obj("pinger", SORCERY_SPEED)], [act("activate_ability", object="pinger", targets=["Bob"]), pass_("Alice"), pass_("Bob")]))
    assert r.steps[-1].state["players"][1]["life"] == 19
    assert "403.5" in rules_of(r.steps[1])


# --- 403 activated abilities ------------------------------------------------

def test_403_1_the_activation_cost_is_paid_by_the_player_playing_it(play):
    r = play(make([obj("sorcerer", "Prodigal Sorcerer")], [act("activate_ability", object="sorcerer", targets=["Bob"])]))
    o = objects_by_id(r.steps[1].state)["sorcerer"]
    assert o["tapped"] is True and "403.1" in rules_of(r.steps[1])


def test_403_2_only_the_controller_can_play_an_activated_ability(play):
    r = play(make([obj("sorcerer", "Prodigal Sorcerer")], [pass_("Alice"), act("activate_ability", "Bob", object="sorcerer", targets=["Alice"])]))
    assert refused_with(r.steps[2], "403.2")


def test_403_3_once_each_turn_still_applies_after_a_change_of_control(play):
    objs = [obj("rootwalla", "Rootwalla", "Alice"), obj("fa1", "Forest"), obj("fa2", "Forest"),
            obj("threaten", "Threaten", "Bob", zone="hand"), obj("m1", "Mountain", "Bob"), obj("m2", "Mountain", "Bob"),
            obj("m3", "Mountain", "Bob"), obj("fb1", "Forest", "Bob"), obj("fb2", "Forest", "Bob"),
            obj("bobs_card", "Island", "Bob", zone="library")]
    actions = [pass_("Bob"),
               act("activate_ability", object="rootwalla", mana_abilities=[{"object": "fa1"}, {"object": "fa2"}]),
               pass_("Alice"), pass_("Bob"),
               pass_("Bob"), pass_("Alice"), pass_("Bob"), pass_("Alice"),  # upkeep ends, draw step ends
               act("play_spell", "Bob", object="threaten", targets=["rootwalla"],
                   mana_abilities=[{"object": "m1"}, {"object": "m2"}, {"object": "m3"}]),
               pass_("Bob"), pass_("Alice"),
               act("activate_ability", "Bob", object="rootwalla", mana_abilities=[{"object": "fb1"}, {"object": "fb2"}])]
    r = play(make(objs, actions, active="Bob", phase="beginning", step="upkeep"))
    assert objects_by_id(r.steps[11].state)["rootwalla"]["controller"] == "Bob"
    assert refused_with(r.steps[12], "403.3")
    assert r.steps[12].state == r.steps[11].state


def test_403_4_tap_ability_of_a_creature_that_just_arrived_is_refused(play):
    r = play(make([obj("elves", "Llanowar Elves", arrived_this_turn=True)], [act("activate_ability", object="elves")]))
    assert refused_with(r.steps[1], "403.4")
    assert "Llanowar Elves hasn't been under Alice's control" in r.steps[1].citations[0].reason
    assert r.steps[1].state == r.steps[0].state


def test_403_4_tap_ability_is_allowed_once_the_controllers_turn_has_started(play):
    # the Elves arrived during Bob's turn; Alice's next turn starts at her untap step
    r = play(make([obj("elves", "Llanowar Elves", "Alice", arrived_this_turn=True)],
                  [pass_("Bob"), pass_("Alice"), act("activate_ability", object="elves")],
                  active="Bob", phase="end", step="end_of_turn"))
    assert r.steps[2].state["active_player"] == "Alice" and r.steps[2].state["step"] == "upkeep"
    assert not r.steps[3].refused
    assert r.steps[3].state["players"][0]["mana_pool"]["G"] == 1


def test_502_5_haste_lets_a_creature_play_tap_abilities_the_turn_it_arrives(play):
    objs = [obj("sneak", "Sneak Attack"), obj("mountain", "Mountain"), obj("sorcerer", "Prodigal Sorcerer", zone="hand")]
    r = play(make(objs, [act("activate_ability", object="sneak", choice="sorcerer", mana_abilities=[{"object": "mountain"}]),
                         pass_("Alice"), pass_("Bob"), act("activate_ability", object="sorcerer", targets=["Bob"])]))
    s = r.steps[4]
    assert not s.refused
    assert "502.5b" in rules_of(s) and "403.4" in rules_of(s)
    assert objects_by_id(r.steps[3].state)["sorcerer"]["summoning_sick"] is True


def test_402_8g_an_ability_that_moves_its_object_out_of_the_graveyard_is_refused_in_play(play):
    r = play(make([obj("necro", "Necrosavant"), obj("bears", "Grizzly Bears")],
                  [act("activate_ability", object="necro", pay={"sacrifice": ["bears"]})], phase="beginning", step="upkeep"))
    assert refused_with(r.steps[1], "402.8g")


def test_408_1a_necrosavant_is_refused_outside_its_controllers_upkeep(play):
    objs = [obj("necro", "Necrosavant", zone="graveyard"), obj("bears", "Grizzly Bears")] + [obj(f"s{i}", "Swamp") for i in range(4)]
    r = play(make(objs, [act("activate_ability", object="necro", pay={"sacrifice": ["bears"]},
                             mana_abilities=[{"object": f"s{i}"} for i in range(4)])]))
    assert refused_with(r.steps[1], "408.1a")
    assert r.steps[1].state == r.steps[0].state


# --- 404 triggered abilities ----------------------------------------------

def test_404_2_an_ability_that_triggers_during_resolution_waits_for_priority(play):
    objs = [obj("warden", "Soul Warden"), obj("sneak", "Sneak Attack"), obj("mountain", "Mountain"),
            obj("bears", "Grizzly Bears", zone="hand")]
    r = play(make(objs, [act("activate_ability", object="sneak", choice="bears", mana_abilities=[{"object": "mountain"}]),
                         pass_("Alice"), pass_("Bob")]))
    t = [e.text for e in r.steps[3].events]
    trig = next(i for i, x in enumerate(t) if "ability triggers" in x)
    delayed = next(i for i, x in enumerate(t) if x.startswith("A delayed triggered ability is created"))
    stacked = next(i for i, x in enumerate(t) if "goes on the stack" in x)
    assert trig < delayed < stacked  # the rest of Sneak Attack's effect happens first
    assert "404.2" in rules_of(r.steps[3])


def test_404_3_an_intervening_if_that_is_false_means_the_ability_does_not_trigger(play):
    r = play(make([obj("nde", "Near-Death Experience")], [], phase="beginning", step="untap", life=(2, 20)))
    s = r.steps[0]
    assert s.state["stack"] == [] and "404.3" in rules_of(s)


def test_404_3_the_intervening_if_is_checked_again_on_resolution(play):
    objs = [obj("nde", "Near-Death Experience"), obj("plains", "Plains", "Bob"), obj("salve", "Healing Salve", "Bob", zone="hand")]
    r = play(make(objs, [pass_("Alice"), act("play_spell", "Bob", object="salve", mode=0, targets=["Alice"], mana_abilities=[{"object": "plains"}]),
                         pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob")],
                  phase="beginning", step="untap", life=(1, 20)))
    assert r.steps[0].state["stack"][0]["name"] == "Near-Death Experience"
    last = r.steps[-1]
    assert last.state["game_over"] is False and last.state["players"][0]["life"] == 4
    assert any(c.concept == "intervening_if" for c in last.citations)


def test_404_3_the_ability_does_its_thing_when_the_condition_still_holds(play):
    r = play(make([obj("nde", "Near-Death Experience")], [pass_("Alice"), pass_("Bob")], phase="beginning", step="untap", life=(1, 20)))
    assert r.steps[-1].state["winner"] == "Alice"


def _sneak(choice="bears"):
    return act("activate_ability", object="sneak", choice=choice, mana_abilities=[{"object": "mountain"}])


SNEAK = [obj("sneak", "Sneak Attack"), obj("mountain", "Mountain"), obj("bears", "Grizzly Bears", zone="hand")]


def _to_end_of_turn():
    return [pass_("Alice"), pass_("Bob")] * 6  # main 1 .. main 2, ending in the end of turn step


def test_404_4a_a_delayed_triggered_ability_exists_only_once_created(play):
    r = play(make(SNEAK, [_sneak()], phase="postcombat_main"))
    assert r.steps[1].state["delayed_triggers"] == []  # not created until the ability resolves
    r = play(make(SNEAK, [_sneak(), pass_("Alice"), pass_("Bob")], phase="postcombat_main"))
    assert r.steps[3].state["delayed_triggers"][0]["refers_to"] == "bears"
    assert "404.4a" in rules_of(r.steps[3])


def test_404_4b_a_delayed_triggered_ability_triggers_only_once(play):
    r = play(make(SNEAK, [_sneak(), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")], phase="postcombat_main"))
    s = r.steps[-1]
    assert s.state["step"] == "end_of_turn" and s.state["delayed_triggers"] == []
    assert s.state["stack"][0]["kind"] == "triggered" and "404.4b" in rules_of(s)


def test_404_4c_a_delayed_trigger_still_affects_its_object_after_it_changes_characteristics(play):
    objs = SNEAK + [obj("plains", "Plains"), obj("island", "Island"), obj("humble", "Humble", zone="hand")]
    r = play(make(objs, [_sneak(), pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="humble", targets=["bears"], mana_abilities=[{"object": "plains"}, {"object": "island"}]),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")], phase="postcombat_main"))
    s = r.steps[-1]
    assert "bears" in zone_ids(s.state, "Alice", "graveyard")
    assert "404.4c" in rules_of(s)


def test_404_4d_a_delayed_trigger_fails_if_its_permanent_left_play_and_came_back(play):
    objs = SNEAK + [obj("f1", "Forest"), obj("f2", "Forest"), obj("island", "Island", "Bob"), obj("unsummon", "Unsummon", "Bob", zone="hand")]
    r = play(make(objs, [_sneak(), pass_("Alice"), pass_("Bob"), pass_("Alice"),
                         act("play_spell", "Bob", object="unsummon", targets=["bears"], mana_abilities=[{"object": "island"}]),
                         pass_("Bob"), pass_("Alice"),
                         act("play_spell", object="bears", mana_abilities=[{"object": "f1"}, {"object": "f2"}]),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")], phase="postcombat_main"))
    s = r.steps[-1]
    assert "bears" in zone_ids(s.state, "Alice", "in_play")
    assert "404.4d" in rules_of(s)


# --- 405 static and characteristic-setting abilities --------------------------

def test_405_1_a_static_ability_applies_only_while_its_permanent_is_in_play(play):
    r = play(make([obj("warden", "Soul Warden", zone="hand"), obj("sneak", "Sneak Attack"), obj("mountain", "Mountain"),
                   obj("bears", "Grizzly Bears", zone="hand")], [_sneak(), pass_("Alice"), pass_("Bob")]))
    assert r.steps[-1].state["stack"] == []  # Soul Warden in the hand doesn't trigger


def test_405_2a_a_characteristic_setting_color_ability_applies_in_the_hand(play):
    r = play(make([obj("courier", "Transguild Courier", zone="hand")], []))
    assert objects_by_id(r.steps[0].state)["courier"]["colors"] == ["white", "blue", "black", "red", "green"]


def test_405_2_characteristic_setting_ability_survives_losing_all_abilities(play):
    objs = [obj("courier", "Transguild Courier", "Bob"), obj("plains", "Plains"), obj("island", "Island"), obj("humble", "Humble", zone="hand")]
    r = play(make(objs, [act("play_spell", object="humble", targets=["courier"], mana_abilities=[{"object": "plains"}, {"object": "island"}]),
                         pass_("Alice"), pass_("Bob")]))
    c = objects_by_id(r.steps[-1].state)["courier"]
    assert c["abilities"] == [] and (c["power"], c["toughness"]) == (0, 1)
    assert "black" in c["colors"] and "418.5a" in rules_of(r.steps[-1])


# --- 407 adding and removing abilities ---------------------------------------

FLYERS = [obj("drake", "Wind Drake", "Bob"), obj("flight", "Flight", "Bob", attached_to="drake"),
          obj("crash", "Crash Landing", zone="hand"), obj("forest", "Forest"), obj("m1", "Mountain"), obj("m2", "Mountain"),
          obj("jump", "Jump", "Bob", zone="hand"), obj("island", "Island", "Bob")]
CRASH = act("play_spell", object="crash", targets=["drake"], mana_abilities=[{"object": "forest"}, {"object": "m1"}, {"object": "m2"}])


def test_407_3_an_effect_that_removes_an_ability_removes_every_instance(play):
    r = play(make(FLYERS, [CRASH, pass_("Alice"), pass_("Bob")]))
    before = objects_by_id(r.steps[0].state)["drake"]["abilities"]
    after = objects_by_id(r.steps[-1].state)["drake"]["abilities"]
    assert before.count("flying") == 2 and "flying" not in after
    assert "407.3" in rules_of(r.steps[-1])


def test_407_1_the_most_recent_of_gaining_and_losing_an_ability_prevails(play):
    r = play(make(FLYERS, [CRASH, pass_("Alice"), pass_("Bob"), pass_("Alice"),
                           act("play_spell", "Bob", object="jump", targets=["drake"], mana_abilities=[{"object": "island"}]),
                           pass_("Bob"), pass_("Alice")]))
    assert "flying" in objects_by_id(r.steps[-1].state)["drake"]["abilities"]
    assert "407.1" in rules_of(r.steps[-1])


def test_407_1_losing_an_ability_after_gaining_it_leaves_the_creature_without_it(play):
    r = play(make(FLYERS, [pass_("Alice"), act("play_spell", "Bob", object="jump", targets=["drake"], mana_abilities=[{"object": "island"}]),
                           pass_("Bob"), pass_("Alice"), CRASH, pass_("Alice"), pass_("Bob")]))
    assert "flying" not in objects_by_id(r.steps[-1].state)["drake"]["abilities"]


ARTIFACT_BY_DEFINITION = {"name": "Defining Aura", "mana_cost": "{U}", "types": ["Enchantment"], "subtypes": ["Aura"],
                          "targets": ["creature"],
                          "abilities": [{"kind": "static", "affects": "enchanted", "is": {"types": ["Artifact", "Creature"]},
                                         "text": "Enchanted creature is an artifact creature."}]}
ARTIFACT_BY_ABILITY = {"name": "Granting Aura", "mana_cost": "{U}", "types": ["Enchantment"], "subtypes": ["Aura"],
                       "targets": ["creature"],
                       "abilities": [{"kind": "static", "affects": "enchanted",
                                      "gains": {"kind": "static", "characteristic": {"types": ["Artifact", "Creature"]},
                                                "text": "This creature is an artifact creature."},
                                      "text": "Enchanted creature has \"This creature is an artifact creature.\""}]}


def _humbled(play, aura):
    objs = [obj("bears", "Grizzly Bears", "Bob"), obj("aura", aura, "Bob", attached_to="bears"),
            obj("plains", "Plains"), obj("island", "Island"), obj("humble", "Humble", zone="hand")]
    r = play(make(objs, [act("play_spell", object="humble", targets=["bears"], mana_abilities=[{"object": "plains"}, {"object": "island"}]),
                         pass_("Alice"), pass_("Bob")]))
    return objects_by_id(r.steps[0].state)["bears"], objects_by_id(r.steps[-1].state)["bears"]


def test_407_2_a_characteristic_defined_by_an_effect_is_not_a_granted_ability(play):
    before, after = _humbled(play, ARTIFACT_BY_DEFINITION)
    assert "Artifact" in before["types"] and "Artifact" in after["types"]


def test_407_2_a_granted_ability_that_sets_a_characteristic_can_be_removed(play):
    before, after = _humbled(play, ARTIFACT_BY_ABILITY)
    assert "Artifact" in before["types"] and "Artifact" not in after["types"]


def test_408_1h_a_static_ability_is_not_played(play):
    r = play(make([obj("drake", "Wind Drake")], [act("activate_ability", object="drake", ability=0)]))
    assert refused_with(r.steps[1], "408.1h")


def test_404_2_a_triggered_ability_is_not_played(play):
    r = play(make([obj("warden", "Soul Warden")], [act("activate_ability", object="warden", ability=0)]))
    assert refused_with(r.steps[1], "404.2")


REPEATING = {"name": "Echo Chamber", "mana_cost": "{1}", "types": ["Instant"],
             "effect": [{"do": "delayed_trigger", "at": "end_of_turn", "duration": "this_turn",
                         "effect": [{"do": "gain_life", "amount": 1, "player": "you"}], "text": "At end of turn this turn, you gain 1 life."}],
             "text": "At end of turn this turn, you gain 1 life."}


def test_404_4b_a_delayed_trigger_with_a_duration_lasts_until_the_turn_ends(play):
    objs = [obj("f", "Forest"), obj("echo", REPEATING, zone="hand"), obj("lib", "Forest", "Bob", zone="library")]
    r = play(make(objs, [act("play_spell", object="echo", mana_abilities=[{"object": "f"}]), pass_("Alice"), pass_("Bob"),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")],
                  phase="postcombat_main"))
    assert r.steps[5].state["delayed_triggers"] != []  # it stays after triggering: it has a duration
    assert r.steps[-1].state["active_player"] == "Bob" and r.steps[-1].state["delayed_triggers"] == []
    assert r.steps[-1].state["players"][0]["life"] == 21
