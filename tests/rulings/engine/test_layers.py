"""418.5 (2007): the interaction of continuous effects, each example of the
rule played as a scenario; 418.5a's layers and sublayers, 418.5b, 418.5h, 418.5i."""
from .conftest import act, make, obj, pass_, rules_of


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


def pt(step, oid):
    o = objects_by_id(step.state)[oid]
    return o["power"], o["toughness"]


def free(name, effect, targets=("creature",), text=""):
    """An instant that costs {0}, so a test needs no lands."""
    return {"name": name, "mana_cost": "{0}", "types": ["Instant"], "targets": list(targets), "effect": effect,
            "text": text or name}


def cast(oid, *targets, player="Alice"):
    """Play the spell and let it resolve (both players pass)."""
    other = "Bob" if player == "Alice" else "Alice"
    return [act("play_spell", player, object=oid, targets=list(targets)), pass_(player), pass_(other)]


def cast_aura(oid, target, player="Alice"):
    return cast(oid, target, player=player)


FREE_HUMBLE = free("Humble", [{"do": "lose_all_abilities", "to": "target:0", "until": "end_of_turn"},
                              {"do": "set_pt", "power": 0, "toughness": 1, "to": "target:0", "until": "end_of_turn"}],
                   text="Target creature loses all abilities and becomes 0/1 until end of turn.")
FREE_HOLY_STRENGTH = {"name": "Holy Strength", "mana_cost": "{0}", "types": ["Enchantment"], "subtypes": ["Aura"],
                      "targets": ["creature"],
                      "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                                    {"kind": "static", "affects": "enchanted", "pump": {"power": 1, "toughness": 2},
                                     "text": "Enchanted creature gets +1/+2."}],
                      "text": "Enchanted creature gets +1/+2."}


# --- the example: Humble, a +1/+1 counter and Holy Strength ----------

def test_418_5a_humble_on_a_gray_ogre_with_a_counter_and_holy_strength_is_2_4(play):
    objs = [obj("ogre", "Gray Ogre", counters={"+1/+1": 1}), obj("strength", "Holy Strength", attached_to="ogre"),
            obj("humble", FREE_HUMBLE, zone="hand")]
    r = play(make(objs, cast("humble", "ogre")))
    assert pt(r.steps[0], "ogre") == (4, 5)
    assert pt(r.steps[-1], "ogre") == (2, 4)
    assert "418.5a" in rules_of(r.steps[-1])


def test_418_5a_humble_then_holy_strength_is_still_2_4(play):
    objs = [obj("ogre", "Gray Ogre", counters={"+1/+1": 1}), obj("humble", FREE_HUMBLE, zone="hand"),
            obj("strength", FREE_HOLY_STRENGTH, zone="hand")]
    r = play(make(objs, cast("humble", "ogre") + cast_aura("strength", "ogre")))
    assert pt(r.steps[3], "ogre") == (1, 2)
    assert pt(r.steps[-1], "ogre") == (2, 4)


# --- 418.5a's own examples ---------------------------------------------------

BLACK_BEAR = {"name": "Black Bear", "mana_cost": "{1}{B}", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2}


def test_418_5a_crusade_applies_once_an_effect_turns_the_creature_white_and_stops_when_it_turns_red(play):
    objs = [obj("crusade", "Crusade"), obj("bear", BLACK_BEAR),
            obj("whiten", free("Whiten", [{"do": "set_colors", "colors": ["white"], "to": "target:0"}]), zone="hand"),
            obj("redden", free("Redden", [{"do": "set_colors", "colors": ["red"], "to": "target:0"}]), zone="hand")]
    r = play(make(objs, cast("whiten", "bear") + cast("redden", "bear")))
    assert pt(r.steps[0], "bear") == (2, 2)
    assert pt(r.steps[3], "bear") == (3, 3) and "418.5a" in rules_of(r.steps[3])
    assert pt(r.steps[6], "bear") == (2, 2)


ANTHEM = {"name": "Toughness Anthem", "mana_cost": "{0}", "types": ["Enchantment"],
          "abilities": [{"kind": "static", "affects": "creatures", "filter": {"you_control": True},
                         "pump": {"power": 0, "toughness": 2}, "text": "Creatures you control get +0/+2."}],
          "text": "Creatures you control get +0/+2."}


def test_418_5a_gray_ogre_counter_pump_anthem_then_becomes_0_1_is_1_4(play):
    objs = [obj("ogre", "Gray Ogre", counters={"+1/+1": 1}),
            obj("pump", free("Pump", [{"do": "pump", "power": 4, "toughness": 4, "to": "target:0", "until": "end_of_turn"}]), zone="hand"),
            obj("anthem", ANTHEM, zone="hand"),
            obj("shrink", free("Shrink", [{"do": "set_pt", "power": 0, "toughness": 1, "to": "target:0", "until": "end_of_turn"}]), zone="hand")]
    r = play(make(objs, cast("pump", "ogre") + cast("anthem") + cast("shrink", "ogre")))
    assert pt(r.steps[0], "ogre") == (3, 3)
    assert pt(r.steps[3], "ogre") == (7, 7)
    assert pt(r.steps[6], "ogre") == (7, 9)
    assert pt(r.steps[9], "ogre") == (1, 4)
    assert "418.5a" in rules_of(r.steps[9])


def test_418_5a_an_anthem_does_not_affect_the_opponents_creatures(play):
    objs = [obj("anthem", ANTHEM), obj("ogre", "Gray Ogre", "Bob"), obj("mine", "Gray Ogre")]
    r = play(make(objs, []))
    assert pt(r.steps[0], "ogre") == (2, 2) and pt(r.steps[0], "mine") == (2, 4)


# --- 418.5b: one effect, several layers ---------------------------------------

def test_418_5b_wild_mongrel_gets_plus_1_and_becomes_white_so_crusade_applies_too(play):
    mongrel = {"name": "Wild Mongrel", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Dog"], "power": 2, "toughness": 2}
    objs = [obj("crusade", "Crusade"), obj("mongrel", mongrel),
            obj("spell", free("Mongrel's effect", [{"do": "pump", "power": 1, "toughness": 1, "to": "target:0", "until": "end_of_turn"},
                                                   {"do": "set_colors", "colors": ["white"], "to": "target:0", "until": "end_of_turn"}]),
                zone="hand")]
    r = play(make(objs, cast("spell", "mongrel")))
    assert pt(r.steps[-1], "mongrel") == (4, 4)
    assert objects_by_id(r.steps[-1].state)["mongrel"]["colors"] == ["white"]


def test_418_5b_grab_the_reins_gains_control_in_layer_2_and_haste_in_layer_5(play):
    grab = free("Grab the Reins", [{"do": "gain_control", "what": "target:0", "until": "end_of_turn"},
                                   {"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "haste"}, "to": "target:0",
                                    "until": "end_of_turn"}])
    objs = [obj("giant", "Hill Giant", "Bob"), obj("grab", grab, zone="hand")]
    r = play(make(objs, cast("grab", "giant") + [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"),
                                                  act("declare_attackers", attackers=["giant"])]))
    giant = objects_by_id(r.steps[3].state)["giant"]
    assert giant["controller"] == "Alice" and "haste" in giant["keywords"]
    assert not r.steps[-1].refused


def test_418_5b_a_noncreature_artifact_that_becomes_a_2_2_artifact_creature_keeps_both_parts(play):
    idol = {"name": "Idol", "mana_cost": "{2}", "types": ["Artifact"]}
    animate = free("Animate", [{"do": "set_types", "types": ["Artifact", "Creature"], "to": "target:0", "until": "end_of_turn"},
                               {"do": "set_pt", "power": 2, "toughness": 2, "to": "target:0", "until": "end_of_turn"}],
                   targets=("permanent",))
    objs = [obj("idol", idol), obj("animate", animate, zone="hand")]
    r = play(make(objs, cast("animate", "idol")))
    o = objects_by_id(r.steps[-1].state)["idol"]
    assert o["types"] == ["Artifact", "Creature"] and (o["power"], o["toughness"]) == (2, 2)


def test_418_5b_a_land_that_becomes_a_3_3_creature_then_gets_plus_1_is_a_4_4_land_creature(play):
    tomb = {"name": "Svogthos, the Restless Tomb", "types": ["Land"]}
    animate = free("Animate Land", [{"do": "set_types", "types": ["Land", "Creature"], "to": "target:0", "until": "end_of_turn"},
                                    {"do": "set_pt", "power": 3, "toughness": 3, "to": "target:0", "until": "end_of_turn"}],
                   targets=("land",))
    pump = free("Pump", [{"do": "pump", "power": 1, "toughness": 1, "to": "target:0", "until": "end_of_turn"}])
    objs = [obj("tomb", tomb), obj("animate", animate, zone="hand"), obj("pump", pump, zone="hand")]
    r = play(make(objs, cast("animate", "tomb") + cast("pump", "tomb")))
    o = objects_by_id(r.steps[-1].state)["tomb"]
    assert o["types"] == ["Land", "Creature"] and (o["power"], o["toughness"]) == (4, 4)


# --- 418.5h: one effect overrides another -------------------------------------

def test_418_5h_gains_flying_then_loses_flying_the_later_one_wins(play):
    lose = free("Lose Flying", [{"do": "lose_ability", "keyword": "flying", "to": "target:0", "until": "end_of_turn"}])
    objs = [obj("bears", "Grizzly Bears"), obj("flight", "Flight", attached_to="bears"), obj("lose", lose, zone="hand")]
    r = play(make(objs, cast("lose", "bears")))
    assert "flying" in objects_by_id(r.steps[0].state)["bears"]["keywords"]
    assert "flying" not in objects_by_id(r.steps[-1].state)["bears"]["keywords"]


def test_418_5h_loses_flying_then_an_aura_grants_it_the_later_one_wins(play):
    lose = free("Lose Flying", [{"do": "lose_ability", "keyword": "flying", "to": "target:0", "until": "end_of_turn"}])
    flight = {"name": "Flight", "mana_cost": "{0}", "types": ["Enchantment"], "subtypes": ["Aura"], "targets": ["creature"],
              "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                            {"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "flying"},
                             "text": "Enchanted creature has flying."}]}
    objs = [obj("bears", "Grizzly Bears"), obj("lose", lose, zone="hand"), obj("flight", flight, zone="hand")]
    r = play(make(objs, cast("lose", "bears") + cast_aura("flight", "bears")))
    assert "flying" in objects_by_id(r.steps[-1].state)["bears"]["keywords"]


def test_418_5h_crusade_pumps_a_creature_an_aura_makes_white(play):
    whiten = {"name": "Whitening Aura", "mana_cost": "{0}", "types": ["Enchantment"], "subtypes": ["Aura"],
              "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                            {"kind": "static", "affects": "enchanted", "is": {"colors": ["white"]},
                             "text": "Enchanted creature is white."}]}
    objs = [obj("crusade", "Crusade"), obj("bear", BLACK_BEAR), obj("aura", whiten, attached_to="bear")]
    r = play(make(objs, []))
    assert pt(r.steps[0], "bear") == (3, 3)


# --- 418.5i: switching power and toughness --------------------------------------

def test_418_5i_a_1_3_given_plus_0_1_then_switched_is_4_1_and_plus_5_0_makes_it_4_6(play):
    one_three = {"name": "Wall", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 3}
    objs = [obj("wall", one_three),
            obj("a", free("Plus 0/1", [{"do": "pump", "power": 0, "toughness": 1, "to": "target:0", "until": "end_of_turn"}]), zone="hand"),
            obj("b", free("Switch", [{"do": "switch_pt", "to": "target:0", "until": "end_of_turn"}]), zone="hand"),
            obj("c", free("Plus 5/0", [{"do": "pump", "power": 5, "toughness": 0, "to": "target:0", "until": "end_of_turn"}]), zone="hand")]
    r = play(make(objs, cast("a", "wall") + cast("b", "wall") + cast("c", "wall")))
    assert pt(r.steps[3], "wall") == (1, 4)
    assert pt(r.steps[6], "wall") == (4, 1) and "418.5i" in rules_of(r.steps[6])
    assert pt(r.steps[9], "wall") == (4, 6)


def test_418_5i_when_the_plus_0_1_ends_before_the_switch_the_creature_is_3_1(play):
    one_three = {"name": "Wall", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 3}
    objs = [obj("wall", one_three),
            obj("a", free("Plus 0/1", [{"do": "pump", "power": 0, "toughness": 1, "to": "target:0", "until": "end_of_turn"}]), zone="hand"),
            obj("b", free("Switch", [{"do": "switch_pt", "to": "target:0"}]), zone="hand")]
    r = play(make(objs, cast("a", "wall") + cast("b", "wall") + [pass_("Alice"), pass_("Bob")],
                  phase="end", step="end_of_turn"))
    assert pt(r.steps[6], "wall") == (4, 1)
    assert pt(r.steps[-1], "wall") == (3, 1) and r.steps[-1].state["active_player"] == "Bob"


def test_418_5i_twisted_image_makes_a_0_4_wall_a_4_0_that_dies(play):
    objs = [obj("wall", {"name": "Wall", "mana_cost": "{1}", "types": ["Creature"], "power": 0, "toughness": 4}),
            obj("island", "Island"), obj("image", "Twisted Image", zone="hand"), obj("card", "Island", zone="library")]
    r = play(make(objs, [act("play_spell", object="image", targets=["wall"], mana_abilities=[{"object": "island"}]),
                         pass_("Alice"), pass_("Bob")]))
    assert "418.5i" in rules_of(r.steps[-1]) and "420.5b" in rules_of(r.steps[-1])
    assert objects_by_id(r.steps[-1].state)["wall"]["zone"] == "graveyard"


# --- characteristic-setting abilities first (418.5a: "inside each layer") ------

def test_418_5a_a_characteristic_setting_color_applies_before_an_effect_that_changes_color(play):
    black_always = dict(BLACK_BEAR, name="Always Black", abilities=[
        {"kind": "static", "characteristic": {"colors": ["black"]}, "text": "Always Black is black."}])
    objs = [obj("crusade", "Crusade"), obj("bear", black_always),
            obj("whiten", free("Whiten", [{"do": "set_colors", "colors": ["white"], "to": "target:0"}]), zone="hand")]
    r = play(make(objs, cast("whiten", "bear")))
    assert pt(r.steps[0], "bear") == (2, 2)
    assert objects_by_id(r.steps[-1].state)["bear"]["colors"] == ["white"] and pt(r.steps[-1], "bear") == (3, 3)


def test_418_5a_a_characteristic_setting_power_applies_in_6a_before_a_pump(play):
    star = {"name": "Star Creature", "mana_cost": "{2}", "types": ["Creature"], "power": 0, "toughness": 0,
            "abilities": [{"kind": "static", "characteristic": {"power": 3, "toughness": 3}, "text": "It is 3/3."}]}
    objs = [obj("star", star), obj("pump", free("Pump", [{"do": "pump", "power": 1, "toughness": 1, "to": "target:0",
                                                         "until": "end_of_turn"}]), zone="hand")]
    r = play(make(objs, cast("pump", "star")))
    assert pt(r.steps[0], "star") == (3, 3) and pt(r.steps[-1], "star") == (4, 4)


def test_a_filter_is_only_for_a_static_ability_that_affects_creatures(play):
    import pytest

    from rulings.engine import ScenarioError, load_scenario
    bad = dict(ANTHEM, abilities=[dict(ANTHEM["abilities"][0], affects="enchanted")])
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("anthem", bad)], []))
    assert "objects[0].card.abilities[0].filter" in str(e.value)


def test_418_5b_svogthos_becomes_a_10_10_with_ten_creature_cards_in_the_graveyard_then_3_3_again(play):
    """Land becomes 3/3 (6b), +1/+1 (6b): 4/4; Svogthos's own ability grants
    "power and toughness each equal to the number of creature cards in your
    graveyard" with a later timestamp: 10/10; the first effect again: 3/3."""
    tomb_ability = {"kind": "activated", "cost": {},
                    "effect": [{"do": "set_types", "types": ["Land", "Creature"], "to": "self", "until": "end_of_turn"},
                               {"do": "set_colors", "colors": ["black", "green"], "to": "self", "until": "end_of_turn"},
                               {"do": "gain_ability", "to": "self", "until": "end_of_turn", "ability": {
                                   "kind": "static", "characteristic": {"power": {"count": "creature_cards_in_your_graveyard"},
                                                                        "toughness": {"count": "creature_cards_in_your_graveyard"}},
                                   "text": "This creature's power and toughness are each equal to the number of creature cards in your graveyard."}}],
                    "text": "Until end of turn, Svogthos becomes a black and green Plant Zombie creature with \"This creature's power and "
                            "toughness are each equal to the number of creature cards in your graveyard.\" It's still a land."}
    tomb = {"name": "Svogthos, the Restless Tomb", "types": ["Land"], "abilities": [tomb_ability]}
    animate = {"do": "set_types", "types": ["Land", "Creature"], "to": "target:0", "until": "end_of_turn"}
    three = {"do": "set_pt", "power": 3, "toughness": 3, "to": "target:0", "until": "end_of_turn"}
    objs = [obj("tomb", tomb),
            obj("a1", free("Animate Land", [animate, three], targets=("land",)), zone="hand"),
            obj("pump", free("Pump", [{"do": "pump", "power": 1, "toughness": 1, "to": "target:0", "until": "end_of_turn"}]), zone="hand"),
            obj("a2", free("Animate Land", [animate, three], targets=("land",)), zone="hand")]
    objs += [obj(f"dead{n}", "Grizzly Bears", zone="graveyard") for n in range(10)]
    r = play(make(objs, cast("a1", "tomb") + cast("pump", "tomb")
                  + [act("activate_ability", object="tomb"), pass_("Alice"), pass_("Bob")] + cast("a2", "tomb")))
    assert pt(r.steps[3], "tomb") == (3, 3) and pt(r.steps[6], "tomb") == (4, 4)
    assert pt(r.steps[9], "tomb") == (10, 10)
    assert objects_by_id(r.steps[9].state)["tomb"]["types"] == ["Land", "Creature"]
    assert pt(r.steps[-1], "tomb") == (3, 3)


# --- the static abilities a permanent has now generate its effects -------------------

LORD = {"name": "Camp Lord", "mana_cost": "{1}{R}", "types": ["Creature"], "subtypes": ["Goblin"], "power": 2, "toughness": 2,
        "abilities": [{"kind": "static", "affects": "creatures", "filter": {"you_control": True},
                       "pump": {"power": 1, "toughness": 1}, "text": "Creatures you control get +1/+1."}]}


def _with_rules(data, rules):
    return {**data, "rules": rules} if rules else data


def test_418_5a_a_lord_that_lost_all_abilities_gives_no_bonus_to_others_or_itself(play):
    for rules in (None, "2026-06-19"):
        r = play(_with_rules(make([obj("lord", LORD), obj("bears", "Grizzly Bears"), obj("humble", FREE_HUMBLE, zone="hand")],
                                  cast("humble", "lord")), rules))
        assert pt(r.steps[0], "bears") == (3, 3)
        assert pt(r.steps[-1], "lord") == (0, 1) and pt(r.steps[-1], "bears") == (2, 2), rules


def test_418_5a_a_lord_gets_its_ability_back_when_the_humble_effect_ends(play):
    objs = [obj("lord", LORD), obj("bears", "Grizzly Bears"), obj("humble", FREE_HUMBLE, zone="hand"),
            obj("lib", "Forest", "Bob", zone="library")]
    r = play(make(objs, cast("humble", "lord") + [pass_("Alice"), pass_("Bob")], phase="end", step="end_of_turn"))
    assert pt(r.steps[3], "bears") == (2, 2)
    assert pt(r.steps[-1], "lord") == (3, 3) and pt(r.steps[-1], "bears") == (3, 3)  # Humble ended in cleanup


def test_503_2_a_clone_of_a_lord_has_the_lords_static_ability_and_pumps_its_controllers_creatures(play):
    islands = [obj(f"i{n}", "Island") for n in range(4)]
    objs = islands + [obj("lord", LORD, "Bob"), obj("bears", "Grizzly Bears"), obj("clone", "Clone", zone="hand")]
    r = play(make(objs, [act("play_spell", object="clone", choice="lord", mana_abilities=[{"object": f"i{n}"} for n in range(4)]),
                         pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert objects_by_id(last.state)["clone"]["name"] == "Camp Lord"
    assert pt(last, "clone") == (3, 3) and pt(last, "bears") == (3, 3) and pt(last, "lord") == (3, 3)


def test_407_1_a_static_ability_gained_from_a_resolved_effect_works(play):
    rally = free("Rally Cry", [{"do": "gain_ability", "to": "target:0", "until": "end_of_turn",
                                "ability": LORD["abilities"][0]}])
    r = play(make([obj("bears", "Grizzly Bears"), obj("wall", "Grizzly Bears"), obj("rally", rally, zone="hand")],
                  cast("rally", "bears")))
    assert pt(r.steps[-1], "bears") == (3, 3) and pt(r.steps[-1], "wall") == (3, 3)


def test_419_1a_a_replacement_ability_lost_to_humble_replaces_nothing(play):
    doubler = {"name": "Fire Doubler", "mana_cost": "{1}{R}", "types": ["Creature"], "power": 1, "toughness": 1,
               "abilities": [{"kind": "static", "replacement": {"event": "deal_damage", "whose": "yours", "what": "creatures",
                                                                "instead": "double"},
                              "text": "If a creature you control would deal damage, it deals double that damage instead."},
                             {"kind": "activated", "cost": {"tap": True}, "targets": ["creature_or_player"],
                              "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "{T}: 1 damage."}]}
    ping = [act("activate_ability", object="dbl", ability=1, targets=["Bob"]), pass_("Alice"), pass_("Bob")]
    plain = play(make([obj("dbl", doubler)], ping))
    assert plain.steps[-1].state["players"][1]["life"] == 18
    humbled = play(make([obj("dbl", doubler), obj("humble", FREE_HUMBLE, zone="hand")],
                        [act("activate_ability", object="dbl", ability=1, targets=["Bob"]),
                         act("play_spell", object="humble", targets=["dbl"]), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    assert humbled.steps[-1].state["players"][1]["life"] == 19  # Humble resolved first: the ability is gone as it deals damage
