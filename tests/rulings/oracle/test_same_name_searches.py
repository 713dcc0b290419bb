"""The searches of a target's controller's graveyard, hand and library for the cards with its name
(rulings/oracle/same_name_searches.py, rulings/engine/same_name_search.py), played from real cards' Oracle
text (same_name_searches_cards.json: records copied from the pool): "Exile target enchantment. Search its
controller's graveyard, hand, and library for all cards with the same name as that enchantment and exile
them. Then that player shuffles." (Scour), Eradicate, Splinter, Sowing Salt, Counterbore and Quash
("Counter target spell. ..."), Crumble to Dust ("any number of cards"). The name and the controller are
those of the target as it last existed (2007 413.2f; 2026 608.2h); a card with that name in a hidden zone
need not be found (2026 701.23b); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "same_name_searches_cards.json"
POOL_TOO = True  # Glorious Anthem, Divination, Coastal Tower and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Scour", "Eradicate", "Splinter", "Sowing Salt", "Counterbore", "Quash", "Crumble to Dust"]
#: "its owner's" of a target card in a graveyard, a condition, "then draws a card for each card exiled from
#: their hand this way", a card chosen from a revealed hand: not read
NEAR_MISSES = ["Extirpate", "Surgical Extraction", "Deicide", "Test of Talents", "The End", "Lobotomy"]
LKI = {R2007: "413.2f", R2026: "608.2h"}


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "same-name searches"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


def lands(kind, n):
    return [obj(f"{kind[0].lower()}{i}", kind) for i in range(n)]


def cast(oid, targets, land_ids):
    return {"type": "play_spell", "player": "Alice", "object": oid, "targets": targets,
            "mana_abilities": [{"object": x} for x in land_ids]}


ANTHEMS = [obj("a_play", "Glorious Anthem", owner="Bob"), obj("a_grave", "Glorious Anthem", owner="Bob", zone="graveyard"),
           obj("a_hand", "Glorious Anthem", owner="Bob", zone="hand"), obj("a_lib", "Glorious Anthem", owner="Bob", zone="library"),
           obj("other", "Divination", owner="Bob", zone="library"), obj("mine", "Glorious Anthem", zone="graveyard")]


@pytest.mark.parametrize("name", PLAYED)
def test_same_name_search_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_same_name_searches_stay_text_only(compiled, name):
    assert not compiled[name].played


def scour(cards, rules, found):
    objects = [obj("scour", "Scour", zone="hand"), *lands("Plains", 4), *ANTHEMS]
    actions = [cast("scour", ["a_play"], ["p0", "p1", "p2", "p3"]), p("Alice"), p("Bob", choices={"scour": {"cards": found}})]
    return objects, actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_scour_exiles_the_target_and_the_cards_found_with_its_name(cards, rules):
    replay = play(cards, *scour(cards, rules, ["a_grave", "a_hand", "a_lib"]), rules)
    for oid in ("a_play", "a_grave", "a_hand", "a_lib"):
        assert zone_of(replay, oid) == "removed_from_game", (oid, log(replay))
    assert zone_of(replay, "other") == "library" and zone_of(replay, "mine") == "graveyard", log(replay)  # Alice's isn't searched
    assert LKI[rules] in cited(replay), sorted(cited(replay))  # its name and controller, as it last existed


@pytest.mark.parametrize("rules", EDITIONS)
def test_scour_shuffles_the_targets_controllers_library(cards, rules):
    replay = play(cards, *scour(cards, rules, ["a_grave"]), rules)
    assert "Bob shuffles their library" in log(replay), log(replay)
    if rules == R2026:
        assert {"701.23a", "701.24a"} <= cited(replay), sorted(cited(replay))


def test_a_card_with_the_name_in_a_hidden_zone_need_not_be_found(cards):
    replay = play(cards, *scour(cards, R2026, ["a_grave"]), R2026)
    assert zone_of(replay, "a_hand") == "hand" and zone_of(replay, "a_lib") == "library", log(replay)
    assert "701.23b" in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_all_cards_must_find_those_in_the_graveyard(cards, rules):
    replay = run(cards, *scour(cards, rules, ["a_hand"]), rules)
    assert refused(replay) and "a_grave" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_crumble_to_dusts_any_number_may_leave_the_graveyards(cards, rules):
    objects = [obj("crumble", "Crumble to Dust", zone="hand"), *lands("Mountain", 4), obj("tower", "Coastal Tower", owner="Bob"),
               obj("t_grave", "Coastal Tower", owner="Bob", zone="graveyard"), obj("t_lib", "Coastal Tower", owner="Bob", zone="library")]
    actions = [cast("crumble", ["tower"], ["m0", "m1", "m2", "m3"]), p("Alice"), p("Bob", choices={"crumble": {"cards": ["t_lib"]}})]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "tower") == zone_of(replay, "t_lib") == "removed_from_game", log(replay)
    assert zone_of(replay, "t_grave") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_counterbore_exiles_the_countered_spell_from_the_graveyard_too(cards, rules):
    objects = [obj("bore", "Counterbore", zone="hand"), *lands("Island", 5), obj("shock", "Shock", owner="Bob", zone="hand"),
               obj("bm", "Mountain", owner="Bob"), obj("s_hand", "Shock", owner="Bob", zone="hand"),
               obj("s_lib", "Shock", owner="Bob", zone="library"), obj("x_lib", "Glorious Anthem", owner="Bob", zone="library")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["Alice"], "mana_abilities": [{"object": "bm"}]},
               p("Bob"), cast("bore", ["shock"], [f"i{i}" for i in range(5)]),
               p("Alice"), p("Bob", choices={"bore": {"cards": ["shock", "s_hand", "s_lib"]}})]
    replay = play(cards, objects, actions, rules)
    for oid in ("shock", "s_hand", "s_lib"):  # the countered Shock is in Bob's graveyard when the search is made
        assert zone_of(replay, oid) == "removed_from_game", (oid, log(replay))
    assert zone_of(replay, "x_lib") == "library", log(replay)
    assert replay.final_state["players"][0]["life"] == 20, log(replay)


def test_a_target_gone_before_it_resolves_counters_the_spell_and_searches_nothing(cards):
    objects = [obj("scour", "Scour", zone="hand"), *lands("Plains", 4), *ANTHEMS[:2],
               obj("boomerang", "Boomerang", owner="Bob", zone="hand"), *(obj(f"bi{i}", "Island", owner="Bob") for i in range(2))]
    actions = [cast("scour", ["a_play"], ["p0", "p1", "p2", "p3"]), p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "boomerang", "targets": ["a_play"],
                "mana_abilities": [{"object": "bi0"}, {"object": "bi1"}]}, p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert zone_of(replay, "a_play") == "hand" and zone_of(replay, "a_grave") == "graveyard", log(replay)
    assert "608.2b" in cited(replay), sorted(cited(replay))
