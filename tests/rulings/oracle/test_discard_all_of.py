""" "Target player reveals their hand and discards all nonland cards" (Amnesia), "... all Trap cards" (Trapfinder's
Trick): rulings/oracle/discard_all_of.py, rulings/engine/discard_all_of.py, on real cards (discard_all_of_cards.json).
Every card of that quality is discarded, none chosen (2026 701.9a)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, p, refused

CARDS = Path(__file__).parent / "discard_all_of_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Amnesia", "Trapfinder's Trick"]
#: "with the same name as another card in their hand": not read here
NEAR_MISSES = ["Hint of Insanity"]


@pytest.mark.parametrize("name", PLAYED)
def test_discard_all_of_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_amnesia_reads_the_nonland_quality(compiled):
    assert compiled["Amnesia"].definition["effect"] == [{"do": "discard_all_of", "player": "target:0", "for": {"not_types": ["Land"]}}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_amnesia_discards_every_nonland_card_and_keeps_the_lands(cards, rules):
    objects = [obj("am", "Amnesia", zone="hand"), *(obj(f"i{i}", "Island") for i in range(6)),
               obj("bi", "Island", owner="Bob", zone="hand"), obj("bb", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "am", "targets": ["Bob"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(6)]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "discard all of"), cards=cards))
    assert not refused(replay), log(replay)
    zones = replay.final_state["zones"]["Bob"]
    assert [o["id"] for o in zones["hand"]] == ["bi"], log(replay)
    assert sorted(o["id"] for o in zones["graveyard"]) == ["bb", "bolt"]
    assert "Bob reveals their hand" in log(replay)
