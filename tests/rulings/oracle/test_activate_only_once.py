"""Real cards whose activated ability can be activated only once: "Activate only once." (First Little Pig)
and exhaust, "Exhaust — {4}{U}: Put two +1/+1 counters on this creature." (Skystreak Engineer; 2026
702.177a: "[Cost]: [Effect]. Activate only once."). Once for the object's life, whoever controls it (2007
403.3; 2026 602.5b); a new object after a zone change may again (2026 400.7). Exhaust is later than the
February 2007 rules, which refuse it."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "activate_only_once_cards.json"


def test_the_cards_are_fully_played(compiled):
    # (Pacesetter Paragon's "It gains double strike until end of turn" after its counter is read now: counters_then_it.py)
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", [
    "Exhaust — {3}: Draw a card. Activate only once.",
    "Exhaust — {3}, Discard this card: Draw a card.",
    "{3}: Draw a card. Activate only once each game.",
    "Exhausted — {3}: Draw a card.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{U}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


def engineer(times, rules="2026-06-19"):
    objects = [obj("eng", "Skystreak Engineer"), *[obj(f"i{k}", "Island") for k in range(5 * times)]]
    actions = []
    for t in range(times):
        actions += [{"type": "activate_ability", "player": "Alice", "object": "eng", "ability": 1,
                     "mana_abilities": [{"object": f"i{5 * t + k}"} for k in range(5)]}, p("Alice"), p("Bob")]
    return in_main_phase(objects, actions, rules)


def test_an_exhaust_ability_is_activated_once(cards):
    replay = run_scenario(load_scenario(engineer(1), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["eng"]["counters"] == {"+1/+1": 2}
    assert {"702.177a", "602.5b"} <= cited(replay)


def test_a_second_activation_of_an_exhaust_ability_is_refused(cards):
    replay = run_scenario(load_scenario(engineer(2), cards=cards))
    assert len(refused(replay)) == 1
    assert "exhaust ability can be activated only once and already was" in log(replay)
    assert objects_in(replay.final_state)["eng"]["counters"] == {"+1/+1": 2}


def test_exhaust_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match=r"exhaust \(2026 702.177\) is later than the February 2007 rules"):
        load_scenario(engineer(1, rules="2007-02-01"), cards=cards)


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_activate_only_once_holds_across_turns(cards, rules):
    objects = [obj("pig", "First Little Pig"), obj("f0", "Forest"), obj("f1", "Forest"), obj("f2", "Forest"), obj("f3", "Forest"),
               obj("o1", "Ornithopter", owner="Bob"), obj("o2", "Ornithopter", owner="Bob"),
               *[obj(f"a{k}", "Forest", zone="library") for k in range(4)], *[obj(f"b{k}", "Forest", owner="Bob", zone="library") for k in range(4)]]
    first = {"type": "activate_ability", "player": "Alice", "object": "pig", "ability": 0, "targets": ["o1"],
             "mana_abilities": [{"object": "f0"}, {"object": "f1"}]}
    again = {**first, "targets": ["o2"], "mana_abilities": [{"object": "f2"}, {"object": "f3"}]}
    actions = [first, p("Alice"), p("Bob"), {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Bob", "phase": "end"}, p("Bob"), p("Alice"),
               {"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, again]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert len(refused(replay)) == 1, log(replay)
    assert zone_of(replay, "o1") == "removed_from_game" and zone_of(replay, "o2") == "in_play"
