"""Real cards with "Whenever you commit a crime" (Blood Hustler, Raven of Fell Omens) and "Whenever an
opponent commits a crime" (Patrolling Peacemaker): a player commits a crime as they cast a spell,
activate an ability or put a triggered ability on the stack that targets an opponent, something an
opponent controls, or a card in an opponent's graveyard (2026 700.13; later than February 2007)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "crimes_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
CRIME = ("700.13", "commits_crime")


def swamps(n):
    return [obj(f"s{i}", "Swamp") for i in range(n)]


def hustle(times):
    """Alice activates Blood Hustler's "{3}{B}: Target opponent loses 1 life and you gain 1 life" `times` times."""
    actions = []
    for t in range(times):
        actions += [{"type": "activate_ability", "player": "Alice", "object": "hustler", "ability": 1, "targets": ["Bob"],
                     "mana_abilities": [{"object": f"s{4 * t + i}"} for i in range(4)]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    return in_main_phase([obj("hustler", "Blood Hustler"), *swamps(4 * times)], actions, R26)


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", [
    "Whenever you commit a crime during your turn, draw a card.",
    "Whenever a player commits a crime, draw a card.",
    "Whenever you commit a crime, put a +1/+1 counter on target creature that player controls.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


def test_targeting_an_opponent_with_an_activated_ability_is_a_crime(cards):
    replay = run_scenario(load_scenario(hustle(1), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["hustler"]["counters"] == {"+1/+1": 1}
    assert CRIME in cited_pairs(replay)


def test_blood_hustler_triggers_only_once_each_turn(cards):
    replay = run_scenario(load_scenario(hustle(2), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["hustler"]["counters"] == {"+1/+1": 1}
    assert replay.final_state["players"][1]["life"] == 18


def raven_and_bolt(target):
    return in_main_phase([obj("raven", "Raven of Fell Omens"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
                          obj("bears", "Grizzly Bears", owner="Bob"), obj("elves", "Grizzly Bears")],
                         [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [target], "mana_abilities": [{"object": "m"}]},
                          p("Alice"), p("Bob"), p("Alice"), p("Bob")], R26)


def test_a_spell_targeting_an_opponents_creature_is_a_crime(cards):
    replay = run_scenario(load_scenario(raven_and_bolt("bears"), cards=cards))
    assert not refused(replay), log(replay)
    assert [pl["life"] for pl in replay.final_state["players"]] == [21, 19]


def test_a_spell_targeting_your_own_creature_is_no_crime(cards):
    replay = run_scenario(load_scenario(raven_and_bolt("elves"), cards=cards))
    assert not refused(replay), log(replay)
    assert [pl["life"] for pl in replay.final_state["players"]] == [20, 20]
    assert CRIME not in cited_pairs(replay)


def test_an_opponents_crime_triggers_patrolling_peacemaker(cards):
    sc = in_main_phase([obj("peace", "Patrolling Peacemaker", owner="Bob", counters={"+1/+1": 2}),
                        obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")],
                       [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
                        p("Alice"), p("Bob", choices={"peace": {"proliferate": ["peace"]}}), p("Alice"), p("Bob")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["peace"]["counters"] == {"+1/+1": 3}, log(replay)


def test_a_crime_trigger_is_refused_under_the_2007_rules(cards):
    sc = hustle(1)
    sc["rules"] = R07
    with pytest.raises(ScenarioError, match="crime is later than the February 2007 rules"):
        load_scenario(sc, cards=cards)


def test_the_loader_names_a_wrong_whose():
    card = {"name": "Odd", "types": ["Creature"], "mana_cost": "{1}", "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "trigger": {"event": "commits_crime", "whose": "each"},
                           "effect": [{"do": "gain_life", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match="whose"):
        load_scenario(in_main_phase([obj("odd", card)], [], R26))


@pytest.mark.parametrize("card", [None, {"name": "Odd", "types": ["Creature"], "abilities": "not a list"}])
def test_a_malformed_inline_card_under_2007_is_refused_naming_the_field(card):
    """The check of mechanics later than 2007 leaves a malformed card to its own checks (found by the fuzz test)."""
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.card"):
        load_scenario(in_main_phase([obj("odd", card)], [], R07))
