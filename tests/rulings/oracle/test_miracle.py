"""Miracle (2026 702.94a-b; rulings/oracle/miracle.py, rulings/engine/miracle.py) on real cards
(miracle_cards.json): Thunderous Wrath ("deals 5 damage to any target. Miracle {R}"), Divination and
Zephyrim (a creature, "Miracle {1}{W}"). Drawn as the first card of its owner's turn, the card may be
revealed; its linked trigger (603.11) then lets its owner cast it for its miracle cost rather than
its mana cost (118.9), while the trigger resolves (608.2g). The February 2007 rules have no miracle:
a card with it is refused there."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "miracle_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Thunderous Wrath", "Banishing Stroke", "Devastation Tide", "Reforge the Soul", "Sister Repentia",
          "Temporal Mastery", "Vanishment", "Zephyrim"]
#: an X in the miracle cost would be announced as the card is cast: the engine's miracle doesn't
NEAR_MISSES = ["Bonfire of the Damned", "Entreat the Angels"]


def draw_step(cards, top, reveal=None, cast=None, rules=R2026, lands=("m", "Mountain"), targets=None, drawn_before=0,
              more=()):
    """Alice's turn 3 from her upkeep: she draws `top` in her draw step (`reveal` the choice for its
    miracle); its trigger, if any, resolves with `cast` the choice to cast it."""
    objects = [obj("top", top, zone="library"), obj("under", "Grizzly Bears", zone="library"), obj(*lands),
               obj("bears", "Grizzly Bears", owner="Bob"), *more]
    actions = [p("Alice"), p("Bob", **({"choices": {"top": {"miracle": reveal}}} if reveal is not None else {})),
               p("Alice"), p("Bob", **({"choices": {"top": {"cast": cast}}} if cast is not None else {}),
                             **({"trigger_targets": {"top": targets}} if targets else {})),
               p("Alice"), p("Bob")]
    data = {"format": 1, "rules": rules, "name": "miracle", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
            "objects": objects, "actions": actions}
    if drawn_before:
        data["players"][0]["cards_drawn_this_turn"] = drawn_before
    return run_scenario(load_scenario(data, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_miracle_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_an_x_miracle_cost_stays_text_only(compiled, name):
    assert not compiled[name].played


def test_the_keyword_names_its_cost(compiled):
    assert {"kind": "keyword", "keyword": "miracle", "cost": "{R}"} in compiled["Thunderous Wrath"].definition["abilities"]


def test_thunderous_wrath_revealed_as_the_first_card_drawn_is_cast_for_r(cards):
    replay = draw_step(cards, "Thunderous Wrath", reveal=True, cast=True, targets=["Bob"])
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 15, log(replay)
    assert zone_of(replay, "top") == "graveyard" and zone_of(replay, "under") == "library"
    assert "miracle cost {R}" in log(replay)
    assert {"702.94a", "702.94b", "118.9", "608.2g"} <= cited(replay), sorted(cited(replay))


def test_a_miracle_creature_is_cast_in_the_draw_step_and_enters(cards):
    replay = draw_step(cards, "Zephyrim", reveal=True, cast=True, lands=("p", "Plains"),
                       more=(obj("p2", "Plains"),))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "top") == "in_play", log(replay)


def test_not_revealed_the_card_just_stays_in_hand(cards):
    replay = draw_step(cards, "Thunderous Wrath")
    assert not refused(replay), log(replay)
    assert zone_of(replay, "top") == "hand" and life(replay)["Bob"] == 20
    assert "doesn't reveal Thunderous Wrath for its miracle (no choice was given" in log(replay)


def test_revealed_but_not_cast_it_stays_in_hand(cards):
    replay = draw_step(cards, "Thunderous Wrath", reveal=True)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "top") == "hand" and life(replay)["Bob"] == 20
    assert "doesn't cast Thunderous Wrath" in log(replay)


def test_the_second_card_drawn_this_turn_has_no_miracle(cards):
    """A card drawn earlier this turn (the scenario's `cards_drawn_this_turn`): the draw step's is the second."""
    replay = draw_step(cards, "Thunderous Wrath", drawn_before=1)
    assert zone_of(replay, "top") == "hand"
    assert "for its miracle" not in log(replay)
    replay = draw_step(cards, "Thunderous Wrath", reveal=True, drawn_before=1)
    assert refused(replay) and "only the first card drawn in a turn" in log(replay)


def test_under_2007_miracle_is_refused(cards):
    replay = draw_step(cards, "Thunderous Wrath", reveal=True, rules=R2007)
    assert refused(replay) and "702.94" in log(replay), log(replay)
