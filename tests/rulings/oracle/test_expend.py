"""Real cards with "Whenever you expend N" (Wandertale Mentor, Teapot Slinger, Trailtracker Scout): a
player expends N as the mana they spent this turn to cast spells goes from less than N to N or more
(2026 700.14; later than February 2007)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited_pairs, counters, in_main_phase, log, obj, p, refused

CARDS = Path(__file__).parent / "expend_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
EXPEND = ("700.14", "expend")
TARGETED = ("Lightning Bolt", "Grapeshot")


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", ["Whenever an opponent expends 4, draw a card.", "Whenever you expend X, draw a card.",
                                  "Whenever you expend four, draw a card."])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


def casting(spells, watcher="Wandertale Mentor", spent_before=0, rules=R26):
    """Alice casts each of `spells` (card names) with Mountains, `watcher` in play."""
    objects, actions, m = [obj("watcher", watcher)], [], 0
    for i, (name, cost) in enumerate(spells):
        objects.append(obj(f"s{i}", name, zone="hand"))
        objects += [obj(f"m{m + j}", "Mountain") for j in range(cost)]
        targets = {"targets": ["Bob"]} if name in TARGETED else {}
        actions += [{"type": "play_spell", "player": "Alice", "object": f"s{i}", **targets,
                     "mana_abilities": [{"object": f"m{m + j}"} for j in range(cost)]},
                    p("Alice"), p("Bob"), p("Alice"), p("Bob")]
        m += cost
    sc = in_main_phase(objects, actions, rules)
    if spent_before:
        sc["players"][0]["mana_spent_on_spells_this_turn"] = spent_before
    return sc


def test_a_four_mana_spell_expends_four(cards):
    replay = run_scenario(load_scenario(casting([("Hill Giant", 4)]), cards=cards))
    assert not refused(replay), log(replay)
    assert counters(replay, "watcher") == {"+1/+1": 1}
    assert EXPEND in cited_pairs(replay)


def test_two_spells_of_two_expend_four_on_the_second(cards):
    replay = run_scenario(load_scenario(casting([("Grapeshot", 2), ("Grapeshot", 2)]), cards=cards))
    assert not refused(replay), log(replay)
    assert counters(replay, "watcher") == {"+1/+1": 1}
    text = log(replay)
    assert text[:text.index("Wandertale Mentor's ability triggers")].count("Grapeshot has been cast") == 2


def test_mana_spent_past_four_doesnt_expend_four_again(cards):
    replay = run_scenario(load_scenario(casting([("Hill Giant", 4), ("Grapeshot", 2)]), cards=cards))
    assert counters(replay, "watcher") == {"+1/+1": 1}


def test_mana_spent_before_the_scenario_counts(cards):
    replay = run_scenario(load_scenario(casting([("Lightning Bolt", 1)], spent_before=3), cards=cards))
    assert not refused(replay), log(replay)
    assert counters(replay, "watcher") == {"+1/+1": 1}


def test_expend_eight_triggers_when_a_spell_crosses_eight(cards):
    replay = run_scenario(load_scenario(casting([("Hill Giant", 4)], watcher="Trailtracker Scout", spent_before=5), cards=cards))
    assert not refused(replay), log(replay)
    assert "Trailtracker Scout's ability triggers" in log(replay)


def test_expend_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="expend is later than the February 2007 rules"):
        load_scenario(casting([("Hill Giant", 4)], rules=R07), cards=cards)


def test_the_loader_requires_the_count():
    card = {"name": "Odd", "types": ["Creature"], "mana_cost": "{1}", "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "trigger": {"event": "expends"}, "effect": [{"do": "gain_life", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match="count"):
        load_scenario(in_main_phase([obj("odd", card)], [], R26))
