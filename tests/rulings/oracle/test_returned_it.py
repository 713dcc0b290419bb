"""Real cards that act on the permanent a card just became: "Put target creature card from a graveyard
onto the battlefield under your control. It gains haste." (Grave Upheaval), "Return target creature
card from your graveyard to the battlefield. Put a +1/+1 counter on it." (Miraculous Recovery). The
returned card is a new object (2007 217.1c; 2026 400.7); "it" is that object."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "returned_it_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def cast(cards, rules, card, lands, target, others, then=()):
    objects = [obj("spell", card, zone="hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)], *others]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": [target],
                "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]}, p("Alice"), p("Bob"), *then]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))


def in_play(replay, player, oid):
    return next((o for o in replay.final_state["zones"][player]["in_play"] if o["id"] == oid), None)


def test_the_cards_are_fully_played(compiled):
    assert compiled["Grave Upheaval"].played and compiled["Miraculous Recovery"].played


@pytest.mark.parametrize("text", [
    "Destroy target creature. It gains haste.",
    "Return target creature card from your graveyard to your hand. It gains haste.",
    "Return target creature card from your graveyard to the battlefield. Put two +1/+1 counter on it.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Sorcery"], "text": text}).played


@pytest.mark.parametrize("rules", [R26, R07])
def test_grave_upheaval_puts_an_opponents_creature_onto_the_battlefield_with_haste_so_it_attacks(cards, rules):
    attack = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
              {"type": "declare_attackers", "player": "Alice", "attackers": ["giant"]}]
    replay = cast(cards, rules, "Grave Upheaval", ["Mountain"] + ["Swamp"] * 5, "giant",
                  [obj("giant", "Hill Giant", owner="Bob", zone="graveyard")], attack)
    assert not [s for s in replay.steps if s.refused], log(replay)
    assert in_play(replay, "Alice", "giant")["tapped"]


def test_miraculous_recovery_returns_the_creature_with_a_counter(cards):
    replay = cast(cards, R26, "Miraculous Recovery", ["Plains"] * 5, "bears", [obj("bears", "Grizzly Bears", zone="graveyard")])
    assert in_play(replay, "Alice", "bears")["counters"] == {"+1/+1": 1}
