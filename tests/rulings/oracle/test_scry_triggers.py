"""Real cards with "Whenever you scry" (Chance-Met Elves, Flamespeaker Adept, Arwen Undómiel) and
"Whenever you surveil" (Dimir Spybug): the ability triggers once the scry or surveil is complete
(2026 701.22d, 701.25d); the 2007 rules have scry (502.36a) but no rule on such triggers, so there
the card's words are followed and no number is cited for the trigger."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, cited_pairs, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "scry_triggers_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def library(n):
    return [obj(f"lib{i}", "Island", zone="library") for i in range(n)]


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", [
    "Whenever an opponent scries, draw a card.",
    "Whenever you scry or surveil, draw a card.",
    "Whenever a player surveils, draw a card.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


def jets(n, rules, watcher="Chance-Met Elves"):
    """Alice casts Magma Jet at Bob `n` times (each scry 2) with `watcher` in play."""
    actions = []
    for t in range(n):
        actions += [{"type": "play_spell", "player": "Alice", "object": f"jet{t}", "targets": ["Bob"],
                     "mana_abilities": [{"object": f"m{2 * t}"}, {"object": f"m{2 * t + 1}"}]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    return in_main_phase([obj("watcher", watcher), *[obj(f"jet{t}", "Magma Jet", zone="hand") for t in range(n)],
                          *[obj(f"m{i}", "Mountain") for i in range(2 * n)], *library(3)], actions, rules)


@pytest.mark.parametrize("rules", [R26, R07])
def test_chance_met_elves_grows_after_a_scry(cards, rules):
    replay = run_scenario(load_scenario(jets(1, rules), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["watcher"]["counters"] == {"+1/+1": 1}
    assert ("701.22d" in cited(replay)) == (rules == R26)


def test_chance_met_elves_triggers_only_once_each_turn(cards):
    replay = run_scenario(load_scenario(jets(2, R26), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["watcher"]["counters"] == {"+1/+1": 1}


def test_flamespeaker_adept_triggers_on_each_scry(cards):
    replay = run_scenario(load_scenario(jets(2, R26, "Flamespeaker Adept"), cards=cards))
    assert not refused(replay), log(replay)
    assert log(replay).count("Flamespeaker Adept's ability triggers") == 2


def test_dimir_spybug_grows_after_a_surveil(cards):
    sc = in_main_phase([obj("bug", "Dimir Spybug"), obj("consider", "Consider", zone="hand"), obj("i", "Island"), *library(3)],
                       [{"type": "play_spell", "player": "Alice", "object": "consider", "mana_abilities": [{"object": "i"}]},
                        p("Alice"), p("Bob"), p("Alice"), p("Bob")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bug"]["counters"] == {"+1/+1": 1}
    assert ("701.25d", "surveil_trigger") in cited_pairs(replay)


def test_the_loader_names_a_wrong_whose():
    card = {"name": "Odd", "types": ["Creature"], "mana_cost": "{1}", "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "trigger": {"event": "scries", "whose": "opponent"},
                           "effect": [{"do": "gain_life", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match="whose"):
        load_scenario(in_main_phase([obj("odd", card)], [], R26))
