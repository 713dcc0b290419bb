""" "Put a -1/-1 counter on each attacking creature." (Choking Fumes), "Whenever this creature attacks, put a +1/+1
counter on each attacking creature." (Fangren Firstborn), "... on each attacking creature you control." (Drana,
Liberator of Malakir), "... with a +1/+1 counter on it." (Oran-Rief Ooze): read by rulings/oracle/attacking_counters.py,
played from real cards' Oracle text (attacking_counters_cards.json: records copied from the pool). The creatures are
those attacking as the instruction is followed (2007 308.2g; 2026 508.1k). A rider the templates don't read after it
(Captain America's "They gain indestructible until end of turn.") stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, counters, in_main_phase, log, obj, p, refused

CARDS = Path(__file__).parent / "attacking_counters_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Choking Fumes", "Fangren Firstborn", "Drana, Liberator of Malakir", "Oran-Rief Ooze"]
NEAR_MISSES = ["Captain America, Skybound"]
TO_ATTACK = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"}]


def run(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "attacking counters"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_attacking_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_attacking_counters_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_fangren_firstborn_puts_a_counter_on_each_attacking_creature_only(cards, rules):
    objects = [obj("fangren", "Fangren Firstborn"), obj("a", "Grizzly Bears"), obj("home", "Grizzly Bears")]
    actions = TO_ATTACK + [{"type": "declare_attackers", "player": "Alice", "attackers": ["fangren", "a"]}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert counters(replay, "fangren") == {"+1/+1": 1} and counters(replay, "a") == {"+1/+1": 1}, log(replay)
    assert counters(replay, "home") == {}, log(replay)
    assert {R2007: "418.5a", R2026: "613.4c"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_choking_fumes_puts_a_minus_one_counter_on_each_attacking_creature(cards, rules):
    objects = [obj("fumes", "Choking Fumes", zone="hand"), *(obj(f"s{i}", "Plains") for i in range(3)),
               obj("a", "Grizzly Bears"), obj("home", "Grizzly Bears"), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    actions = TO_ATTACK + [{"type": "declare_attackers", "player": "Alice", "attackers": ["a"]},
                           {"type": "play_spell", "player": "Alice", "object": "fumes", "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
                           p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert counters(replay, "a") == {"-1/-1": 1}, log(replay)
    assert counters(replay, "home") == {} and counters(replay, "bob_bears") == {}, log(replay)
