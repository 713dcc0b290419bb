"""Real cards that tax attacks (2007 308.2d-f; 2026 508.1h-j): "Creatures can't attack you unless their
controller pays {2} for each creature they control that's attacking you" (Propaganda, Ghostly Prison,
Windborn Muse), "... you or planeswalkers you control ... for each of those creatures" (Baird, Archon
of Absolution), "Enchanted creature can't attack unless its controller pays {3}" (Brainwash)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "attack_taxes_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
COST = {"2007-02-01": "308.2d", "2026-06-19": "508.1h"}
TEXT_ONLY = ["Ajani Goldmane", "Norn's Annex", "Sphere of Safety"]  # a Phyrexian or X tax; a planeswalker's other abilities


def test_the_attack_tax_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == TEXT_ONLY


@pytest.mark.parametrize("text", [
    "Creatures can't attack you unless their controller pays {X} for each creature they control that's attacking you.",
    "Creatures can't attack you unless their controller pays {W} for each creature they control that's attacking you.",
    "Creatures can't block unless their controller pays {2} for each creature they control that's blocking.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Enchantment"], "text": text}).played


def attack(rules, taxes=("Propaganda",), attackers=("b1", "b2"), lands=4, mana=True, attacking=None):
    """Alice attacks Bob, who controls `taxes`, with her bears, tapping `lands` Mountains if `mana`."""
    objects = [*[obj(f"t{i}", name, owner="Bob") for i, name in enumerate(taxes)], obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               *[obj(f"m{i}", "Mountain") for i in range(lands)]]
    declare = {"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)}
    if mana:
        declare["mana_abilities"] = [{"object": f"m{i}"} for i in range(lands)]
    if attacking:
        declare["attacking"] = attacking
    return in_main_phase(objects, [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"}, declare], rules)


def run(sc, cards):
    replay = run_scenario(load_scenario(sc, cards=cards))
    return replay, objects_in(replay.final_state)


@pytest.mark.parametrize("rules", BOTH)
def test_the_total_cost_is_paid_and_the_creatures_attack(cards, rules):
    replay, found = run(attack(rules), cards)
    assert not refused(replay), log(replay)
    assert found["b1"]["attacking"] and found["b2"]["attacking"]
    assert all(found[f"m{i}"]["tapped"] for i in range(4))
    assert "Alice pays {4} to attack" in log(replay)
    assert (COST[rules], "attack_costs") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_a_cost_that_cant_be_paid_in_full_refuses_the_declaration(cards, rules):
    replay, found = run(attack(rules, lands=3), cards)
    assert refused(replay)
    assert not found["b1"]["attacking"] and not found["m0"]["tapped"]  # the game is as before the declaration


def test_two_taxes_add_up(cards):
    replay, _ = run(attack("2026-06-19", taxes=("Propaganda", "Ghostly Prison"), attackers=("b1",)), cards)
    assert not refused(replay) and "Alice pays {4} to attack" in log(replay), log(replay)


def test_no_attackers_pay_nothing(cards):
    replay, _ = run(attack("2026-06-19", attackers=(), mana=False), cards)
    assert not refused(replay) and "pays" not in log(replay)


def test_without_mana_abilities_named_the_fewest_that_pay_it_are_activated(cards):
    replay, found = run(attack("2026-06-19", attackers=("b1",), mana=False), cards)
    assert not refused(replay), log(replay)
    assert sum(found[f"m{i}"]["tapped"] for i in range(4)) == 2


def test_brainwash_taxes_only_the_creature_it_enchants(cards):
    sc = attack("2026-06-19", taxes=(), lands=3)
    sc["objects"].append(obj("bw", "Brainwash", owner="Bob", attached_to="b1"))
    replay, found = run(sc, cards)
    assert not refused(replay) and "Alice pays {3} to attack" in log(replay), log(replay)


def test_bairds_tax_covers_planeswalkers_its_controller_controls(cards):
    sc = attack("2026-06-19", taxes=("Baird, Steward of Argive",), attackers=("b1", "b2"), lands=2, attacking={"b2": "aj"})
    sc["objects"].append(obj("aj", "Ajani Goldmane", owner="Bob"))
    replay, found = run(sc, cards)
    assert not refused(replay) and "Alice pays {2} to attack" in log(replay), log(replay)
