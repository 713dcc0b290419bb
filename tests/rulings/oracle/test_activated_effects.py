"""Effects of activated abilities read by rulings/oracle/activated_effects.py, played from real cards'
Oracle text (activated_effects_cards.json: records copied from the pool): "{T}: Target player draws a
card, then discards a card." (Reckless Scholar, Cephalid Looter): the targeted player draws, then that
same player discards a card of their choice (2007 413.2b; 2026 608.2c: in the order written); "{T}: Draw
a card. Activate only if you have exactly seven cards in hand." (Library of Alexandria, Magus of the
Library: 2007 403.3; 2026 602.5b). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "activated_effects_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
IN_ORDER = {R2007: "413.2b", R2026: "608.2c"}
PLAYED = ["Reckless Scholar", "Cephalid Looter", "Library of Alexandria", "Magus of the Library"]
RESTRICTION = {R2007: "403.3", R2026: "602.5b"}
#: "If that player discards an artifact card this way, untap ~": a condition on the discarded card, not read
NEAR_MISSES = ["Lumengrid Augur"]


def replay_of(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "activated effects"), cards=cards))


def zone_ids(replay, player, zone):
    return [o["id"] for o in replay.final_state["zones"][player][zone]]


@pytest.mark.parametrize("name", PLAYED)
def test_activated_effect_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_reckless_scholar_makes_the_target_player_draw_then_discard(cards, rules):
    objects = [obj("rs", "Reckless Scholar"), obj("old", "Island", owner="Bob", zone="hand"),
               obj("top", "Grizzly Bears", owner="Bob", zone="library"), obj("mine", "Mountain", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "rs", "ability": 0, "targets": ["Bob"]},
               p("Alice"), p("Bob", choices={"rs": {"cards": ["old"]}})]
    replay = replay_of(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_ids(replay, "Bob", "hand") == ["top"]  # drawn first, then the card of Bob's choice discarded
    assert zone_ids(replay, "Bob", "graveyard") == ["old"]
    assert zone_ids(replay, "Alice", "library") == ["mine"]  # Alice, the looter's controller, draws nothing
    assert (IN_ORDER[rules], "follow_instructions") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cephalid_looter_can_loot_its_controller(cards, rules):
    objects = [obj("cl", "Cephalid Looter"), obj("top", "Grizzly Bears", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "cl", "ability": 0, "targets": ["Alice"]},
               p("Alice"), p("Bob")]
    replay = replay_of(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_ids(replay, "Alice", "hand") == []
    assert zone_ids(replay, "Alice", "graveyard") == ["top"]


def library_with_hand(n):
    return [obj("lib", "Library of Alexandria"), obj("top", "Grizzly Bears", zone="library"),
            *[obj(f"h{i}", "Island", zone="hand") for i in range(n)]]


@pytest.mark.parametrize("rules", EDITIONS)
def test_library_of_alexandria_draws_with_exactly_seven_cards_in_hand(cards, rules):
    draw = [{"type": "activate_ability", "player": "Alice", "object": "lib", "ability": 1}, p("Alice"), p("Bob")]
    replay = replay_of(cards, library_with_hand(7), draw, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "top" in zone_ids(replay, "Alice", "hand")
    assert (RESTRICTION[rules], "restriction_survives_control_change") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("hand", [6, 8])
def test_library_of_alexandria_cannot_draw_with_six_or_eight_cards_in_hand(cards, rules, hand):
    replay = replay_of(cards, library_with_hand(hand), [{"type": "activate_ability", "player": "Alice", "object": "lib", "ability": 1}], rules)
    assert replay.steps[-1].refused
    assert "exactly 7 cards in hand" in log(replay)
    assert zone_ids(replay, "Alice", "library") == ["top"]
