""" "Return two target cards from an opponent's graveyard to their hand" (Nullmage, Pulsemage, Spurnmage Advocate) and
"Its controller mills two cards" after a target creature's sentence (Zulaport Duelist): rulings/oracle/
opponent_graveyard_returns.py, played from real cards' Oracle text (opponent_graveyard_returns_cards.json: records
copied from the pool). The two cards are distinct targets in one graveyard (2007 409.1c; 2026 115.3, 601.2c), each
returned to its owner's hand, a new object (2007 217.1c; 2026 400.7)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "opponent_graveyard_returns_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Nullmage Advocate", "Pulsemage Advocate", "Spurnmage Advocate", "Zulaport Duelist"]
#: "That creature doesn't untap during its controller's next untap step" after the mill: not read here
NEAR_MISSES = ["Glacial Grasp"]


@pytest.mark.parametrize("name", PLAYED)
def test_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_a_countered_spells_controller_still_mills_through_the_counterspell_reading(compiled):
    """ "Counter target spell. Its controller mills two cards." (Psychic Strike): not this module's "its" (a spell, not a
    creature), passed on to counterspells.py."""
    assert compiled["Psychic Strike"].played, compiled["Psychic Strike"].why_not


def test_the_two_cards_are_distinct_targets_in_one_opponents_graveyard(compiled):
    specs = compiled["Nullmage Advocate"].definition["abilities"][0]["targets"][:2]
    assert all(s == {"distinct": True, "owner": "opponent", "single_graveyard": True, "zone": "graveyard"} for s in specs)


def advocate(cards, rules, targets):
    objects = [obj("na", "Nullmage Advocate"), obj("orn", "Ornithopter", owner="Bob"),
               obj("g1", "Grizzly Bears", owner="Bob", zone="graveyard"), obj("g2", "Hill Giant", owner="Bob", zone="graveyard"),
               obj("g3", "Island", owner="Bob", zone="graveyard"), obj("mine", "Grizzly Bears", zone="graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "na", "targets": targets}, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "nullmage advocate"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_nullmage_advocate_returns_two_cards_to_their_owners_hand_and_destroys_the_artifact(cards, rules):
    replay = advocate(cards, rules, ["g1", "g2", "orn"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "g1") == "hand" and zone_of(replay, "g2") == "hand" and zone_of(replay, "g3") == "graveyard", log(replay)
    assert [o["id"] for o in replay.final_state["zones"]["Bob"]["hand"]] and zone_of(replay, "orn") == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_nullmage_advocate_cant_target_its_controllers_own_graveyard(cards, rules):
    replay = advocate(cards, rules, ["g1", "mine", "orn"])
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target, milled", [(["gb"], 2), ([], 0)])
def test_zulaport_duelist_makes_the_targets_controller_mill_two(cards, rules, target, milled):
    objects = [obj("zd", "Zulaport Duelist", zone="hand"), obj("i0", "Island"), obj("gb", "Grizzly Bears", owner="Bob"),
               *(obj(f"b{i}", "Island", owner="Bob", zone="library") for i in range(3)),
               *(obj(f"a{i}", "Island", zone="library") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "zd", "mana_abilities": [{"object": "i0"}]},
               p("Alice"), p("Bob", trigger_targets={"zd": target}), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "zulaport duelist"), cards=cards))
    assert not refused(replay), log(replay)
    assert len(replay.final_state["zones"]["Bob"]["graveyard"]) == milled, log(replay)
    assert len(replay.final_state["zones"]["Alice"]["graveyard"]) == 0
