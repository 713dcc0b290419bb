""" "Whenever this creature or another artifact you control enters, ..." (rulings/oracle/artifact_arrivals.py),
played from real cards' Oracle text (artifact_arrivals_cards.json: records copied from the pool): Pactdoll
Terror ("each opponent loses 1 life and you gain 1 life"), Veil of Assimilation, Transplant Theorist. Played as
two abilities, "when ~ enters" and "whenever another artifact you control enters" (2026 603.6a; 2007 410.10a:
"comes into play"), which trigger exactly as often as the one printed."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused

CARDS = Path(__file__).parent / "artifact_arrivals_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Pactdoll Terror", "Veil of Assimilation", "Transplant Theorist"]
#: "It can't be blocked this turn" after the counter: "it" is not read here
NEAR_MISSES = ["Kappa Cannoneer"]
ENTERS = {R2007: "410.10a", R2026: "603.6a"}


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_artifact_arrival_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_artifact_arrivals_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_pactdoll_terror_drains_when_another_artifact_you_control_enters(cards, rules):
    objects = [obj("pact", "Pactdoll Terror"), obj("orn", "Ornithopter", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "orn"}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "pactdoll terror"))
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 21, "Bob": 19}, log(replay)
    assert ENTERS[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_pactdoll_terror_drains_when_it_enters_itself(cards, rules):
    objects = [obj("pact", "Pactdoll Terror", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "pact", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "pactdoll terror enters"))
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 21, "Bob": 19}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pactdoll_terror_ignores_a_nonartifact_creature(cards, rules):
    objects = [obj("pact", "Pactdoll Terror"), obj("bear", "Grizzly Bears", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(2))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bear", "mana_abilities": [{"object": f"f{i}"} for i in range(2)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "pactdoll terror, a bear"))
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20} and "Pactdoll Terror's ability triggers" not in log(replay), log(replay)
