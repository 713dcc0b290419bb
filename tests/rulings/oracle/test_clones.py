"""Real cards that copy permanents (rulings/oracle/clones.py): Clone and its
variants enter as a copy (2007: 503.5; 2026: 707.5) with the copiable values
only (503.2; 707.2) and the exceptions they state (503.9 / 103.1; 707.9a-b);
"create a token that's a copy of target creature you control" (503.1; 707.1)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, objects_in

BOTH = ("2007-02-01", "2026-06-19")
ENTERS_AS_COPY = {"2007-02-01": "503.5", "2026-06-19": "707.5"}
COPIABLE = {"2007-02-01": "503.2", "2026-06-19": "707.2"}
MODIFIED = {"2007-02-01": "103.1", "2026-06-19": "707.9b"}
TOKEN_COPY = {"2007-02-01": "503.1", "2026-06-19": "707.1"}


def islands(n, owner="Alice"):
    return [{"id": f"i{k}", "card": "Island", "owner": owner, "zone": "in_play"} for k in range(n)]


def play(lookup, rules, objects, actions):
    data = {"format": 1, "rules": rules, "name": "clones", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def cast(card_id, **kw):
    return [{"type": "play_spell", "player": "Alice", "object": card_id, **kw},
            {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


BEARS = {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play", "tapped": True,
         "counters": {"+1/+1": 1}, "damage": 1}


def test_clone_is_fully_played(pool):
    assert pool["Clone"].played
    assert pool["Clone"].definition["abilities"][0]["comes_into_play"] == {"as_copy_of": "creature"}


@pytest.mark.parametrize("rules", BOTH)
def test_clone_enters_as_a_copy_without_the_counters_damage_or_tapped_status(lookup, rules):
    replay = play(lookup, rules, [BEARS, {"id": "clone", "card": "Clone", "owner": "Alice", "zone": "hand"}, *islands(4)],
                  cast("clone", choice="bears"))
    assert not any(st.refused for st in replay.steps)
    clone = objects_in(replay.final_state)["clone"]
    assert (clone["name"], clone["power"], clone["toughness"], clone["colors"]) == ("Grizzly Bears", 2, 2, ["green"])
    assert clone["counters"] == {} and clone["damage"] == 0 and not clone["tapped"]
    assert {(ENTERS_AS_COPY[rules], "copy_comes_into_play_as"), (COPIABLE[rules], "copiable_values")} <= cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_clone_that_copies_nothing_enters_as_a_0_0_and_is_put_into_the_graveyard(lookup, rules):
    replay = play(lookup, rules, [BEARS, {"id": "clone", "card": "Clone", "owner": "Alice", "zone": "hand"}, *islands(4)],
                  cast("clone"))
    assert objects_in(replay.final_state)["clone"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", BOTH)
def test_copy_artifact_has_the_artifacts_abilities_and_is_an_enchantment_too(lookup, rules):
    objects = [{"id": "stone", "card": "Mind Stone", "owner": "Bob", "zone": "in_play"},
               {"id": "copy", "card": "Copy Artifact", "owner": "Alice", "zone": "hand"}, *islands(2)]
    replay = play(lookup, rules, objects, cast("copy", choice="stone"))
    copy = objects_in(replay.final_state)["copy"]
    assert copy["name"] == "Mind Stone" and set(copy["types"]) == {"Artifact", "Enchantment"}
    assert len(copy["abilities"]) == len(lookup("Mind Stone")["abilities"])  # the compiled abilities of the card it copies
    assert (MODIFIED[rules], "copy_modified_characteristic") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_sculpting_steel_cannot_copy_a_creature(lookup, rules):
    objects = [BEARS, {"id": "steel", "card": "Sculpting Steel", "owner": "Alice", "zone": "hand"}, *islands(3)]
    replay = play(lookup, rules, objects, cast("steel", choice="bears"))
    steel = objects_in(replay.final_state)["steel"]
    assert steel["name"] == "Sculpting Steel" and steel["zone"] == "in_play"
    assert any("copies nothing: no artifact" in ev.text for st in replay.steps for ev in st.events)


@pytest.mark.parametrize("rules", BOTH)
def test_quicksilver_gargantuan_copies_the_creature_except_it_is_7_7(lookup, rules):
    objects = [{"id": "angel", "card": "Serra Angel", "owner": "Bob", "zone": "in_play"},
               {"id": "qg", "card": "Quicksilver Gargantuan", "owner": "Alice", "zone": "hand"}, *islands(7)]
    qg = objects_in(play(lookup, rules, objects, cast("qg", choice="angel")).final_state)["qg"]
    assert (qg["name"], qg["power"], qg["toughness"]) == ("Serra Angel", 7, 7)
    assert {"flying", "vigilance"} <= set(qg["keywords"])


def test_dacks_duplicate_has_haste_and_dethrone_as_part_of_the_copy(lookup):
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"},
               {"id": "dd", "card": "Dack's Duplicate", "owner": "Alice", "zone": "hand"},
               {"id": "m1", "card": "Mountain", "owner": "Alice", "zone": "in_play"},
               {"id": "m2", "card": "Mountain", "owner": "Alice", "zone": "in_play"}, *islands(2)]
    replay = play(lookup, "2026-06-19", objects, cast("dd", choice="bears"))
    dd = objects_in(replay.final_state)["dd"]
    assert dd["name"] == "Grizzly Bears" and {"haste", "dethrone"} <= set(dd["keywords"])
    assert ("707.9a", "copy_exceptions") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_cackling_counterpart_creates_a_token_copy_without_the_counters(lookup, rules):
    objects = [{**BEARS, "owner": "Alice"}, {"id": "cc", "card": "Cackling Counterpart", "owner": "Alice", "zone": "hand"},
               *islands(3)]
    replay = play(lookup, rules, objects, cast("cc", targets=["bears"]))
    token = objects_in(replay.final_state)["copy"]
    assert token["token"] and token["controller"] == "Alice"
    assert (token["name"], token["power"], token["toughness"], token["counters"], token["tapped"]) == ("Grizzly Bears", 2, 2, {}, False)
    assert {(TOKEN_COPY[rules], "token_copy"), (COPIABLE[rules], "copiable_values")} <= cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_multiversal_recruitment_copy_is_not_legendary_so_both_stay(lookup, rules):
    objects = [{"id": "isamaru", "card": "Isamaru, Hound of Konda", "owner": "Alice", "zone": "in_play"},
               {"id": "mr", "card": "Multiversal Recruitment", "owner": "Alice", "zone": "hand"}, *islands(4)]
    replay = play(lookup, rules, objects, cast("mr", targets=["isamaru"]))
    found = objects_in(replay.final_state)
    assert found["copy"]["supertypes"] == [] and found["copy"]["zone"] == "in_play"
    assert found["isamaru"]["zone"] == "in_play"
    assert (MODIFIED[rules], "copy_modified_characteristic") in cited_pairs(replay)


@pytest.mark.parametrize("text", [
    "You may have this creature enter as a copy of any creature card in your graveyard.",
    "You may have this creature enter as a copy of any creature card in a graveyard on the battlefield.",
    "You may have this creature enter as a copy of any creature.",
    "You may have this creature enter as a copy of any creature on the battlefield, except it's a Ninja in addition to its other creature types.",
    "Raid — If you attacked this turn, you may have this creature enter as a copy of any creature on the battlefield.",
    "You may have this creature enter as a copy of any creature on the battlefield with mana value 3 or less.",
    "You may have this creature enter as a copy of any creature on the battlefield, except it enters with an additional +1/+1 counter on it.",
    "You may have this creature enter as a copy of any creature on the battlefield, except it's legendary.",
])
def test_a_near_miss_clone_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Creature"], "mana_cost": "{3}{U}", "power": "0",
                             "toughness": "0", "text": text}).played


@pytest.mark.parametrize("text", [
    "Create a token that's a copy of target artifact card in your graveyard.",  # a creature card's: copies_of_cards.py
    "Create a token that's a copy of target creature you control, except it has haste. Exile it at the beginning of your next upkeep.",
    "Create a token that's a copy of target creature spell.",
    "Create two tokens that are copies of target creature you control.",
])
def test_a_near_miss_token_copy_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{3}{U}", "text": text}).played


def eternalize(lookup, rules):
    objects = [{"id": "pc", "card": "Proven Combatant", "owner": "Alice", "zone": "graveyard"}, *islands(6)]
    return play(lookup, rules, objects, [{"type": "activate_ability", "player": "Alice", "object": "pc", "ability": 0},
                                         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])


def test_proven_combatant_eternalize_makes_a_4_4_black_zombie_copy_with_no_mana_cost(lookup):
    replay = eternalize(lookup, "2026-06-19")
    found = objects_in(replay.final_state)
    token = found["eternalized"]
    assert (token["name"], token["power"], token["toughness"], token["colors"], token["mana_cost"]) == ("Proven Combatant", 4, 4, ["black"], None)
    assert set(token["subtypes"]) == {"Human", "Warrior", "Zombie"} and token["token"]
    assert found["pc"]["zone"] == "removed_from_game"  # exiled to pay the cost
    assert {("702.129a", "eternalize"), ("707.9b", "copy_modified_characteristic")} <= cited_pairs(replay)


def test_eternalize_is_refused_under_the_2007_rules(lookup):
    from rulings.engine import ScenarioError
    with pytest.raises(ScenarioError, match="eternalize is later than the February 2007 rules"):
        eternalize(lookup, "2007-02-01")


def test_sacred_cat_embalm_makes_a_white_zombie_copy_with_lifelink(lookup):
    objects = [{"id": "cat", "card": "Sacred Cat", "owner": "Alice", "zone": "graveyard"},
               {"id": "p", "card": "Plains", "owner": "Alice", "zone": "in_play"}]
    replay = play(lookup, "2026-06-19", objects, [{"type": "activate_ability", "player": "Alice", "object": "cat", "ability": 1},
                                                  {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    token = objects_in(replay.final_state)["embalmed"]
    assert (token["name"], token["power"], token["colors"], token["mana_cost"]) == ("Sacred Cat", 1, ["white"], None)
    assert "Zombie" in token["subtypes"] and "lifelink" in token["keywords"]
    assert ("702.128a", "embalm") in cited_pairs(replay)


def test_embalm_is_only_as_a_sorcery(lookup):
    objects = [{"id": "cat", "card": "Sacred Cat", "owner": "Alice", "zone": "graveyard"},
               {"id": "p", "card": "Plains", "owner": "Alice", "zone": "in_play"}]
    data = {"format": 1, "rules": "2026-06-19", "name": "embalm", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}, "objects": objects,
            "actions": [{"type": "activate_ability", "player": "Alice", "object": "cat", "ability": 1}]}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[-1].refused
    assert ("602.5d", "sorcery_speed_ability") in cited_pairs(replay)


@pytest.mark.parametrize("record", [
    {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{2}{W}", "power": "2", "toughness": "2",
     "text": "Eternalize—{2}{W}{W}, Discard a card."},
    {"name": "Near Miss", "types": ["Land"], "mana_cost": "", "text": "Eternalize {3}{W}{B}"},
    {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{2}{W}", "power": "2", "toughness": "2", "text": "Embalm {X}{W}"},
])
def test_a_near_miss_embalm_stays_text_only(record):
    assert not compile_card(record).played


def propagate(lookup, rules, shock_it):
    objects = [{"id": "myr", "card": "Myr Propagator", "owner": "Alice", "zone": "in_play", "counters": {} if shock_it else {"+1/+1": 2}},
               *islands(3), {"id": "shock", "card": "Shock", "owner": "Bob", "zone": "hand"},
               {"id": "m", "card": "Mountain", "owner": "Bob", "zone": "in_play"}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "myr", "ability": 0}, {"type": "pass_priority", "player": "Alice"}]
    if shock_it:
        actions += [{"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["myr"]},
                    {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},  # Shock resolves
                    {"type": "pass_priority", "player": "Alice"}]
    actions += [{"type": "pass_priority", "player": "Bob"}]
    return play(lookup, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_myr_propagator_copies_itself_without_its_counters_or_tapped_status(lookup, rules):
    replay = propagate(lookup, rules, shock_it=False)
    token = objects_in(replay.final_state)["copy"]
    assert (token["name"], token["power"], token["counters"], token["tapped"]) == ("Myr Propagator", 1, {}, False)


@pytest.mark.parametrize("rules", BOTH)
def test_myr_propagator_gone_before_its_ability_resolves_is_copied_as_it_last_existed(lookup, rules):
    replay = propagate(lookup, rules, shock_it=True)
    found = objects_in(replay.final_state)
    assert not any(st.refused for st in replay.steps)
    assert found["myr"]["zone"] == "graveyard" and found["copy"]["name"] == "Myr Propagator"
    assert ({"2007-02-01": "413.2f", "2026-06-19": "608.2h"}[rules], "last_known_information") in cited_pairs(replay)


def test_splitting_slime_copy_is_not_monstrous_and_has_no_counters(pool):
    assert pool["Splitting Slime"].played and pool["Giant Adephage"].played
    assert pool["Giant Adephage"].definition["abilities"][1]["effect"] == [{"do": "create_token_copy", "of": "self", "id": "copy"}]


def test_a_spell_never_copies_itself_as_a_token():
    assert not compile_card({"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{3}{U}",
                             "text": "Create a token that's a copy of this spell."}).played


def forests(n):
    return [{"id": f"f{k}", "card": "Forest", "owner": "Alice", "zone": "in_play"} for k in range(n)]


def test_rust_shield_rampager_with_offspring_paid_makes_a_1_1_token_copy(lookup):
    objects = [{"id": "rr", "card": "Rust-Shield Rampager", "owner": "Alice", "zone": "hand"}, *forests(6)]
    replay = play(lookup, "2026-06-19", objects, cast("rr", pay={"offspring": True}) + [
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    found = objects_in(replay.final_state)
    assert not any(st.refused for st in replay.steps)
    assert (found["offspring"]["name"], found["offspring"]["power"], found["offspring"]["toughness"]) == ("Rust-Shield Rampager", 1, 1)
    assert found["offspring"]["token"] and found["rr"]["power"] == 4
    assert {("702.175a", "offspring"), ("707.9b", "copy_modified_characteristic")} <= cited_pairs(replay)


def test_rust_shield_rampager_without_offspring_makes_no_token(lookup):
    objects = [{"id": "rr", "card": "Rust-Shield Rampager", "owner": "Alice", "zone": "hand"}, *forests(4)]
    replay = play(lookup, "2026-06-19", objects, cast("rr"))
    assert "offspring" not in objects_in(replay.final_state) and not replay.final_state["stack"]


def test_offspring_cannot_be_paid_under_the_2007_rules(lookup):
    objects = [{"id": "rr", "card": "Rust-Shield Rampager", "owner": "Alice", "zone": "hand"}, *forests(6)]
    replay = play(lookup, "2007-02-01", objects, cast("rr", pay={"offspring": True})[:1])
    step = replay.steps[-1]
    assert step.refused and any("offspring is later than February 2007" in ev.text for ev in step.events)


def test_galadhrim_brigade_with_squad_paid_twice_makes_two_copies_each_pumping_the_others(lookup):
    objects = [{"id": "gb", "card": "Galadhrim Brigade", "owner": "Alice", "zone": "hand"}, *forests(7)]
    replay = play(lookup, "2026-06-19", objects, cast("gb", pay={"squad": 2}) + [
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    found = objects_in(replay.final_state)
    brigades = [found[i] for i in ("gb", "squad", "squad-2")]
    assert [(b["name"], b["power"], b["toughness"]) for b in brigades] == [("Galadhrim Brigade", 4, 4)] * 3
    assert ("702.157a", "squad") in cited_pairs(replay)


def test_squad_paid_by_a_card_without_squad_is_refused_naming_the_field(lookup):
    objects = [{"id": "rr", "card": "Rust-Shield Rampager", "owner": "Alice", "zone": "hand"}, *forests(6)]
    replay = play(lookup, "2026-06-19", objects, cast("rr", pay={"squad": 1})[:1])
    assert replay.steps[-1].refused and any("pay.squad: Rust-Shield Rampager has no squad" in ev.text for ev in replay.steps[-1].events)


@pytest.mark.parametrize("text", ["Offspring {X}", "Squad—{1}, Discard a card.", "Offspring {2}, then more."])
def test_a_near_miss_offspring_or_squad_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Creature"], "mana_cost": "{2}{G}", "power": "2", "toughness": "2",
                             "text": text}).played


SOLDIER = {"id": "soldier", "owner": "Alice", "zone": "in_play", "token": True,
           "card": {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"], "colors": ["white"], "power": 1, "toughness": 1}}
PLAINS = {"id": "p", "card": "Plains", "owner": "Alice", "zone": "in_play"}
SAPROLING = {"id": "saproling", "owner": "Alice", "zone": "in_play", "token": True,
             "card": {"name": "Saproling", "types": ["Creature"], "subtypes": ["Saproling"], "colors": ["green"], "power": 1, "toughness": 1}}


def test_horncallers_chant_populates_the_rhino_it_just_made_by_default(lookup):
    objects = [{"id": "chant", "card": "Horncaller's Chant", "owner": "Alice", "zone": "hand"}, *forests(8)]
    replay = play(lookup, "2026-06-19", objects, cast("chant"))
    found = objects_in(replay.final_state)
    assert [(found[i]["name"], found[i]["power"], found[i]["token"]) for i in ("rhino", "populated")] == [("Rhino", 4, True)] * 2
    assert "trample" in found["populated"]["keywords"]
    assert ("701.36a", "populate") in cited_pairs(replay)
    assert any("no choice was given" in ev.text for st in replay.steps for ev in st.events)


def test_wake_the_reflections_copies_the_creature_token_the_action_chooses(lookup):
    objects = [SOLDIER, SAPROLING, {"id": "wake", "card": "Wake the Reflections", "owner": "Alice", "zone": "hand"}, PLAINS]
    data = {"format": 1, "rules": "2026-06-19", "name": "populate", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "play_spell", "player": "Alice", "object": "wake"}, {"type": "pass_priority", "player": "Alice"},
                        {"type": "pass_priority", "player": "Bob", "choices": {"wake": {"cards": ["soldier"]}}}]}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert objects_in(replay.final_state)["populated"]["name"] == "Soldier"


def test_populate_choosing_a_nontoken_creature_is_refused_naming_the_field(lookup):
    objects = [SOLDIER, {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"},
               {"id": "wake", "card": "Wake the Reflections", "owner": "Alice", "zone": "hand"}, PLAINS]
    data = {"format": 1, "rules": "2026-06-19", "name": "populate", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "play_spell", "player": "Alice", "object": "wake"}, {"type": "pass_priority", "player": "Alice"},
                        {"type": "pass_priority", "player": "Bob", "choices": {"wake": {"cards": ["bears"]}}}]}
    step = run_scenario(load_scenario(data, cards=lookup)).steps[-1]
    assert step.refused and any("choices.wake.cards must name exactly one creature token" in ev.text for ev in step.events)


@pytest.mark.parametrize("rules", BOTH)
def test_populate_without_a_creature_token_creates_nothing(lookup, rules):
    objects = [{"id": "wake", "card": "Wake the Reflections", "owner": "Alice", "zone": "hand"}, PLAINS]
    replay = play(lookup, rules, objects, cast("wake"))
    assert "populated" not in objects_in(replay.final_state)
    if rules == "2026-06-19":
        assert ("701.36b", "populate_no_token") in cited_pairs(replay)


def test_populate_under_the_2007_rules_follows_the_cards_words_and_cites_no_rule_for_it(lookup):
    objects = [SOLDIER, {"id": "wake", "card": "Wake the Reflections", "owner": "Alice", "zone": "hand"}, PLAINS]
    replay = play(lookup, "2007-02-01", objects, cast("wake"))
    assert objects_in(replay.final_state)["populated"]["name"] == "Soldier"
    assert not any(concept.startswith("populate") for _, concept in cited_pairs(replay))
    assert any("a rule later than February 2007" in ev.text for st in replay.steps for ev in st.events)


TODAY = "2026-06-19"
REPLAYS_2026 = {
    "clone": lambda lookup: play(lookup, TODAY, [BEARS, {"id": "clone", "card": "Clone", "owner": "Alice", "zone": "hand"}, *islands(4)],
                                 cast("clone", choice="bears")),
    "token copy": lambda lookup: play(lookup, TODAY, [{**BEARS, "owner": "Alice"}, {"id": "cc", "card": "Cackling Counterpart",
                                                                                    "owner": "Alice", "zone": "hand"}, *islands(3)],
                                      cast("cc", targets=["bears"])),
    "last known": lambda lookup: propagate(lookup, TODAY, shock_it=True),
    "eternalize": lambda lookup: eternalize(lookup, TODAY),
    "offspring": lambda lookup: play(lookup, TODAY, [{"id": "rr", "card": "Rust-Shield Rampager", "owner": "Alice", "zone": "hand"},
                                                     *forests(6)], cast("rr", pay={"offspring": True}) + cast("rr")[1:]),
    "populate": lambda lookup: play(lookup, TODAY, [{"id": "chant", "card": "Horncaller's Chant", "owner": "Alice", "zone": "hand"},
                                                    *forests(8)], cast("chant")),
}


@pytest.mark.parametrize("name", sorted(REPLAYS_2026))
def test_a_2026_copy_replay_says_no_2007_word(lookup, name):
    import re

    from rulings.engine.wording import ONLY_2007
    replay = REPLAYS_2026[name](lookup)
    said = [ev.text for st in replay.steps for ev in st.events] + [c.reason for st in replay.steps for ev in st.events for c in ev.citations]
    assert [(w, t) for t in said for w in ONLY_2007 if re.search(w, t, re.IGNORECASE)] == []


BECOMES = {"2007-02-01": "503.4", "2026-06-19": "707.4"}


def mirror(lookup, rules, then=()):
    objects = [{"id": "mirror", "card": "Mirage Mirror", "owner": "Alice", "zone": "in_play"}, *islands(2),
               {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play", "counters": {"+1/+1": 1}}]
    return play(lookup, rules, objects, [{"type": "activate_ability", "player": "Alice", "object": "mirror", "ability": 0, "targets": ["bears"]},
                                         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}, *then])


@pytest.mark.parametrize("rules", BOTH)
def test_mirage_mirror_becomes_a_copy_of_the_creature_until_end_of_turn(lookup, rules):
    replay = mirror(lookup, rules)
    found = objects_in(replay.final_state)["mirror"]
    assert (found["name"], found["types"], found["power"], found["counters"]) == ("Grizzly Bears", ["Creature"], 2, {})
    assert (BECOMES[rules], "becomes_copy") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_mirage_mirror_is_itself_again_after_the_cleanup_step(lookup, rules):
    replay = mirror(lookup, rules, then=[{"type": "pass_until", "player": "Alice", "step": "end_of_turn"},
                                         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    assert objects_in(replay.final_state)["mirror"]["name"] == "Mirage Mirror"


@pytest.mark.parametrize("rules", BOTH)
def test_dimir_doppelganger_becomes_a_copy_of_the_card_it_exiled_and_keeps_its_ability(lookup, rules):
    objects = [{"id": "dd", "card": "Dimir Doppelganger", "owner": "Alice", "zone": "in_play"},
               {"id": "s1", "card": "Swamp", "owner": "Alice", "zone": "in_play"}, *islands(2),
               {"id": "angel", "card": "Serra Angel", "owner": "Bob", "zone": "graveyard"}]
    replay = play(lookup, rules, objects, [{"type": "activate_ability", "player": "Alice", "object": "dd", "ability": 0, "targets": ["angel"]},
                                           {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    found = objects_in(replay.final_state)
    assert found["angel"]["zone"] == "removed_from_game"
    assert found["dd"]["name"] == "Serra Angel" and {"flying", "vigilance"} <= set(found["dd"]["keywords"])
    assert any(a.startswith("{1}{U}{B}: ") for a in found["dd"]["abilities"])  # "except it has this ability"


def test_thespians_stage_becomes_a_copy_of_a_land_and_keeps_its_ability(lookup):
    objects = [{"id": "stage", "card": "Thespian's Stage", "owner": "Alice", "zone": "in_play"}, *islands(2),
               {"id": "forest", "card": "Forest", "owner": "Bob", "zone": "in_play"}]
    replay = play(lookup, "2026-06-19", objects, [{"type": "activate_ability", "player": "Alice", "object": "stage", "ability": 1,
                                                   "targets": ["forest"]},
                                                  {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    stage = objects_in(replay.final_state)["stage"]
    assert stage["name"] == "Forest" and "Forest" in stage["subtypes"]
    assert ("707.9a", "copy_exceptions") in cited_pairs(replay)


def test_cryptoplasm_becomes_a_copy_only_if_its_controller_chooses_to(pool):
    effect = pool["Cryptoplasm"].definition["abilities"][0]["effect"]
    assert effect[0]["do"] == "may" and effect[0]["effect"] == [{"do": "become_copy", "to": "self", "of": "target:0", "gains": "this_ability"}]
    assert pool["Cryptoplasm"].definition["abilities"][0]["targets"] == [{"other": True, "types": ["Creature"]}]


@pytest.mark.parametrize("text", [
    "{2}: This artifact becomes a copy of target creature card in your graveyard until end of turn.",
    "{2}: This artifact becomes a copy of that creature.",
    "{2}: Until end of turn, this artifact becomes a copy of target creature.",
    "Whenever a creature dies, this artifact becomes a copy of that creature, except it has this ability.",
])
def test_a_near_miss_becomes_a_copy_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Artifact"], "mana_cost": "{3}", "text": text}).played


@pytest.mark.parametrize("rules", BOTH)
def test_body_double_enters_as_a_copy_of_a_creature_card_in_a_graveyard(lookup, rules):
    objects = [{"id": "angel", "card": "Serra Angel", "owner": "Bob", "zone": "graveyard"},
               {"id": "bd", "card": "Body Double", "owner": "Alice", "zone": "hand"}, *islands(5)]
    replay = play(lookup, rules, objects, cast("bd", choice="angel"))
    found = objects_in(replay.final_state)
    assert (found["bd"]["name"], found["bd"]["power"], found["angel"]["zone"]) == ("Serra Angel", 4, "graveyard")
    assert (ENTERS_AS_COPY[rules], "copy_comes_into_play_as") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_body_double_cannot_copy_a_creature_on_the_battlefield(lookup, rules):
    objects = [BEARS, {"id": "bd", "card": "Body Double", "owner": "Alice", "zone": "hand"}, *islands(5)]
    replay = play(lookup, rules, objects, cast("bd", choice="bears"))
    assert objects_in(replay.final_state)["bd"]["zone"] == "graveyard"  # a 0/0 Body Double
    assert any("copies nothing: no creature card in a graveyard was chosen" in ev.text for st in replay.steps for ev in st.events)


def shapeshifter(lookup, rules, shock_it):
    objects = [{"id": "us", "card": "Unstable Shapeshifter", "owner": "Alice", "zone": "in_play"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "hand"}, *forests(2),
               {"id": "shock", "card": "Shock", "owner": "Bob", "zone": "hand"}, {"id": "m", "card": "Mountain", "owner": "Bob", "zone": "in_play"}]
    actions = cast("bears") + [{"type": "pass_priority", "player": "Alice"}]  # Bears resolves; the trigger goes on the stack
    if shock_it:
        actions += [{"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["bears"]},
                    {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},  # Shock resolves
                    {"type": "pass_priority", "player": "Alice"}]
    actions += [{"type": "pass_priority", "player": "Bob"}]
    return play(lookup, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_unstable_shapeshifter_becomes_a_copy_of_the_creature_that_entered(lookup, rules):
    replay = shapeshifter(lookup, rules, shock_it=False)
    us = objects_in(replay.final_state)["us"]
    assert not any(st.refused for st in replay.steps)
    assert us["name"] == "Grizzly Bears" and any("becomes a copy of that creature" in a for a in us["abilities"])


@pytest.mark.parametrize("rules", BOTH)
def test_unstable_shapeshifter_copies_a_creature_gone_since_as_it_last_existed(lookup, rules):
    replay = shapeshifter(lookup, rules, shock_it=True)
    found = objects_in(replay.final_state)
    assert not any(st.refused for st in replay.steps)
    assert found["bears"]["zone"] == "graveyard" and found["us"]["name"] == "Grizzly Bears"
    assert ({"2007-02-01": "413.2f", "2026-06-19": "608.2h"}[rules], "last_known_information") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_vesuvan_doppelganger_keeps_its_color_and_has_the_upkeep_ability(lookup, rules):
    objects = [{"id": "angel", "card": "Serra Angel", "owner": "Bob", "zone": "in_play"},
               {"id": "vd", "card": "Vesuvan Doppelganger", "owner": "Alice", "zone": "hand"}, *islands(5)]
    replay = play(lookup, rules, objects, cast("vd", choice="angel"))
    vd = objects_in(replay.final_state)["vd"]
    assert (vd["name"], vd["colors"], vd["power"]) == ("Serra Angel", ["blue"], 4)
    assert any(a.startswith("At the beginning of your upkeep, you may have this creature become a copy") for a in vd["abilities"])
    assert ({"2007-02-01": "503.9", "2026-06-19": "707.9a"}[rules], "copy_exceptions") in cited_pairs(replay)


def test_vesuvan_doppelgangers_upkeep_ability_keeps_its_color_too(pool):
    """Its exceptions are split at "and" only outside the quoted ability, whose own "and" stays in it."""
    gained = pool["Vesuvan Doppelganger"].definition["abilities"][0]["comes_into_play"]["gains"][0]
    assert gained["effect"][0]["effect"] == [{"do": "become_copy", "to": "self", "of": "target:0", "except_colors": True,
                                              "gains": "this_ability"}]


@pytest.mark.parametrize("rules", BOTH)
def test_clever_impersonator_copies_a_noncreature_permanent(lookup, rules):
    objects = [{"id": "anthem", "card": "Glorious Anthem", "owner": "Bob", "zone": "in_play"},
               {"id": "ci", "card": "Clever Impersonator", "owner": "Alice", "zone": "hand"}, *islands(4)]
    ci = objects_in(play(lookup, rules, objects, cast("ci", choice="anthem")).final_state)["ci"]
    assert (ci["name"], ci["types"], ci["zone"]) == ("Glorious Anthem", ["Enchantment"], "in_play")


@pytest.mark.parametrize("rules", BOTH)
def test_clever_impersonator_cannot_copy_a_land(lookup, rules):
    objects = [{"id": "ci", "card": "Clever Impersonator", "owner": "Alice", "zone": "hand"}, *islands(4)]
    replay = play(lookup, rules, objects, cast("ci", choice="i0"))
    assert objects_in(replay.final_state)["ci"]["zone"] == "graveyard"  # it entered as a 0/0


@pytest.mark.parametrize(("owner", "copied"), [("Alice", True), ("Bob", False)])
def test_waxen_shapethief_copies_only_an_artifact_or_creature_its_controller_controls(lookup, owner, copied):
    objects = [{**BEARS, "owner": owner}, {"id": "ws", "card": "Waxen Shapethief", "owner": "Alice", "zone": "hand"}, *islands(4)]
    ws = objects_in(play(lookup, "2026-06-19", objects, cast("ws", choice="bears")).final_state)["ws"]
    assert (ws["name"] == "Grizzly Bears") is copied


def test_irenicus_and_urza_and_relm_read_their_exceptions(pool):
    assert pool["Irenicus's Vile Duplication"].definition["effect"][0]["except"] == {
        "gains": [{"kind": "keyword", "keyword": "flying"}], "not_legendary": True}
    urza = pool["Urza, Prince of Kroog"].definition["abilities"][-1]["effect"][0]
    assert urza["except"] == {"also_subtypes": ["Soldier"], "also_types": ["Creature"], "base_pt": [1, 1]}
    assert pool["Relm's Sketching"].played
    assert pool["Relm's Sketching"].definition["targets"] == [{"types": ["Artifact", "Creature", "Land"]}]


def test_a_later_action_may_name_the_offspring_token(lookup):
    objects = [{"id": "rr", "card": "Rust-Shield Rampager", "owner": "Alice", "zone": "hand"}, *forests(6)]
    replay = play(lookup, "2026-06-19", objects, cast("rr", pay={"offspring": True}) + [
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
        {"type": "pass_until", "player": "Alice", "phase": "combat"},
        {"type": "declare_attackers", "player": "Alice", "attackers": ["offspring"]}])
    assert replay.steps[-1].summary == "Alice attacks with Rust-Shield Rampager (offspring)"  # the loader knows the id


def caller_attacks(lookup, rules, players=("Alice", "Bob")):
    data = {"format": 1, "rules": rules, "name": "myriad", "players": [{"name": p} for p in players],
            "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_attackers"},
            "objects": [{"id": "caller", "card": "Caller of the Pack", "owner": "Alice", "zone": "in_play"}],
            "actions": [{"type": "declare_attackers", "player": "Alice", "attackers": ["caller"]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    return run_scenario(load_scenario(data, cards=lookup))


def test_caller_of_the_pack_myriad_makes_no_token_when_the_defending_player_is_the_only_opponent(lookup):
    replay = caller_attacks(lookup, "2026-06-19")
    assert not any(st.refused for st in replay.steps)
    assert ("702.116a", "myriad") in cited_pairs(replay)
    assert any("so myriad creates no token" in ev.text for st in replay.steps for ev in st.events)
    assert [o for o in objects_in(replay.final_state) if o != "caller"] == []


def test_myriad_does_not_trigger_under_the_2007_rules(lookup):
    replay = caller_attacks(lookup, "2007-02-01")
    assert any("myriad doesn't trigger: the keyword came later than February 2007" in ev.text
               for st in replay.steps for ev in st.events)


def test_a_myriad_card_in_a_game_of_three_players_is_refused_naming_the_field(lookup):
    from rulings.engine import ScenarioError
    with pytest.raises(ScenarioError, match="objects\\[0\\].card.*myriad makes tokens attacking opponents other than the defending player"):
        caller_attacks(lookup, "2026-06-19", players=("Alice", "Bob", "Carol"))


def test_a_card_granting_myriad_in_a_game_of_three_players_is_refused_too(lookup):
    from rulings.engine import ScenarioError
    data = {"format": 1, "rules": "2026-06-19", "name": "myriad", "players": [{"name": "Alice"}, {"name": "Bob"}, {"name": "Carol"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "blade", "card": "Blade of Selves", "owner": "Alice", "zone": "in_play"}], "actions": []}
    with pytest.raises(ScenarioError, match="myriad makes tokens attacking opponents other than the defending player"):
        load_scenario(data, cards=lookup)


def cursed_mirror(lookup, rules, then=()):
    objects = [{"id": "cm", "card": "Cursed Mirror", "owner": "Alice", "zone": "hand"},
               {"id": "m1", "card": "Mountain", "owner": "Alice", "zone": "in_play"},
               {"id": "m2", "card": "Mountain", "owner": "Alice", "zone": "in_play"},
               {"id": "m3", "card": "Mountain", "owner": "Alice", "zone": "in_play"}, BEARS]
    return play(lookup, rules, objects, cast("cm", choice="bears") + list(then))


@pytest.mark.parametrize("rules", BOTH)
def test_cursed_mirror_enters_as_a_copy_with_haste_until_end_of_turn(lookup, rules):
    cm = objects_in(cursed_mirror(lookup, rules).final_state)["cm"]
    assert (cm["name"], cm["power"]) == ("Grizzly Bears", 2) and "haste" in cm["keywords"]


@pytest.mark.parametrize("rules", BOTH)
def test_cursed_mirror_is_itself_again_after_the_cleanup_step(lookup, rules):
    replay = cursed_mirror(lookup, rules, then=[{"type": "pass_until", "player": "Alice", "step": "end_of_turn"},
                                                {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    cm = objects_in(replay.final_state)["cm"]
    assert (cm["name"], cm["types"]) == ("Cursed Mirror", ["Artifact"])
