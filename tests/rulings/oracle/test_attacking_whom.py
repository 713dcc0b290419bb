"""Real cards that trigger on whom a creature attacks (2026 508.3a): "Whenever a creature attacks you,
it gets -1/-0 until end of turn" (Briar Patch), "Whenever a creature attacks you or a planeswalker you
control, put a +1/+1 counter on Thantis" and a Curse's "Whenever a creature attacks enchanted player,
put a +1/+1 counter on it" (Curse of Predation); "it" is the attacking creature."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "attacking_whom_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", ["Whenever a creature attacks a planeswalker you control, draw a card.",
                                  "Whenever a creature attacks enchanted player, draw a card.",
                                  "Whenever a creature attacks your opponents, draw a card."])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{G}", "types": ["Enchantment"], "text": text})
    assert not card.played


def bob_attacks(objects, rules=R26):
    sc = in_main_phase([*objects, obj("giant", "Hill Giant", owner="Bob")],
                       [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"},
                        {"type": "declare_attackers", "player": "Bob", "attackers": ["giant"]}, p("Bob"), p("Alice")], rules)
    sc["turn"]["active_player"] = "Bob"
    return sc


@pytest.mark.parametrize("rules", [R26, R07])
def test_briar_patch_weakens_a_creature_attacking_its_controller(cards, rules):
    replay = run_scenario(load_scenario(bob_attacks([obj("patch", "Briar Patch")], rules), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["giant"]["power"] == 2


def test_briar_patch_of_the_attacking_player_does_nothing(cards):
    replay = run_scenario(load_scenario(bob_attacks([obj("patch", "Briar Patch", owner="Bob")]), cards=cards))
    assert objects_in(replay.final_state)["giant"]["power"] == 3


def test_thantis_grows_when_a_creature_attacks_its_controller(cards):
    replay = run_scenario(load_scenario(bob_attacks([obj("thantis", "Thantis, the Warweaver")]), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["thantis"]["counters"] == {"+1/+1": 1}


def test_curse_of_predation_puts_a_counter_on_a_creature_attacking_the_enchanted_player(cards):
    sc = in_main_phase([obj("curse", "Curse of Predation", attached_to="Bob"), obj("bears", "Grizzly Bears")],
                       [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                        {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, p("Alice"), p("Bob")], R26)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["counters"] == {"+1/+1": 1}


def test_the_loader_keeps_attacking_whom_to_attacks():
    card = {"name": "Odd", "types": ["Enchantment"], "mana_cost": "{1}",
            "abilities": [{"kind": "triggered", "trigger": {"event": "dies", "who": "creature_attacking_you"},
                           "effect": [{"do": "gain_life", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match="who"):
        load_scenario(in_main_phase([obj("odd", card)], [], R26))
