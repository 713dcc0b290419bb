"""Real cards with outlast (2026 702.107a; rulings/oracle/permanent_lines.py, rulings/engine/outlast.py):
"[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery." Abzan Falconer's
counter then gives it flying by its own static ability. Later than February 2007: under
those rules the card's words are followed and the log says so."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts


def outlast(lookup, rules, **turn):
    data = scenario([obj("falconer", "Abzan Falconer", "Alice"), obj("plains", "Plains", "Alice")],
                    [{"type": "activate_ability", "player": "Alice", "object": "falconer", "ability": 0,
                      "mana_abilities": [{"object": "plains"}]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules, **turn)
    return run_scenario(load_scenario(data, cards=lookup))


def falconer(replay):
    return next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "falconer")


@pytest.mark.parametrize("name", ["Abzan Falconer", "Salt Road Patrol"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played
    ab = pool[name].definition["abilities"][0]
    assert (ab["cost"]["tap"], ab["timing"], ab["effect"]) == (True, "sorcery", [{"do": "outlast"}])


@pytest.mark.parametrize("rules", EDITIONS)
def test_abzan_falconer_outlasts_and_then_has_flying(lookup, rules):
    replay = outlast(lookup, rules)
    assert not any(st.refused for st in replay.steps), texts(replay)
    me = falconer(replay)
    assert me["counters"] == {"+1/+1": 1} and me["tapped"] and "flying" in me["keywords"]
    assert ("702.107a" in rules_cited(replay)) == (rules == "2026-06-19")
    if rules == "2007-02-01":
        assert any("Outlast (a rule later than February 2007" in t for t in texts(replay))


def test_outlast_is_activated_only_as_a_sorcery(lookup):
    replay = outlast(lookup, "2026-06-19", phase="beginning", step="upkeep")
    assert replay.steps[1].refused
    assert falconer(replay)["counters"] == {}


@pytest.mark.parametrize("card", [
    {"name": "Near Miss", "mana_cost": "{W}", "types": ["Enchantment"], "text": "Outlast {W}"},
    {"name": "Near Miss", "mana_cost": "{W}", "types": ["Creature"], "power": "1", "toughness": "1", "text": "Outlast X"},
    {"name": "Near Miss", "mana_cost": "{W}", "types": ["Creature"], "power": "1", "toughness": "1", "text": "Outlast {W} and draw a card"}])
def test_near_misses_stay_text_only(card):
    assert not compile_card(card).played
