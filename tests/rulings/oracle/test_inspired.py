"""Real cards with inspired (an ability word: 2026 207.2c): "Whenever this creature becomes untapped, you gain 2
life." (Oreskos Sun Guide). It triggers only when the creature's status changes from tapped to untapped on the
battlefield, in its controller's untap step or by an effect, never as it enters untapped (2026 603.2e; 2007: the
glossary's "Becomes")."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, p, refused

CARDS = Path(__file__).parent / "inspired_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


def test_the_cards_are_fully_played(compiled):
    # Arbiter of the Ideal's reveal and "you may put it onto the battlefield ... with a manifestation counter" is not read
    assert sorted(name for name, card in compiled.items() if not card.played) == ["Arbiter of the Ideal"]


@pytest.mark.parametrize("text", [
    "Whenever a permanent becomes untapped, you gain 2 life.",
    "Inspired — Whenever this creature becomes untapped, gain control of it.",
    "Whenever this creature becomes untapped or tapped, you gain 2 life.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{W}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


def to_alices_next_upkeep(rules, tapped: bool):
    objects = [{**obj("guide", "Oreskos Sun Guide"), "tapped": tapped}, obj("other", "Oreskos Sun Guide", owner="Bob"),
               *[obj(f"a{k}", "Plains", zone="library") for k in range(3)], *[obj(f"b{k}", "Plains", owner="Bob", zone="library") for k in range(3)]]
    actions = [{"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Bob", "phase": "end"}, p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    return in_main_phase(objects, actions, rules)


@pytest.mark.parametrize("rules", BOTH)
def test_untapping_in_the_untap_step_triggers_it(cards, rules):
    replay = run_scenario(load_scenario(to_alices_next_upkeep(rules, tapped=True), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 22
    assert ("603.2e" in cited(replay)) == (rules == "2026-06-19")


@pytest.mark.parametrize("rules", BOTH)
def test_a_creature_already_untapped_doesnt_become_untapped(cards, rules):
    replay = run_scenario(load_scenario(to_alices_next_upkeep(rules, tapped=False), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 20
    assert "Oreskos Sun Guide's ability triggers" not in log(replay)
