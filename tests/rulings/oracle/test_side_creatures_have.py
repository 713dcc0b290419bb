"""Real cards granting a keyword to every creature or to one side's: "All creatures have haste." (Mass
Hysteria), "Attacking creatures you control have double strike." (Berserkers' Onslaught): a static ability
applied to whatever its text describes, checked as it applies (2007 418.5a; 2026 613.1f, 611.3a)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, objects_in, refused

CARDS = Path(__file__).parent / "side_creatures_have_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


def test_the_cards_are_fully_played(compiled):
    # Concordant Crossroads is a World enchantment (the world rule is not played)
    assert sorted(name for name, card in compiled.items() if not card.played) == ["Concordant Crossroads"]


@pytest.mark.parametrize("text", ["All creatures have haste and can't block.", "Attacking creatures have double strike.",
                                  "All creatures you don't control have haste."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": ["Enchantment"], "text": text}).played


@pytest.mark.parametrize("rules", BOTH)
def test_every_creature_has_haste_an_opponents_too(cards, rules):
    """Alice's Grizzly Bears arrived this turn: Bob's Mass Hysteria gives it haste, so it can attack (2026 302.6)."""
    objects = [obj("hyst", "Mass Hysteria", owner="Bob"), {**obj("bears", "Grizzly Bears"), "arrived_this_turn": True}]
    sc = in_main_phase(objects, [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                                 {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}], rules)
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bears"]["attacking"]


@pytest.mark.parametrize("rules", BOTH)
def test_attacking_creatures_you_control_have_double_strike(cards, rules):
    objects = [obj("ons", "Berserkers' Onslaught"), obj("bears", "Grizzly Bears"), obj("home", "Grizzly Bears"),
               obj("theirs", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not refused(replay), log(replay)
    found = objects_in(replay.final_state)
    assert "double strike" in found["bears"]["keywords"]
    assert "double strike" not in found["home"]["keywords"] and "double strike" not in found["theirs"]["keywords"]
