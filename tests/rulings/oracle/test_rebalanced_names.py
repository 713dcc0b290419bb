"""A rebalanced digital card ("A-Hagra Constrictor") names itself in its text without the "A-" of its name ("Hagra
Constrictor enters with two +1/+1 counters on it.", "When Tenured Inkcaster enters, put a +1/+1 counter on target
creature."): rulings/oracle/text.self_references reads that name as "~" too (a card's name in its text means that
object: 2007 201.5; 2026 201.5), so the templates read the sentence as they read the printed card's. Played from real
cards' Oracle text (rebalanced_names_cards.json: records copied from the pool). A sentence the templates don't read
(A-Celebrity Fencer's "Whenever another creature enters under your control") stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "rebalanced_names_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["A-Psionic Snoop", "A-Tenured Inkcaster", "A-Hagra Constrictor", "A-Revel Ruiner", "A-Gnarlid Colony"]
NEAR_MISSES = ["A-Celebrity Fencer"]


def run(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "rebalanced names"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_rebalanced_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_rebalanced_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_name_without_its_prefix_is_the_card_itself(compiled):
    assert compiled["A-Hagra Constrictor"].definition["abilities"][0]["comes_into_play"] == {"counters": {"+1/+1": 2}}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_hagra_constrictor_enters_with_its_two_counters(cards, rules):
    objects = [obj("snake", "A-Hagra Constrictor", zone="hand"), obj("s0", "Swamp"), obj("s1", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "snake", "mana_abilities": [{"object": "s0"}, {"object": "s1"}]},
               p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["snake"]["counters"] == {"+1/+1": 2}, log(replay)
    assert pt(replay, "snake") == (2, 2), log(replay)
    assert {R2007: "419.1b", R2026: "614.1c"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_tenured_inkcasters_enters_trigger_puts_a_counter_on_its_target(cards, rules):
    objects = [obj("ink", "A-Tenured Inkcaster", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4)), obj("bears", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ink", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]},
               p("Alice"), p("Bob", trigger_targets={"ink": ["bears"]}), p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["bears"]["counters"] == {"+1/+1": 1}, log(replay)
