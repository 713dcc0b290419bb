"""Delirium and revolt (ability words, 2026 207.2c, naming a condition): "if there are four or more card types
among cards in your graveyard" and "if a permanent left the battlefield under your control this turn", as a
triggered ability's intervening "if" (2007 404.3; 2026 603.4) or an instruction's condition (2007 413.2b; 2026
608.2c): Airdrop Aeronauts, Decommission, Ishkanah, Grafwidow."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, life, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "delirium_revolt_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


def test_the_cards_are_fully_played(compiled):
    assert all(compiled[n].played for n in ("Airdrop Aeronauts", "Decommission", "Ishkanah, Grafwidow"))


@pytest.mark.parametrize("text", [
    "Revolt — When this creature enters, if you attacked this turn, you gain 5 life.",  # the word names another condition
    "Delirium — When this creature enters, if a permanent left the battlefield under your control this turn, draw a card.",
    "When this creature enters, if there are four or more card types among cards in an opponent's graveyard, draw a card.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


def aeronauts(rules, left_before=False, sacrifice_first=False):
    """Alice casts Airdrop Aeronauts ({3}{W}{W}); Bob's Shock on her Ornithopter first, if `sacrifice_first`."""
    objects = [obj("aa", "Airdrop Aeronauts", zone="hand"), *[obj(f"pl{i}", "Plains") for i in range(5)], obj("thopter", "Ornithopter"),
               obj("shock", "Shock", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = []
    if sacrifice_first:
        actions += [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["thopter"],
                                 "mana_abilities": [{"object": "m"}]}, p("Bob"), p("Alice")]
    actions += [{"type": "play_spell", "player": "Alice", "object": "aa", "mana_abilities": [{"object": f"pl{i}"} for i in range(5)]},
                p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    sc = in_main_phase(objects, actions, rules)
    if left_before:
        sc["players"][0]["permanent_left_this_turn"] = True
    return sc


@pytest.mark.parametrize("rules", BOTH)
def test_revolt_doesnt_trigger_when_no_permanent_left(cards, rules):
    replay = run_scenario(load_scenario(aeronauts(rules), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 20


@pytest.mark.parametrize("rules", BOTH)
def test_revolt_triggers_after_a_permanent_of_yours_left_the_battlefield_this_turn(cards, rules):
    replay = run_scenario(load_scenario(aeronauts(rules, sacrifice_first=True), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["thopter"]["zone"] == "graveyard"
    assert life(replay)["Alice"] == 25


def test_a_permanent_that_left_before_the_scenario_counts_when_the_player_says_so(cards):
    replay = run_scenario(load_scenario(aeronauts("2026-06-19", left_before=True), cards=cards))
    assert life(replay)["Alice"] == 25, log(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("kinds, spiders", [(3, 0), (4, 3)])
def test_delirium_counts_the_card_types_in_the_graveyard(cards, rules, kinds, spiders):
    graveyard = [obj("g1", "Forest", zone="graveyard"), obj("g2", "Grizzly Bears", zone="graveyard"),
                 obj("g3", "Lightning Bolt", zone="graveyard"), obj("g4", "Divination", zone="graveyard")][:kinds]
    sc = in_main_phase([obj("ish", "Ishkanah, Grafwidow", zone="hand"), *[obj(f"f{i}", "Forest") for i in range(5)], *graveyard],
                       [{"type": "play_spell", "player": "Alice", "object": "ish", "mana_abilities": [{"object": f"f{i}"} for i in range(5)]},
                        p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert sum(1 for o in objects_in(replay.final_state).values() if o["name"] == "Spider") == spiders
