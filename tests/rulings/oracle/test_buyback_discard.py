"""Buyback whose cost is cards discarded (2007 502.16a; 2026 702.27a; rulings/oracle/kicked.py,
rulings/engine/additional_costs.py), played from real cards' Oracle text (buyback_discard_cards.json:
records copied from the pool): "Buyback—Discard two cards." (Forbid, Demonic Collusion) is an optional
additional cost: the two cards named in the action's `pay.discard` are discarded as the total cost is
paid, and the spell goes to its owner's hand as it resolves. "Buyback—Pay 3 life, Discard a card at
random." (Flowstone Flood) stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "buyback_discard_cards.json"
POOL_TOO = True  # Shock and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Forbid", "Demonic Collusion"]
NEAR_MISSES = ["Flowstone Flood"]


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "buyback discard"), cards=cards))


def forbid_a_shock(pay):
    objects = [obj("forbid", "Forbid", zone="hand"), obj("c1", "Memnite", zone="hand"), obj("c2", "Memnite", zone="hand"),
               *(obj(f"i{i}", "Island") for i in range(3)), obj("shock", "Shock", owner="Bob", zone="hand"), obj("bm", "Mountain", owner="Bob")]
    actions = [p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["Alice"], "mana_abilities": [{"object": "bm"}]},
               p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "forbid", "targets": ["shock"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(3)], **({"pay": pay} if pay else {})},
               p("Alice"), p("Bob")]
    return objects, actions


@pytest.mark.parametrize("name", PLAYED)
def test_buyback_discard_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_buyback_costs_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_forbid_with_buyback_discards_two_cards_and_returns_to_its_owners_hand(cards, rules):
    objects, actions = forbid_a_shock({"buyback": True, "discard": ["c1", "c2"]})
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "shock") == "graveyard" and life(replay)["Alice"] == 20, log(replay)
    assert zone_of(replay, "c1") == "graveyard" and zone_of(replay, "c2") == "graveyard", log(replay)
    assert zone_of(replay, "forbid") == "hand", log(replay)
    assert {R2007: "502.16a", R2026: "702.27a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_forbid_without_buyback_discards_nothing_and_goes_to_the_graveyard(cards, rules):
    objects, actions = forbid_a_shock(None)
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "shock") == "graveyard" and zone_of(replay, "forbid") == "graveyard", log(replay)
    assert zone_of(replay, "c1") == "hand" and zone_of(replay, "c2") == "hand", log(replay)


def test_forbids_buyback_needs_two_cards_discarded(cards):
    objects, actions = forbid_a_shock({"buyback": True, "discard": ["c1"]})
    replay = play(cards, objects, actions, R2026)
    assert refused(replay), log(replay)
    assert zone_of(replay, "c1") == "hand" and zone_of(replay, "forbid") == "hand", log(replay)  # the cast is reversed
