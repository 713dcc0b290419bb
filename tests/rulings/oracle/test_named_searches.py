"""Searches for a card named another card's name (rulings/oracle/named_searches.py), played from real cards' Oracle
text (named_searches_cards.json: records copied from the pool): "{2}, {T}: Search your library for a card named
Festering Newt or Bubbling Cauldron, put it onto the battlefield tapped, then shuffle." (Bogbrew Witch), "... a card
named Dragonstorm Globe or Boulderborn Dragon, reveal it, put it into your hand, then shuffle." (Dragonstorm
Forecaster), Renowned Weaponsmith. A search for a stated quality, a name, need not find it (2026 701.23b); a card
with another name can't be found; near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "named_searches_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Renowned Weaponsmith", "Bogbrew Witch", "Dragonstorm Forecaster"]
#: "a card named X or an Equipment card", "a card named X and/or a card named Y"
NEAR_MISSES = ["Forging the Tyrite Sword", "Alpine Houndmaster"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "named searches"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


def activate(oid, found, lands=2, kind="Swamp"):
    objects = [obj(oid, {"witch": "Bogbrew Witch", "forecaster": "Dragonstorm Forecaster"}[oid]),
               *(obj(f"l{i}", kind) for i in range(lands)),
               obj("newt", "Festering Newt", zone="library"), obj("cauldron", "Bubbling Cauldron", zone="library"),
               obj("globe", "Dragonstorm Globe", zone="library"), obj("bears", "Grizzly Bears", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": oid, "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]},
               p("Alice"), p("Bob", **({"choices": {oid: {"cards": found}}} if found is not None else {}))]
    return objects, actions


@pytest.mark.parametrize("name", PLAYED)
def test_named_search_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_named_searches_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_bogbrew_witch_puts_the_named_card_onto_the_battlefield_tapped(cards, rules):
    replay = play(cards, *activate("witch", ["cauldron"]), rules)
    cauldron = next(o for pl in replay.final_state["zones"].values() for o in pl["in_play"] if o["id"] == "cauldron")
    assert cauldron["tapped"] and zone_of(replay, "newt") == "library", log(replay)
    assert "Alice shuffles their library" in log(replay), log(replay)
    if rules == R2026:
        assert {"701.23a", "701.24a"} <= cited(replay), sorted(cited(replay))


def test_either_name_may_be_found(cards):
    replay = play(cards, *activate("witch", ["newt"]), R2026)
    assert zone_of(replay, "newt") == "in_play" and zone_of(replay, "cauldron") == "library", log(replay)


def test_a_card_with_another_name_is_not_found(cards):
    replay = run(cards, *activate("witch", ["bears"]), R2026)
    assert refused(replay) and zone_of(replay, "bears") == "library", log(replay)


def test_the_named_card_need_not_be_found(cards):
    replay = play(cards, *activate("witch", []), R2026)
    assert zone_of(replay, "newt") == zone_of(replay, "cauldron") == "library" and "701.23b" in cited(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dragonstorm_forecaster_reveals_the_card_and_puts_it_into_the_hand(cards, rules):
    replay = play(cards, *activate("forecaster", ["globe"], kind="Island"), rules)
    assert zone_of(replay, "globe") == "hand", log(replay)
    assert "reveals it" in log(replay), log(replay)
