"""Real storage and depletion lands of rulings/oracle/mana_abilities_more.py, played from their compiled
Oracle text (mana_abilities_more_cards.json: records copied from the pool): storage counters put on by an
activated ability or an upkeep trigger with an intervening "if" (2007 404.3; 2026 603.4) and removed, any
number of them, to pay a mana ability (2007 406.1; 2026 605.1a, 107.1c); depletion counters a land
enters with (2007 419.1b; 2026 614.1c) and the sacrifice once the last one is gone."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "mana_abilities_more_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
MANA_ABILITY = {R2007: "406.1", R2026: "605.1a"}


def play(cards, objects, actions, rules, refusals=False, **turn):
    doc = in_main_phase(objects, actions, rules)
    doc["turn"].update(turn)
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert refusals or not any(st.refused for st in replay.steps), log(replay)
    return replay


def activate(oid, ability, **more):
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, **more}


def pool(replay):
    return {k: v for k, v in replay.final_state["players"][0]["mana_pool"].items() if v}


def found(replay, oid):
    """(zone, counters) of an object at the end of a replay."""
    for zones in replay.final_state["zones"].values():
        for zone, objs in zones.items():
            for o in objs:
                if o["id"] == oid:
                    return zone, {k: v for k, v in (o.get("counters") or {}).items() if v}
    return None


def test_the_cards_are_fully_played(compiled):
    for name, card in compiled.items():
        assert card.played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_saprazzan_coves_tap_ability_puts_a_storage_counter_on_it(cards, rules):
    replay = play(cards, [obj("cove", "Saprazzan Cove")], [activate("cove", 1), p("Alice"), p("Bob")], rules)
    assert found(replay, "cove") == ("in_play", {"storage": 1})
    assert pool(replay) == {}  # not a mana ability: it went on the stack and adds no mana


@pytest.mark.parametrize("rules", EDITIONS)
def test_mage_ring_networks_storage_ability_costs_its_mana(cards, rules):
    objects = [obj("ring", "Mage-Ring Network"), obj("wastes", "Mage-Ring Network")]
    replay = play(cards, objects, [activate("ring", 1, mana_abilities=[{"object": "wastes"}]), p("Alice"), p("Bob")], rules)
    assert found(replay, "ring") == ("in_play", {"storage": 1})


@pytest.mark.parametrize("rules", EDITIONS)
def test_removing_storage_counters_adds_one_mana_for_each_removed(cards, rules):
    replay = play(cards, [obj("cove", "Saprazzan Cove", counters={"storage": 3})],
                  [activate("cove", 2, pay={"remove_counters": 2})], rules)
    assert pool(replay) == {"U": 2}
    assert found(replay, "cove") == ("in_play", {"storage": 1})
    assert "Alice removes 2 storage counters from Saprazzan Cove as a cost." in log(replay)
    assert MANA_ABILITY[rules] in cited(replay)
    assert ("107.1c" in cited(replay)) == (rules == R2026)  # "any number" may be zero: a rule of 2026 only


@pytest.mark.parametrize("rules", EDITIONS)
def test_removing_no_storage_counters_adds_no_mana_and_still_taps_the_land(cards, rules):
    replay = play(cards, [obj("vault", "Bottomless Vault", counters={"storage": 2})], [activate("vault", 3)], rules)
    assert pool(replay) == {}
    assert found(replay, "vault") == ("in_play", {"storage": 2})
    assert replay.final_state["zones"]["Alice"]["in_play"][0]["tapped"]


def test_removing_more_storage_counters_than_the_land_has_is_refused(cards):
    replay = play(cards, [obj("hangar", "Subterranean Hangar", counters={"storage": 1})],
                  [activate("hangar", 2, pay={"remove_counters": 2})], R2026, refusals=True)
    assert replay.steps[-1].refused
    assert "has 1 storage counter(s), so 2 can't be removed" in log(replay)
    assert pool(replay) == {}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("tapped, after", [(True, {"storage": 2}), (False, {"storage": 1})])
def test_bottomless_vault_gets_a_storage_counter_in_upkeep_only_if_tapped(cards, rules, tapped, after):
    replay = play(cards, [obj("vault", "Bottomless Vault", counters={"storage": 1}, tapped=tapped)], [p("Alice"), p("Bob")], rules,
                  phase="beginning", step="upkeep")
    assert found(replay, "vault") == ("in_play", after)
    assert {R2007: "404.3", R2026: "603.4"}[rules] in cited(replay)  # the intervening "if", checked as the step begins
    assert ("Bottomless Vault's ability does not trigger: the condition (the permanent is tapped) is false." in log(replay)) != tapped


@pytest.mark.parametrize("rules", EDITIONS)
def test_peat_bog_enters_tapped_with_two_depletion_counters(cards, rules):
    replay = play(cards, [obj("bog", "Peat Bog", zone="hand")], [{"type": "play_land", "player": "Alice", "object": "bog"}], rules)
    bog = replay.final_state["zones"]["Alice"]["in_play"][0]
    assert bog["tapped"] and found(replay, "bog") == ("in_play", {"depletion": 2})


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("counters, zone, left", [(2, "in_play", {"depletion": 1}), (1, "graveyard", {})])
def test_peat_bog_is_sacrificed_once_its_last_depletion_counter_is_removed(cards, rules, counters, zone, left):
    replay = play(cards, [obj("bog", "Peat Bog", counters={"depletion": counters})], [activate("bog", 1)], rules)
    assert pool(replay) == {"B": 2}
    assert found(replay, "bog") == (zone, left)
    assert MANA_ABILITY[rules] in cited(replay)


def test_peat_bog_without_a_depletion_counter_cant_be_tapped_for_mana(cards):
    replay = play(cards, [obj("bog", "Peat Bog")], [activate("bog", 1)], R2026, refusals=True)
    assert replay.steps[-1].refused and pool(replay) == {}


LAND = {"name": "Near Miss", "mana_cost": "", "types": ["Land"], "power": None, "toughness": None}


@pytest.mark.parametrize("text", [
    "{T}, Remove any number of storage counters from this land: Add {B}{B} for each storage counter removed this way.",
    "{T}, Remove X storage counters from this land: Add X mana in any combination of colors.",
    "{1}, Remove X storage counters from this land: Add X mana of any one color.",
    "{T}, Remove any number of charge counters from this land: Add {B} for each charge counter removed this way.",
    "At the beginning of your upkeep, if this land is untapped, put a storage counter on it.",
    "{T}, Remove a depletion counter from this land: Add {G}{G}. If there are no depletion counters on this land, you lose 1 life.",
    "This land enters tapped with X depletion counters on it.",
])
def test_near_miss_storage_and_depletion_sentences_stay_text_only(text):
    assert not compile_card({**LAND, "text": text}).played


def test_a_storage_counter_on_a_creature_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": "{T}: Put a storage counter on this creature."}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_land_cap_adds_the_chosen_mana_and_gets_a_depletion_counter(cards, rules):
    replay = play(cards, [obj("cap", "Land Cap")], [activate("cap", 2, choice="U")], rules)
    assert pool(replay) == {"U": 1}
    assert found(replay, "cap") == ("in_play", {"depletion": 1})
    assert MANA_ABILITY[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("counters, untapped", [(1, False), (0, True)])
def test_land_cap_doesnt_untap_while_it_has_a_depletion_counter(cards, rules, counters, untapped):
    replay = play(cards, [obj("cap", "Land Cap", counters={"depletion": counters}, tapped=True)], [], rules, phase="beginning", step="untap")
    assert replay.final_state["zones"]["Alice"]["in_play"][0]["tapped"] != untapped
    assert ("Land Cap stays tapped." in log(replay)) != untapped


@pytest.mark.parametrize("rules", EDITIONS)
def test_land_cap_loses_a_depletion_counter_each_upkeep(cards, rules):
    replay = play(cards, [obj("cap", "Land Cap", counters={"depletion": 2}, tapped=True)], [p("Alice"), p("Bob")], rules,
                  phase="beginning", step="upkeep")
    assert found(replay, "cap") == ("in_play", {"depletion": 1})
    assert "1 depletion counter is removed from Land Cap." in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_molten_slagheap_adds_x_mana_of_its_colors_for_x_storage_counters(cards, rules):
    objects = [obj("heap", "Molten Slagheap", counters={"storage": 3})]
    replay = play(cards, objects, [activate("heap", 0), activate("heap", 2, pay={"remove_counters": 3}, choice="BBR")], rules)
    assert pool(replay) == {"B": 2, "R": 1}
    assert found(replay, "heap") == ("in_play", {})
    assert {R2007: "409.1b", R2026: "601.2b"}[rules] in cited(replay)  # X announced


def test_molten_slagheaps_mana_must_be_x_letters_of_its_colors(cards):
    objects = [obj("heap", "Molten Slagheap", counters={"storage": 3})]
    replay = play(cards, objects, [activate("heap", 0), activate("heap", 2, pay={"remove_counters": 2}, choice="BG")], R2026, refusals=True)
    assert replay.steps[-1].refused
    assert found(replay, "heap") == ("in_play", {"storage": 3})


@pytest.mark.parametrize("rules", EDITIONS)
def test_grove_of_the_burnwillows_adds_r_or_g_and_each_opponent_gains_1_life(cards, rules):
    replay = play(cards, [obj("grove", "Grove of the Burnwillows")], [activate("grove", 1, choice="G")], rules)
    assert pool(replay) == {"G": 1}
    assert [pl["life"] for pl in replay.final_state["players"]] == [20, 21]
    assert MANA_ABILITY[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_deranged_assistant_mills_a_card_to_add_c(cards, rules):
    objects = [obj("assistant", "Deranged Assistant"), obj("top", "Grizzly Bears", zone="library"), obj("under", "Forest", zone="library")]
    replay = play(cards, objects, [activate("assistant", 0)], rules)
    assert pool(replay) == {"C": 1}
    assert found(replay, "top")[0] == "graveyard" and found(replay, "under")[0] == "library"
    assert ("701.17a" in cited(replay)) == (rules == R2026)  # "mill" is a word of the later rules


@pytest.mark.parametrize("rules, rule", [(R2007, "409.1h"), (R2026, "701.17b")])
def test_deranged_assistant_cant_be_tapped_for_mana_with_an_empty_library(cards, rules, rule):
    replay = play(cards, [obj("assistant", "Deranged Assistant")], [activate("assistant", 0)], rules, refusals=True)
    assert replay.steps[-1].refused and pool(replay) == {}
    assert rule in {c.rule for e in replay.steps[-1].events for c in e.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_firemind_vessel_adds_two_mana_of_the_two_colors_chosen(cards, rules):
    replay = play(cards, [obj("vessel", "Firemind Vessel")], [activate("vessel", 1, choice="UR")], rules)
    assert pool(replay) == {"U": 1, "R": 1}
    assert {R2007: "413.2c", R2026: "608.2d"}[rules] in cited(replay)


def test_firemind_vessel_cant_add_two_mana_of_one_color(cards):
    replay = play(cards, [obj("vessel", "Firemind Vessel")], [activate("vessel", 1, choice="RR")], R2026, refusals=True)
    assert replay.steps[-1].refused and pool(replay) == {}
    assert "no letter twice" in log(replay)


def test_two_mana_of_different_colors_with_a_spending_restriction_stays_text_only():
    assert not compile_card({**LAND, "text": "{1}, {T}: Add two mana of different colors. Spend this mana only to cast planeswalker spells."}).played
