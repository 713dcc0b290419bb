"""Real cards that return a permanent their controller chooses as the ability resolves, not a target
(2007 413.2c; 2026 608.2d): "a permanent you control" (Kor Skyfisher), "a red or green creature"
(Horned Kavu), "another creature" (Ambush Krotiq), "a nonland permanent" (Ancestral Statue)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "return_yours_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
CHOICE = {R26: "608.2d", R07: "413.2c"}


def enters(cards, rules, card, lands, others, chosen=None):
    objects = [obj("it", card, zone="hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)], *others]
    resolve = p("Bob", **({"choices": {"it": {"cards": [chosen]}}} if chosen else {}))
    actions = [{"type": "play_spell", "player": "Alice", "object": "it", "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
               p("Alice"), p("Bob"), p("Alice"), resolve]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))


def test_the_cards_are_fully_played(compiled):
    for name in ("Kor Skyfisher", "Horned Kavu", "Ambush Krotiq", "Ancestral Statue"):
        assert compiled[name].played, name


@pytest.mark.parametrize("text", [
    "When this creature enters, return a enchantment you control to its owner's hand.",
    "When this creature enters, return an nonland creature you control to its owner's hand.",
    "When this creature enters, return a purple creature you control to its owner's hand.",
    "When this creature enters, return a creature an opponent controls to its owner's hand.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Creature"], "power": "1", "toughness": "1", "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", [R26, R07])
def test_kor_skyfisher_returns_the_permanent_its_controller_chooses(cards, rules):
    replay = enters(cards, rules, "Kor Skyfisher", ["Plains", "Plains"], [obj("orni", "Ornithopter")], chosen="l0")
    assert (zone_of(replay, "l0"), zone_of(replay, "it"), zone_of(replay, "orni")) == ("hand", "in_play", "in_play")
    assert CHOICE[rules] in cited(replay)


def test_kor_skyfisher_with_no_choice_returns_the_last_permanent_to_come_under_its_control(cards):
    replay = enters(cards, R26, "Kor Skyfisher", ["Plains", "Plains"], [obj("orni", "Ornithopter")])
    assert zone_of(replay, "it") == "hand"
    assert "no choice was given" in log(replay)


def test_horned_kavu_cant_return_a_creature_that_is_neither_red_nor_green(cards):
    replay = enters(cards, R26, "Horned Kavu", ["Mountain", "Forest", "Forest"], [obj("orni", "Ornithopter")], chosen="orni")
    assert refused(replay)


def test_horned_kavu_returns_a_red_or_green_creature(cards):
    replay = enters(cards, R26, "Horned Kavu", ["Mountain", "Forest", "Forest"], [obj("bears", "Grizzly Bears")], chosen="bears")
    assert (zone_of(replay, "bears"), zone_of(replay, "it")) == ("hand", "in_play")


def test_ambush_krotiq_cant_return_itself(cards):
    replay = enters(cards, R26, "Ambush Krotiq", ["Forest"] * 6, [obj("bears", "Grizzly Bears")], chosen="it")
    assert refused(replay)


def test_ambush_krotiq_alone_returns_nothing(cards):
    replay = enters(cards, R26, "Ambush Krotiq", ["Forest"] * 6, [])
    assert zone_of(replay, "it") == "in_play"
    assert "nothing is returned" in log(replay)


def test_ancestral_statue_cant_return_a_land(cards):
    replay = enters(cards, R26, "Ancestral Statue", ["Plains"] * 4, [], chosen="l0")
    assert refused(replay)
