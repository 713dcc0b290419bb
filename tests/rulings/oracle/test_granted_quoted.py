"""Quoted abilities an Aura or an Equipment grants (rulings/oracle/granted_quoted.py), played from real
cards' Oracle text (granted_quoted_cards.json: records copied from the pool): "Equipped creature has
"{T}: This creature deals 1 damage to any target."" (Viridian Longbow), "Enchanted creature gets +2/+2
and has "..."" (Arcane Teachings), a granted triggered ability (Infinity Formula). The ability is the
creature's: the creature's controller activates it, "this creature" is that creature, and it has it only
while the Aura or Equipment is attached to it. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, objects_in, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "granted_quoted_cards.json"
POOL_TOO = True  # Grizzly Bears, the basic lands and Disenchant from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Arcane Teachings", "Viridian Longbow", "Infinity Formula", "Skeletal Grimace", "Pursuit of Flight",
          "Paradise Mantle", "Mortarpod", "Verdant Embrace", "Grasp of the Hieromancer", "Hollowhead Sliver", "Lavabelly Sliver",
          "Resplendent Mentor", "Scuttling Sliver", "Tempered Sliver", "Thorncaster Sliver", "Lightning Prowess", "Take Flight",
          "Wrench", "Wolfhunter's Quiver", "Titan of Eternal Fire"]
#: "Sacrifice ~" / "Unattach ~" (the Equipment itself, not the creature), "you may", a cost sacrificing another
#: permanent, "If this creature is a Wizard", "unless you pay 2 life", "exile that creature", sacrificing another creature
NEAR_MISSES = ["Ninja's Kunai", "Heartseeker", "Blinding Powder", "Sixth Sense", "Lunarch Mantle", "Spare Dagger",
               "Sorcerer's Wand", "Morgul-Knife Wound", "Kaldra Compleat", "Fallen Ideal", "Hankyu"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "granted quoted abilities"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


def shoot(target="Bob", who="Alice", host="bears", ability=0):
    return [{"type": "activate_ability", "player": who, "object": host, "ability": ability, "targets": [target]}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_granting_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_viridian_longbow_the_equipped_creature_deals_the_damage(cards, rules):
    objects = [{**obj("bow", "Viridian Longbow"), "attached_to": "bears"}, obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, shoot(), rules)
    assert life(replay)["Bob"] == 19, log(replay)
    assert "Grizzly Bears deals 1 damage to Bob" in log(replay)
    assert objects_in(replay.final_state)["bears"]["tapped"]
    assert {R2007: "403.1", R2026: "602.1a"}[rules] in cited(replay), sorted(cited(replay))  # its activation cost, paid


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_equipments_controller_cant_activate_the_creatures_ability(cards, rules):
    """Bob's Longbow on Alice's creature: the ability is Alice's creature's, Bob can't activate it."""
    objects = [{**obj("bow", "Viridian Longbow", owner="Bob"), "attached_to": "bears"}, obj("bears", "Grizzly Bears")]
    replay = run(cards, objects, [{"type": "activate_ability", "player": "Bob", "object": "bears", "ability": 0,
                                   "targets": ["Alice"]}], rules)
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_unattached_longbow_grants_nothing(cards, rules):
    objects = [obj("bow", "Viridian Longbow"), obj("bears", "Grizzly Bears")]
    assert refused(run(cards, objects, shoot(), rules))


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_creature_loses_the_ability_once_the_equipment_is_destroyed(cards, rules):
    objects = [{**obj("bow", "Viridian Longbow"), "attached_to": "bears"}, obj("bears", "Grizzly Bears"),
               obj("dis", "Disenchant", zone="hand"), obj("pl1", "Plains"), obj("pl2", "Plains")]
    cast = [{"type": "play_spell", "player": "Alice", "object": "dis", "targets": ["bow"],
             "mana_abilities": [{"object": "pl1"}, {"object": "pl2"}]}, p("Alice"), p("Bob")]
    replay = run(cards, objects, cast + shoot(), rules)
    assert len(refused(replay)) == 1 and refused(replay)[0] is replay.steps[-3], log(replay)
    assert life(replay)["Bob"] == 20


@pytest.mark.parametrize("rules", EDITIONS)
def test_arcane_teachings_pumps_and_grants_the_ping(cards, rules):
    objects = [{**obj("aura", "Arcane Teachings"), "attached_to": "bears"}, obj("bears", "Grizzly Bears"),
               obj("bob_bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, shoot("bob_bears"), rules)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (4, 4)
    assert "Alice's Grizzly Bears deals 1 damage to Bob's Grizzly Bears" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_infinity_formula_the_equipped_creature_attacking_gains_its_controller_2_life(cards, rules):
    objects = [{**obj("formula", "Infinity Formula"), "attached_to": "bears"}, obj("bears", "Grizzly Bears")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Alice"] == 22, log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (3, 4)


@pytest.mark.parametrize("rules", EDITIONS)
def test_skeletal_grimace_regenerates_the_enchanted_creature(cards, rules):
    objects = [{**obj("aura", "Skeletal Grimace"), "attached_to": "bears"}, obj("bears", "Grizzly Bears"), obj("sw", "Swamp")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "bears", "ability": 0,
                "mana_abilities": [{"object": "sw"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert "regenerat" in log(replay).lower(), log(replay)


# --- "Sliver creatures you control have "..."", "White creatures you control have "..."" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_resplendent_mentor_gives_each_white_creature_of_its_controller_the_life_ability(cards, rules):
    objects = [obj("mentor", "Resplendent Mentor"), obj("lions", "Savannah Lions")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "lions", "ability": 0}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Alice"] == 21, log(replay)
    assert objects_in(replay.final_state)["lions"]["tapped"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_resplendent_mentor_gives_nothing_to_a_nonwhite_creature_or_an_opponents(cards, rules):
    objects = [obj("mentor", "Resplendent Mentor"), obj("bears", "Grizzly Bears"), obj("bob_lions", "Savannah Lions", owner="Bob")]
    assert refused(run(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "bears", "ability": 0}], rules))
    assert refused(run(cards, objects, [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "bob_lions", "ability": 0}],
                       rules))


@pytest.mark.parametrize("rules", EDITIONS)
def test_lavabelly_sliver_another_sliver_entering_deals_1_damage_and_gains_1_life(cards, rules):
    objects = [obj("lava", "Lavabelly Sliver"), obj("muscle", "Muscle Sliver", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "muscle", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               p("Alice"), p("Bob", trigger_targets={"muscle": ["Bob"]}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert (life(replay)["Alice"], life(replay)["Bob"]) == (21, 19), log(replay)
    assert "Muscle Sliver deals 1 damage to Bob" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_scuttling_sliver_untaps_the_sliver_that_has_it(cards, rules):
    objects = [obj("scut", "Scuttling Sliver", tapped=True), obj("f1", "Forest"), obj("f2", "Forest")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "scut", "ability": 1,  # after its own static ability
                "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not objects_in(replay.final_state)["scut"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lavabelly_sliver_entering_has_its_own_ability_and_triggers_once(cards, rules):
    objects = [obj("lava", "Lavabelly Sliver", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"), obj("m2", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lava", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
               p("Alice"), p("Bob", trigger_targets={"lava": ["Bob"]}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert (life(replay)["Alice"], life(replay)["Bob"]) == (21, 19), log(replay)


# --- keywords before the quotation: "has haste and "..."", "gets +1/+0 and has flying and "..."" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_lightning_prowess_gives_haste_and_the_ping(cards, rules):
    objects = [{**obj("aura", "Lightning Prowess"), "attached_to": "bears"}, obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, shoot(ability=1), rules)  # after the granted haste
    assert life(replay)["Bob"] == 19, log(replay)
    assert "haste" in objects_in(replay.final_state)["bears"].get("keywords", ()), objects_in(replay.final_state)["bears"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_take_flight_the_enchanted_creature_attacking_draws_its_controller_a_card(cards, rules):
    objects = [{**obj("aura", "Take Flight"), "attached_to": "bears"}, obj("bears", "Grizzly Bears"),
               obj("top", "Forest", zone="library")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "top") == "hand", log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (3, 2)


# --- two quotations; "Each Human creature you control has "..."" ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_wolfhunters_quiver_grants_both_abilities(cards, rules):
    objects = [{**obj("quiver", "Wolfhunter's Quiver"), "attached_to": "bears"}, obj("bears", "Grizzly Bears"),
               obj("bob_bears", "Grizzly Bears", owner="Bob")]
    assert life(play(cards, objects, shoot(), rules))["Bob"] == 19
    replay = run(cards, objects, shoot("bob_bears", ability=1), rules)
    assert refused(replay), log(replay)  # the second ability's target must be a Werewolf


@pytest.mark.parametrize("rules", EDITIONS)
def test_titan_of_eternal_fire_gives_a_human_the_ping_but_not_a_bear(cards, rules):
    objects = [obj("titan", "Titan of Eternal Fire"), obj("human", "Elite Vanguard"), obj("bears", "Grizzly Bears"), obj("m", "Mountain")]
    ping = [{"type": "activate_ability", "player": "Alice", "object": "human", "ability": 0, "targets": ["Bob"],
             "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    assert life(play(cards, objects, ping, rules))["Bob"] == 19
    assert refused(run(cards, objects, [{**ping[0], "object": "bears"}], rules))


@pytest.mark.parametrize("text", ['Equipped creature has "{T}, Sacrifice this Equipment: Draw a card."',
                                  'Equipped creature gets +1/+1 and has "{1}, {T}: Put a +1/+1 counter on this artifact."',
                                  'Equipped creature has "Whenever this creature attacks, you may draw a card."',
                                  'Equipped creature has "{T}: Draw a card. Activate only as a sorcery."'])
def test_an_equipment_naming_itself_or_a_choice_or_a_restriction_stays_text_only(text):
    """In a granted ability "~" would be the creature: "this Equipment" there can't be read as it."""
    card = {"name": "Near Miss", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"], "text": text}
    assert not compile_card(card).played


def test_the_same_grant_without_those_words_is_played():
    card = {"name": "Near Hit", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"],
            "text": 'Equipped creature has "{T}: Draw a card."'}
    assert compile_card(card).played
