"""Wordings that count the spells a player has cast this turn (rulings/oracle/spells_cast_this_turn.py),
compiled from real cards (spells_cast_this_turn_cards.json: records copied from the pool) and played
under both editions: "This spell costs {2} less to cast if you've cast another spell this turn"
(Focus the Mind; the spell's own reduction, 2026 601.2f / 2007 409.1f, the spell itself not yet
cast as its cost is determined). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "spells_cast_this_turn_cards.json"
POOL_TOO = True  # Lightning Bolt and Grizzly Bears from the shared sample
R26, R07 = "2026-06-19", "2007-02-01"
BOTH = [R07, R26]
TOTAL_COST = {R26: "601.2f", R07: "409.1f"}
PLAYED = ["Focus the Mind", "Rally the Monastery", "Gigastorm Titan"]
#: "another instant or sorcery spell", "an instant or sorcery spell", "if an opponent cast two or more spells": kinds and
#: players the engine doesn't count
NEAR_MISSES = ["Mage Duel", "Stormwing Entity", "Ertai's Scorn"]


def scenario(cards, rules, objects, actions, cast_before=0):
    sc = in_main_phase(objects, actions, rules, "spells cast this turn")
    sc["players"][0]["spells_cast_this_turn"] = cast_before
    return run_scenario(load_scenario(sc, cards=cards))


def lands(card, n, owner="Alice"):
    return [obj(f"{owner[0]}{card}{i}", card, owner=owner) for i in range(n)]


def library(n, owner="Alice"):
    return [obj(f"{owner[0]}lib{i}", "Grizzly Bears", owner=owner, zone="library") for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_the_family_is_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_a_near_miss_card_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", BOTH)
def test_focus_the_mind_costs_2_less_after_another_spell_this_turn(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("ftm", "Focus the Mind", zone="hand"), obj("card", "Grizzly Bears", zone="hand"),
               *lands("Mountain", 1), *lands("Island", 3), *library(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "AMountain0"}]},
               p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "ftm", "mana_abilities": [{"object": f"AIsland{i}"} for i in range(3)]},
               p("Alice"), p("Bob", choices={"ftm": {"cards": ["card"]}})]
    replay = scenario(cards, rules, objects, actions)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "ftm") == "graveyard", log(replay)  # {4}{U} less {2}: three Islands paid for it
    assert TOTAL_COST[rules] in cited(replay)
    assert any(c.concept == "total_cost" and "own ability: {2} less (the condition holds (1 counted" in c.reason
               for st in replay.steps for e in st.events for c in e.citations), log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_focus_the_mind_costs_full_price_as_the_first_spell_of_the_turn(cards, rules):
    objects = [obj("ftm", "Focus the Mind", zone="hand"), *lands("Island", 3), *library(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ftm", "mana_abilities": [{"object": f"AIsland{i}"} for i in range(3)]}]
    replay = scenario(cards, rules, objects, actions)
    assert refused(replay), log(replay)  # {4}{U}: three Islands can't pay it; the spell doesn't count itself
    assert zone_of(replay, "ftm") == "hand"


@pytest.mark.parametrize("rules", BOTH)
def test_a_spell_cast_earlier_in_the_turn_counts_from_the_scenarios_start(cards, rules):
    objects = [obj("titan", "Gigastorm Titan", zone="hand"), *lands("Island", 2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "titan"}, p("Alice"), p("Bob")]
    replay = scenario(cards, rules, objects, actions, cast_before=1)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "titan") == "in_play", log(replay)  # {4}{U} less {3}: two Islands


@pytest.mark.parametrize("text", [
    "This spell costs {2} less to cast if you've cast another instant or sorcery spell this turn.",
    "This spell costs {2} less to cast if you've cast two or more spells this turn.",
    "This spell costs {2} less to cast if an opponent has cast another spell this turn.",
    "This spell costs {2} less to cast for each other spell you've cast this turn.",
    "This spell costs {U} less to cast if you've cast another spell this turn.",
])
def test_a_near_miss_wording_stays_text_only(text):
    card = {"name": "Zzq", "mana_cost": "{4}{U}", "types": ["Sorcery"], "supertypes": [], "subtypes": [],
            "text": text + "\nDraw a card.", "layout": "normal"}
    assert not compile_card(card).played
