"""Real cards with "Whenever a Samurai or Warrior you control attacks alone, ..." (Eiganjo Exemplar,
Selfless Samurai): a creature with either creature type, as it is declared the only attacker (2026
506.5, 508.3a); "it" is that creature."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "samurai_or_warrior_cards.json"
R26 = "2026-06-19"
WARRIOR = {"name": "Warrior", "types": ["Creature"], "subtypes": ["Human", "Warrior"], "mana_cost": "{1}{R}", "power": 2, "toughness": 2}
SOLDIER = {**WARRIOR, "name": "Soldier", "subtypes": ["Human", "Soldier"]}


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", ["Whenever a Samurai or Flurry you control attacks alone, it gets +1/+1 until end of turn.",
                                  "Whenever another Samurai or Warrior you control attacks alone, it gets +1/+1 until end of turn.",
                                  "Whenever a Samurai or Warrior you control attacks alone, that Warrior gets +1/+1 until end of turn."])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{1}{W}", "types": ["Creature"], "subtypes": ["Samurai"],
                         "power": "2", "toughness": "2", "text": text})
    assert not card.played


def attack_alone(attacker_card, watcher="Eiganjo Exemplar"):
    sc = in_main_phase([obj("watcher", watcher), obj("attacker", attacker_card)],
                       [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                        {"type": "declare_attackers", "player": "Alice", "attackers": ["attacker"]}, p("Alice"), p("Bob")], R26)
    return sc


@pytest.mark.parametrize("card, power", [(WARRIOR, 3), (SOLDIER, 2)])
def test_eiganjo_exemplar_pumps_a_warrior_attacking_alone_not_a_soldier(cards, card, power):
    replay = run_scenario(load_scenario(attack_alone(card), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["attacker"]["power"] == power


def test_selfless_samurai_gives_lifelink_to_a_samurai_attacking_alone(cards):
    sc = attack_alone("Eiganjo Exemplar", watcher="Selfless Samurai")
    sc["actions"] += [p("Alice"), p("Bob")]  # both Samurai's triggers resolve
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert "lifelink" in objects_in(replay.final_state)["attacker"]["keywords"]


def test_the_loader_needs_subtype_with_or_subtype():
    card = {**WARRIOR, "abilities": [{"kind": "triggered", "trigger": {"event": "attacks_alone", "who": "permanent_you_control", "or_subtype": "Warrior"},
                                      "effect": [{"do": "gain_life", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match="subtype"):
        load_scenario(in_main_phase([obj("odd", card)], [], R26))
