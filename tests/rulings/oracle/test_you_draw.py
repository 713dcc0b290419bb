""" "You draw a card" / "You draw two cards" (rulings/oracle/you_draw.py): the controller's draw said with its
subject, on real cards (you_draw_cards.json): Insight ("Whenever an opponent casts a green spell, you draw a
card."), Crushing Disappointment, Niv-Mizzet, Parun, Faerie Mastermind, Freyalise's Charm ("If you do, you draw
a card."), Quicksilver Dagger (the enchanted creature's controller, who activates the ability, draws)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, life, log, obj, p, refused

CARDS = Path(__file__).parent / "you_draw_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Insight", "Crushing Disappointment", "Niv-Mizzet, Parun", "Faerie Mastermind", "Freyalise's Charm", "Quicksilver Dagger"]


def hand(replay, player):
    return [o["id"] for o in replay.final_state["zones"][player]["hand"]]


def libraries():
    return [obj(f"{w[0]}l{i}", "Swamp", owner=w, zone="library") for w in ("Alice", "Bob") for i in range(3)]


@pytest.mark.parametrize("name", PLAYED)
def test_you_draw_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_you_draw_reads_as_the_controllers_draw(compiled):
    trigger = next(a for a in compiled["Insight"].definition["abilities"] if a.get("kind") == "triggered")
    assert trigger["effect"] == [{"do": "draw", "amount": 1}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_insight_draws_its_controller_a_card_when_the_opponent_casts_a_green_spell(cards, rules):
    objects = [obj("insight", "Insight"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand"),
               *(obj(f"f{i}", "Forest", owner="Bob") for i in range(2)), *libraries()]
    actions = [{"type": "play_spell", "player": "Bob", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               p("Bob"), p("Alice")]
    data = in_main_phase(objects, actions, rules, "you draw")
    data["turn"]["active_player"] = "Bob"  # Bob casts his creature in his own main phase
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    assert len(hand(replay, "Alice")) == 1 and hand(replay, "Bob") == [], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_crushing_disappointment_each_player_loses_2_and_you_draw_two(cards, rules):
    objects = [obj("cd", "Crushing Disappointment", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4)), *libraries()]
    actions = [{"type": "play_spell", "player": "Alice", "object": "cd", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "you draw"), cards=cards))
    assert not refused(replay), log(replay)
    assert len(hand(replay, "Alice")) == 2 and hand(replay, "Bob") == [] and life(replay) == {"Alice": 18, "Bob": 18}, log(replay)
