"""Two small wordings: the Fated spells' "If it's your turn, scry 2." (an instruction followed only if it
is its controller's turn as it is reached, 2007 413.2b; 2026 608.2c), and the Turbulent lands' "This
land enters tapped unless your opponents control eight or more lands." (2007 419.1c; 2026 614.1d)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "your_turn_and_opponents_lands_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
SCRY = {"2007-02-01": "502.36a", "2026-06-19": "701.22a"}


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", ["Draw a card. If it's your turn, scry 2 and draw a card.",
                                  "Draw a card. If it's not your turn, scry 2.",
                                  "Draw a card. If it's your opponent's turn, scry 2."])
def test_near_misses_of_your_turn_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": ["Instant"], "text": text}).played


@pytest.mark.parametrize("text", ["This land enters tapped unless your opponents control eight or more creatures.",
                                  "This land enters tapped unless an opponent controls eight or more lands."])
def test_near_misses_of_opponents_lands_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Land"], "text": text}).played


def conflagration(rules, active="Alice"):
    """Alice casts Fated Conflagration ({1}{R}{R}{R}: 5 damage to target creature; if it's her turn, scry 2) at Bob's bears."""
    sc = in_main_phase([obj("fc", "Fated Conflagration", zone="hand"), *[obj(f"m{i}", "Mountain") for i in range(4)],
                        obj("bears", "Grizzly Bears", owner="Bob"), obj("top1", "Island", zone="library"),
                        obj("top2", "Forest", zone="library")],
                       [*([p("Bob")] if active == "Bob" else []),  # on Bob's turn he has priority first
                        {"type": "play_spell", "player": "Alice", "object": "fc", "targets": ["bears"],
                         "mana_abilities": [{"object": f"m{i}"} for i in range(4)]}, p("Alice"), p("Bob")], rules)
    sc["turn"]["active_player"] = active
    return sc


@pytest.mark.parametrize("rules", BOTH)
def test_on_your_turn_the_fated_spell_scries(cards, rules):
    replay = run_scenario(load_scenario(conflagration(rules), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard"
    assert (SCRY[rules], "scry") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_on_an_opponents_turn_it_doesnt_scry_and_says_why(cards, rules):
    replay = run_scenario(load_scenario(conflagration(rules, active="Bob"), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard"
    assert (SCRY[rules], "scry") not in cited_pairs(replay)
    assert "it isn't so that the controller of Fated Conflagration is the active player" in log(replay)


def turbulent(rules, their_lands):
    sc = in_main_phase([obj("fen", "Turbulent Fen", zone="hand"), *[obj(f"f{i}", "Forest", owner="Bob") for i in range(their_lands)],
                        obj("mine", "Forest")],
                       [{"type": "play_land", "player": "Alice", "object": "fen"}], rules)
    return sc


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("their_lands, tapped", [(7, True), (8, False)])
def test_a_turbulent_land_enters_untapped_only_if_the_opponents_control_eight_lands(cards, rules, their_lands, tapped):
    replay = run_scenario(load_scenario(turbulent(rules, their_lands), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["fen"]["tapped"] is tapped
    assert f"Alice's opponents control {their_lands} lands" in log(replay)
