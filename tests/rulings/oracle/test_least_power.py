"""Drop of Honey's and Porphyry Nodes' "At the beginning of your upkeep, destroy the creature with the least power. It
can't be regenerated. If two or more creatures are tied for least power, you choose one of them." (rulings/oracle/
least_power.py, rulings/engine/effects/least_power.py), played from real cards' Oracle text (least_power_cards.json:
records copied from the pool): any player's creature, the powers as the ability resolves (2007 413.2b; 2026 608.2c),
the controller choosing among the tied then (2007 413.2c; 2026 608.2d)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "least_power_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant, Llanowar Elves from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOICE = {R2007: "413.2c", R2026: "608.2d"}
UPKEEP = {R2007: "303.1", R2026: "503.1"}
PLAYED = ["Drop of Honey", "Porphyry Nodes"]
NEAR_MISS_TEXTS = [
    "At the beginning of your upkeep, destroy the creature with the least power.",
    "At the beginning of your upkeep, destroy the creature with the greatest power. It can't be regenerated. "
    "If two or more creatures are tied for greatest power, you choose one of them.",
    "At the beginning of each upkeep, destroy the creature with the least power. It can't be regenerated. "
    "If two or more creatures are tied for least power, you choose one of them.",
    "At the beginning of your upkeep, destroy the creature with the least power among creatures you control. It can't be "
    "regenerated. If two or more creatures are tied for least power, you choose one of them.",
]

BOBS_END_STEP = {"number": 2, "active_player": "Bob", "phase": "end", "step": "end_of_turn"}


def upkeep(cards, rules, objects, choice=None):
    """From Bob's end step into Alice's upkeep, through the trigger's resolution."""
    last = p("Bob", **({"choices": {"drop": {"chosen_permanent": choice}}} if choice else {}))
    sc = {**in_main_phase(objects, [p("Bob"), p("Alice"), p("Alice"), last], rules, "least power"), "turn": BOBS_END_STEP}
    return run_scenario(load_scenario(sc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", NEAR_MISS_TEXTS)
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Enchantment"], "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("name", PLAYED)
def test_the_creature_with_the_least_power_is_destroyed_whoever_controls_it(cards, rules, name):
    objects = [obj("drop", name), obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("elves", "Llanowar Elves", owner="Bob")]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert [zone_of(replay, o) for o in ("giant", "bears", "elves")] == ["in_play", "in_play", "graveyard"], log(replay)
    assert UPKEEP[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_its_controller_chooses_among_creatures_tied_for_least_power(cards, rules):
    objects = [obj("drop", "Drop of Honey"), obj("mine", "Grizzly Bears"), obj("theirs", "Grizzly Bears", owner="Bob"),
               obj("giant", "Hill Giant", owner="Bob")]
    replay = upkeep(cards, rules, objects, choice="theirs")
    assert not refused(replay), log(replay)
    assert [zone_of(replay, o) for o in ("mine", "theirs", "giant")] == ["in_play", "graveyard", "in_play"], log(replay)
    assert CHOICE[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_choice_of_a_creature_not_tied_for_least_power_is_refused(cards, rules):
    objects = [obj("drop", "Drop of Honey"), obj("mine", "Grizzly Bears"), obj("theirs", "Grizzly Bears", owner="Bob"),
               obj("giant", "Hill Giant", owner="Bob")]
    replay = upkeep(cards, rules, objects, choice="giant")
    assert refused(replay), log(replay)
    assert zone_of(replay, "giant") == "in_play", log(replay)

