"""Searches of another player's library (rulings/oracle/their_library_searches.py,
rulings/engine/their_library_search.py), played from real cards' Oracle text (their_library_searches_cards.json:
records copied from the pool): "Search target player's library for a card and exile it. Then that player
shuffles." (Extract), "... for three cards and exile them" (Jester's Cap), "... for up to seven cards ..."
(Denying Wind), "Search target opponent's library for a creature card and put that card onto the battlefield
under your control. Then that player shuffles." (Bribery, Acquire). A search for a quantity must find that
many (2026 701.23d), one for a stated quality need not (701.23b); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "their_library_searches_cards.json"
POOL_TOO = True  # Grizzly Bears, Glorious Anthem and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Extract", "Jester's Cap", "Denying Wind", "Bribery", "Acquire"]
#: "exile it face down" and playing it, "with flashback ... into that player's graveyard", "up to X cards, where X
#: is", "until the beginning of your next upkeep, you may play that card", "Destroy all creatures, then search"
NEAR_MISSES = ["Praetor's Grasp", "Quiet Speculation", "Nightmare Incursion", "Grinning Totem", "Life's Finale"]

BOB_LIBRARY = [obj("b1", "Grizzly Bears", owner="Bob", zone="library"), obj("b2", "Glorious Anthem", owner="Bob", zone="library"),
               obj("b3", "Hill Giant", owner="Bob", zone="library"), obj("b4", "Island", owner="Bob", zone="library")]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "their library"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


def cast(card, lands, land_kind, found, target="Bob"):
    objects = [obj("spell", card, zone="hand"), *(obj(f"l{i}", land_kind) for i in range(lands)), *BOB_LIBRARY]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": [target],
                "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]},
               p("Alice"), p("Bob", **({"choices": {"spell": {"cards": found}}} if found is not None else {}))]
    return objects, actions


@pytest.mark.parametrize("name", PLAYED)
def test_their_library_search_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_library_searches_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_extract_exiles_the_card_alice_finds_in_bobs_library_and_bob_shuffles(cards, rules):
    replay = play(cards, *cast("Extract", 1, "Island", ["b3"]), rules)
    assert zone_of(replay, "b3") == "removed_from_game", log(replay)
    assert all(zone_of(replay, o) == "library" for o in ("b1", "b2", "b4")), log(replay)
    assert "Alice searches Bob's library" in log(replay) and "Bob shuffles their library" in log(replay), log(replay)
    if rules == R2026:
        assert {"701.23a", "701.24a"} <= cited(replay), sorted(cited(replay))


def test_a_search_for_a_card_must_find_one(cards):
    replay = run(cards, *cast("Extract", 1, "Island", []), R2026)
    assert refused(replay) and "701.23d" in cited(replay), log(replay)


def test_denying_wind_may_find_fewer_than_seven(cards):
    replay = play(cards, *cast("Denying Wind", 9, "Island", ["b1", "b2"]), R2026)
    assert zone_of(replay, "b1") == zone_of(replay, "b2") == "removed_from_game", log(replay)
    assert zone_of(replay, "b3") == zone_of(replay, "b4") == "library", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_bribery_puts_the_creature_found_onto_the_battlefield_under_alices_control(cards, rules):
    replay = play(cards, *cast("Bribery", 5, "Island", ["b3"]), rules)
    giant = next(o for pl in replay.final_state["zones"].values() for o in pl["in_play"] if o["id"] == "b3")
    assert giant["controller"] == "Alice" and giant["owner"] == "Bob", log(replay)
    assert zone_of(replay, "b1") == "library", log(replay)


def test_bribery_finds_only_a_creature_card(cards):
    replay = run(cards, *cast("Bribery", 5, "Island", ["b2"]), R2026)
    assert refused(replay) and zone_of(replay, "b2") == "library", log(replay)


def test_bribery_need_not_find_a_creature(cards):
    replay = play(cards, *cast("Bribery", 5, "Island", []), R2026)
    assert zone_of(replay, "b1") == zone_of(replay, "b3") == "library" and "701.23b" in cited(replay), log(replay)


def test_jesters_cap_exiles_three_cards(cards):
    objects = [obj("cap", "Jester's Cap"), obj("l0", "Island"), obj("l1", "Island"), *BOB_LIBRARY]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "cap", "targets": ["Bob"],
                "mana_abilities": [{"object": "l0"}, {"object": "l1"}]},
               p("Alice"), p("Bob", choices={"cap": {"cards": ["b1", "b2", "b4"]}})]
    replay = play(cards, objects, actions, R2026)
    assert [zone_of(replay, o) for o in ("b1", "b2", "b3", "b4")] == ["removed_from_game", "removed_from_game", "library",
                                                                     "removed_from_game"], log(replay)
    assert zone_of(replay, "cap") == "graveyard", log(replay)
