""" "You draw a card and each opponent discards a card" (Disinformation Campaign), "You draw two cards and
each opponent discards two cards. Each player loses 2 life." (Bad Deal): the draw, then each opponent's
discard in turn order, as written (2007 413.2b; 2026 608.2c; rulings/oracle/discard_wordings.py), on real
cards (draw_and_opponents_discard_cards.json)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, life, log, obj, p, refused

CARDS = Path(__file__).parent / "draw_and_opponents_discard_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Bad Deal", "Disinformation Campaign"]
#: "that opponent" of a damage trigger; "you draw two cards and each opponent draws a card" (the active
#: player draws first, 2026 121.2c, whoever is written first): not read here
NEAR_MISSES = ["Fungal Shambler", "Clockwork Fox"]


def zone(replay, player, name):
    return [o["id"] for o in replay.final_state["zones"][player][name]]


def cast(cards, rules, card, lands, extra_passes=0):
    """Alice casts `card` with `lands` (their names); Bob holds three cards."""
    objects = [obj("c", card, zone="hand"), *(obj(f"l{i}", land) for i, land in enumerate(lands)),
               *(obj(f"x{i}", "Island", owner="Bob", zone="hand") for i in range(3)),
               *(obj(f"a{i}", "Forest", zone="library") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
               p("Alice"), p("Bob"), *([p("Alice"), p("Bob")] * extra_passes)]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "draw and discard"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_draw_and_opponents_discard_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_bad_deal_draws_two_then_each_opponent_discards_two_and_each_player_loses_2(cards, rules):
    replay = cast(cards, rules, "Bad Deal", ["Swamp"] * 6)
    assert len(zone(replay, "Alice", "hand")) == 2 and len(zone(replay, "Bob", "hand")) == 1, log(replay)
    assert len(zone(replay, "Bob", "graveyard")) == 2
    assert life(replay) == {"Alice": 18, "Bob": 18}
    text = log(replay)
    assert text.index("Alice draws a card") < text.index("Bob discards")


@pytest.mark.parametrize("rules", EDITIONS)
def test_disinformation_campaign_entering_draws_one_and_each_opponent_discards_one(cards, rules):
    replay = cast(cards, rules, "Disinformation Campaign", ["Swamp", "Swamp", "Island"], extra_passes=1)
    assert len(zone(replay, "Alice", "hand")) == 1 and len(zone(replay, "Bob", "hand")) == 2, log(replay)
