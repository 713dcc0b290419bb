"""Real cards whose abilities trigger at the beginning of a main phase: "At the beginning of each
player's first main phase, that player adds {G}{G}" (Eladamri's Vineyard), "At the beginning of your
first main phase, add {G}{G}" (Hulking Raptor), "Survival — At the beginning of your second main phase,
if this creature is tapped, ..." (Cautious Survivor). A main phase has no steps, but its beginning
triggers "at the beginning of" abilities (2007 300.5; 2026 603.2b); the first main phase is the
precombat one, the second the postcombat one (2007 305.1; 2026 505.1)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "main_phases_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
AT_THE_BEGINNING = {R26: "603.2b", R07: "300.5"}


def from_upkeep(objects, actions, rules, active="Alice") -> dict:
    """Alice and Bob in `active`'s upkeep of turn 3 (no draw: each library is empty but for a land)."""
    libraries = [obj(f"lib{who}", "Plains", owner=who, zone="library") for who in ("Alice", "Bob")]
    return {"format": 1, "rules": rules, "name": "main phases", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": active, "phase": "beginning", "step": "upkeep"},
            "objects": [*objects, *libraries], "actions": actions}


# into Alice's first main phase, where the main phase's trigger resolves
TO_MAIN = [{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, p("Alice"), p("Bob")]


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", [
    "At the beginning of your next main phase, add {G}{G}.",
    "At the beginning of each of your main phases, add {G}.",
    "At the beginning of each of your first main phase, add {G}.",
    "At the beginning of your first main phases, add {G}.",
    "Survival — At the beginning of your first main phase, if this creature is tapped, you gain 2 life.",
    "Survival — At the beginning of your second main phase, you gain 2 life.",
    "At the beginning of each player's first main phase, that player adds {G}{G} for each Forest they control.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", [R26, R07])
def test_eladamris_vineyard_gives_the_active_player_two_green_mana_in_their_first_main_phase(cards, rules):
    """Bob's turn: Bob adds {G}{G} and casts Grizzly Bears with it."""
    sc = from_upkeep([obj("vineyard", "Eladamri's Vineyard"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand")],
                     [{"type": "pass_until", "player": "Bob", "phase": "precombat_main"}, p("Bob"), p("Alice"),
                      {"type": "play_spell", "player": "Bob", "object": "bears"}, p("Bob"), p("Alice")], rules, active="Bob")
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert "Bob adds {G}{G}" in log(replay)
    assert zone_of(replay, "bears") == "in_play"
    assert AT_THE_BEGINNING[rules] in cited(replay)


def test_eladamris_vineyard_mana_unused_burns_under_2007_only(cards):
    """2007 300.3: mana left as the phase ends is lost and its player loses 1 life for each; 2026 500.5: it empties."""
    lives = {}
    for rules in (R07, R26):
        sc = from_upkeep([obj("vineyard", "Eladamri's Vineyard")],
                         [*TO_MAIN, {"type": "pass_until", "player": "Alice", "step": "beginning_of_combat"}], rules)
        replay = run_scenario(load_scenario(sc, cards=cards))
        assert not refused(replay), log(replay)
        lives[rules] = replay.final_state["players"][0]["life"]
    assert lives == {R07: 18, R26: 20}


def test_hulking_raptor_adds_its_mana_only_in_its_controllers_first_main_phase(cards):
    sc = from_upkeep([obj("raptor", "Hulking Raptor"), obj("bears", "Grizzly Bears", zone="hand")],
                     [{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, p("Alice"), p("Bob"),
                      {"type": "play_spell", "player": "Alice", "object": "bears"}, p("Alice"), p("Bob")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "in_play"
    assert "Alice adds {G}{G}" in log(replay)


def test_hulking_raptor_does_nothing_in_an_opponents_main_phase(cards):
    sc = from_upkeep([obj("raptor", "Hulking Raptor", owner="Bob")],
                     [{"type": "pass_until", "player": "Alice", "phase": "postcombat_main"}], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert "adds {G}{G}" not in log(replay)


def test_four_knocks_draws_at_the_first_main_phase_not_the_second(cards):
    sc = from_upkeep([obj("knocks", "Four Knocks", counters={"time": 4}), obj("top", "Island", zone="library")],
                     [p("Alice"), p("Bob"), *TO_MAIN, {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    hand = [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]]
    assert len(hand) == 2, log(replay)  # the draw step's card and Four Knocks' card


@pytest.mark.parametrize("rules", [R26, R07])
def test_cautious_survivor_gains_life_in_the_second_main_phase_when_tapped(cards, rules):
    sc = from_upkeep([obj("survivor", "Cautious Survivor", tapped=True)],
                     [{"type": "pass_until", "player": "Alice", "phase": "postcombat_main"}, p("Alice"), p("Bob")], rules)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert replay.final_state["players"][0]["life"] == 22
    assert {AT_THE_BEGINNING[rules], {R26: "603.4", R07: "404.3"}[rules]} <= cited(replay)


def test_cautious_survivor_untapped_doesnt_trigger(cards):
    sc = from_upkeep([obj("survivor", "Cautious Survivor")],
                     [{"type": "pass_until", "player": "Alice", "phase": "postcombat_main"}, p("Alice"), p("Bob")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert replay.final_state["players"][0]["life"] == 20


def test_cautious_survivor_doesnt_trigger_in_the_first_main_phase(cards):
    sc = from_upkeep([obj("survivor", "Cautious Survivor", tapped=True)],
                     [{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, p("Alice"), p("Bob")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert replay.final_state["players"][0]["life"] == 20


def test_tangleroot_gives_the_caster_of_a_creature_spell_green_mana(cards):
    sc = from_upkeep([obj("root", "Tangleroot"), obj("f", "Forest", owner="Bob"), obj("f2", "Forest", owner="Bob"),
                      obj("bears", "Grizzly Bears", owner="Bob", zone="hand")],
                     [{"type": "pass_until", "player": "Bob", "phase": "precombat_main"},
                      {"type": "play_spell", "player": "Bob", "object": "bears", "mana_abilities": [{"object": "f"}, {"object": "f2"}]}],
                     R26, active="Bob")
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert "Bob adds {G}" in log(replay)


def test_the_loader_names_a_trigger_step_that_is_no_phase_or_step():
    card = {"name": "Odd", "types": ["Enchantment"], "mana_cost": "{1}",
            "abilities": [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "third_main", "whose": "your"},
                           "effect": [{"do": "gain_life", "amount": 1}]}]}
    sc = from_upkeep([obj("odd", card)], [], R26)
    with pytest.raises(ScenarioError, match="step"):
        load_scenario(sc)
