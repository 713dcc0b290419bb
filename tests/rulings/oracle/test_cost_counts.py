"""Affinity for a subtype (2007 502.31a; 2026 702.41a: "This spell costs {1} less to cast for
each [text] you control"): Tangle Golem's Forests, Razor Golem's Plains, Scales of Shale's
Lizards. The count is made as the total cost is determined (2007 409.1f; 2026 601.2f) and
reduces generic mana only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import cited_pairs, in_main_phase, obj, texts

CARDS = Path(__file__).parent / "cost_counts_cards.json"
POOL_TOO = True  # Grizzly Bears, Savannah Lions
R26, R07 = "2026-06-19", "2007-02-01"


def golem(card, land, lands, rules=R26, others=0):
    objects = [obj("golem", card, zone="hand"), *[obj(f"l{i}", land) for i in range(lands)],
               *[obj(f"m{i}", "Mountain") for i in range(others)]]
    return in_main_phase(objects, [{"type": "play_spell", "player": "Alice", "object": "golem"}], rules)


@pytest.mark.parametrize("name,keyword", [("Tangle Golem", "affinity_for_forests"), ("Razor Golem", "affinity_for_plains"),
                                          ("Scales of Shale", "affinity_for_lizards")])
def test_affinity_for_a_subtype_compiles_to_its_keyword(compiled, name, keyword):
    card = compiled[name]
    assert card.played and {"kind": "keyword", "keyword": keyword} in card.definition["abilities"]


@pytest.mark.parametrize("rules,rule", [(R26, "702.41a"), (R07, "502.31a")])
def test_tangle_golem_costs_one_less_for_each_forest(cards, rules, rule):
    """{7} with four Forests: {3} is left, which the four Forests pay."""
    replay = run_scenario(load_scenario(golem("Tangle Golem", "Forest", 4, rules), cards=cards))
    assert not replay.steps[-1].refused, texts(replay)
    assert (rule, "affinity") in cited_pairs(replay)
    assert any("pays {3}" in t for t in texts(replay)), texts(replay)


def test_lands_of_another_type_are_not_counted(cards):
    """Two Forests and two Mountains: {5} is left to pay, more than four lands make."""
    replay = run_scenario(load_scenario(golem("Tangle Golem", "Forest", 2, others=2), cards=cards))
    assert replay.steps[-1].refused


def test_razor_golem_counts_plains(cards):
    replay = run_scenario(load_scenario(golem("Razor Golem", "Plains", 3), cards=cards))
    assert not replay.steps[-1].refused, texts(replay)
    reasons = [c.reason for st in replay.steps for e in st.events for c in e.citations if c.concept == "affinity"]
    assert reasons and "(3 Plains): {3} less" in reasons[0], reasons


@pytest.mark.parametrize("text", ["Affinity for snow lands", "Affinity for Plainswalkers", "Affinity for Forest", "Affinity for Allys"])
def test_an_affinity_the_engine_doesnt_count_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Artifact"], "mana_cost": "{5}", "text": text}
    assert not compile_card(card).played


def idol(lands, rules=R26):
    """Alice's declare blockers step: two of her creatures attack, a third stays home, Bob's
    creature blocks nothing; Ancient Stone Idol ({10}, flash) costs {1} less for each attacking one."""
    objects = [obj("idol", "Ancient Stone Idol", zone="hand"), {**obj("a1", "Grizzly Bears"), "attacking": True, "tapped": True},
               {**obj("a2", "Savannah Lions"), "attacking": True, "tapped": True}, obj("home", "Grizzly Bears"),
               obj("bob", "Savannah Lions", owner="Bob"), *[obj(f"l{i}", "Mountain") for i in range(lands)]]
    data = in_main_phase(objects, [{"type": "play_spell", "player": "Alice", "object": "idol"}], rules)
    data["turn"].update(phase="combat", step="declare_blockers")
    return data


@pytest.mark.parametrize("rules,rule", [(R26, "601.2f"), (R07, "409.1f")])
def test_ancient_stone_idol_costs_one_less_for_each_attacking_creature(cards, rules, rule):
    replay = run_scenario(load_scenario(idol(8, rules), cards=cards))
    assert not replay.steps[-1].refused, texts(replay)
    assert any("pays {8}" in t for t in texts(replay)), texts(replay)
    assert rule in {r for r, _concept in cited_pairs(replay)}


def test_creatures_that_dont_attack_arent_counted(cards):
    """Seven Mountains are one short of the {8} left: the creature at home and Bob's aren't counted."""
    replay = run_scenario(load_scenario(idol(7), cards=cards))
    assert replay.steps[-1].refused


@pytest.mark.parametrize("text", ["This spell costs {1} less to cast for each creature that attacked you this turn.",  # "that attacked this turn": read (test_attacked_cost.py)
                                  "This spell costs {1} less to cast for each attacking creature your opponents control.",
                                  "This spell costs {1} less to cast for each blocking creature."])
def test_a_count_of_combat_the_engine_doesnt_make_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{5}", "text": text + "\nDraw a card."}
    assert not compile_card(card).played


def ghalta(creatures, lands, land="Forest", rules=R26):
    """Ghalta, Primal Hunger ({10}{G}{G}) costs {X} less, X the total power of Alice's creatures;
    Bob's Serra Angel isn't hers."""
    objects = [obj("ghalta", "Ghalta, Primal Hunger", zone="hand"), obj("bobs", "Serra Angel", owner="Bob"),
               *[obj(f"c{i}", name) for i, name in enumerate(creatures)], *[obj(f"l{i}", land) for i in range(lands)]]
    return in_main_phase(objects, [{"type": "play_spell", "player": "Alice", "object": "ghalta"}], rules)


@pytest.mark.parametrize("rules,rule", [(R26, "601.2f"), (R07, "409.1f")])
def test_ghalta_costs_x_less_for_the_total_power_of_your_creatures(cards, rules, rule):
    """A 2/2 and a 4/4: {6} less, {4}{G}{G} left, which six Forests pay."""
    replay = run_scenario(load_scenario(ghalta(["Grizzly Bears", "Serra Angel"], 6, rules=rules), cards=cards))
    assert not replay.steps[-1].refused, texts(replay)
    assert any("pays {4}{G}{G}" in t for t in texts(replay)), texts(replay)
    assert rule in {r for r, _concept in cited_pairs(replay)}


def test_ghaltas_reduction_counts_only_your_creatures(cards):
    replay = run_scenario(load_scenario(ghalta(["Grizzly Bears", "Serra Angel"], 5), cards=cards))
    assert replay.steps[-1].refused


def test_ghaltas_reduction_never_takes_colored_mana(cards):
    """Four 4/4s (16 power) reduce the {10} to {0}; {G}{G} is still to pay, which Mountains can't."""
    angels = ["Serra Angel"] * 4
    assert not run_scenario(load_scenario(ghalta(angels, 2), cards=cards)).steps[-1].refused
    assert run_scenario(load_scenario(ghalta(angels, 2, land="Mountain"), cards=cards)).steps[-1].refused


@pytest.mark.parametrize("what", ["the total toughness of creatures you control", "the total power of creatures your opponents control",
                                  "the number of cards in your hand plus one"])
def test_an_x_reduction_the_engine_doesnt_count_stays_text_only(what):
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{8}", "power": "8", "toughness": "8",
            "text": f"This spell costs {{X}} less to cast, where X is {what}."}
    assert not compile_card(card).played
