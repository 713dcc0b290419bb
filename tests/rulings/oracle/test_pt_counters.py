""" "{T}, Sacrifice this creature: Put a +1/+2 counter on target creature." (Armor Thrull), "Whenever this creature
blocks, put a -0/-1 counter on it." (Shield Sphere), "At the beginning of the upkeep of enchanted creature's
controller, put a -0/-1 counter on that creature." (Essence Flare), "This creature enters with X +1/+0 counters on
it." (Lightning Serpent), "Put a +2/+2 counter on this creature" (Fungus Elemental): power/toughness counters other
than +1/+1 and -1/-1 (2026 122.1a), read by rulings/oracle/pt_counters.py as the other templates read the same
paragraph with a +1/+1 (or -1/-1) counter, played by rulings/engine/pt_counters.py from real cards' Oracle text
(pt_counters_cards.json: records copied from the pool). They modify power and toughness with the other counters (2007
418.5a; 2026 613.4c), and are never removed in pairs with +1/+1 or -1/-1 counters (2026 704.5q names only those). A
cost that removes one (Ebon Praetor) and "Activate only during any upkeep step" (Dwarven Armory) stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, counters, in_main_phase, log, obj, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "pt_counters_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Armor Thrull", "Shield Sphere", "Fungus Elemental", "Essence Flare", "Lightning Serpent", "Baron Sengir"]
#: (Brass-Talon Chimera's "It gains first strike. (This effect lasts indefinitely.)" is read now: counters_then_it.py)
PLAYED += ["Brass-Talon Chimera"]
NEAR_MISSES = ["Ebon Praetor", "Dwarven Armory"]
LAYER = {R2007: "418.5a", R2026: "613.4c"}


def run(cards, doc):
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_pt_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_pt_counters_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_armor_thrull_puts_a_plus_one_plus_two_counter_on_its_target(cards, rules):
    objects = [obj("thrull", "Armor Thrull"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "thrull", "ability": 0, "targets": ["bears"]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "pt counters"))
    assert zone_of(replay, "thrull") == "graveyard", log(replay)
    assert counters(replay, "bears") == {"+1/+2": 1}, log(replay)
    assert pt(replay, "bears") == (3, 4), log(replay)
    assert LAYER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_plus_one_plus_two_counter_and_a_minus_one_counter_stay_apart(cards, rules):
    objects = [obj("thrull", "Armor Thrull"), obj("bears", "Grizzly Bears", counters={"-1/-1": 1})]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "thrull", "ability": 0, "targets": ["bears"]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "pt counters"))
    assert counters(replay, "bears") == {"+1/+2": 1, "-1/-1": 1}, log(replay)  # 704.5q removes +1/+1 and -1/-1 pairs only
    assert pt(replay, "bears") == (2, 3), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_essence_flare_shrinks_its_creatures_toughness_each_upkeep_until_it_dies(cards, rules):
    objects = [obj("bears", "Grizzly Bears", counters={"-0/-1": 1}), obj("flare", "Essence Flare", attached_to="bears")]
    doc = {**in_main_phase(objects, [p("Alice"), p("Bob")], rules, "pt counters"),
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}}
    replay = run(cards, doc)
    assert zone_of(replay, "bears") == "graveyard", log(replay)  # 4/0 (2007 420.5b; 2026 704.5f)
    assert {R2007: "420.5b", R2026: "704.5f"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_essence_flare_makes_a_bears_four_one_after_one_upkeep(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("flare", "Essence Flare", attached_to="bears")]
    doc = {**in_main_phase(objects, [p("Alice"), p("Bob")], rules, "pt counters"),
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}}
    replay = run(cards, doc)
    assert counters(replay, "bears") == {"-0/-1": 1} and pt(replay, "bears") == (4, 1), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lightning_serpent_enters_with_x_plus_one_plus_zero_counters(cards, rules):
    objects = [obj("serpent", "Lightning Serpent", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "serpent", "x": 2,
                "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "pt counters"))
    assert counters(replay, "serpent") == {"+1/+0": 2}, log(replay)
    assert pt(replay, "serpent") == (4, 1), log(replay)
