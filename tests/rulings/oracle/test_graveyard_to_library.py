""" "Put up to one target card from your graveyard on the bottom of your library" (Conjurer's Bauble), "on
top of your library" (Treason of Isengard, Biblioplex Assistant), "put up to one target card from a
graveyard on the bottom of its owner's library" (Swiftgear Drake): rulings/oracle/graveyard_to_library.py,
played from real cards' Oracle text (graveyard_to_library_cards.json: records copied from the pool). The
card goes to its owner's library (2007 217.1a; 2026 400.3); none may be chosen (2007 409.1c, 415.4; 2026
601.2c, 115.6). Two or more cards put there at once (their owner orders them) stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_to_library_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Conjurer's Bauble", "Swiftgear Drake", "Monastery Messenger", "Treason of Isengard", "Meldweb Curator", "Biblioplex Assistant"]
#: two or more cards on top of a library at once: their owner orders them, which the engine doesn't ask
NEAR_MISSES = ["Reinforcements", "Misinformation", "Bone Harvest"]
OWNERS_ZONE = {R2007: "217.1a", R2026: "400.3"}
ANNOUNCED = {R2007: "409.1c", R2026: "601.2c"}


def replay_of(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "graveyard to library"), cards=cards))


def library(replay, player="Alice"):
    return [o["id"] for o in replay.final_state["zones"][player]["library"]]


def bauble(cards, rules, targets):
    objects = [obj("cb", "Conjurer's Bauble"), obj("a1", "Grizzly Bears", zone="graveyard"), obj("top", "Island", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "cb", "ability": 0, "targets": targets}, p("Alice"), p("Bob")]
    return replay_of(cards, objects, actions, rules)


@pytest.mark.parametrize("name", PLAYED)
def test_up_to_one_to_library_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_two_or_more_to_the_top_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_conjurers_bauble_puts_the_card_on_the_bottom_then_draws_the_top_card(cards, rules):
    replay = bauble(cards, rules, ["a1"])
    assert not refused(replay), log(replay)
    assert library(replay) == ["a1"], log(replay)  # the Island on top was drawn, the Bears went to the bottom
    assert zone_of(replay, "top") == "hand"
    assert {OWNERS_ZONE[rules], ANNOUNCED[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_conjurers_bauble_with_no_target_still_draws(cards, rules):
    replay = bauble(cards, rules, [])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "a1") == "graveyard" and zone_of(replay, "top") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_biblioplex_assistant_puts_an_instant_on_top_of_its_owners_library(cards, rules):
    objects = [obj("ba", "Biblioplex Assistant", zone="hand"), *(obj(f"i{i}", "Island") for i in range(4)),
               obj("bolt", "Lightning Bolt", zone="graveyard"), obj("top", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ba", "mana_abilities": [{"object": f"i{i}"} for i in range(4)]},
               p("Alice"), p("Bob", trigger_targets={"ba": ["bolt"]}), p("Alice"), p("Bob")]
    replay = replay_of(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert library(replay) == ["top", "bolt"], log(replay)  # the last listed is the top card
    assert OWNERS_ZONE[rules] in cited(replay)


def test_treason_of_isengard_puts_an_instant_on_top_then_amasses(cards):
    objects = [obj("toi", "Treason of Isengard", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)),
               obj("bolt", "Lightning Bolt", zone="graveyard"), obj("top", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "toi", "targets": ["bolt"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = replay_of(cards, objects, actions, R2026)  # amass is later than the February 2007 rules
    assert not refused(replay), log(replay)
    assert library(replay) == ["top", "bolt"], log(replay)


def test_treason_of_isengard_cant_target_a_creature_card(cards):
    objects = [obj("toi", "Treason of Isengard", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)),
               obj("a1", "Grizzly Bears", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "toi", "targets": ["a1"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}]
    replay = replay_of(cards, objects, actions, R2026)
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_swiftgear_drake_puts_an_opponents_card_on_the_bottom_of_its_owners_library(cards, rules):
    objects = [obj("sd", "Swiftgear Drake", zone="hand"), *(obj(f"i{i}", "Island") for i in range(5)),
               obj("b1", "Grizzly Bears", owner="Bob", zone="graveyard"), obj("btop", "Island", owner="Bob", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sd", "mana_abilities": [{"object": f"i{i}"} for i in range(5)]},
               p("Alice"), p("Bob", trigger_targets={"sd": ["b1"]}), p("Alice"), p("Bob")]
    replay = replay_of(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert set(library(replay, "Bob")) == {"b1", "btop"} and library(replay, "Alice") == [], log(replay)
    assert OWNERS_ZONE[rules] in cited(replay)
