"""Wordings that count the spells a player has cast this turn (rulings/oracle/spells_cast_this_turn.py),
compiled from real cards (spells_cast_this_turn_cards.json: records copied from the pool) and played
under both editions: "This spell costs {2} less to cast if you've cast another spell this turn"
(Focus the Mind; the spell's own reduction, 2026 601.2f / 2007 409.1f, the spell itself not yet
cast as its cost is determined); "if you've cast two or more spells this turn" as a triggered ability's
intervening "if" (Loan Shark: 2026 603.4; 2007 404.3), an activated ability's "Activate only if"
(Xerex Strobe-Knight) and "enters with two +1/+1 counters on it if" (Effortless Master: a spell cast
counts itself); "for each spell you've cast this turn" / "the number of spells you've cast this turn" as
an amount (Aetherflux Reservoir, Noise Marine, Murmuration: counted once as the instruction is followed,
2026 608.2h; 2007 413.2f). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "spells_cast_this_turn_cards.json"
POOL_TOO = True  # Lightning Bolt and Grizzly Bears from the shared sample
R26, R07 = "2026-06-19", "2007-02-01"
BOTH = [R07, R26]
TOTAL_COST = {R26: "601.2f", R07: "409.1f"}
PLAYED = ["Focus the Mind", "Rally the Monastery", "Gigastorm Titan", "Loan Shark", "Xerex Strobe-Knight", "Stella Lee, Wild Card",
          "Effortless Master", "Aetherflux Reservoir", "Noise Marine", "Murmuration",
          "Stone Drake"]
#: "another instant or sorcery spell", "an instant or sorcery spell", "if an opponent cast two or more spells": kinds and
#: players the engine doesn't count
NEAR_MISSES = ["Mage Duel", "Stormwing Entity", "Ertai's Scorn", "Brightspear Zealot", "Illvoi Infiltrator", "Slick Sequence",
               "Thunder Salvo", "Rug of Smothering"]  # "other spells" with "2 plus"; "they've cast": not counted here
COUNTED_ONCE = {R26: "608.2h", R07: "413.2f"}
INTERVENING_IF = {R26: "603.4", R07: "404.3"}


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


@pytest.mark.parametrize("rules", [R26])  # plot is later than 2007: the engine refuses the card under the 2007 rules
@pytest.mark.parametrize("bolt_first,draws", [(True, 1), (False, 0)])
def test_loan_shark_draws_only_when_it_is_at_least_the_second_spell_this_turn(cards, rules, bolt_first, draws):
    objects = [obj("shark", "Loan Shark", zone="hand"), obj("bolt", "Lightning Bolt", zone="hand"), *lands("Mountain", 1),
               *lands("Island", 4), *library(2)]
    bolt = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "AMountain0"}]},
            p("Alice"), p("Bob")]
    shark = [{"type": "play_spell", "player": "Alice", "object": "shark", "mana_abilities": [{"object": f"AIsland{i}"} for i in range(4)]},
             p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = scenario(cards, rules, objects, (bolt if bolt_first else []) + shark)
    assert not refused(replay), log(replay)
    assert [zone_of(replay, f"Alib{i}") for i in range(2)].count("hand") == draws, log(replay)
    assert INTERVENING_IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("cast_before,allowed", [(2, True), (1, False)])
def test_xerex_strobe_knight_activates_only_after_two_spells_this_turn(cards, rules, cast_before, allowed):
    objects = [obj("xerex", "Xerex Strobe-Knight")]
    replay = scenario(cards, rules, objects, [{"type": "activate_ability", "player": "Alice", "object": "xerex", "ability": 2},
                                              p("Alice"), p("Bob")], cast_before=cast_before)
    tokens = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("token")]
    assert bool(refused(replay)) != allowed, log(replay)
    assert len(tokens) == (1 if allowed else 0)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("cast_before,size", [(1, (6, 5)), (0, (4, 3))])
def test_effortless_master_counts_itself_among_the_spells_cast_this_turn(cards, rules, cast_before, size):
    objects = [obj("master", "Effortless Master", zone="hand"), *lands("Island", 2), *lands("Mountain", 2)]
    replay = scenario(cards, rules, objects, [{"type": "play_spell", "player": "Alice", "object": "master"}, p("Alice"), p("Bob")],
                      cast_before=cast_before)
    assert not refused(replay), log(replay)
    assert pt(replay, "master") == size, log(replay)  # 4/3, and two +1/+1 counters as the second spell this turn


@pytest.mark.parametrize("rules", BOTH)
def test_aetherflux_reservoir_gains_1_life_for_each_spell_cast_this_turn_the_triggering_one_included(cards, rules):
    objects = [obj("flux", "Aetherflux Reservoir"), obj("bolt", "Lightning Bolt", zone="hand"), *lands("Mountain", 1)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = scenario(cards, rules, objects, actions, cast_before=2)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 23, "Bob": 17}, log(replay)  # the third spell this turn: 3 life
    assert COUNTED_ONCE[rules] in cited(replay)


def test_noise_marine_deals_damage_equal_to_the_spells_cast_this_turn_itself_included(cards):
    objects = [obj("marine", "Noise Marine", zone="hand"), *lands("Mountain", 4), *lands("Island", 2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "marine"}, p("Alice"), p("Bob"),  # cascade: an empty library
               p("Alice"), p("Bob", trigger_targets={"marine": ["Bob"]}), p("Alice"), p("Bob")]
    replay = scenario(cards, R26, objects, actions, cast_before=1)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 18, log(replay)  # a spell before it and Noise Marine itself


@pytest.mark.parametrize("text", [
    "This spell costs {2} less to cast if you've cast another instant or sorcery spell this turn.",
    "This spell costs {2} less to cast if you've cast two or more spells this turn.",
    "This spell costs {2} less to cast if an opponent has cast another spell this turn.",
    "This spell costs {2} less to cast for each other spell you've cast this turn.",
    "This spell costs {U} less to cast if you've cast another spell this turn.",
    "When you cast this spell, if you've cast two or more other spells this turn, draw a card.",
    "If you've cast two or more instant spells this turn, draw a card.",
])
def test_a_near_miss_wording_stays_text_only(text):
    card = {"name": "Zzq", "mana_cost": "{4}{U}", "types": ["Sorcery"], "supertypes": [], "subtypes": [],
            "text": text + "\nDraw a card.", "layout": "normal"}
    assert not compile_card(card).played
