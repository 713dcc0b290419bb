""" "Add {G} for each +1/+1 counter on this creature." (Gyre Sage), "At the beginning of your first main phase, add
{B} for each charge counter on this enchantment." (Black Market; rulings/oracle/mana_counter_amounts.py),
played from real cards' Oracle text (mana_counter_amounts_cards.json: records copied from the pool): the
counters on the ability's source counted as it resolves (2007 413.2; 2026 608.2), a mana ability (2007
406.1; 2026 605.1a) that adds nothing at 0 (2007 406.3; 2026 605.2); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, refused

CARDS = Path(__file__).parent / "mana_counter_amounts_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Gyre Sage", "Black Market"]
#: storage and time counters (not counted on the source), "each counter" of any kind, a restriction after it
NEAR_MISSES = ["City of Shadows", "Rotating Fireplace", "Nardole, Resourceful Cyborg", "Elementalist's Palette"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "mana for each counter"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def pool_of(replay) -> dict:
    return {k: n for k, n in replay.final_state["players"][0]["mana_pool"].items() if n}


@pytest.mark.parametrize("name", PLAYED)
def test_mana_for_each_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counter_mana_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_gyre_sage_adds_a_green_for_each_plus_one_counter_on_it(cards, rules):
    sage = {**obj("sage", "Gyre Sage"), "counters": {"+1/+1": 3}}
    replay = play(cards, [sage], [{"type": "activate_ability", "player": "Alice", "object": "sage", "ability": 1}], rules)
    assert pool_of(replay) == {"G": 3}, log(replay)
    assert {R2007: "406.1", R2026: "605.1a"}[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gyre_sage_without_counters_adds_nothing_and_is_still_a_mana_ability(cards, rules):
    replay = play(cards, [obj("sage", "Gyre Sage")], [{"type": "activate_ability", "player": "Alice", "object": "sage", "ability": 1}], rules)
    assert pool_of(replay) == {}
    assert {R2007: "406.3", R2026: "605.2"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_black_market_adds_a_black_for_each_charge_counter_as_the_main_phase_begins(cards, rules):
    data = {"format": 1, "rules": rules, "name": "black market", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "draw"},
            "objects": [{**obj("market", "Black Market"), "counters": {"charge": 3}}, obj("lib", "Black Market", zone="library")],
            "actions": [{"type": "pass_priority", "player": pl} for pl in ("Alice", "Bob", "Alice", "Bob")]}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    assert pool_of(replay) == {"B": 3}, log(replay)
