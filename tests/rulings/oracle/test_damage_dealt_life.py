""" "You gain life equal to the damage dealt this way" (rulings/oracle/damage_dealt_life.py), played from real cards'
Oracle text (damage_dealt_life_cards.json: records copied from the pool): Creeping Bloodsucker ("this creature deals 1
damage to each opponent"), Corrupt ("deals damage to any target equal to the number of Swamps you control"), Rite of
Consumption. The damage actually dealt is counted (rulings/engine/life_events.py's `count_damage_dealt`): all of it,
even beyond a creature's toughness, and none that a prevention effect prevents (2007 419.7a; 2026 615.10)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "damage_dealt_life_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Corrupt", "Creeping Bloodsucker", "Rite of Consumption"]
#: "each other player": not read
NEAR_MISSES = ["Syphon Soul"]


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_damage_dealt_life_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_damage_dealt_life_stays_text_only(compiled, name):
    assert not compiled[name].played


def _alices_upkeep(cards, rules, bobs=()):
    doc = {"format": 1, "rules": rules, "name": "creeping bloodsucker", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
           "objects": [obj("cb", "Creeping Bloodsucker"), *bobs],
           "actions": [p("Alice"), p("Bob")]}
    return run(cards, doc)


@pytest.mark.parametrize("rules", EDITIONS)
def test_creeping_bloodsucker_gains_the_damage_it_dealt(cards, rules):
    replay = _alices_upkeep(cards, rules)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 21, "Bob": 19}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_creeping_bloodsucker_gains_nothing_of_prevented_damage(cards, rules):
    replay = _alices_upkeep(cards, rules, [obj("ua", "Urza's Armor", owner="Bob")])
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)
    assert {R2007: "419.7a", R2026: "615.10"}[rules] in cited(replay), sorted(cited(replay))  # the 1 damage prevented


@pytest.mark.parametrize("rules", EDITIONS)
def test_corrupt_gains_all_the_damage_dealt_to_a_creature(cards, rules):
    objects = [obj("c", "Corrupt", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(6)), obj("bear", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", "targets": ["bear"],
                "mana_abilities": [{"object": f"s{i}"} for i in range(6)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "corrupt"))
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 26, "Bob": 20} and zone_of(replay, "bear") == "graveyard", log(replay)
    assert {R2007: "413.2b", R2026: "608.2c"}[rules] in cited(replay), sorted(cited(replay))  # its instructions in order
