"""The examples of rules 418, 419 and 503 (February 2007) that no other test
played yet, each as a scenario (the audit is EXAMPLES_418_419_503.md)."""
from .conftest import act, make, obj, pass_, rules_of


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


def all_rules(replay):
    return {c.rule for s in replay.steps for c in s.citations}


def free(name, effect, targets=("creature",), types=("Instant",)):
    """A spell that costs {0}, so a test needs no lands."""
    return {"name": name, "mana_cost": "{0}", "types": list(types), "targets": list(targets), "effect": effect, "text": name}


# --- 418.4b: a static ability applies at all times ---------------------------------

def test_418_4b_example_a_1_1_white_creature_spell_comes_into_play_as_a_2_2_under_crusade(play):
    lions = {"name": "Savannah Lions", "mana_cost": "{W}", "types": ["Creature"], "subtypes": ["Cat"], "power": 1, "toughness": 1}
    objs = [obj("crusade", "Crusade"), obj("p", "Plains"), obj("lions", lions, zone="hand")]
    r = play(make(objs, [act("play_spell", object="lions", mana_abilities=[{"object": "p"}]), pass_("Alice"), pass_("Bob")]))
    arrived = r.steps[-1]
    lion = objects_by_id(arrived.state)["lions"]
    # the first snapshot in play already has the bonus: it never was a 1/1 in play
    assert lion["zone"] == "in_play" and (lion["power"], lion["toughness"]) == (2, 2)
    assert all(objects_by_id(s.state).get("lions", {}).get("zone") != "in_play" for s in r.steps[:-1])


def test_418_4b_example_a_creature_that_becomes_white_gets_the_bonus_and_one_that_stops_loses_it(play):
    whiten = free("Whiten", [{"do": "set_colors", "colors": ["white"], "to": "target:0", "until": "end_of_turn"}])
    redden = free("Redden", [{"do": "set_colors", "colors": ["red"], "to": "target:0", "until": "end_of_turn"}])
    objs = [obj("crusade", "Crusade"), obj("knight", "White Knight", "Bob"), obj("bears", "Grizzly Bears", "Bob"),
            obj("whiten", whiten, zone="hand"), obj("redden", redden, zone="hand")]
    r = play(make(objs, [act("play_spell", object="whiten", targets=["bears"]), pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="redden", targets=["knight"]), pass_("Alice"), pass_("Bob")]))
    assert objects_by_id(r.steps[0].state)["knight"]["power"] == 3  # Crusade affects any white creature, whoever controls it
    after_whiten, last = objects_by_id(r.steps[3].state), objects_by_id(r.steps[-1].state)
    assert (after_whiten["bears"]["power"], after_whiten["bears"]["toughness"]) == (3, 3)
    assert (last["knight"]["power"], last["knight"]["toughness"]) == (2, 2)
    assert "418.5a" in rules_of(r.steps[-1])


# --- 419.4: a replacement effect must exist before the event -------------------------

DESTROY = free("Destroy", [{"do": "destroy", "what": "target:0"}])


def test_419_4_example_regeneration_played_in_response_to_a_destroy_spell_saves_the_creature(play):
    objs = [obj("troll", "Uthden Troll", "Bob"), obj("m", "Mountain", "Bob"), obj("destroy", DESTROY, zone="hand")]
    r = play(make(objs, [act("play_spell", object="destroy", targets=["troll"]), pass_("Alice"),
                         act("activate_ability", "Bob", object="troll", mana_abilities=[{"object": "m"}]),
                         pass_("Bob"), pass_("Alice"),   # the shield resolves first
                         pass_("Alice"), pass_("Bob")]))  # then the destroy spell
    troll = objects_by_id(r.steps[-1].state)["troll"]
    assert troll["zone"] == "in_play" and troll["tapped"] is True
    assert "419.6b" in rules_of(r.steps[-1])


def test_419_4_a_regeneration_shield_played_after_the_destruction_is_too_late(play):
    objs = [obj("troll", "Uthden Troll", "Bob"), obj("m", "Mountain", "Bob"), obj("destroy", DESTROY, zone="hand")]
    r = play(make(objs, [act("play_spell", object="destroy", targets=["troll"]), pass_("Alice"), pass_("Bob"),
                         act("activate_ability", "Bob", object="troll", mana_abilities=[{"object": "m"}])]))
    assert objects_by_id(r.steps[3].state)["troll"]["zone"] == "graveyard"
    assert r.steps[-1].refused  # it can't "go back in time": the Troll is no longer in play to play its ability


# --- 503.10: a copy of a modal spell keeps the mode; Fork may choose new targets -----------

EMERALD_CHARM = {"name": "Emerald Charm", "mana_cost": "{G}", "types": ["Instant"],
                 "modes": [{"text": "Untap target permanent.", "targets": ["permanent"],
                            "effect": [{"do": "untap", "what": "target:0"}]},
                           {"text": "Destroy target non-Aura enchantment.", "targets": ["permanent"],
                            "effect": [{"do": "destroy", "what": "target:0"}]},
                           {"text": "Target creature loses flying until end of turn.", "targets": ["creature"],
                            "effect": [{"do": "lose_ability", "keyword": "flying", "to": "target:0", "until": "end_of_turn"}]}],
                 "text": "Choose one - Untap target permanent; or destroy target non-Aura enchantment; or target creature loses "
                         "flying until end of turn."}
FORK = {"name": "Fork", "mana_cost": "{R}{R}", "types": ["Instant"], "targets": ["instant_or_sorcery_spell"],
        "effect": [{"do": "copy_spell", "what": "target:0"}],
        "text": "Put a copy of target instant or sorcery spell onto the stack, except that it copies Fork's color and you may "
                "choose new targets for the copy."}


def test_503_10_example_fork_on_emerald_charm_copies_its_mode_with_a_new_target(play):
    objs = [obj("f", "Forest"), obj("charm", EMERALD_CHARM, zone="hand"), obj("drake", "Wind Drake", "Bob"),
            obj("drake2", "Wind Drake", "Bob"), obj("m1", "Mountain", "Bob"), obj("m2", "Mountain", "Bob"),
            obj("fork", FORK, "Bob", zone="hand")]
    r = play(make(objs, [act("play_spell", object="charm", mode=2, targets=["drake"], mana_abilities=[{"object": "f"}]), pass_("Alice"),
                         act("play_spell", "Bob", object="fork", targets=["charm"], mana_abilities=[{"object": "m1"}, {"object": "m2"}]),
                         pass_("Bob"), act("pass_priority", "Alice", copy_targets={"charm": [["drake2"]]}),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    copied = r.steps[5]
    assert {"503.10", "503.10b"} <= set(rules_of(copied))
    assert copied.state["stack"][-1]["mode"] == 2 and copied.state["stack"][-1]["targets"] == ["drake2"]
    last = objects_by_id(r.steps[-1].state)
    assert "flying" not in last["drake"]["keywords"] and "flying" not in last["drake2"]["keywords"]


# --- 503.11: an effect that refers to a permanent by name still tracks it ----------------

CRAZED_ARMODON = {"name": "Crazed Armodon", "mana_cost": "{2}{G}{G}", "types": ["Creature"], "subtypes": ["Elephant"],
                  "power": 3, "toughness": 3,
                  "abilities": [{"kind": "activated", "cost": {"mana": "{G}"}, "once_each_turn": True,
                                 "effect": [{"do": "pump", "power": 3, "toughness": 0, "to": "self", "until": "end_of_turn"},
                                            {"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "trample"}, "to": "self",
                                             "until": "end_of_turn"},
                                            {"do": "delayed_trigger", "at": "end_of_turn", "refers_to": "self",
                                             "effect": [{"do": "destroy", "what": "it"}], "text": "Destroy Crazed Armodon at end of turn."}],
                                 "text": "{G}: Crazed Armodon gets +3/+0 and gains trample until end of turn. Destroy Crazed Armodon at "
                                         "end of turn. Play this ability only once each turn."}]}
SHAPESHIFTER = {"name": "Unstable Shapeshifter", "mana_cost": "{3}{U}", "types": ["Creature"], "subtypes": ["Shapeshifter"],
                "power": 0, "toughness": 1}
BECOME = free("Become", [{"do": "become_copy", "to": "target:0", "of": "target:1"}], targets=("creature", "creature"))


def test_503_11_example_a_shapeshifter_that_played_the_armodon_ability_is_destroyed_even_as_a_copy_of_something_else(play):
    objs = [obj("shifter", SHAPESHIFTER), obj("armodon", CRAZED_ARMODON, "Bob"), obj("bears", "Grizzly Bears", "Bob"),
            obj("f", "Forest"), obj("become", BECOME, zone="hand"), obj("become2", dict(BECOME), zone="hand")]
    r = play(make(objs, [act("play_spell", object="become", targets=["shifter", "armodon"]), pass_("Alice"), pass_("Bob"),
                         act("activate_ability", object="shifter", mana_abilities=[{"object": "f"}]), pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="become2", targets=["shifter", "bears"]), pass_("Alice"), pass_("Bob"),
                         *[a for _ in range(3) for a in (pass_("Alice"), pass_("Bob"))]], phase="postcombat_main"))
    pumped = objects_by_id(r.steps[6].state)["shifter"]
    assert (pumped["name"], pumped["power"], pumped["toughness"]) == ("Crazed Armodon", 6, 3) and "trample" in pumped["keywords"]
    bear = objects_by_id(r.steps[9].state)["shifter"]
    assert bear["name"] == "Grizzly Bears" and bear["zone"] == "in_play"
    assert objects_by_id(r.steps[-1].state)["shifter"]["zone"] == "graveyard"
    assert objects_by_id(r.steps[-1].state)["armodon"]["zone"] == "in_play"
    assert {"503.4", "404.4"} <= all_rules(r)


# --- 503.4 and 503.9: Unstable Shapeshifter's own trigger ------------------------------

SHIFT = {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "any_creature"},
         "effect": [{"do": "become_copy", "to": "self", "of": "it", "gains": "this_ability"}],
         "text": "Whenever a creature comes into play, Unstable Shapeshifter becomes a copy of that creature and gains this ability."}
UNSTABLE_SHAPESHIFTER = {**SHAPESHIFTER, "abilities": [SHIFT]}
QUIRION_ELVES = {"name": "Quirion Elves", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Elf", "Druid"],
                 "power": 1, "toughness": 1,
                 "abilities": [{"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{G}"}],
                                "text": "{T}: Add {G} to your mana pool."}]}
PLAY_ELVES = [act("play_spell", object="elves", mana_abilities=[{"object": "f1"}, {"object": "f2"}]), pass_("Alice"), pass_("Bob"),
              pass_("Alice"), pass_("Bob")]  # the Elves resolve; then the Shapeshifter's trigger


def test_503_4_example_the_shapeshifter_copies_a_creature_that_comes_into_play_and_keeps_giant_growth(play):
    objs = [obj("shifter", UNSTABLE_SHAPESHIFTER), obj("f1", "Forest"), obj("f2", "Forest"), obj("f3", "Forest"),
            obj("growth", "Giant Growth", zone="hand"), obj("elves", QUIRION_ELVES, zone="hand")]
    r = play(make(objs, [act("play_spell", object="growth", targets=["shifter"], mana_abilities=[{"object": "f3"}]),
                         pass_("Alice"), pass_("Bob"), *PLAY_ELVES]))
    s = objects_by_id(r.steps[-1].state)["shifter"]
    assert (s["name"], s["power"], s["toughness"]) == ("Quirion Elves", 4, 4)
    assert SHIFT["text"] in s["abilities"] and "{T}: Add {G} to your mana pool." in s["abilities"]
    assert {"503.4", "503.9"} <= set(rules_of(r.steps[-1]))


def test_503_9_example_a_clone_of_the_shapeshifter_copies_the_ability_it_gave_itself(play):
    objs = [obj("shifter", UNSTABLE_SHAPESHIFTER), obj("f1", "Forest"), obj("f2", "Forest"), obj("elves", QUIRION_ELVES, zone="hand"),
            obj("clone", "Clone", zone="hand")] + [obj(f"i{n}", "Island") for n in range(4)]
    r = play(make(objs, PLAY_ELVES + [
        act("play_spell", object="clone", choice="shifter", mana_abilities=[{"object": f"i{n}"} for n in range(4)]),
        pass_("Alice"), pass_("Bob")]))
    clone = objects_by_id(r.steps[-1].state)["clone"]  # as it comes into play, before any new trigger resolves
    assert (clone["name"], clone["power"], clone["toughness"]) == ("Quirion Elves", 1, 1)
    assert clone["abilities"] == ["{T}: Add {G} to your mana pool.", SHIFT["text"]]
    assert "503.5" in rules_of(r.steps[-1])


# --- 418.3b and 419.7c: the creatures an effect affects are fixed as it resolves ----------

WHITE_PUMP = free("White Charge", [{"do": "for_each", "creatures": {"color": "white"},
                                    "effect": [{"do": "pump", "power": 1, "toughness": 1, "to": "it", "until": "end_of_turn"}]}],
                  targets=())
LIONS = {"name": "Savannah Lions", "mana_cost": "{W}", "types": ["Creature"], "subtypes": ["Cat"], "power": 1, "toughness": 1}


def _pt(step, oid):
    o = objects_by_id(step.state)[oid]
    return o["power"], o["toughness"]


def test_418_3b_example_all_white_creatures_get_plus_1_affects_only_those_white_as_it_resolves(play):
    whiten = free("Whiten", [{"do": "set_colors", "colors": ["white"], "to": "target:0", "until": "end_of_turn"}])
    redden = free("Redden", [{"do": "set_colors", "colors": ["red"], "to": "target:0", "until": "end_of_turn"}])
    objs = [obj("knight", "White Knight"), obj("bears", "Grizzly Bears"), obj("charge", WHITE_PUMP, zone="hand"),
            obj("whiten", whiten, zone="hand"), obj("redden", redden, zone="hand"), obj("p", "Plains"),
            obj("lions", LIONS, zone="hand")]
    r = play(make(objs, [act("play_spell", object="charge"), pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="whiten", targets=["bears"]), pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="redden", targets=["knight"]), pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="lions", mana_abilities=[{"object": "p"}]), pass_("Alice"), pass_("Bob")]))
    assert not any(s.refused for s in r.steps)
    resolved = r.steps[3]
    assert "418.3b" in rules_of(resolved)
    assert _pt(resolved, "knight") == (3, 3) and _pt(resolved, "bears") == (2, 2)
    last = r.steps[-1]
    assert _pt(last, "knight") == (3, 3)   # turned red, it keeps the bonus
    assert _pt(last, "bears") == (2, 2)    # turned white later, it gets none
    assert _pt(last, "lions") == (1, 1)    # a white creature that came into play later gets none


WOJEK_APOTHECARY = {"name": "Wojek Apothecary", "mana_cost": "{2}{W}{W}", "types": ["Creature"], "subtypes": ["Human", "Cleric"],
                    "power": 1, "toughness": 1,
                    "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["creature"],
                                   "effect": [{"do": "prevent_damage", "amount": 1, "to": "target:0"},
                                              {"do": "for_each", "creatures": {"shares_color_with": "target:0"},
                                               "effect": [{"do": "prevent_damage", "amount": 1, "to": "it"}]}],
                                   "text": "{T}: Prevent the next 1 damage that would be dealt to target creature and each other "
                                           "creature that shares a color with it this turn."}]}
PING = {"name": "Ping", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
        "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "Ping deals 1 damage to target creature."}


def test_419_7c_example_wojek_apothecary_shields_the_creatures_sharing_a_color_as_it_resolves_only(play):
    whiten = free("Whiten", [{"do": "set_colors", "colors": ["white"], "to": "target:0", "until": "end_of_turn"}])
    objs = [obj("wojek", WOJEK_APOTHECARY), obj("knight", "White Knight", "Bob"), obj("lions", LIONS), obj("elves", "Llanowar Elves"),
            obj("whiten", whiten, zone="hand"), obj("p", "Plains"), obj("lions2", {**LIONS}, zone="hand")] + [
        obj(f"ping{n}", dict(PING), "Bob", zone="hand") for n in range(4)]
    actions = [act("activate_ability", object="wojek", targets=["knight"]), pass_("Alice"), pass_("Bob"),
               act("play_spell", object="whiten", targets=["elves"]), pass_("Alice"), pass_("Bob"),
               act("play_spell", object="lions2", mana_abilities=[{"object": "p"}]), pass_("Alice"), pass_("Bob")]
    for n, victim in enumerate(["lions", "wojek", "elves", "lions2"]):
        actions += [pass_("Alice"), act("play_spell", "Bob", object=f"ping{n}", targets=[victim]), pass_("Bob"), pass_("Alice")]
    r = play(make(objs, actions))
    assert not any(s.refused for s in r.steps)
    assert {"419.7c", "418.3b"} <= set(rules_of(r.steps[3]))
    last = objects_by_id(r.steps[-1].state)
    assert last["lions"]["zone"] == "in_play" and last["wojek"]["zone"] == "in_play"   # white as it resolved: shielded
    assert last["elves"]["zone"] == "graveyard"     # turned white afterwards: no shield
    assert last["lions2"]["zone"] == "graveyard"    # came into play later: no shield
    assert "419.7b" in all_rules(r)


PEACE = free("Peace", [{"do": "prevent_all_damage", "from": "creatures"}], targets=())
ROD = {"name": "Rod of Ruin", "mana_cost": "{4}", "types": ["Artifact"],
       "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["creature_or_player"],
                      "effect": [{"do": "damage", "amount": 1, "to": "target:0"}],
                      "text": "{T}: Rod of Ruin deals 1 damage to target creature or player."}]}
ANIMATE = free("Animate", [{"do": "set_types", "types": ["Artifact", "Creature"], "to": "target:0", "until": "end_of_turn"},
                           {"do": "set_pt", "power": 1, "toughness": 1, "to": "target:0", "until": "end_of_turn"}],
               targets=("permanent",))


def test_418_3b_example_prevent_all_damage_creatures_would_deal_covers_later_creatures_too(play):
    objs = [obj("peace", PEACE, zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain", "Bob"),
            obj("fanatic", "Mogg Fanatic", zone="hand"), obj("rod", ROD, "Bob"), obj("animate", ANIMATE, "Bob", zone="hand"),
            obj("bolt", "Lightning Bolt", "Bob", zone="hand")]
    actions = [act("play_spell", object="peace"), pass_("Alice"), pass_("Bob"),   # Peace resolves first
               pass_("Alice"), act("play_spell", "Bob", object="animate", targets=["rod"]), pass_("Bob"), pass_("Alice"),
               pass_("Alice"), act("activate_ability", "Bob", object="rod", targets=["Alice"]), pass_("Bob"), pass_("Alice"),
               act("play_spell", object="fanatic", mana_abilities=[{"object": "m1"}]), pass_("Alice"), pass_("Bob"),
               act("activate_ability", object="fanatic", targets=["Bob"]), pass_("Alice"), pass_("Bob"),
               pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["Alice"], mana_abilities=[{"object": "m2"}]),
               pass_("Bob"), pass_("Alice")]
    r = play(make(objs, actions))
    assert not any(s.refused for s in r.steps)
    assert "418.3b" in rules_of(r.steps[3])
    assert r.steps[11].state["players"][0]["life"] == 20   # the Rod, a creature only since after Peace resolved
    assert r.steps[17].state["players"][1]["life"] == 20   # the Fanatic, in play only after Peace resolved
    assert r.steps[-1].state["players"][0]["life"] == 17   # Lightning Bolt is not a creature: its damage is dealt
    assert {"419.7a", "418.3b"} <= set(rules_of(r.steps[11]))


# --- 418.3d: an "as long as" duration that is over before the effect begins ----------------

ENDOSKELETON = {"name": "Endoskeleton", "mana_cost": "{2}", "types": ["Artifact"],
                "abilities": [{"kind": "activated", "cost": {"mana": "{2}", "tap": True}, "targets": ["creature"],
                               "effect": [{"do": "pump", "power": 0, "toughness": 3, "to": "target:0", "until": "source_tapped"}],
                               "text": "{2}, {T}: Target creature gets +0/+3 as long as Endoskeleton remains tapped."}]}
UNTAP = free("Untap", [{"do": "untap", "what": "target:0"}], targets=("permanent",))


def _endoskeleton(more):
    objs = [obj("endo", ENDOSKELETON), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("bears", "Grizzly Bears"),
            obj("untap", UNTAP, zone="hand")]
    return make(objs, [act("activate_ability", object="endo", targets=["bears"], mana_abilities=[{"object": "m1"}, {"object": "m2"}]),
                       *more])


def test_418_3d_example_endoskeleton_untapped_before_its_ability_resolves_does_nothing(play):
    r = play(_endoskeleton([act("play_spell", object="untap", targets=["endo"]), pass_("Alice"), pass_("Bob"),  # Untap resolves first
                            pass_("Alice"), pass_("Bob")]))
    assert not any(s.refused for s in r.steps)
    assert objects_by_id(r.steps[4].state)["endo"]["tapped"] is False
    last = r.steps[-1]
    assert _pt(last, "bears") == (2, 2) and "418.3d" in rules_of(last)
    assert not last.state["continuous_effects"]  # it doesn't start and stop: no effect exists


def test_418_3d_endoskeleton_gives_plus_0_3_while_tapped_and_it_ends_when_it_untaps(play):
    r = play(_endoskeleton([pass_("Alice"), pass_("Bob"), act("play_spell", object="untap", targets=["endo"]), pass_("Alice"), pass_("Bob")]))
    assert not any(s.refused for s in r.steps)
    assert _pt(r.steps[3], "bears") == (2, 5)
    assert _pt(r.steps[-1], "bears") == (2, 2) and "418.3a" in rules_of(r.steps[-1])


# --- 503.10: a copy of Fling uses the power of the creature sacrificed for the original --------

FLING = {"name": "Fling", "mana_cost": "{1}{R}", "types": ["Instant"], "additional_cost": {"sacrifice": "creature"},
         "targets": ["creature_or_player"], "effect": [{"do": "damage", "amount": {"count": "sacrificed_power"}, "to": "target:0"}],
         "text": "As an additional cost to play Fling, sacrifice a creature. Fling deals damage equal to the sacrificed creature's "
                 "power to target creature or player."}


def test_503_10_example_a_copy_of_fling_deals_the_power_of_the_creature_sacrificed_for_the_original(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("fling", FLING, zone="hand"), obj("giant", "Hill Giant", counters={"+1/+1": 1}),
            obj("i1", "Island", "Bob"), obj("i2", "Island", "Bob"), obj("twincast", "Twincast", "Bob", zone="hand")]
    r = play(make(objs, [act("play_spell", object="fling", targets=["Bob"], pay={"sacrifice": ["giant"]},
                             mana_abilities=[{"object": "m1"}, {"object": "m2"}]), pass_("Alice"),
                         act("play_spell", "Bob", object="twincast", targets=["fling"], mana_abilities=[{"object": "i1"}, {"object": "i2"}]),
                         pass_("Bob"), act("pass_priority", "Alice", copy_targets={"fling": [["Alice"]]}),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    assert not any(s.refused for s in r.steps)
    assert objects_by_id(r.steps[1].state)["giant"]["zone"] == "graveyard" and "409.1h" in rules_of(r.steps[1])
    assert "503.10" in rules_of(r.steps[5])
    players = r.steps[-1].state["players"]
    assert players[0]["life"] == 16 and players[1]["life"] == 16  # the 4-power Giant, for the copy as for the original


def test_409_1f_fling_is_refused_without_a_creature_to_sacrifice(play):
    objs = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("fling", FLING, zone="hand")]
    r = play(make(objs, [act("play_spell", object="fling", targets=["Bob"], mana_abilities=[{"object": "m1"}, {"object": "m2"}])]))
    assert r.steps[-1].refused and objects_by_id(r.steps[-1].state)["fling"]["zone"] == "hand"


def test_418_3b_destroy_all_creatures_is_no_continuous_effect_so_nothing_is_locked_in_and_riders_apply_to_each(play):
    wrath = {"name": "Wrath of God", "mana_cost": "{0}", "types": ["Sorcery"],
             "effect": [{"do": "for_each", "creatures": {}, "effect": [{"do": "destroy", "what": "it", "no_regenerate": True}]}],
             "text": "Destroy all creatures. They can't be regenerated."}
    objs = [obj("bears", "Grizzly Bears"), obj("troll", "Uthden Troll", "Bob"), obj("m", "Mountain", "Bob"),
            obj("wrath", wrath, zone="hand")]
    actions = [pass_("Alice"), act("activate_ability", "Bob", object="troll", mana_abilities=[{"object": "m"}]),
               pass_("Bob"), pass_("Alice"), act("play_spell", object="wrath"), pass_("Alice"), pass_("Bob")]
    last = play(make(objs, actions)).steps[-1]
    zones = {o["id"]: o["zone"] for p in last.state["zones"].values() for z in p.values() for o in z}
    assert zones["bears"] == "graveyard" and zones["troll"] == "graveyard"
    assert "418.3b" not in rules_of(last)


# --- 503.3: the copy's copiable values as modified by the copy's status (flip cards) ------

def test_503_3_example_a_flipped_tomoya_that_copies_an_unflipped_nezumi_shortfang_has_stabwhiskers_characteristics(play):
    become = free("Become", [{"do": "become_copy", "to": "target:0", "of": "target:1"}], targets=("creature", "creature"))
    objs = [obj("tomoya", "Jushi Apprentice", flipped=True), obj("nezumi", "Nezumi Shortfang", "Bob"),
            obj("become", become, zone="hand")]
    r = play(make(objs, [act("play_spell", object="become", targets=["tomoya", "nezumi"]), pass_("Alice"), pass_("Bob")]))
    before, after = objects_by_id(r.steps[0].state), objects_by_id(r.steps[-1].state)
    assert before["tomoya"]["name"] == "Tomoya the Revealer" and before["nezumi"]["name"] == "Nezumi Shortfang"
    tomoya = after["tomoya"]
    assert (tomoya["name"], tomoya["supertypes"], tomoya["subtypes"]) == ("Stabwhisker the Odious", ["Legendary"], ["Rat", "Shaman"])
    assert (tomoya["power"], tomoya["toughness"], tomoya["colors"], tomoya["mana_cost"]) == (3, 3, ["black"], "{1}{B}")
    assert after["nezumi"]["name"] == "Nezumi Shortfang" and "flipped" not in after["nezumi"]
    assert {"503.3", "508.2"} <= set(rules_of(r.steps[-1]))
