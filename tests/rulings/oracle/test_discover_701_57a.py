"""Discover N (2026 701.57a) on a real card, Primordial Gnawer ("When this creature dies,
discover 3."): the first nonland card with mana value 3 or less is cast without paying its
mana cost (608.2g) or, not cast, put into the hand; the rest go to the bottom. Later than
February 2007: the card is refused as it is cast under those rules, and a Gnawer already on
the battlefield discovers nothing under them, saying why."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def gnawer_dies(lookup, choices=None, rules=R26):
    objects = [obj("gnawer", "Primordial Gnawer"), obj("shock", "Shock", zone="hand"), obj("m0", "Mountain"),
               obj("mtn", "Mountain", zone="library"), obj("lions", "Savannah Lions", zone="library"),
               obj("bears", "Grizzly Bears", zone="library")]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if choices is not None:
        resolve["choices"] = {"gnawer": choices}
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["gnawer"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "pass_priority", "player": "Alice"}, resolve,
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    data = {"format": 1, "rules": rules, "name": "discover", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def zone_of(replay, oid):
    return next((zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                 if any(o["id"] == oid for o in objs)), None)


def test_primordial_gnawer_is_fully_played(pool):
    assert pool["Primordial Gnawer"].played
    [ability] = pool["Primordial Gnawer"].definition["abilities"]
    assert ability["effect"] == [{"do": "discover", "amount": 3}]


def test_the_discovered_card_is_cast_without_paying_its_mana_cost(lookup):
    replay = gnawer_dies(lookup, {"cast": True})
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "lions") == "in_play" and zone_of(replay, "gnawer") == "graveyard"
    assert zone_of(replay, "mtn") == "library" and zone_of(replay, "bears") == "library"
    said = [ev for st in replay.steps for ev in st.events if "discovers 3" in ev.text]
    assert said and said[0].citations[0].rule == "701.57a"


@pytest.mark.parametrize("choices", [None, {"cast": False}])
def test_a_discovered_card_not_cast_goes_into_the_hand(lookup, choices):
    replay = gnawer_dies(lookup, choices)
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "lions") == "hand"
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["library"]][0] == "mtn"  # the land, on the bottom


def test_under_2007_a_gnawer_on_the_battlefield_discovers_nothing_and_says_why(lookup):
    replay = gnawer_dies(lookup, {"cast": True}, rules=R07)
    assert zone_of(replay, "lions") == "library"
    assert any("later than the February 2007 rules" in ev.text for st in replay.steps for ev in st.events)


def test_under_2007_casting_a_card_that_discovers_is_refused(lookup):
    objects = [obj("gnawer", "Primordial Gnawer", zone="hand")] + [obj(f"s{i}", "Swamp") for i in range(5)]
    data = {"format": 1, "rules": R07, "name": "discover", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "play_spell", "player": "Alice", "object": "gnawer"}]}
    refused = run_scenario(load_scenario(data, cards=lookup)).steps[-1]
    assert refused.refused and refused.citations[0].rule == "502.1"


@pytest.mark.parametrize("text", [
    "Discover X, where X is that spell's mana value.",
    "Discover 10. If the discovered card's mana value is less than 10, create a number of tapped Treasure tokens equal to the difference.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": ["Sorcery"], "text": text}).played
