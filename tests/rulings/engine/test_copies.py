"""503 (2007): copies of spells (503.10, 503.10a-b) and storm (502.30a)."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj, pass_, rules_of


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


def life(step, i):
    return step.state["players"][i]["life"]


def all_rules(replay):
    return {c.rule for s in replay.steps for c in s.citations}


TWINCAST_SETUP = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"),
                  obj("i1", "Island", "Bob"), obj("i2", "Island", "Bob"), obj("twincast", "Twincast", "Bob", zone="hand"),
                  obj("bears", "Grizzly Bears", "Bob")]


def _twincast(**kw):
    return [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "m"}]), pass_("Alice"),
            act("play_spell", "Bob", object="twincast", targets=["bolt"], mana_abilities=[{"object": "i1"}, {"object": "i2"}]),
            pass_("Bob"), act("pass_priority", "Alice", **kw)]


def test_503_10_a_copy_keeps_the_targets_and_is_controlled_by_whoever_copied_it(play):
    r = play(make(TWINCAST_SETUP, _twincast() + [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    made = r.steps[5]
    assert "503.10" in rules_of(made)
    copy = made.state["stack"][-1]
    assert copy["controller"] == "Bob" and copy["targets"] == ["Bob"]
    assert life(r.steps[-1], 1) == 14  # the copy and the original each deal 3 to Bob
    assert "420.5j" in all_rules(r)
    assert "bolt_copy" not in objects_by_id(r.steps[-1].state)


def test_503_10b_the_copy_may_get_new_legal_targets(play):
    r = play(make(TWINCAST_SETUP, _twincast(copy_targets={"bolt": [["Alice"]]}) + [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    assert "503.10b" in rules_of(r.steps[5])
    assert life(r.steps[-1], 0) == 17 and life(r.steps[-1], 1) == 17


def test_503_10b_an_illegal_new_target_is_refused(play):
    r = play(make(TWINCAST_SETUP, _twincast(copy_targets={"bolt": [["m"]]})))
    assert r.steps[5].refused and "503.10b" in rules_of(r.steps[5])


def test_503_10_a_copy_is_not_played_so_it_does_not_count_for_storm(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"),
            obj("grapeshot", "Grapeshot", zone="hand")]
    r = play(make(objs, [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "m1"}]), pass_("Alice"),
                         pass_("Bob"),
                         act("play_spell", object="grapeshot", targets=["Bob"], mana_abilities=[{"object": "m2"}, {"object": "m3"}]),
                         pass_("Alice"), pass_("Bob")]))
    # one spell before Grapeshot this turn: one copy; Bolt 3, copy 1, Grapeshot 1
    stack = r.steps[6].state["stack"]
    assert "502.30a" in rules_of(r.steps[6])
    assert [s["name"] for s in stack] == ["Grapeshot", "Grapeshot (copy)"]


def test_502_30a_storm_counts_the_spells_played_before_it_this_turn(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("grapeshot", "Grapeshot", zone="hand")]
    data = make(objs, [act("play_spell", object="grapeshot", targets=["Bob"], mana_abilities=[{"object": "m1"}, {"object": "m2"}]),
                       pass_("Alice"), pass_("Bob"),
                       *[a for _ in range(3) for a in (pass_("Alice"), pass_("Bob"))]])
    data["turn"]["spells_played"] = 2
    r = play(data)
    assert life(r.steps[-1], 1) == 17  # Grapeshot and two copies
    assert "502.30a" in all_rules(r)


def test_502_30a_storm_copies_may_each_get_new_targets(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("grapeshot", "Grapeshot", zone="hand"),
            obj("elf", "Llanowar Elves", "Bob")]
    data = make(objs, [act("play_spell", object="grapeshot", targets=["Bob"], mana_abilities=[{"object": "m1"}, {"object": "m2"}]),
                       pass_("Alice"), act("pass_priority", "Bob", copy_targets={"grapeshot": [["elf"]]}),
                       *[a for _ in range(3) for a in (pass_("Alice"), pass_("Bob"))]])
    data["turn"]["spells_played"] = 2
    r = play(data)
    assert objects_by_id(r.steps[-1].state)["elf"]["zone"] == "graveyard"
    assert life(r.steps[-1], 1) == 18


def test_502_30a_storm_on_empty_the_warrens_makes_goblins_for_each_copy(play):
    objs = [obj(f"m{i}", "Mountain") for i in range(4)] + [obj("warrens", "Empty the Warrens", zone="hand")]
    data = make(objs, [act("play_spell", object="warrens", mana_abilities=[{"object": f"m{i}"} for i in range(4)]),
                       *[a for _ in range(3) for a in (pass_("Alice"), pass_("Bob"))]])
    data["turn"]["spells_played"] = 1
    r = play(data)
    goblins = [o for o in objects_by_id(r.steps[-1].state).values() if o["name"] == "Goblin"]
    assert len(goblins) == 4 and {"goblin", "goblin-2", "goblin-3", "goblin-4"} == {o["id"] for o in goblins}


def test_copy_targets_must_name_objects_or_players():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([], [act("pass_priority", copy_targets={"nothing": [["Bob"]]})]))
    assert "actions[0].copy_targets.nothing" in str(e.value)


# --- 503.2-503.5: copiable values, and coming into play as a copy ------------------

CLONE_MANA = [obj(f"i{n}", "Island") for n in range(4)]


def play_clone(choice):
    return [act("play_spell", object="clone", choice=choice, mana_abilities=[{"object": f"i{n}"} for n in range(4)]),
            pass_("Alice"), pass_("Bob")]


def test_503_2_clone_copies_the_printed_values_not_pump_counters_or_status(play):
    objs = CLONE_MANA + [obj("clone", "Clone", zone="hand"), obj("bears", "Grizzly Bears", "Bob", tapped=True, counters={"+1/+1": 1}),
                         obj("f", "Forest", "Bob"), obj("growth", "Giant Growth", "Bob", zone="hand")]
    actions = [pass_("Alice"), act("play_spell", "Bob", object="growth", targets=["bears"], mana_abilities=[{"object": "f"}]),
               pass_("Bob"), pass_("Alice"), *play_clone("bears")]
    r = play(make(objs, actions))
    last = r.steps[-1]
    clone = objects_by_id(last.state)["clone"]
    assert objects_by_id(last.state)["bears"]["power"] == 6
    assert (clone["name"], clone["power"], clone["toughness"], clone["tapped"], clone["counters"]) == ("Grizzly Bears", 2, 2, False, {})
    assert {"503.2", "503.5", "418.5a"} <= set(rules_of(last))


def test_503_example_clone_of_an_animated_staff_is_an_artifact_not_a_5_5_creature(play):
    staff = {"name": "Chimeric Staff", "mana_cost": "{4}", "types": ["Artifact"],
             "abilities": [{"kind": "activated", "cost": {},
                            "effect": [{"do": "set_types", "types": ["Artifact", "Creature"], "to": "self", "until": "end_of_turn"},
                                       {"do": "set_pt", "power": 5, "toughness": 5, "to": "self", "until": "end_of_turn"}],
                            "text": "{X}: Chimeric Staff becomes an X/X artifact creature until end of turn (here X=5)."}]}
    objs = CLONE_MANA + [obj("clone", "Clone", zone="hand"), obj("staff", staff)]
    r = play(make(objs, [act("activate_ability", object="staff"), pass_("Alice"), pass_("Bob"), *play_clone("staff")]))
    clone = objects_by_id(r.steps[-1].state)["clone"]
    assert clone["types"] == ["Artifact"] and clone["power"] is None and clone["zone"] == "in_play"
    assert clone["abilities"] == [staff["abilities"][0]["text"]]


def test_503_example_clone_of_a_face_down_creature_is_a_nameless_2_2_that_cannot_turn_face_up(play):
    objs = CLONE_MANA + [obj("clone", "Clone", zone="hand"), obj("skin", "Skinthinner", "Bob", face_down=True)]
    r = play(make(objs, play_clone("skin") + [act("turn_face_up", object="clone")]))
    clone = objects_by_id(r.steps[-2].state)["clone"]
    assert (clone["name"], clone["power"], clone["toughness"], clone["colors"], clone["face_down"]) == (None, 2, 2, [], False)
    assert r.steps[-1].refused


def test_503_5_a_clone_of_a_creature_that_comes_into_play_tapped_comes_into_play_tapped(play):
    behemoth = {"name": "Slow Behemoth", "mana_cost": "{5}", "types": ["Creature"], "power": 7, "toughness": 7,
                "abilities": [{"kind": "static", "comes_into_play": {"tapped": True, "counters": {"+1/+1": 1}},
                               "text": "Slow Behemoth comes into play tapped with a +1/+1 counter on it."}]}
    objs = CLONE_MANA + [obj("clone", "Clone", zone="hand"), obj("behemoth", behemoth, "Bob")]
    r = play(make(objs, play_clone("behemoth")))
    clone = objects_by_id(r.steps[-1].state)["clone"]
    assert clone["tapped"] is True and clone["counters"] == {"+1/+1": 1} and clone["power"] == 8


def test_503_example_a_clone_has_the_copied_comes_into_play_trigger(play):
    drawer = {"name": "Drawing Bear", "mana_cost": "{2}", "types": ["Creature"], "power": 2, "toughness": 2,
              "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"},
                             "effect": [{"do": "draw", "amount": 1}], "text": "When Drawing Bear comes into play, draw a card."}]}
    objs = CLONE_MANA + [obj("clone", "Clone", zone="hand"), obj("bear", drawer, "Bob"), obj("card", "Island", zone="library")]
    r = play(make(objs, play_clone("bear") + [pass_("Alice"), pass_("Bob")]))
    assert objects_by_id(r.steps[-1].state)["card"]["zone"] == "hand"


def test_503_clone_of_a_legend_puts_both_into_the_graveyard_under_the_2007_legend_rule(play):
    isamaru = {"name": "Isamaru, Hound of Konda", "mana_cost": "{W}", "supertypes": ["Legendary"], "types": ["Creature"],
               "subtypes": ["Dog"], "power": 2, "toughness": 2}
    objs = CLONE_MANA + [obj("clone", "Clone", zone="hand"), obj("isamaru", isamaru, "Bob")]
    r = play(make(objs, play_clone("isamaru")))
    state = objects_by_id(r.steps[-1].state)
    assert state["clone"]["zone"] == "graveyard" and state["isamaru"]["zone"] == "graveyard"
    assert "420.5e" in rules_of(r.steps[-1])


def test_503_example_a_copy_of_a_modal_spell_has_the_same_mode(play):
    objs = [obj("p", "Plains"), obj("salve", "Healing Salve", zone="hand"),
            obj("i1", "Island", "Bob"), obj("i2", "Island", "Bob"), obj("twincast", "Twincast", "Bob", zone="hand")]
    r = play(make(objs, [act("play_spell", object="salve", mode=0, targets=["Alice"], mana_abilities=[{"object": "p"}]),
                         pass_("Alice"),
                         act("play_spell", "Bob", object="twincast", targets=["salve"], mana_abilities=[{"object": "i1"}, {"object": "i2"}]),
                         pass_("Bob"), act("pass_priority", "Alice", copy_targets={"salve": [["Bob"]]}),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    assert r.steps[-1].state["players"][0]["life"] == 23 and r.steps[-1].state["players"][1]["life"] == 23


def test_503_3_a_clone_of_a_clone_copies_the_copy_effect_too(play):
    objs = CLONE_MANA + [obj(f"j{n}", "Island") for n in range(4)] + [
        obj("clone", "Clone", zone="hand"), obj("clone2", "Clone", zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, play_clone("bears") + [
        act("play_spell", object="clone2", choice="clone", mana_abilities=[{"object": f"j{n}"} for n in range(4)]),
        pass_("Alice"), pass_("Bob")]))
    second = objects_by_id(r.steps[-1].state)["clone2"]
    assert (second["name"], second["power"], second["toughness"]) == ("Grizzly Bears", 2, 2)


def test_503_4_a_shapeshifter_that_becomes_a_copy_keeps_its_giant_growth(play):
    shifter = {"name": "Unstable Shapeshifter", "mana_cost": "{3}{U}", "types": ["Creature"], "subtypes": ["Shapeshifter"],
               "power": 0, "toughness": 1}
    become = {"name": "Become", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature", "creature"],
              "effect": [{"do": "become_copy", "to": "target:0", "of": "target:1"}], "text": "Target creature becomes a copy of target creature."}
    objs = [obj("shifter", shifter), obj("giant", "Hill Giant", "Bob"), obj("f", "Forest"), obj("growth", "Giant Growth", zone="hand"),
            obj("become", become, zone="hand")]
    r = play(make(objs, [act("play_spell", object="growth", targets=["shifter"], mana_abilities=[{"object": "f"}]), pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="become", targets=["shifter", "giant"]), pass_("Alice"), pass_("Bob")]))
    s = objects_by_id(r.steps[-1].state)["shifter"]
    assert (s["name"], s["power"], s["toughness"]) == ("Hill Giant", 6, 6)
    assert "503.4" in rules_of(r.steps[-1])


DEMON = {"name": "Grinning Demon", "mana_cost": "{2}{B}{B}", "types": ["Creature"], "subtypes": ["Demon"], "power": 6, "toughness": 6,
         "abilities": [{"kind": "keyword", "keyword": "morph", "cost": "{2}{B}{B}"}]}
LORIAN = {"name": "Branchsnap Lorian", "mana_cost": "{1}{G}{G}", "types": ["Creature"], "subtypes": ["Dryad"], "power": 4, "toughness": 1,
          "abilities": [{"kind": "keyword", "keyword": "trample"}, {"kind": "keyword", "keyword": "morph", "cost": "{G}"}]}
WANDERING = {"name": "Wandering Ones", "mana_cost": "{U}", "types": ["Creature"], "subtypes": ["Spirit"], "power": 1, "toughness": 1}
BECOME = {"name": "Become", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature", "creature"],
          "effect": [{"do": "become_copy", "to": "target:0", "of": "target:1"}], "text": "Target creature becomes a copy of target creature."}


def test_503_example_a_face_down_demon_that_copies_lorian_stays_2_2_and_turns_up_for_g_as_lorian(play):
    objs = [obj("demon", DEMON, face_down=True), obj("lorian", LORIAN, "Bob"), obj("become", BECOME, zone="hand"), obj("f", "Forest")]
    r = play(make(objs, [act("play_spell", object="become", targets=["demon", "lorian"]), pass_("Alice"), pass_("Bob"),
                         act("activate_ability", object="f"), act("turn_face_up", object="demon")]))
    assert objects_by_id(r.steps[3].state)["demon"]["power"] == 2 and objects_by_id(r.steps[3].state)["demon"]["name"] is None
    assert not r.steps[5].refused
    d = objects_by_id(r.steps[-1].state)["demon"]
    assert (d["name"], d["power"], d["toughness"], d["face_down"]) == ("Branchsnap Lorian", 4, 1, False)


def test_503_example_a_face_down_copy_of_wandering_ones_cannot_be_turned_face_up(play):
    objs = [obj("demon", DEMON, face_down=True), obj("ones", WANDERING, "Bob"), obj("become", BECOME, zone="hand"),
            obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp"), obj("s4", "Swamp")]
    r = play(make(objs, [act("play_spell", object="become", targets=["demon", "ones"]), pass_("Alice"), pass_("Bob"),
                         act("turn_face_up", object="demon")]))
    assert r.steps[-1].refused and "502.26d" in rules_of(r.steps[-1])


UPKEEP_COPY = {"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
               "targets": ["creature"], "effect": [{"do": "become_copy", "to": "self", "of": "target:0"}],
               "text": "At the beginning of your upkeep, you may have this creature become a copy of target creature except for its color. "
                       "If you do, this creature gains this ability."}
DOPPELGANGER = {"name": "Vesuvan Doppelganger", "mana_cost": "{3}{U}{U}", "types": ["Creature"], "subtypes": ["Shapeshifter"],
                "power": 0, "toughness": 0,
                "abilities": [{"kind": "static", "comes_into_play": {"as_copy_of": "creature", "except_colors": True, "gains": UPKEEP_COPY},
                               "text": "As Vesuvan Doppelganger comes into play, you may choose a creature in play. If you do, it comes into "
                                       "play as a copy of that creature except for its color and gains [the upkeep ability]."}]}


def test_503_9_a_clone_of_a_vesuvan_doppelganger_is_a_blue_grizzly_bears_with_its_upkeep_ability(play):
    objs = [obj(f"i{n}", "Island") for n in range(9)] + [
        obj("dopple", DOPPELGANGER, zone="hand"), obj("clone", "Clone", zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, [act("play_spell", object="dopple", choice="bears", mana_abilities=[{"object": f"i{n}"} for n in range(5)]),
                         pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="clone", choice="dopple", mana_abilities=[{"object": f"i{n}"} for n in range(5, 9)]),
                         pass_("Alice"), pass_("Bob")]))
    d = objects_by_id(r.steps[3].state)["dopple"]
    assert (d["name"], d["colors"], d["power"]) == ("Grizzly Bears", ["blue"], 2) and "503.9" in rules_of(r.steps[3])
    c = objects_by_id(r.steps[-1].state)["clone"]
    assert (c["name"], c["colors"], c["power"], c["toughness"], c["subtypes"]) == ("Grizzly Bears", ["blue"], 2, 2, ["Bear"])
    assert c["abilities"] == [UPKEEP_COPY["text"]]


def test_503_2_a_permanent_that_becomes_a_copy_of_crusade_has_its_static_ability(play):
    """The copy's copiable values are Crusade's, abilities included (503.2): its
    "White creatures get +1/+1" applies like the original's (418.4a)."""
    become = {"name": "Become", "mana_cost": "{0}", "types": ["Instant"], "targets": ["permanent", "permanent"],
              "effect": [{"do": "become_copy", "to": "target:0", "of": "target:1"}], "text": "Target permanent becomes a copy of target permanent."}
    objs = [obj("crusade", "Crusade", "Bob"), obj("bears", "Grizzly Bears"), obj("knight", "White Knight", "Bob"),
            obj("become", become, zone="hand")]
    r = play(make(objs, [act("play_spell", object="become", targets=["bears", "crusade"]), pass_("Alice"), pass_("Bob")]))
    assert objects_by_id(r.steps[0].state)["knight"]["power"] == 3
    state = objects_by_id(r.steps[-1].state)
    assert state["bears"]["name"] == "Crusade" and state["bears"]["types"] == ["Enchantment"]
    assert (state["knight"]["power"], state["knight"]["toughness"]) == (4, 4)


def test_503_9_a_permanent_that_becomes_a_copy_except_for_its_color_keeps_its_own(play):
    """Vesuvan Doppelganger's upkeep ability: "... become a copy of target creature,
    except it doesn't copy that creature's color" (503.9; 707.9c)."""
    shifter = {"name": "Color Keeper", "mana_cost": "{1}{U}", "types": ["Creature"], "subtypes": ["Shapeshifter"], "power": 1, "toughness": 1,
               "abilities": [{"kind": "activated", "cost": {"mana": "{U}"}, "targets": ["creature"],
                              "effect": [{"do": "become_copy", "to": "self", "of": "target:0", "except_colors": True}],
                              "text": "{U}: This creature becomes a copy of target creature, except it doesn't copy that creature's color."}]}
    r = play(make([obj("keeper", shifter), obj("i", "Island"), obj("bears", "Grizzly Bears", "Bob")],
                  [act("activate_ability", object="keeper", ability=0, targets=["bears"]), pass_("Alice"), pass_("Bob")]))
    keeper = objects_by_id(r.steps[-1].state)["keeper"]
    assert (keeper["name"], keeper["colors"]) == ("Grizzly Bears", ["blue"])
    assert "503.9" in rules_of(r.steps[-1])
