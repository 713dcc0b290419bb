"""Real cards with morbid's "if a creature died this turn" (Morkrut Banshee, Bulette): an intervening
"if" (2007 404.3; 2026 603.4), true once any player's creature has died this turn (2026 700.4), counted
by the engine as it dies or given by the scenario's `turn.creatures_died`."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "morbid_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
IF = {R26: "603.4", R07: "404.3"}


def banshee(cards, rules, kill_first: bool, died_before: int = 0):
    """Alice (Bolt first, if `kill_first`, at Bob's Grizzly Bears) casts Morkrut Banshee targeting Bob's Hill Giant."""
    objects = [obj("banshee", "Morkrut Banshee", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(5)], obj("m", "Mountain"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"), obj("giant", "Hill Giant", owner="Bob")]
    actions = []
    if kill_first:
        actions += [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
                    p("Alice"), p("Bob")]
    actions += [{"type": "play_spell", "player": "Alice", "object": "banshee", "mana_abilities": [{"object": f"s{i}"} for i in range(5)]},
                p("Alice"), p("Bob", trigger_targets={"banshee": ["giant"]}), p("Alice"), p("Bob")]
    sc = in_main_phase(objects, actions, rules)
    if died_before:
        sc["turn"]["creatures_died"] = died_before
    return run_scenario(load_scenario(sc, cards=cards))


def test_the_cards_are_fully_played(compiled):
    assert compiled["Morkrut Banshee"].played and compiled["Bulette"].played and compiled["Reaper from the Abyss"].played


@pytest.mark.parametrize("text", [
    "Morbid — When this creature enters, if a creature died last turn, draw a card.",
    "Morbid — This spell costs {3} less to cast if a creature died this turn.",
    "Morbid — When this creature enters, if two creatures died this turn, draw a card.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Creature"], "power": "1", "toughness": "1", "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", [R26, R07])
def test_morkrut_banshee_shrinks_its_target_after_a_creature_died_this_turn(cards, rules):
    replay = banshee(cards, rules, kill_first=True)
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "bears"), zone_of(replay, "giant")) == ("graveyard", "graveyard")
    assert IF[rules] in cited(replay)


def test_morkrut_banshee_doesnt_trigger_when_no_creature_died(cards):
    replay = banshee(cards, R26, kill_first=False)
    assert zone_of(replay, "giant") == "in_play"


def test_a_creature_that_died_before_the_scenario_counts(cards):
    replay = banshee(cards, R26, kill_first=False, died_before=1)
    assert zone_of(replay, "giant") == "graveyard"


def test_bulette_grows_at_the_end_step_only_after_a_death(cards):
    objects = [obj("bulette", "Bulette"), obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R26), cards=cards))
    assert not refused(replay), log(replay)
    bulette = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "bulette")
    assert bulette["counters"] == {"+1/+1": 1}, log(replay)


def test_the_count_of_deaths_starts_again_each_turn(cards):
    sc = in_main_phase([obj("bulette", "Bulette", owner="Bob"), obj("top", "Swamp", owner="Bob", zone="library")], [
        {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob"),  # into Bob's turn 4
        {"type": "pass_until", "player": "Bob", "step": "end_of_turn"}, p("Bob"), p("Alice")], R26)
    sc["turn"]["creatures_died"] = 2  # deaths of Alice's turn 3, not of Bob's turn 4
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert "Turn 4" in log(replay)
    assert next(o for o in replay.final_state["zones"]["Bob"]["in_play"] if o["id"] == "bulette")["counters"] == {}


def test_a_death_before_the_scenario_makes_bulette_grow(cards):
    sc = in_main_phase([obj("bulette", "Bulette")], [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")], R26)
    sc["turn"]["creatures_died"] = 1
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "bulette")["counters"] == {"+1/+1": 1}


def test_the_loader_names_a_wrong_creatures_died():
    sc = in_main_phase([], [], R26)
    sc["turn"]["creatures_died"] = -1
    with pytest.raises(ScenarioError, match="turn.creatures_died"):
        load_scenario(sc)
