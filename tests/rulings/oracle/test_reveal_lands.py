"""Real lands that enter tapped unless a card is revealed: "As this land enters, you may reveal an
Island or Mountain card from your hand. If you don't, this land enters tapped." (Frostboil Snarl, Choked
Estuary) and "... reveal an Elf card ..." (Gilt-Leaf Palace). The choice is made as it enters (2007
419.1b; 2026 614.12a), the action's `choices` naming the card revealed."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, refused

CARDS = Path(__file__).parent / "reveal_lands_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
AS_IT_ENTERS = {R26: "614.12a", R07: "419.1b"}
ELF = {"name": "Elf Card", "types": ["Creature"], "subtypes": ["Elf", "Warrior"], "mana_cost": "{G}", "power": 1, "toughness": 1}


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", [
    "As this land enters, you may reveal an Island card from your hand. If you don't, this land enters tapped and you lose 1 life.",
    "As this land enters, you may reveal an Island or Flurble card from your hand. If you don't, this land enters tapped.",
    "As this land enters, you may reveal two Island cards from your hand. If you don't, this land enters tapped.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "", "types": ["Land"], "text": text}).played


def play(land, hand, choice, rules=R26):
    action = {"type": "play_land", "player": "Alice", "object": "land"}
    if choice is not None:
        action["choices"] = {"land": {"reveal": choice}}
    return in_main_phase([obj("land", land, zone="hand"), *hand], [action], rules)


@pytest.mark.parametrize("rules", [R26, R07])
def test_revealing_an_island_the_snarl_enters_untapped(cards, rules):
    replay = run_scenario(load_scenario(play("Frostboil Snarl", [obj("isl", "Island", zone="hand")], "isl", rules), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["land"]["tapped"] is False
    assert objects_in(replay.final_state)["isl"]["zone"] == "hand"
    assert AS_IT_ENTERS[rules] in cited(replay)


def test_revealing_nothing_the_snarl_enters_tapped(cards):
    replay = run_scenario(load_scenario(play("Frostboil Snarl", [obj("isl", "Island", zone="hand")], None), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["land"]["tapped"] is True


def test_revealing_a_card_of_another_type_is_refused(cards):
    replay = run_scenario(load_scenario(play("Frostboil Snarl", [obj("pl", "Plains", zone="hand")], "pl"), cards=cards))
    assert refused(replay)


def test_gilt_leaf_palace_enters_untapped_revealing_an_elf(cards):
    replay = run_scenario(load_scenario(play("Gilt-Leaf Palace", [obj("elf", ELF, zone="hand")], "elf"), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["land"]["tapped"] is False
