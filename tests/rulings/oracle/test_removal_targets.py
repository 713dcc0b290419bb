""" "Destroy / Exile target [something]" with targets the target grammar does not read (rulings/oracle/removal_targets.py),
played from real cards (removal_targets_cards.json: records copied from the pool): Befoul's "target land or nonblack
creature" (with "It can't be regenerated."), Urgent Exorcism's "target Spirit or enchantment", Haywire Mite's "target
noncreature artifact or noncreature enchantment", Trip Wire's "target creature with horsemanship", Gravkill's "target
creature or Spacecraft". A target is checked as it is chosen (2007 409.1c; 2026 601.2c, 115.1a)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "removal_targets_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Befoul", "Stream of Acid", "Urgent Exorcism", "Haywire Mite", "A-Haywire Mite", "Guerrilla Gorilla", "Trip Wire",
          "Gravkill", "Embrace Oblivion"]
#: "target artifact creature or black creature", "target Aura attached to a creature", "target creature with
#: islandwalk", "target multicolored creature or multicolored enchantment": phrases this family leaves
NEAR_MISSES = ["Purge", "Devout Harpist", "Merfolk Assassin", "Radiant Purge"]


@pytest.mark.parametrize("name", PLAYED)
def test_removal_target_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_removal_targets_stay_text_only(compiled, name):
    assert not compiled[name].played


def play(cards, rules, objects, actions):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "removal targets"), cards=cards))


def cast(card, lands, target):
    return [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": [target],
             "mana_abilities": [{"object": land} for land in lands]}, p("Alice"), p("Bob")]


def befoul(cards, rules, target):
    objects = [obj("spell", "Befoul", zone="hand"), *(obj(f"s{k}", "Swamp") for k in range(4)),
               obj("forest", "Forest", owner="Bob"), obj("lions", "Savannah Lions", owner="Bob"), obj("digger", "Gravedigger", owner="Bob")]
    return play(cards, rules, objects, cast("Befoul", [f"s{k}" for k in range(4)], target))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target", ["forest", "lions"])
def test_befoul_destroys_a_land_or_a_nonblack_creature(cards, rules, target):
    replay = befoul(cards, rules, target)
    assert not refused(replay), log(replay)
    assert zone_of(replay, target) == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_befoul_cant_target_a_black_creature(cards, rules):
    replay = befoul(cards, rules, "digger")
    assert refused(replay), log(replay)
    assert zone_of(replay, "digger") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target, legal", [("kami", True), ("bears", False)])
def test_urgent_exorcism_destroys_a_spirit_but_not_another_creature(cards, rules, target, legal):
    objects = [obj("spell", "Urgent Exorcism", zone="hand"), obj("p0", "Plains"), obj("p1", "Plains"),
               obj("kami", "Kami of Ancient Law", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, rules, objects, cast("Urgent Exorcism", ["p0", "p1"], target))
    assert bool(refused(replay)) != legal, log(replay)
    assert zone_of(replay, target) == ("graveyard" if legal else "in_play"), log(replay)


def mite(cards, rules, target):
    objects = [obj("mite", "Haywire Mite"), obj("f0", "Forest"), obj("mine", "Howling Mine", owner="Bob"),
               obj("thopter", "Ornithopter", owner="Bob")]
    actions = [activate("mite", ability=1, targets=[target], mana_abilities=[{"object": "f0"}]),
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]  # its dies trigger, then the ability
    return play(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", EDITIONS)
def test_haywire_mite_exiles_a_noncreature_artifact(cards, rules):
    replay = mite(cards, rules, "mine")
    assert not refused(replay), log(replay)
    assert zone_of(replay, "mine") == "removed_from_game" and zone_of(replay, "mite") == "graveyard", log(replay)
    assert life(replay)["Alice"] == 22


@pytest.mark.parametrize("rules", EDITIONS)
def test_haywire_mite_cant_target_an_artifact_creature(cards, rules):
    replay = mite(cards, rules, "thopter")
    assert refused(replay) and "Ornithopter" in refused(replay)[0].events[-1].text, log(replay)
    assert zone_of(replay, "thopter") == "in_play" and zone_of(replay, "mite") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target, legal", [("cavalry", True), ("bears", False)])
def test_trip_wire_destroys_only_a_creature_with_horsemanship(cards, rules, target, legal):
    objects = [obj("spell", "Trip Wire", zone="hand"), *(obj(f"f{k}", "Forest") for k in range(3)),
               obj("cavalry", "Shu Cavalry", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, rules, objects, cast("Trip Wire", ["f0", "f1", "f2"], target))
    assert bool(refused(replay)) != legal, log(replay)
    assert zone_of(replay, target) == ("graveyard" if legal else "in_play"), log(replay)


def test_gravkill_exiles_a_creature(cards):
    objects = [obj("spell", "Gravkill", zone="hand"), *(obj(f"s{k}", "Swamp") for k in range(4)),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, R2026, objects, cast("Gravkill", [f"s{k}" for k in range(4)], "bears"))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "removed_from_game", log(replay)
