""" "Put target artifact or creature card from a graveyard onto the battlefield under your control" (Beacon of
Unrest), "Put target land card from a graveyard ..." (Restore), and "Return up to three target Hero creature cards
from your graveyard to the battlefield" (Wondrous Revival): rulings/oracle/graveyard_put_onto_battlefield.py,
played from real cards' Oracle text (graveyard_put_onto_battlefield_cards.json: records copied from the pool). The
card enters under the control of the spell's controller, whoever owns it, a new object (2007 217.1c; 2026 400.7);
up to N targets may be fewer (2007 409.1c; 2026 601.2c). Cards that may be Auras stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_put_onto_battlefield_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}
PLAYED = ["Beacon of Unrest", "Restore", "The Eldest Reborn", "Wondrous Revival", "Salvation Engine"]
#: a second "up to one" target after the first; an enchantment card (it may be an Aura); "tapped" after "under your control"
NEAR_MISSES = ["Badlands Revival", "Campus Renovation", "Demon of Dark Schemes"]


def cast(cards, spell, lands, objects, targets, rules):
    objects = [obj("spell", spell, zone="hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)], *objects]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": targets}, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "graveyard put onto battlefield"), cards=cards))


def controller(replay, oid):
    return next(name for name, zones in replay.final_state["zones"].items() if any(o["id"] == oid for o in zones.get("in_play", ())))


@pytest.mark.parametrize("name", PLAYED)
def test_put_onto_battlefield_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_put_onto_battlefield_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_beacon_of_unrest_puts_an_opponents_artifact_card_onto_the_battlefield_under_your_control(cards, rules):
    replay = cast(cards, "Beacon of Unrest", ["Swamp"] * 5, [obj("ms", "Millstone", owner="Bob", zone="graveyard")], ["ms"], rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "ms") == "in_play" and controller(replay, "ms") == "Alice", log(replay)
    assert zone_of(replay, "spell") == "library"  # "Shuffle Beacon of Unrest into its owner's library."
    assert NEW_OBJECT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_beacon_of_unrest_can_not_target_an_enchantment_card(cards, rules):
    replay = cast(cards, "Beacon of Unrest", ["Swamp"] * 5, [obj("hs", "Holy Strength", owner="Bob", zone="graveyard")], ["hs"], rules)
    assert replay.steps[1].refused and zone_of(replay, "hs") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_restore_puts_a_land_card_from_any_graveyard_under_your_control(cards, rules):
    replay = cast(cards, "Restore", ["Forest", "Forest"], [obj("pl", "Plains", owner="Bob", zone="graveyard")], ["pl"], rules)
    assert not refused(replay), log(replay)
    assert controller(replay, "pl") == "Alice" and not objects_in(replay.final_state)["pl"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wondrous_revival_returns_the_hero_cards_chosen(cards, rules):
    heroes = [obj("spidey", "Spectacular Spider-Man", zone="graveyard"), obj("zuri", "Zuri, Warrior of Wakanda", zone="graveyard"),
              obj("bears", "Grizzly Bears", zone="graveyard")]
    replay = cast(cards, "Wondrous Revival", ["Plains"] * 6, heroes, ["spidey", "zuri"], rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "spidey") == "in_play" and zone_of(replay, "zuri") == "in_play" and zone_of(replay, "bears") == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_wondrous_revival_can_not_target_a_non_hero(cards, rules):
    replay = cast(cards, "Wondrous Revival", ["Plains"] * 6, [obj("bears", "Grizzly Bears", zone="graveyard")], ["bears"], rules)
    assert replay.steps[1].refused and zone_of(replay, "bears") == "graveyard", log(replay)
