"""Phyrexian mana in an activated ability's cost ("{R/P}: This creature gets +1/+0 until end of turn."): each
{C/P} is paid with one mana of its color or 2 life (2026 107.4f); the February 2007 rules have no such symbol
(104.3 there), so the activation is refused under them."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from .conftest import cited, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "phyrexian_activation_costs_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "phyrexian costs", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


ACTIVATE = {"type": "activate_ability", "player": "Alice", "object": "eater", "ability": 0}


@pytest.mark.parametrize("name", ["Immolating Souleater", "Blinding Souleater", "Moltensteel Dragon"])
def test_the_card_is_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_107_4f_the_phyrexian_symbol_is_paid_with_2_life_without_red_mana(cards):
    replay = run_scenario(load_scenario(scenario([obj("eater", "Immolating Souleater")], [ACTIVATE, p("Alice"), p("Bob")]), cards=cards))
    assert not refused(replay), log(replay)
    assert replay.final_state["players"][0]["life"] == 18
    assert objects_in(replay.final_state)["eater"]["power"] == 2
    assert "107.4f" in cited(replay)


def test_107_4f_the_phyrexian_symbol_is_paid_with_red_mana_when_there_is_some(cards):
    actions = [{**ACTIVATE, "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(scenario([obj("eater", "Immolating Souleater"), obj("m", "Mountain")], actions), cards=cards))
    assert not refused(replay), log(replay)
    assert replay.final_state["players"][0]["life"] == 20
    assert objects_in(replay.final_state)["eater"]["power"] == 2


def test_the_2007_rules_refuse_a_phyrexian_activation_cost(cards):
    replay = run_scenario(load_scenario(scenario([obj("eater", "Immolating Souleater")], [ACTIVATE], rules=R07), cards=cards))
    assert refused(replay) and "February 2007" in log(replay)
