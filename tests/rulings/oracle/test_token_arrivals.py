""" "Whenever a creature token you control enters, you gain 1 life." (rulings/oracle/token_arrivals.py), played from real
cards' Oracle text (token_arrivals_cards.json: records copied from the pool): Anointer Priest, Nesting Dovehawk. Each
creature token its controller controls entering triggers it once (2007 410.10a; 2026 603.6a); a creature card entering
doesn't. Both cards have a mechanic later than the February 2007 rules (embalm, populate), so they are played under
2026's only (the 2007 rules refuse them: tested below)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused

CARDS = Path(__file__).parent / "token_arrivals_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Anointer Priest", "Nesting Dovehawk"]
#: "put a +1/+1 counter on it": the token is not named here
NEAR_MISSES = ["Securitron Squadron"]
ENTERS = {R2026: "603.6a"}


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_token_arrival_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_token_arrivals_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", [R2026])
def test_anointer_priest_gains_1_life_for_each_creature_token(cards, rules):
    objects = [obj("ap", "Anointer Priest"), obj("rta", "Raise the Alarm", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rta", "mana_abilities": [{"object": "p1"}, {"object": "p2"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "anointer priest"))
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 22, log(replay)  # two Soldier tokens: two triggers
    assert ENTERS[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", [R2026])
def test_anointer_priest_ignores_a_creature_card(cards, rules):
    objects = [obj("ap", "Anointer Priest"), obj("sl", "Savannah Lions", zone="hand"), obj("p1", "Plains")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sl", "mana_abilities": [{"object": "p1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "anointer priest, a card"))
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 20 and "Anointer Priest's ability triggers" not in log(replay), log(replay)


def test_anointer_priest_is_refused_under_the_2007_rules(cards):
    objects = [obj("ap", "Anointer Priest")]
    with pytest.raises(Exception, match="embalm is later than the February 2007 rules"):
        run(cards, in_main_phase(objects, [p("Alice")], R2007, "anointer priest, 2007"))
