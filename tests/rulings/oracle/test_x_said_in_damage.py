"""An X the text defines in a damage or prevention instruction the plain "where X is" templates do not
take (rulings/oracle/x_said_in_damage.py), played from real cards' Oracle text (x_said_in_damage_cards.json:
records copied from the pool): Chain Reaction's and Thunder of Hooves's X damage to each creature (and
each player), Sparksmith's "X damage to target creature and X damage to you", Judgment Bolt's "X damage to
that creature's controller" after 5 to the creature, Battlefield Medic's "Prevent the next X damage",
Blight Pile's "Each opponent loses X life". X is counted as the instruction is followed (2007 413.2f; 2026
608.2h)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cast, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "x_said_in_damage_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Chain Reaction", "Thunder of Hooves", "Sparksmith", "Judgment Bolt", "Battlefield Medic", "Samite Pilgrim",
          "Blight Pile", "Synchronized Spellcraft"]
#: a count the engine does not read (Welding Sparks's artifacts "plus", Sunflare Shaman's Elemental cards),
#: "damage to itself", "half X damage, rounded up", cascade: text only
NEAR_MISSES = ["Welding Sparks", "Sunflare Shaman", "Eternal Flame", "Volcanic Torrent"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "X said in damage"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def activate(oid, targets=(), lands=(), ability=0) -> dict:
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, "targets": list(targets),
            "mana_abilities": [{"object": m} for m in lands]}


def mountains(n):
    return [obj(f"m{i}", "Mountain") for i in range(n)]


M4 = ["m0", "m1", "m2", "m3"]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_chain_reaction_deals_the_number_of_creatures_to_each_creature(cards, rules):
    objects = [obj("chain", "Chain Reaction", zone="hand"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", owner="Bob"),
               obj("wurm", "Craw Wurm", owner="Bob"), *mountains(4)]
    replay = play(cards, objects, [cast("chain", [], M4), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "bears") == "graveyard" and zone_of(replay, "giant") == "graveyard", log(replay)
    assert objects_in(replay.final_state)["wurm"]["damage"] == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thunder_of_hooves_deals_the_number_of_beasts_to_each_creature_without_flying_and_each_player(cards, rules):
    objects = [obj("thunder", "Thunder of Hooves", zone="hand"), obj("tusker", "Krosan Tusker"),
               obj("angel", "Serra Angel", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob"), *mountains(4)]
    replay = play(cards, objects, [cast("thunder", [], M4), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert objs["tusker"]["damage"] == 1 and objs["bears"]["damage"] == 1 and not objs["angel"].get("damage"), log(replay)
    assert life(replay) == {"Alice": 19, "Bob": 19}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sparksmith_deals_the_number_of_goblins_to_the_creature_and_to_you(cards, rules):
    objects = [obj("smith", "Sparksmith"), obj("piker", "Goblin Piker"), obj("giant", "Hill Giant", owner="Bob")]
    replay = play(cards, objects, [activate("smith", ["giant"]), p("Alice"), p("Bob")], rules)
    assert objects_in(replay.final_state)["giant"]["damage"] == 2, log(replay)
    assert life(replay) == {"Alice": 18, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_judgment_bolt_deals_the_number_of_your_equipment_to_the_creatures_controller(cards, rules):
    objects = [obj("bolt", "Judgment Bolt", zone="hand"), obj("splitter", "Bonesplitter"), obj("wurm", "Craw Wurm", owner="Bob"),
               *mountains(4)]
    replay = play(cards, objects, [cast("bolt", ["wurm"], M4), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "wurm") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_battlefield_medic_prevents_the_number_of_clerics(cards, rules):
    objects = [obj("medic", "Battlefield Medic"), obj("chain", "Chain Reaction", zone="hand"), obj("giant", "Hill Giant", owner="Bob"),
               *mountains(4)]
    actions = [activate("medic", ["giant"]), p("Alice"), p("Bob"),  # one Cleric: the next 1 damage to the Giant prevented
               cast("chain", [], M4), p("Alice"), p("Bob")]  # two creatures: 2 damage to each
    replay = play(cards, objects, actions, rules)
    assert "The next 1 damage to Hill Giant this turn will be prevented." in log(replay), log(replay)
    assert objects_in(replay.final_state)["giant"]["damage"] == 1 and zone_of(replay, "medic") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_blight_pile_makes_each_opponent_lose_the_number_of_your_defenders(cards, rules):
    objects = [obj("pile", "Blight Pile"), obj("pile2", "Blight Pile"), *(obj(f"s{i}", "Swamp") for i in range(3))]
    replay = play(cards, objects, [activate("pile", [], ["s0", "s1", "s2"], ability=1), p("Alice"), p("Bob")], rules)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)


def test_synchronized_spellcraft_deals_the_size_of_your_party_to_the_creatures_controller(cards):
    objects = [obj("craft", "Synchronized Spellcraft", zone="hand"), obj("medic", "Battlefield Medic"), obj("piker", "Goblin Piker"),
               obj("wurm", "Craw Wurm", owner="Bob"), *mountains(5)]
    replay = play(cards, objects, [cast("craft", ["wurm"], ["m0", "m1", "m2", "m3", "m4"]), p("Alice"), p("Bob")], R2026)
    assert zone_of(replay, "wurm") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)
