"""Counts of the player an instruction is about (rulings/oracle/their_counts.py), played from real cards'
Oracle text (their_counts_cards.json: records copied from the pool): "Each player loses 1 life for each
creature they control" (Stronghold Discipline), "Target player loses 1 life for each tapped artifact they
control" (Burden of Greed), "~ deals damage to each player equal to the number of lands they control"
(Acidic Soil), "Each opponent mills cards equal to the number of cards in their hand" (Folio of
Fancies). Each player's own permanents, counted as the instruction is followed for that player (2007
413.2f; 2026 608.2h); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import activate, cited, in_main_phase, life, log, obj, p, zone_of

CARDS = Path(__file__).parent / "their_counts_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Stronghold Discipline", "Stern Judge", "Netherborn Phalanx", "Burden of Greed", "Acidic Soil", "Folio of Fancies"]
#: "untapped Forest" (no count of that description); "their graveyard"; what "they controlled that were destroyed this
#: way" (Emissary of Despair's "that player ... for each artifact they control", of a damage trigger, is
#: damaged_player_counts.py's now: test_damaged_player_counts.py)
NEAR_MISSES = ["Waiting in the Weeds", "Nature's Resurgence", "Deadly Tempest", "Liliana, Death Mage"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "their counts"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_their_count_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_their_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "Each player loses 1 life for each other creature they control.",  # other than what
    "Target player loses 1 life for each creature they control and draws a card.",
    "You lose 1 life for each creature they control.",  # who "they" are: not the subject
    "Each player loses 1 life for each creature card in their graveyard.",
])
def test_their_count_wordings_no_template_reads_whole_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": ["Sorcery"], "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_stronghold_discipline_makes_each_player_lose_life_for_their_own_creatures(cards, rules):
    objects = [obj("sd", "Stronghold Discipline", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4)), obj("bears", "Grizzly Bears"),
               obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob"), obj("b3", "Hill Giant", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sd", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 19, "Bob": 17}, log(replay)
    assert {R2007: "413.2b", R2026: "608.2c"}[rules] in cited(replay), sorted(cited(replay))  # the instructions in order


@pytest.mark.parametrize("rules", EDITIONS)
def test_burden_of_greed_counts_only_the_target_players_tapped_artifacts(cards, rules):
    objects = [obj("bog", "Burden of Greed", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp"), obj("s4", "Swamp"),
               obj("a1", "Folio of Fancies", owner="Bob", tapped=True), obj("a2", "Folio of Fancies", owner="Bob", tapped=True),
               obj("a3", "Folio of Fancies", owner="Bob"), obj("mine", "Folio of Fancies", tapped=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bog", "targets": ["Bob"],
                "mana_abilities": [{"object": f"s{i}"} for i in (1, 2, 3, 4)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)  # Bob's two tapped artifacts; not his untapped one, not Alice's
    assert {R2007: "409.1c", R2026: "601.2c"}[rules] in cited(replay), sorted(cited(replay))  # its target


@pytest.mark.parametrize("rules", EDITIONS)
def test_acidic_soil_deals_each_player_damage_for_their_own_lands(cards, rules):
    objects = [obj("soil", "Acidic Soil", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain"),
               obj("bob_land", "Island", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "soil", "mana_abilities": [{"object": f"m{i}"} for i in (1, 2, 3)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 17, "Bob": 19}, log(replay)  # Alice's three Mountains (tapped ones too); Bob's one Island


def test_folio_of_fancies_mills_each_opponent_as_many_cards_as_are_in_their_hand(cards):
    objects = [obj("folio", "Folio of Fancies"), obj("i", "Island"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("h1", "Grizzly Bears", owner="Bob", zone="hand"), obj("h2", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("mine", "Grizzly Bears", zone="hand"),
               *(obj(f"lib{i}", "Grizzly Bears", owner="Bob", zone="library") for i in range(4))]
    actions = [activate("folio", ability=2, mana_abilities=[{"object": "i"}, {"object": "m1"}, {"object": "m2"}]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    milled = sum(1 for i in range(4) if zone_of(replay, f"lib{i}") == "graveyard")
    assert milled == 2, log(replay)  # Bob's two cards in hand; Alice's hand doesn't count
    assert "701.17a" in cited(replay), sorted(cited(replay))  # mill
