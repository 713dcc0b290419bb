"""Abilities granted to the creatures of yours with a +1/+1 counter on them (rulings/oracle/counter_statics.py;
counter_statics_cards.json: records copied from the pool): "Creatures you control with +1/+1 counters on them
have trample." (Training Regimen), "Each other creature you control with a +1/+1 counter on it has haste."
(Exava, Rakdos Blood Witch), "... has deathtouch." (Bushmaster, Coiled Henchman). The creatures are read
again whenever the ability applies (2007 418.5a; 2026 613.1f): a creature gets the ability as it gets a
counter. A creature type, a number of counters or counters of any kind stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "counter_statics_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Training Regimen", "Exava, Rakdos Blood Witch", "Bushmaster, Coiled Henchman"]
#: "Each other Merfolk ..." (Namor), "three or more +1/+1 counters" (Runadi), "counters" of any kind (Tesak)
NEAR_MISSES = ["Namor, Scourge of the Seas", "Runadi, Behemoth Caller", "Tesak, Judith's Hellhound"]
OTHER_TEXT = "Each other creature you control with a +1/+1 counter on it has flying."


def _record(text: str, types=("Creature",)) -> dict:
    return {"name": "Test Lord", "mana_cost": "{1}{G}", "types": list(types), "supertypes": [], "subtypes": ["Elf"] if "Creature" in types else [],
            "power": "2" if "Creature" in types else None, "toughness": "2" if "Creature" in types else None, "loyalty": None,
            "text": text, "layout": "normal"}


def play(cards, objects, actions, rules, extra=None):
    lookup = (lambda name: extra[name] if name in extra else cards(name)) if extra else cards
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counter statics"), cards=lookup))
    assert not refused(replay), log(replay)
    return replay


def keywords(replay, oid) -> list:
    return objects_in(replay.final_state)[oid]["keywords"]


@pytest.mark.parametrize("name", PLAYED)
def test_counter_static_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counter_statics_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "Creatures you control with +1/+1 counters on them get +1/+1.",
    "Creatures you control with a +1/+1 counter on them have trample.",
    "Each other creature you control with +1/+1 counters on it has haste.",
    "Creatures with +1/+1 counters on them have trample.",
])
def test_near_miss_counter_static_wordings_stay_text_only(text):
    assert not compile_card(_record(text)).played


def test_other_on_a_noncreature_stays_text_only():
    assert not compile_card(_record(OTHER_TEXT, types=("Enchantment",))).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_training_regimen_gives_trample_to_your_creatures_with_a_counter(cards, rules):
    objects = [obj("regimen", "Training Regimen"), obj("with", "Grizzly Bears", counters={"+1/+1": 1}), obj("without", "Grizzly Bears"),
               obj("bobs", "Grizzly Bears", owner="Bob", counters={"+1/+1": 1})]
    replay = play(cards, objects, [p("Alice")], rules)
    assert "trample" in keywords(replay, "with"), log(replay)
    assert "trample" not in keywords(replay, "without"), log(replay)
    assert "trample" not in keywords(replay, "bobs"), log(replay)  # not Alice's


@pytest.mark.parametrize("rules", EDITIONS)
def test_exava_gives_haste_to_your_other_creatures_with_a_counter(cards, rules):
    objects = [obj("exava", "Exava, Rakdos Blood Witch"), obj("with", "Grizzly Bears", counters={"+1/+1": 1}),
               obj("without", "Grizzly Bears")]
    replay = play(cards, objects, [p("Alice")], rules)
    assert "haste" in keywords(replay, "with") and "haste" not in keywords(replay, "without"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_each_other_creature_leaves_out_the_source(cards, rules):
    lord = compile_card(_record(OTHER_TEXT))
    assert lord.played, lord.why_not
    objects = [obj("lord", "Test Lord", counters={"+1/+1": 1}), obj("bears", "Grizzly Bears", counters={"+1/+1": 1})]
    replay = play(cards, objects, [p("Alice")], rules, extra={"Test Lord": lord.definition})
    assert "flying" in keywords(replay, "bears"), log(replay)
    assert "flying" not in keywords(replay, "lord"), log(replay)  # "other": not the creature with the ability
