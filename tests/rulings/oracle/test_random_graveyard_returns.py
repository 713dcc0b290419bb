""" "Return a creature card at random from your graveyard to your hand" (Haunted Fengraf), "Return two cards at random
from your graveyard to your hand" (Make a Wish) and the like: rulings/oracle/random_graveyard_returns.py,
rulings/engine/random_graveyard_returns.py, played from real cards' Oracle text (random_graveyard_returns_cards.json:
records copied from the pool). Chance picks the cards (the action's `choices` names what it picked), as many as
there are if fewer (2007 416.3; 2026 609.3); each is a new object in its owner's hand (2007 217.1c; 2026 400.7)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "random_graveyard_returns_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Haunted Fengraf", "Make a Wish", "Reap the Past", "Charmbreaker Devils", "Woodland Sleuth", "Viconia, Drow Apostate",
          "Ghoulraiser", "Surreal Memoir", "Exalted Flamer of Tzeentch"]
#: "then reorder your graveyard as you choose"; "at random ... to the battlefield": not read
NEAR_MISSES = ["Fossil Find", "Tomb Tyrant"]
AS_MUCH_AS_POSSIBLE = {R2007: "416.3", R2026: "609.3"}


@pytest.mark.parametrize("name", PLAYED)
def test_random_return_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_kind_is_read_as_a_target_phrases(compiled):
    [step] = compiled["Charmbreaker Devils"].definition["abilities"][0]["effect"]
    assert step == {"do": "return_at_random_from_graveyard", "amount": 1, "card": {"types": ["Instant", "Sorcery"]}}


def make_a_wish(cards, rules, graveyard, picked=None):
    objects = [obj("mw", "Make a Wish", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)),
               *(obj(oid, card, zone="graveyard") for oid, card in graveyard)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mw", "mana_abilities": [{"object": f"f{i}"} for i in range(4)]},
               p("Alice"), p("Bob", **({"choices": {"mw": {"cards": picked}}} if picked else {}))]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "make a wish"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_make_a_wish_returns_the_two_cards_chance_picked(cards, rules):
    replay = make_a_wish(cards, rules, [("a", "Grizzly Bears"), ("b", "Hill Giant"), ("c", "Island")], picked=["a", "c"])
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "a"), zone_of(replay, "b"), zone_of(replay, "c")) == ("hand", "graveyard", "hand"), log(replay)


def test_without_a_result_the_last_cards_put_there_stand_for_chance(cards):
    replay = make_a_wish(cards, R2026, [("a", "Grizzly Bears"), ("b", "Hill Giant"), ("c", "Island")])
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "a"), zone_of(replay, "b"), zone_of(replay, "c")) == ("graveyard", "hand", "hand"), log(replay)
    assert "no result was given" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_make_a_wish_with_one_card_there_returns_it(cards, rules):
    replay = make_a_wish(cards, rules, [("a", "Grizzly Bears")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "a") == "hand", log(replay)
    assert AS_MUCH_AS_POSSIBLE[rules] in cited(replay), sorted(cited(replay))


def fengraf(cards, rules, picked):
    objects = [obj("hf", "Haunted Fengraf"), *(obj(f"i{i}", "Island") for i in range(3)),
               obj("gb", "Grizzly Bears", zone="graveyard"), obj("is", "Island", zone="graveyard"), obj("hg", "Hill Giant", zone="graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "hf", "ability": 1,
                "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Alice"), p("Bob", choices={"hf": {"cards": picked}})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "haunted fengraf"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_haunted_fengraf_returns_the_creature_card_chance_picked(cards, rules):
    replay = fengraf(cards, rules, ["gb"])
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "gb"), zone_of(replay, "hg"), zone_of(replay, "is")) == ("hand", "graveyard", "graveyard"), log(replay)
    assert {R2007: "217.1c", R2026: "400.7"}[rules] in cited(replay)


def test_haunted_fengraf_refuses_a_result_that_isnt_a_creature_card(cards):
    replay = fengraf(cards, R2026, ["is"])
    assert refused(replay), log(replay)
