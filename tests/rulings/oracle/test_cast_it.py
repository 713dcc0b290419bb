"""Real cards with "When this creature enters, if you cast it [from your hand], ..." (Reiver Demon,
Coal Stoker, Iridescent Tiger): an intervening "if" (2007 404.3; 2026 603.4) about how the permanent's
spell was cast; a creature put onto the battlefield without being cast (Zombify) doesn't trigger it."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "cast_it_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
IF = {R26: "603.4", R07: "404.3"}


def swamps(n, owner="Alice"):
    return [obj(f"s{i}", "Swamp", owner=owner) for i in range(n)]


def paid_by(n):
    return [{"object": f"s{i}"} for i in range(n)]


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", [
    "Whenever a creature enters, if you cast it from your hand, draw a card.",
    "When this creature enters, if you cast it from exile, draw a card.",
    "When this creature enters, if you didn't cast it, draw a card.",
    "When this creature enters, if you cast it from your hand and you control a Swamp, draw a card.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", [R26, R07])
def test_reiver_demon_cast_from_hand_destroys_nonartifact_nonblack_creatures(cards, rules):
    sc = in_main_phase([obj("demon", "Reiver Demon", zone="hand"), *swamps(8), obj("bears", "Grizzly Bears", owner="Bob")],
                       [{"type": "play_spell", "player": "Alice", "object": "demon", "mana_abilities": paid_by(8)},
                        p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "demon"), zone_of(replay, "bears")) == ("in_play", "graveyard")
    assert IF[rules] in cited(replay)
    assert ("701.8a" in cited(replay)) == (rules == R26)  # "destroy" (2026 701.8a); 2007 has only its graveyard rule


@pytest.mark.parametrize("rules", [R26, R07])
def test_reiver_demon_put_onto_the_battlefield_without_being_cast_doesnt_trigger(cards, rules):
    sc = in_main_phase([obj("demon", "Reiver Demon", zone="graveyard"), obj("zombify", "Zombify", zone="hand"), *swamps(4),
                        obj("bears", "Grizzly Bears", owner="Bob")],
                       [{"type": "play_spell", "player": "Alice", "object": "zombify", "targets": ["demon"], "mana_abilities": paid_by(4)},
                        p("Alice"), p("Bob")], rules)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "demon"), zone_of(replay, "bears")) == ("in_play", "in_play")
    assert "does not trigger" in log(replay) and IF[rules] in cited(replay)


def test_the_condition_is_said_in_the_editions_words(cards):
    words = {}
    for rules in (R26, R07):
        sc = in_main_phase([obj("demon", "Reiver Demon", zone="graveyard"), obj("zombify", "Zombify", zone="hand"), *swamps(4)],
                           [{"type": "play_spell", "player": "Alice", "object": "zombify", "targets": ["demon"], "mana_abilities": paid_by(4)},
                            p("Alice"), p("Bob")], rules)
        words[rules] = log(run_scenario(load_scenario(sc, cards=cards)))
    assert "it was cast from its controller's hand" in words[R26]
    assert "it was played from its controller's hand" in words[R07]


def test_coal_stoker_adds_three_red_mana_that_pays_for_another_spell(cards):
    sc = in_main_phase([obj("stoker", "Coal Stoker", zone="hand"), *[obj(f"m{i}", "Mountain") for i in range(4)],
                        obj("giant", "Hill Giant", zone="hand"), obj("m4", "Mountain")],
                       [{"type": "play_spell", "player": "Alice", "object": "stoker", "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
                        p("Alice"), p("Bob"), p("Alice"), p("Bob"),
                        {"type": "play_spell", "player": "Alice", "object": "giant", "mana_abilities": [{"object": "m4"}]}, p("Alice"), p("Bob")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "giant") == "in_play"


def test_iridescent_tiger_triggers_when_cast(cards):
    sc = in_main_phase([obj("tiger", "Iridescent Tiger", zone="hand"), *[obj(f"m{i}", "Mountain") for i in range(5)]],
                       [{"type": "play_spell", "player": "Alice", "object": "tiger", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]},
                        p("Alice"), p("Bob"), p("Alice"), p("Bob")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert replay.final_state["players"][0]["mana_pool"] == {"W": 1, "U": 1, "B": 1, "R": 1, "G": 1, "C": 0}


def test_the_loader_names_a_wrong_source_was_cast():
    card = {"name": "Odd", "types": ["Creature"], "mana_cost": "{1}", "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "if": {"source_was_cast": "library"},
                           "effect": [{"do": "gain_life", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match="source_was_cast"):
        load_scenario(in_main_phase([obj("odd", card)], [], R26))
