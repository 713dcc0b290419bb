""""As [this] comes into play, choose a color / a creature type" (419.1b), and
what the examples of 503.6-503.8 say of such choices and copies."""
from rulings.engine import load_scenario, run_scenario, ScenarioError

from .conftest import act, make, obj, pass_, rules_of


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


def all_rules(replay):
    return {c.rule for s in replay.steps for c in s.citations}


def free(name, effect, targets=("creature",)):
    return {"name": name, "mana_cost": "{0}", "types": ["Instant"], "targets": list(targets), "effect": effect, "text": name}


CHOOSE_COLOR = {"kind": "static", "comes_into_play": {"choose": "color"}}
VOICE_OF_ALL = {"name": "Voice of All", "mana_cost": "{2}{W}{W}", "types": ["Creature"], "subtypes": ["Angel"], "power": 2, "toughness": 2,
                "abilities": [{"kind": "keyword", "keyword": "flying"},
                              {**CHOOSE_COLOR, "text": "As Voice of All comes into play, choose a color."},
                              {"kind": "keyword", "keyword": "protection", "from": "chosen_color"}]}
CHOSEN_COUNT = {"count": "permanents_of_the_chosen_color_your_opponents_control"}
CHAMELEON_SPIRIT = {"name": "Chameleon Spirit", "mana_cost": "{3}{U}", "types": ["Creature"], "subtypes": ["Illusion", "Spirit"],
                    "power": 0, "toughness": 0,
                    "abilities": [{**CHOOSE_COLOR, "text": "As Chameleon Spirit comes into play, choose a color."},
                                  {"kind": "static", "characteristic": {"power": CHOSEN_COUNT, "toughness": CHOSEN_COUNT},
                                   "text": "Chameleon Spirit's power and toughness are each equal to the number of permanents "
                                           "of the chosen color your opponents control."}]}
RED_GOBLIN = {"name": "Goblin Piker", "mana_cost": "{1}{R}", "types": ["Creature"], "subtypes": ["Goblin", "Warrior"],
              "power": 2, "toughness": 1}
CALLER_OF_THE_HUNT = {"name": "Caller of the Hunt", "mana_cost": "{2}{G}", "types": ["Creature"], "subtypes": ["Beast"],
                      "power": 0, "toughness": 0,
                      "abilities": [{"kind": "static", "comes_into_play": {"choose": "creature_type"},
                                     "text": "As Caller of the Hunt comes into play, choose a creature type."},
                                    {"kind": "static", "characteristic": {"power": {"count": "creatures_of_the_chosen_type"},
                                                                          "toughness": {"count": "creatures_of_the_chosen_type"}},
                                     "text": "Caller of the Hunt's power and toughness are each equal to the number of "
                                             "creatures of the chosen type in play."}]}
QUIRION_ELVES = {"name": "Quirion Elves", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Elf", "Druid"],
                 "power": 1, "toughness": 1,
                 "abilities": [{"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{G}"}],
                                "text": "{T}: Add {G} to your mana pool."},
                               {**CHOOSE_COLOR, "text": "As Quirion Elves comes into play, choose a color."},
                               {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana_chosen_color"}],
                                "text": "{T}: Add one mana of the chosen color to your mana pool."}]}
DOPPELGANGER = {"name": "Vesuvan Doppelganger", "mana_cost": "{3}{U}{U}", "types": ["Creature"], "subtypes": ["Shapeshifter"],
                "power": 0, "toughness": 0,
                "abilities": [{"kind": "static", "comes_into_play": {"as_copy_of": "creature", "except_colors": True},
                               "text": "As Vesuvan Doppelganger comes into play, you may choose a creature in play. If you do, it comes "
                                       "into play as a copy of that creature except for its color [and gains the upkeep ability]."}]}
SHIFT = {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "any_creature"},
         "effect": [{"do": "become_copy", "to": "self", "of": "it", "gains": "this_ability"}],
         "text": "Whenever a creature comes into play, Unstable Shapeshifter becomes a copy of that creature and gains this ability."}
UNSTABLE_SHAPESHIFTER = {"name": "Unstable Shapeshifter", "mana_cost": "{3}{U}", "types": ["Creature"], "subtypes": ["Shapeshifter"],
                         "power": 0, "toughness": 1, "abilities": [SHIFT]}
PLAINS = [obj(f"p{n}", "Plains") for n in range(4)]
PAY_PLAINS = [{"object": f"p{n}"} for n in range(4)]


def play_voice(choices=None, extra=(), then=()):
    """The choice is given on the action during which Voice of All comes into
    play: the pass that resolves it."""
    kw = {"choices": choices} if choices is not None else {}
    data = make(PLAINS + [obj("voice", VOICE_OF_ALL, zone="hand"), *extra],
                [act("play_spell", object="voice", mana_abilities=PAY_PLAINS), pass_("Alice"), {**pass_("Bob"), **kw}, *then])
    return run_scenario(load_scenario(data))


# --- 419.1b: the choice is made as the permanent comes into play --------------------

def test_419_1b_as_voice_of_all_comes_into_play_its_controller_chooses_the_color_the_action_gives():
    r = play_voice({"voice": {"color": "red"}})
    arrived = r.steps[3]
    assert objects_by_id(arrived.state)["voice"]["chosen"] == {"color": "red"}
    assert "protection from the chosen color" in objects_by_id(arrived.state)["voice"]["keywords"]
    assert "419.1b" in rules_of(arrived)
    assert any("Alice chooses color: red" in e.text for e in arrived.events)


def test_419_1b_without_a_choice_the_color_is_the_first_in_wubrg_order_and_the_log_says_no_choice_was_given():
    r = play_voice()
    arrived = r.steps[3]
    assert objects_by_id(arrived.state)["voice"]["chosen"] == {"color": "white"}
    assert any("Alice chooses color: white (no choice was given: the default)" in e.text for e in arrived.events)


def test_419_1b_a_permanent_that_made_no_choice_shows_none_in_the_snapshot():
    r = play_voice({"voice": {"color": "red"}})
    assert all("chosen" not in o for o in objects_by_id(r.steps[0].state).values())


def test_502_7_voice_of_all_has_protection_from_the_chosen_color_only():
    bolt, terror = obj("bolt", "Lightning Bolt", "Bob", zone="hand"), obj("terror", "Terror", "Bob", zone="hand")
    lands = [obj("m", "Mountain", "Bob"), obj("s1", "Swamp", "Bob"), obj("s2", "Swamp", "Bob")]
    r = play_voice({"voice": {"color": "red"}}, extra=[bolt, terror, *lands],
                   then=[pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["voice"], mana_abilities=[{"object": "m"}]),
                         act("play_spell", "Bob", object="terror", targets=["voice"],
                             mana_abilities=[{"object": "s1"}, {"object": "s2"}]), pass_("Bob"), pass_("Alice")])
    assert r.steps[5].refused and "502.7" in " ".join(rules_of(r.steps[5]))  # red Bolt can't target it
    assert not r.steps[6].refused
    assert objects_by_id(r.steps[-1].state)["voice"]["zone"] == "graveyard"  # black Terror can


def test_217_1c_a_permanent_that_leaves_play_forgets_its_choice():
    bounce = free("Bounce", [{"do": "return_to_hand", "what": "target:0"}])
    r = play_voice({"voice": {"color": "red"}}, extra=[obj("bounce", bounce, zone="hand")],
                   then=[act("play_spell", object="bounce", targets=["voice"]), pass_("Alice"), pass_("Bob")])
    voice = objects_by_id(r.steps[-1].state)["voice"]
    assert voice["zone"] == "hand" and "chosen" not in voice


def caller_chooses(kind, others=()):
    """Alice plays Caller of the Hunt with four Forests, choosing `kind`."""
    forests = [obj(f"f{n}", "Forest") for n in range(3)]
    data = make(forests + list(others) + [obj("caller", CALLER_OF_THE_HUNT, zone="hand")],
                [act("play_spell", object="caller", mana_abilities=[{"object": f"f{n}"} for n in range(3)]),
                 pass_("Alice"), act("pass_priority", "Bob", choices={"caller": {"creature_type": kind}})])
    return run_scenario(load_scenario(data))


def test_405_2_caller_of_the_hunt_counts_every_players_creatures_of_the_chosen_type():
    r = caller_chooses("Goblin", [obj("g1", RED_GOBLIN), obj("g2", RED_GOBLIN, "Bob"), obj("bears", "Grizzly Bears")])
    caller = objects_by_id(r.steps[-1].state)["caller"]
    assert (caller["zone"], caller["power"], caller["toughness"]) == ("in_play", 2, 2)


def test_405_2_caller_of_the_hunt_that_chose_its_own_type_counts_itself():
    r = caller_chooses("Beast")
    caller = objects_by_id(r.steps[-1].state)["caller"]
    assert (caller["power"], caller["toughness"]) == (1, 1)


def test_420_5b_caller_of_the_hunt_with_no_creature_of_the_chosen_type_is_0_0_and_goes_to_the_graveyard():
    r = caller_chooses("Goblin", [obj("bears", "Grizzly Bears")])
    assert objects_by_id(r.steps[-1].state)["caller"]["zone"] == "graveyard"
    assert "420.5b" in rules_of(r.steps[-1])


def test_418_5a_a_creature_that_stops_being_a_creature_no_longer_counts_for_caller_of_the_hunt():
    unmake = free("Unmake", [{"do": "set_types", "types": ["Artifact"], "to": "target:0", "until": "end_of_turn"}])
    forests = [obj(f"f{n}", "Forest") for n in range(3)]
    data = make(forests + [obj("g1", RED_GOBLIN), obj("g2", RED_GOBLIN), obj("unmake", unmake, zone="hand"),
                           obj("caller", CALLER_OF_THE_HUNT, zone="hand")],
                [act("play_spell", object="caller", mana_abilities=[{"object": f"f{n}"} for n in range(3)]),
                 pass_("Alice"), act("pass_priority", "Bob", choices={"caller": {"creature_type": "Goblin"}}),
                 act("play_spell", object="unmake", targets=["g1"]), pass_("Alice"), pass_("Bob")])
    r = run_scenario(load_scenario(data))
    assert objects_by_id(r.steps[3].state)["caller"]["power"] == 2
    assert objects_by_id(r.steps[-1].state)["caller"]["power"] == 1  # g1 is an artifact now (layer 4)


# --- 503.6: a copy doesn't copy the choice; it makes its own --------------------------

def test_503_6_example_a_clone_of_chameleon_spirit_makes_its_own_color_choice():
    islands = [obj(f"i{n}", "Island") for n in range(8)]
    bobs = [obj("g1", RED_GOBLIN, "Bob"), obj("g2", RED_GOBLIN, "Bob"), obj("bears", "Grizzly Bears", "Bob")]
    data = make(islands + bobs + [obj("spirit", CHAMELEON_SPIRIT, zone="hand"), obj("clone", "Clone", zone="hand")],
                [act("play_spell", object="spirit", mana_abilities=[{"object": f"i{n}"} for n in range(4)]),
                 pass_("Alice"), act("pass_priority", "Bob", choices={"spirit": {"color": "red"}}),
                 act("play_spell", object="clone", choice="spirit", mana_abilities=[{"object": f"i{n}"} for n in range(4, 8)]),
                 pass_("Alice"), act("pass_priority", "Bob", choices={"clone": {"color": "green"}})])
    r = run_scenario(load_scenario(data))
    last = objects_by_id(r.steps[-1].state)
    assert last["clone"]["name"] == "Chameleon Spirit"
    assert last["clone"]["chosen"] == {"color": "green"} and last["spirit"]["chosen"] == {"color": "red"}
    assert (last["spirit"]["power"], last["spirit"]["toughness"]) == (2, 2)  # Bob's two red Goblins
    assert (last["clone"]["power"], last["clone"]["toughness"]) == (1, 1)  # Bob's green Bears
    assert {"503.5", "503.6", "419.1b"} <= set(rules_of(r.steps[-1]))


def test_707_6_under_2026_a_clone_of_chameleon_spirit_makes_its_own_choice_too():
    islands = [obj(f"i{n}", "Island") for n in range(4)]
    spirit = obj("spirit", CHAMELEON_SPIRIT, "Bob", chosen={"color": "green"})  # a 1/1: Alice's green Bears
    data = {**make(islands + [spirit, obj("bears", "Grizzly Bears"), obj("clone", "Clone", zone="hand")],
                   [act("play_spell", object="clone", choice="spirit", mana_abilities=[{"object": f"i{n}"} for n in range(4)]),
                    pass_("Alice"), act("pass_priority", "Bob", choices={"clone": {"color": "blue"}})]),
            "rules": "2026-06-19"}
    r = run_scenario(load_scenario(data))
    clone = objects_by_id(r.steps[-1].state)["clone"]
    assert clone["chosen"] == {"color": "blue"} and (clone["power"], clone["toughness"]) == (1, 1)  # Bob's blue Spirit
    assert {"707.6", "614.12a"} <= set(rules_of(r.steps[-1]))


# --- 503.7: a choice never made is undefined ------------------------------------------

def test_503_7_example_a_shapeshifter_copying_voice_of_all_has_protection_from_nothing():
    bolt = obj("bolt", "Lightning Bolt", "Bob", zone="hand")
    r = play_voice({"voice": {"color": "red"}}, extra=[obj("shifter", UNSTABLE_SHAPESHIFTER), bolt, obj("m", "Mountain", "Bob")],
                   then=[pass_("Alice"), pass_("Bob"),  # the Shapeshifter's trigger resolves
                         pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["shifter"], mana_abilities=[{"object": "m"}]),
                         pass_("Bob"), pass_("Alice")])
    copied = r.steps[5]
    shifter = objects_by_id(copied.state)["shifter"]
    assert shifter["name"] == "Voice of All" and "protection from the chosen color" in shifter["keywords"]
    assert "chosen" not in shifter
    assert {"503.6", "503.7"} <= set(rules_of(copied))
    assert not r.steps[7].refused  # a red spell can target it: its protection protects from nothing
    assert objects_by_id(r.steps[-1].state)["shifter"]["zone"] == "graveyard"


# --- 503.8: a copy remembers its choice (2007); linked abilities (2026) -------------------

HASTE = free("Quicken", [{"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "haste"}, "to": "target:0",
                          "until": "end_of_turn"}])
BECOME = free("Become", [{"do": "become_copy", "to": "target:0", "of": "target:1"}], targets=("creature", "creature"))


MODEL_CHOICE = {"Chameleon Spirit": {"color": "green"}, "Caller of the Hunt": {"creature_type": "Bear"}}  # Bob's, made earlier


def doppelganger_then_elves(model, model_choice, rules="2007-02-01"):
    """A Vesuvan Doppelganger comes into play as a copy of `model` and makes its
    choice; later it copies Quirion Elves and plays the Elves' chosen-color mana
    ability. A "becomes a copy" instant stands in for its upkeep ability, and it
    is given haste so it can tap the turn it arrives."""
    islands = [obj(f"i{n}", "Island") for n in range(5)]
    objs = islands + [obj("model", model, "Bob", chosen=MODEL_CHOICE[model["name"]]), obj("bears", "Grizzly Bears"),
                      obj("goblin", RED_GOBLIN, "Bob"),
                      obj("elves", QUIRION_ELVES, "Bob"), obj("dopple", DOPPELGANGER, zone="hand"),
                      obj("quicken", HASTE, zone="hand"), obj("become", BECOME, zone="hand")]
    data = {**make(objs, [act("play_spell", object="dopple", choice="model", mana_abilities=[{"object": f"i{n}"} for n in range(5)]),
                          pass_("Alice"), act("pass_priority", "Bob", choices={"dopple": model_choice}),
                          act("play_spell", object="quicken", targets=["dopple"]), pass_("Alice"), pass_("Bob"),
                          act("play_spell", object="become", targets=["dopple", "elves"]), pass_("Alice"), pass_("Bob"),
                          act("activate_ability", object="dopple", ability=2)]), "rules": rules}
    return run_scenario(load_scenario(data))


def test_503_8_example_a_doppelganger_that_chose_blue_as_chameleon_spirit_makes_blue_mana_as_quirion_elves():
    r = doppelganger_then_elves(CHAMELEON_SPIRIT, {"color": "blue"})
    last = r.steps[-1]
    as_spirit = objects_by_id(r.steps[3].state)["dopple"]
    assert (as_spirit["name"], as_spirit["power"], as_spirit["chosen"]) == ("Chameleon Spirit", 1, {"color": "blue"})  # Bob's blue Spirit
    assert not last.refused and objects_by_id(last.state)["dopple"]["name"] == "Quirion Elves"
    assert last.state["players"][0]["mana_pool"]["U"] == 1
    assert "503.8" in rules_of(last)


def test_503_8_example_a_doppelganger_that_chose_goblin_as_caller_of_the_hunt_makes_no_mana_as_quirion_elves():
    r = doppelganger_then_elves(CALLER_OF_THE_HUNT, {"creature_type": "Goblin"})
    last = r.steps[-1]
    as_caller = objects_by_id(r.steps[3].state)["dopple"]
    assert (as_caller["name"], as_caller["chosen"], as_caller["power"]) == ("Caller of the Hunt", {"creature_type": "Goblin"}, 1)
    assert objects_by_id(r.steps[3].state)["model"]["power"] == 1  # Bob's Caller chose Bear: the Grizzly Bears
    assert not last.refused and all(n == 0 for n in last.state["players"][0]["mana_pool"].values())
    assert "503.7" in rules_of(last)
    assert "503.7" in rules_of(r.steps[9])  # as it becomes a copy of the Elves: no color was chosen for it


def test_607_2d_under_2026_a_color_chosen_as_chameleon_spirit_is_not_the_quirion_elves_chosen_color():
    r = doppelganger_then_elves(CHAMELEON_SPIRIT, {"color": "blue"}, rules="2026-06-19")
    last = r.steps[-1]
    assert not last.refused and all(n == 0 for n in last.state["players"][0]["mana_pool"].values())
    assert {"607.2d", "607.5a"} <= set(rules_of(last))


# --- validation -------------------------------------------------------------------------

def errors_of(data):
    try:
        load_scenario(data)
    except ScenarioError as e:
        return {(f.path, f.message) for f in e.errors}
    return set()


def test_choices_naming_an_unknown_object_is_refused():
    data = make(PLAINS + [obj("voice", VOICE_OF_ALL, zone="hand")],
                [act("play_spell", object="voice", mana_abilities=PAY_PLAINS, choices={"ghost": {"color": "red"}})])
    assert ("actions[0].choices.ghost", 'no object "ghost"') in errors_of(data)


def test_choices_with_a_color_that_is_not_a_color_is_refused():
    data = make(PLAINS + [obj("voice", VOICE_OF_ALL, zone="hand")],
                [act("play_spell", object="voice", mana_abilities=PAY_PLAINS, choices={"voice": {"color": "purple"}})])
    assert any(path == "actions[0].choices.voice.color" for path, _ in errors_of(data))


def test_choices_with_no_value_or_an_unknown_kind_is_refused():
    data = make(PLAINS + [obj("voice", VOICE_OF_ALL, zone="hand")],
                [act("play_spell", object="voice", mana_abilities=PAY_PLAINS, choices={"voice": {}}),
                 act("pass_priority", choices={"voice": {"number": 3}})])
    paths = {path for path, _ in errors_of(data)}
    assert {"actions[0].choices.voice", "actions[1].choices.voice.number"} <= paths


def test_a_chameleon_spirit_whose_choice_is_undefined_counts_nothing_and_is_a_0_0():
    bounce = free("Become", [{"do": "become_copy", "to": "target:0", "of": "target:1"}], targets=("creature", "creature"))
    objs = [obj("bears", "Grizzly Bears"), obj("spirit", CHAMELEON_SPIRIT, "Bob", chosen={"color": "red"}), obj("g", RED_GOBLIN),
            obj("g2", RED_GOBLIN, "Bob"), obj("become", bounce, zone="hand")]
    r = run_scenario(load_scenario(make(objs, [act("play_spell", object="become", targets=["bears", "spirit"]),
                                               pass_("Alice"), pass_("Bob")])))
    assert (objects_by_id(r.steps[0].state)["spirit"]["power"]) == 1  # Alice's red Goblin
    assert objects_by_id(r.steps[-1].state)["bears"]["zone"] == "graveyard"  # 0/0: no color was chosen for it (503.7)
    assert "503.7" in rules_of(r.steps[-1])


def test_a_card_that_chooses_something_other_than_a_color_or_creature_type_is_refused():
    card = {**CHAMELEON_SPIRIT, "abilities": [{"kind": "static", "comes_into_play": {"choose": "number"}}]}
    data = make([obj("spirit", card)], [])
    assert any(path.endswith("comes_into_play.choose") for path, _ in errors_of(data))


def test_a_permanent_may_start_in_play_with_its_choice_made_and_only_in_play():
    data = make([obj("voice", VOICE_OF_ALL, chosen={"color": "black"}), obj("v2", VOICE_OF_ALL, zone="hand", chosen={"color": "red"})], [])
    assert {path for path, _ in errors_of(data)} == {"objects[1].chosen"}
    del data["objects"][1]
    r = run_scenario(load_scenario(data))
    assert objects_by_id(r.steps[0].state)["voice"]["chosen"] == {"color": "black"}
