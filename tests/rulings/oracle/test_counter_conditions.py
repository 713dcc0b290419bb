""" "This creature has flying as long as it has a +1/+1 counter on it." (Lightwalker, Baloth Pup, Ainok
Artillerist, Sigiled Contender, Chaos Imps) and "... as long as it has a -1/-1 counter on it." (Thunderblust),
read by rulings/oracle/conditions.py (counter_conditions_cards.json: records copied from the pool). The
ability is the creature's only while it has such a counter, read again whenever its abilities are (2007
418.5a; 2026 613.1f): a counter put on it later grants it at once. Other counts, other kinds of counter
and other "as long as" effects stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "counter_conditions_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Lightwalker", "Baloth Pup", "Ainok Artillerist", "Sigiled Contender", "Chaos Imps", "Thunderblust"]
#: "As long as this creature has a +1/+1 counter on it, it can attack as though it didn't have defender": played now
#: (rulings/oracle/counter_thresholds.py, tested in test_counter_thresholds.py)
PLAYED += ["Scuttlegator"]
#: "As long as this creature has four or more oil counters on it, it gets +2/+0 and can't be blocked": another kind
NEAR_MISSES = ["Ichor Synthesizer"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counter conditions"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def keywords(replay, oid) -> list:
    return objects_in(replay.final_state)[oid]["keywords"]


@pytest.mark.parametrize("name", PLAYED)
def test_counter_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counter_conditions_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "This creature has flying as long as it has two or more +1/+1 counters on it.",
    "This creature has flying as long as it has a charge counter on it.",
    "This creature has flying as long as it has a +1/+1 counter on it and you control a Forest.",
    "This creature has flying as long as another creature has a +1/+1 counter on it.",
])
def test_near_miss_counter_condition_wordings_stay_text_only(text):
    record = {"name": "Test Creature", "mana_cost": "{1}{W}", "types": ["Creature"], "supertypes": [], "subtypes": ["Human"],
              "power": "2", "toughness": "1", "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_lightwalker_has_flying_only_with_a_counter(cards, rules):
    objects = [obj("with", "Lightwalker", counters={"+1/+1": 1}), obj("without", "Lightwalker")]
    replay = play(cards, objects, [p("Alice")], rules)
    assert "flying" in keywords(replay, "with"), log(replay)
    assert "flying" not in keywords(replay, "without"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_counter_put_on_lightwalker_later_gives_it_flying_at_once(cards, rules):
    objects = [obj("lw", "Lightwalker"), obj("growth", "Battlegrowth", zone="hand"), obj("f", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "growth", "targets": ["lw"], "mana_abilities": [{"object": "f"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["lw"]["counters"] == {"+1/+1": 1}, log(replay)
    assert "flying" in keywords(replay, "lw"), log(replay)
    assert pt(replay, "lw") == (3, 2), log(replay)
    assert {R2007: "418.5a", R2026: "613.4c"}[rules] in cited(replay), sorted(cited(replay))  # the counter's sublayer


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_plus_one_counter_doesnt_give_thunderblust_trample(cards, rules):
    objects = [obj("minus", "Thunderblust", counters={"-1/-1": 1}), obj("plus", "Thunderblust", counters={"+1/+1": 1})]
    replay = play(cards, objects, [p("Alice")], rules)
    assert "trample" in keywords(replay, "minus"), log(replay)
    assert "trample" not in keywords(replay, "plus"), log(replay)  # a -1/-1 counter, the card says
