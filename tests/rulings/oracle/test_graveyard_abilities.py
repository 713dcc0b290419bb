"""Abilities that work from the graveyard (rulings/oracle/graveyard_abilities.py), compiled from real
cards' Oracle text and played: Leonin Surveyor's "Max speed — {3}, Exile this card from your
graveyard: Draw a card." can be activated from the graveyard only while its owner's speed is 4
(2026 702.178a-b, 702.179e; rulings/engine/max_speed_zones.py). Speed came later than February
2007: under those rules the ability is refused, saying so."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj

R2026, R2007 = "2026-06-19", "2007-02-01"


@pytest.fixture(scope="module")
def compiled(pool):
    return pool


def surveyor_from_graveyard(cards, rules, speed):
    """Alice (at `speed`) pays {3} and exiles Leonin Surveyor from her graveyard to draw a card."""
    alice = {"name": "Alice", **({"speed": speed} if speed else {})}
    ability = len(cards("Leonin Surveyor")["abilities"]) - 1
    sc = {"format": 1, "rules": rules, "name": "max speed from the graveyard", "players": [alice, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": [obj("surveyor", "Leonin Surveyor", zone="graveyard"), obj("top", "Savannah Lions", zone="library")]
                     + [obj(f"p{i}", "Plains") for i in range(3)],
          "actions": [{"type": "activate_ability", "player": "Alice", "object": "surveyor", "ability": ability,
                       "mana_abilities": [{"object": f"p{i}"} for i in range(3)]},
                      {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}
    return run_scenario(load_scenario(sc, cards=cards))


def test_leonin_surveyor_is_fully_played_with_its_graveyard_ability(compiled):
    card = compiled["Leonin Surveyor"]
    assert card.played
    ab = card.definition["abilities"][-1]
    assert (ab["zone"], ab["max_speed"], ab["cost"]) == ("graveyard", True, {"mana": "{3}", "exile": "self"})


def test_at_max_speed_the_surveyor_is_exiled_from_the_graveyard_and_alice_draws(cards):
    replay = surveyor_from_graveyard(cards, R2026, 4)
    assert not any(s.refused for s in replay.steps), log(replay)
    alice = replay.final_state["zones"]["Alice"]
    assert [o["name"] for o in alice["hand"]] == ["Savannah Lions"], log(replay)
    assert [o["name"] for o in alice["removed_from_game" if "removed_from_game" in alice else "exile"]] == ["Leonin Surveyor"], log(replay)
    assert {"702.178a", "702.178b", "702.179e", "113.6m"} <= cited(replay), log(replay)


def test_below_max_speed_the_card_in_the_graveyard_has_no_such_ability(cards):
    replay = surveyor_from_graveyard(cards, R2026, 3)
    assert replay.steps[1].refused, log(replay)
    assert "speed is 4" in log(replay)
    assert [o["name"] for o in replay.final_state["zones"]["Alice"]["graveyard"]] == ["Leonin Surveyor"], log(replay)


def test_under_the_2007_rules_no_one_has_speed_so_the_ability_is_refused(cards):
    replay = surveyor_from_graveyard(cards, R2007, None)
    assert replay.steps[1].refused, log(replay)
    assert "later than February 2007" in log(replay)


def test_a_max_speed_ability_with_another_cost_from_the_battlefield_is_not_read_as_a_graveyard_one():
    """A near miss: the granted ability works on the battlefield, so it is not this module's
    (and "Max speed — You may cast this card from your graveyard." stays text only)."""
    for text in ("Max speed — {3}, Exile this card from your hand: Draw a card.",
                 "Max speed — You may cast this card from your graveyard."):
        card = compile_card({"name": "Zzq", "types": ["Creature"], "mana_cost": "{1}{W}", "power": "2", "toughness": "2",
                             "text": text, "supertypes": [], "subtypes": [], "layout": "normal"})
        assert not card.played, text
