"""Real cards with cohort, an ability word (no rules meaning: 2026 207.2c): "Cohort — {T}, Tap an untapped
Ally you control: You gain 2 life." (Ondu War Cleric). The other Ally is tapped as a cost (2026 602.2b); the
source's own {T} needs it to have been controlled since the turn began (302.6)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, life, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "cohort_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


def test_the_cards_are_fully_played(compiled):
    # Akoum Flameseeker: "Discard a card. If you do, draw a card." is not read
    assert sorted(name for name, card in compiled.items() if not card.played) == ["Akoum Flameseeker"]


@pytest.mark.parametrize("text", [
    "Cohort — {T}: You gain 2 life.",
    "Cohorts — {T}, Tap an untapped Ally you control: You gain 2 life.",
    "Cohort — {1}, Tap an untapped Ally you control: You gain 2 life.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{W}", "types": ["Creature"], "subtypes": ["Human", "Ally"],
                             "power": "2", "toughness": "2", "text": text}).played


def cohort(rules, tapped_ally=False):
    objects = [obj("cleric", "Ondu War Cleric"), {**obj("ally", "Ondu War Cleric"), **({"tapped": True} if tapped_ally else {})}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "cleric", "ability": 0, "pay": {"tap": ["ally"]}},
               p("Alice"), p("Bob")]
    return in_main_phase(objects, actions, rules)


@pytest.mark.parametrize("rules", BOTH)
def test_cohort_taps_the_source_and_another_ally(cards, rules):
    replay = run_scenario(load_scenario(cohort(rules), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 22
    found = objects_in(replay.final_state)
    assert found["cleric"]["tapped"] and found["ally"]["tapped"]


@pytest.mark.parametrize("rules", BOTH)
def test_cohort_needs_an_untapped_ally(cards, rules):
    replay = run_scenario(load_scenario(cohort(rules, tapped_ally=True), cards=cards))
    assert refused(replay)
    assert life(replay)["Alice"] == 20
