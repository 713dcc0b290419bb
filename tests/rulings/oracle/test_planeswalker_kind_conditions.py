"""The intervening "if you control a Basri / an Ajani planeswalker" (rulings/oracle/planeswalker_kind_conditions.py,
the engine's `you_control_a_kind`), played from real cards (planeswalker_kind_conditions_cards.json: records copied
from the pool): Ajani's Comrade ("At the beginning of combat on your turn, if you control an Ajani planeswalker, put
a +1/+1 counter on this creature."). The condition is checked as the step begins and again as the ability resolves
(2007 404.3; 2026 603.4)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "planeswalker_kind_conditions_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Adherent of Hope", "Ajani's Comrade", "Historian of Zhalfir", "Karplusan Hound", "Vraska's Conquistador"]
#: "you gain life equal to this creature's power" after it died, "+1/+0 for each card in your hand": wordings this
#: family leaves
NEAR_MISSES = ["Attendant of Vraska", "Ral's Staticaster"]


@pytest.mark.parametrize("name", PLAYED)
def test_planeswalker_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_planeswalker_conditions_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_condition_is_the_planeswalker_type(compiled):
    (ability,) = [a for a in compiled["Ajani's Comrade"].definition["abilities"] if a.get("kind") == "triggered"]
    assert ability["if"] == {"you_control_a_kind": "Ajani"}


def combat_begins(cards, rules, objects):
    doc = {"format": 1, "rules": rules, "name": "ajani's comrade", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
           "objects": objects, "actions": [p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    return replay


def test_ajanis_comrade_gets_a_counter_while_you_control_an_ajani(cards):
    replay = combat_begins(cards, R2026, [obj("comrade", "Ajani's Comrade"), obj("ajani", "Ajani Goldmane", counters={"loyalty": 4})])
    assert (objects_in(replay.final_state)["comrade"].get("counters") or {}).get("+1/+1") == 1, log(replay)
    assert "603.4" in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ajanis_comrade_without_an_ajani_doesnt_trigger(cards, rules):
    replay = combat_begins(cards, rules, [obj("comrade", "Ajani's Comrade"), obj("bears", "Grizzly Bears")])
    assert not (objects_in(replay.final_state)["comrade"].get("counters") or {}).get("+1/+1"), log(replay)
    assert "Ajani's Comrade's ability triggers" not in log(replay)
