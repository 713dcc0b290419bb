"""The Triumphs' "At the beginning of your upkeep, draw a card if you control the creature with the greatest power or
tied for the greatest power." (rulings/oracle/greatest_power_conditions.py, rulings/engine/greatest_power_conditions.py),
played from real cards' Oracle text (greatest_power_conditions_cards.json: records copied from the pool): the ability
always triggers; its instruction is followed only if the condition holds as it is (2007 413.2b; 2026 608.2c)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "greatest_power_conditions_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant, Serra Angel, Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
FOLLOW = {R2007: "413.2b", R2026: "608.2c"}
IF = {R2007: "404.3", R2026: "603.4"}
PLAYED = ["Triumph of Ferocity", "Triumph of Cruelty"]
#: "a creature with the greatest power among creatures on the battlefield. Otherwise, ..."
NEAR_MISSES = ["Primal Empathy"]
NEAR_MISS_TEXTS = [
    "At the beginning of your upkeep, draw a card if you control the creature with the greatest power.",
    "At the beginning of your upkeep, draw a card if you control the creature with the greatest power or tied for the greatest power among creatures you control.",
    "At the beginning of your upkeep, target opponent discards a card and loses 1 life if you control the creature with the greatest power or tied for the greatest power.",
    "At the beginning of your upkeep, target opponent may draw a card if you control the creature with the greatest power or tied for the greatest power.",
]

BOBS_END_STEP = {"number": 2, "active_player": "Bob", "phase": "end", "step": "end_of_turn"}


def upkeep(cards, rules, objects, targets=None):
    """From Bob's end step into Alice's upkeep, through the trigger's resolution."""
    actions = [p("Bob"), p("Alice", **({"trigger_targets": targets} if targets else {})), p("Alice"), p("Bob")]
    sc = {**in_main_phase(objects, actions, rules, "greatest power conditions"), "turn": BOBS_END_STEP}
    return run_scenario(load_scenario(sc, cards=cards))


def hand(replay, player="Alice"):
    return [o["id"] for o in replay.final_state["zones"][player]["hand"]]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", NEAR_MISS_TEXTS)
def test_near_miss_wordings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{R}", "types": ["Enchantment"], "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_triumph_of_ferocity_draws_with_the_greatest_power(cards, rules):
    objects = [obj("triumph", "Triumph of Ferocity"), obj("angel", "Serra Angel"), obj("giant", "Hill Giant", owner="Bob"),
               obj("top", "Grizzly Bears", zone="library")]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert hand(replay) == ["top"], log(replay)  # Serra Angel's 4 beats Hill Giant's 3
    assert FOLLOW[rules] in cited(replay) and IF[rules] not in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_triumph_of_ferocity_draws_when_tied_for_the_greatest_power(cards, rules):
    objects = [obj("triumph", "Triumph of Ferocity"), obj("giant", "Hill Giant"), obj("bob_giant", "Hill Giant", owner="Bob"),
               obj("top", "Grizzly Bears", zone="library")]
    replay = upkeep(cards, rules, objects)
    assert hand(replay) == ["top"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_triumph_of_ferocity_draws_nothing_when_an_opponents_creature_is_greater(cards, rules):
    objects = [obj("triumph", "Triumph of Ferocity"), obj("giant", "Hill Giant"), obj("angel", "Serra Angel", owner="Bob"),
               obj("top", "Grizzly Bears", zone="library")]
    replay = upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert hand(replay) == [], log(replay)
    assert "triggers" in log(replay)  # it triggers; only the draw waits for the condition


@pytest.mark.parametrize("rules", EDITIONS)
def test_triumph_of_ferocity_draws_nothing_without_a_creature(cards, rules):
    objects = [obj("triumph", "Triumph of Ferocity"), obj("top", "Grizzly Bears", zone="library")]
    replay = upkeep(cards, rules, objects)
    assert hand(replay) == [], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("greatest", [True, False])
def test_triumph_of_cruelty_makes_the_target_opponent_discard_only_with_the_greatest_power(cards, rules, greatest):
    objects = [obj("triumph", "Triumph of Cruelty"), obj("giant", "Hill Giant"),
               obj("bears", "Grizzly Bears" if greatest else "Serra Angel", owner="Bob"),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand")]
    replay = upkeep(cards, rules, objects, targets={"triumph": ["Bob"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == ("graveyard" if greatest else "hand"), log(replay)
