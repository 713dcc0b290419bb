"""The Commander variant's words (rulings/oracle/commander.py, rulings/engine/commander.py), played from
real cards' Oracle text (commander_cards.json: records copied from the pool): a player's `commander`
(2026 903.3) and "{T}: Add one mana of any color in your commander's color identity." (Command Tower,
Arcane Signet, Commander's Sphere; 903.4, 903.4f, 106.5), "If you control a commander, you may cast this
spell without paying its mana cost." (118.9, 903.3d), "Commander creatures you control get +2/+2 and have
..." (903.3), Lieutenant's "if you control your commander" (603.4) and "~ can be your commander" (903.3a).
The February 2007 rules have no Commander variant: a scenario under them naming a commander, or holding a
card with these words, is refused naming the field; there the identity mana ability adds no mana (no
player has a commander) and "can be your commander" does nothing, the log saying why."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "commander_cards.json"
POOL_TOO = True  # Grizzly Bears, Shock and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Command Tower", "Arcane Signet", "Commander's Sphere"]
#: the mana ability with a rider about the mana spent ("If you spend this mana to cast your commander, ...",
#: "When that mana is spent to cast a creature spell that shares a creature type ...") or of any color at all
NEAR_MISSES = ["Opal Palace", "Path of Ancestry", "Study Hall"]


def scenario(objects, actions, rules=R2026, commander="cmdr", **alice):
    data = in_main_phase(objects, actions, rules, "commander")
    if commander is not None:
        alice["commander"] = commander
    data["players"][0].update(alice)
    return data


def play(cards, objects, actions, rules=R2026, commander="cmdr", **alice):
    return run_scenario(load_scenario(scenario(objects, actions, rules, commander, **alice), cards=cards))


def tap_for(oid, choice=None) -> dict:
    act = {"type": "activate_ability", "player": "Alice", "object": oid, "ability": 0}
    return {**act, "choice": choice} if choice is not None else act


def pool_of(replay, who="Alice") -> dict:
    pl = next(pl for pl in replay.final_state["players"] if pl["name"] == who)
    return {k: n for k, n in pl["mana_pool"].items() if n}


def errors_of(cards, data) -> list:
    with pytest.raises(ScenarioError) as err:
        load_scenario(data, cards=cards)
    return [(e.path, e.message) for e in err.value.errors]


@pytest.mark.parametrize("name", PLAYED)
def test_commander_identity_mana_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_commander_mana_stays_text_only(compiled, name):
    assert not compiled[name].played


def test_command_tower_adds_a_color_of_the_commanders_identity(cards):
    objects = [obj("cmdr", "Atraxa, Praetors' Voice", zone="hand"), obj("tower", "Command Tower")]
    replay = play(cards, objects, [tap_for("tower", "U")])
    assert not refused(replay), log(replay)
    assert pool_of(replay) == {"U": 1}, log(replay)
    assert {"903.4", "608.2d"} <= cited(replay), sorted(cited(replay))


def test_a_color_outside_the_identity_is_refused(cards):
    objects = [obj("cmdr", "Atraxa, Praetors' Voice", zone="graveyard"), obj("signet", "Arcane Signet")]
    replay = play(cards, objects, [tap_for("signet", "R")])  # Atraxa is {G}{W}{U}{B}: no red
    assert refused(replay), log(replay)
    assert pool_of(replay) == {}, log(replay)


def test_mana_symbols_in_the_commanders_rules_text_count(cards):
    # Kenrith costs {4}{W}, but its abilities' costs hold {R}, {G}, {U} and {B} (903.4)
    objects = [obj("cmdr", "Kenrith, the Returned King", zone="hand"), obj("sphere", "Commander's Sphere")]
    replay = play(cards, objects, [tap_for("sphere", "R")])
    assert not refused(replay), log(replay)
    assert pool_of(replay) == {"R": 1}, log(replay)


def test_without_a_commander_it_adds_no_mana(cards):
    objects = [obj("tower", "Command Tower")]
    replay = play(cards, objects, [tap_for("tower", "G")], commander=None)
    assert not refused(replay), log(replay)
    assert pool_of(replay) == {}, log(replay)
    assert {"903.4f", "605.2"} <= cited(replay), sorted(cited(replay))


def test_a_colorless_identity_adds_no_mana(cards):
    objects = [obj("cmdr", "Karn, Silver Golem"), obj("tower", "Command Tower")]
    replay = play(cards, objects, [tap_for("tower")])
    assert not refused(replay), log(replay)
    assert pool_of(replay) == {}, log(replay)
    assert {"903.4", "106.5", "605.2"} <= cited(replay), sorted(cited(replay))


def test_it_pays_for_a_spell_with_a_color_the_payment_needs(cards):
    objects = [obj("cmdr", "Kenrith, the Returned King", zone="hand"), obj("tower", "Command Tower"),
               obj("shock", "Shock", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"]}]
    replay = play(cards, objects, actions)
    assert not refused(replay), log(replay)
    assert "Alice adds {R}" in log(replay), log(replay)


def test_the_2007_rules_refuse_a_commander(cards):
    objects = [obj("cmdr", "Atraxa, Praetors' Voice", zone="hand"), obj("tower", "Command Tower")]
    found = errors_of(cards, scenario(objects, [], R2007))
    assert found == [("players[0].commander", found[0][1])] and "Commander variant" in found[0][1], found


def test_under_the_2007_rules_no_one_has_a_commander_so_it_adds_no_mana(cards):
    replay = play(cards, [obj("tower", "Command Tower")], [tap_for("tower", "G")], R2007, commander=None)
    assert not refused(replay), log(replay)
    assert pool_of(replay) == {}, log(replay)
    assert "Text only under the Comprehensive Rules, February 1, 2007" in log(replay), log(replay)


def test_a_commander_must_be_a_card_the_player_owns(cards):
    objects = [obj("cmdr", "Atraxa, Praetors' Voice", owner="Bob", zone="hand"), obj("tower", "Command Tower")]
    found = errors_of(cards, scenario(objects, []))
    assert any(path == "players[0].commander" and "owned by Bob" in msg for path, msg in found), found
    assert errors_of(cards, scenario(objects, [], commander="nobody")) == [("players[0].commander", 'no object "nobody"')]


def test_two_partners_combine_their_identities(cards):
    objects = [obj("cmdr", "Karn, Silver Golem"), obj("cmdr2", "Atraxa, Praetors' Voice", zone="hand"),
               obj("tower", "Command Tower")]
    replay = play(cards, objects, [tap_for("tower", "B")], commander=["cmdr", "cmdr2"])
    assert not refused(replay), log(replay)
    assert pool_of(replay) == {"B": 1}, log(replay)


# --- "If you control a commander, you may cast this spell without paying its mana cost." ----------------
FREE_PLAYED = ["Fierce Guardianship", "Flawless Maneuver", "Deadly Rollick", "Obscuring Haze"]


def free_rollick(target="bears") -> dict:
    return {"type": "play_spell", "player": "Alice", "object": "rollick", "targets": [target], "pay": {"alternative": "alternative_cost"}}


@pytest.mark.parametrize("name", FREE_PLAYED)
def test_free_if_you_control_a_commander_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_deflecting_swat_stays_text_only_for_its_other_paragraph(compiled):
    assert not compiled["Deflecting Swat"].played  # "You may choose new targets for target spell or ability."


def test_deadly_rollick_is_cast_free_while_its_caster_controls_their_commander(cards):
    objects = [obj("cmdr", "Atraxa, Praetors' Voice"), obj("rollick", "Deadly Rollick", zone="hand"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [free_rollick(), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "removed_from_game", log(replay)
    assert {"118.9", "903.3d"} <= cited(replay), sorted(cited(replay))


def test_a_commander_not_on_the_battlefield_does_not_let_it_be_cast_free(cards):
    objects = [obj("cmdr", "Atraxa, Praetors' Voice", zone="graveyard"), obj("rollick", "Deadly Rollick", zone="hand"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [free_rollick()])
    assert refused(replay), log(replay)
    assert zone_of(replay, "rollick") == "hand", log(replay)


def test_another_players_commander_it_controls_is_a_commander_it_controls(cards):
    # 903.3d: "a commander" is any permanent on the battlefield that is a commander, whoever owns it
    objects = [obj("bobs", "Atraxa, Praetors' Voice", owner="Bob", controller="Alice"), obj("rollick", "Deadly Rollick", zone="hand"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    data = scenario(objects, [free_rollick(), p("Alice"), p("Bob")], commander=None)
    data["players"][1]["commander"] = "bobs"
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "removed_from_game", log(replay)


def test_the_2007_rules_refuse_the_free_cast_card(cards):
    objects = [obj("rollick", "Deadly Rollick", zone="hand")]
    found = errors_of(cards, scenario(objects, [], R2007, commander=None))
    assert any(path == "objects[0].card" and "Commander variant" in msg for path, msg in found), found


# --- "Commander creatures you control get +2/+2 and have indestructible." ------------------------------
PUMP_PLAYED = ["Bastion Protector", "Bloodsworn Steward"]
#: "Commanders you control" (a commander that isn't a creature too), "Commander creatures you own have ..."
PUMP_NEAR_MISSES = ["Falthis, Shadowcat Familiar", "Inspiring Leader"]


def pt_and_keywords(replay, oid):
    o = objects_in(replay.final_state)[oid]
    return o["power"], o["toughness"], set(o["keywords"])


@pytest.mark.parametrize("name", PUMP_PLAYED)
def test_commander_creature_statics_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", PUMP_NEAR_MISSES)
def test_near_miss_commander_statics_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_bastion_protector_pumps_only_the_commander_creatures_its_controller_controls(cards):
    objects = [obj("cmdr", "Atraxa, Praetors' Voice"), obj("protector", "Bastion Protector"), obj("bears", "Grizzly Bears"),
               obj("bobs", "Karn, Silver Golem", owner="Bob")]
    data = scenario(objects, [])
    data["players"][1]["commander"] = "bobs"
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    assert pt_and_keywords(replay, "cmdr") == (6, 6, {"flying", "vigilance", "deathtouch", "lifelink", "indestructible"})
    assert pt_and_keywords(replay, "protector") == (3, 3, set())  # not a commander
    assert pt_and_keywords(replay, "bears") == (2, 2, set())
    assert pt_and_keywords(replay, "bobs")[:2] == (4, 4)  # Bob's commander: Bob controls it


def test_another_players_commander_it_controls_gets_the_bonus(cards):
    objects = [obj("bobs", "Karn, Silver Golem", owner="Bob", controller="Alice"), obj("steward", "Bloodsworn Steward")]
    data = scenario(objects, [], commander=None)
    data["players"][1]["commander"] = "bobs"
    replay = run_scenario(load_scenario(data, cards=cards))
    assert pt_and_keywords(replay, "bobs") == (6, 6, {"haste"}), log(replay)


def test_the_2007_rules_refuse_the_commander_creature_static(cards):
    found = errors_of(cards, scenario([obj("protector", "Bastion Protector")], [], R2007, commander=None))
    assert any(path == "objects[0].card" and "Commander variant" in msg for path, msg in found), found


# --- "Lieutenant — At the beginning of combat on your turn, if you control your commander, ..." --------
LIEUTENANT_PLAYED = ["Loyal Drake", "Loyal Subordinate", "Loyal Guardian", "Ironwill Forger"]
#: a token that "gains haste until end of turn" after it (read by no template here), and Lieutenant's static
LIEUTENANT_NEAR_MISSES = ["Loyal Apprentice", "Angelic Field Marshal"]


def to_combat(cards, objects, commander="cmdr", bob_commander=None):
    data = scenario(objects, [p("Alice"), p("Bob"), p("Alice"), p("Bob")], commander=commander)
    if bob_commander:
        data["players"][1]["commander"] = bob_commander
    return run_scenario(load_scenario(data, cards=cards))


@pytest.mark.parametrize("name", LIEUTENANT_PLAYED)
def test_lieutenant_triggers_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", LIEUTENANT_NEAR_MISSES)
def test_near_miss_lieutenant_abilities_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_loyal_drake_draws_at_the_beginning_of_combat_while_you_control_your_commander(cards):
    objects = [obj("cmdr", "Atraxa, Praetors' Voice"), obj("drake", "Loyal Drake"), obj("card", "Forest", zone="library")]
    replay = to_combat(cards, objects)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "card") == "hand", log(replay)
    assert "603.4" in cited(replay), sorted(cited(replay))  # the intervening "if"


def test_loyal_drake_does_not_trigger_with_the_commander_off_the_battlefield(cards):
    objects = [obj("cmdr", "Atraxa, Praetors' Voice", zone="graveyard"), obj("drake", "Loyal Drake"),
               obj("card", "Forest", zone="library")]
    replay = to_combat(cards, objects)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "card") == "library", log(replay)


def test_another_players_commander_is_not_your_commander(cards):
    objects = [obj("bobs", "Atraxa, Praetors' Voice", owner="Bob", controller="Alice"), obj("sub", "Loyal Subordinate")]
    replay = to_combat(cards, objects, commander=None, bob_commander="bobs")
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 20, log(replay)


def test_loyal_subordinate_makes_each_opponent_lose_3_life(cards):
    objects = [obj("cmdr", "Karn, Silver Golem"), obj("sub", "Loyal Subordinate")]
    replay = to_combat(cards, objects)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)


def test_the_2007_rules_refuse_the_lieutenant_trigger(cards):
    found = errors_of(cards, scenario([obj("drake", "Loyal Drake")], [], R2007, commander=None))
    assert any(path == "objects[0].card" and "Commander variant" in msg for path, msg in found), found


# --- "~ can be your commander." and "Spell commander" (2026 903.3a) ------------------------------------
CAN_BE_PLAYED = ["Freyalise, Llanowar's Fury", "Lava, Axe", "Gather, the Townsfolk", "Clear, the Mind", "Rampant, Growth",
                 "Ransack, the Lab"]


@pytest.mark.parametrize("name", CAN_BE_PLAYED)
def test_can_be_your_commander_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_a_can_be_your_commander_sentence_with_more_stays_text_only(compiled):
    assert not compiled["The Waffle Restaurant"].played  # "... can be your commander. If it is, your deck can contain ..."


def test_freyalise_says_it_can_be_your_commander_does_nothing_in_the_game(cards):
    replay = play(cards, [obj("freyalise", "Freyalise, Llanowar's Fury")], [], commander=None)
    assert not refused(replay), log(replay)
    assert "changes only how a Commander deck is built" in log(replay), log(replay)
    assert "903.3a" in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_a_spell_commander_sorcery_is_cast_as_its_other_words_say(cards, rules):
    objects = [obj("lava", "Lava, Axe", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lava", "targets": ["Bob"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(5)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, commander=None)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 15, log(replay)
    if rules == R2026:
        assert "903.3a" in cited(replay), sorted(cited(replay))
    else:  # no Commander variant: the words do nothing, and the log says so
        assert "Text only under the Comprehensive Rules, February 1, 2007" in log(replay), log(replay)


# --- 'Commander creatures you own have "..."' (a Background) -------------------------------------------
OWN_PLAYED = ["Flaming Fist", "Shameless Charlatan", "Far Traveler"]
DOUBLE_STRIKE = "Whenever this creature attacks, it gains double strike until end of turn."


@pytest.mark.parametrize("name", OWN_PLAYED)
def test_commander_creatures_you_own_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_flaming_fist_grants_its_ability_to_the_commanders_its_controller_owns_whoever_controls_them(cards):
    objects = [obj("fist", "Flaming Fist"), obj("cmdr", "Atraxa, Praetors' Voice", controller="Bob"),
               obj("bobs", "Karn, Silver Golem", owner="Bob", controller="Alice"), obj("bears", "Grizzly Bears")]
    data = scenario(objects, [])
    data["players"][1]["commander"] = "bobs"
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    has = {oid: DOUBLE_STRIKE in objects_in(replay.final_state)[oid]["abilities"] for oid in ("cmdr", "bobs", "bears")}
    assert has == {"cmdr": True, "bobs": False, "bears": False}, log(replay)


def test_the_commander_attacking_gains_double_strike(cards):
    objects = [obj("fist", "Flaming Fist"), obj("cmdr", "Karn, Silver Golem")]
    data = scenario(objects, [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["cmdr"]},
                              p("Alice"), p("Bob")])
    data["turn"] = {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    assert "double strike" in objects_in(replay.final_state)["cmdr"]["keywords"], log(replay)


# --- "At the beginning of your upkeep, if you control a commander, ..." -----------------------------------
def upkeep(cards, objects, commander="cmdr", bob_commander=None):
    objects = [*objects, obj("lib", "Forest", zone="library")]  # for the draw step
    data = scenario(objects, [p("Alice"), p("Bob"), p("Alice"), p("Bob")], commander=commander)
    data["turn"] = {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"}
    if bob_commander:
        data["players"][1]["commander"] = bob_commander
    return run_scenario(load_scenario(data, cards=cards))


def test_biowaste_blob_is_fully_played(compiled):
    assert compiled["Biowaste Blob"].played, compiled["Biowaste Blob"].why_not


def test_biowaste_blob_copies_itself_while_you_control_any_players_commander(cards):
    objects = [obj("blob", "Biowaste Blob"), obj("bobs", "Karn, Silver Golem", owner="Bob", controller="Alice")]
    replay = upkeep(cards, objects, commander=None, bob_commander="bobs")
    assert not refused(replay), log(replay)
    assert "copy" in objects_in(replay.final_state), log(replay)
    assert "603.4" in cited(replay), sorted(cited(replay))


def test_biowaste_blob_does_nothing_without_a_commander_on_the_battlefield(cards):
    objects = [obj("blob", "Biowaste Blob"), obj("cmdr", "Karn, Silver Golem", zone="hand")]
    replay = upkeep(cards, objects)
    assert not refused(replay), log(replay)
    assert "copy" not in objects_in(replay.final_state), log(replay)


@pytest.mark.parametrize("name", ["Biowaste Blob", "Flaming Fist", "Fierce Guardianship", "Loyal Guardian", "Bloodsworn Steward"])
def test_the_2007_rules_refuse_each_card_with_commander_words(cards, name):
    found = errors_of(cards, scenario([obj("card", name)], [], R2007, commander=None))
    assert any(path == "objects[0].card" and "Commander variant" in msg for path, msg in found), found
