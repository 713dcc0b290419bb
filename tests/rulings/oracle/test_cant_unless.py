"""Real creatures that can't attack or block unless a condition holds as attackers or blockers are declared
(2007 308.2a, 309.2a; 2026 508.1c, 509.1b): River Serpent ("unless there are five or more cards in your
graveyard"), Topiary Stomper ("attack or block unless you control seven or more lands"), Mindless Null
("block unless you control a Vampire")..."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "cant_unless_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


def test_the_cards_are_fully_played(compiled):
    assert sorted(name for name, card in compiled.items() if not card.played) == []


@pytest.mark.parametrize("text", ["This creature can't attack unless you feel like it.",
                                  "This creature can't attack unless there are five or more cards in your graveyard and you control a Forest."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{U}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


def serpent_attacks(rules, graveyard):
    objects = [obj("rs", "River Serpent"), *[obj(f"g{i}", "Forest", zone="graveyard") for i in range(graveyard)]]
    return in_main_phase(objects, [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                                   {"type": "declare_attackers", "player": "Alice", "attackers": ["rs"]}], rules)


@pytest.mark.parametrize("rules", BOTH)
def test_river_serpent_cant_attack_with_four_cards_in_the_graveyard(cards, rules):
    replay = run_scenario(load_scenario(serpent_attacks(rules, 4), cards=cards))
    assert refused(replay) and "can't attack unless" in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_river_serpent_attacks_with_five(cards, rules):
    replay = run_scenario(load_scenario(serpent_attacks(rules, 5), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["rs"]["attacking"]


def null_blocks(rules, vampire):
    objects = [obj("bears", "Grizzly Bears"), obj("null", "Mindless Null", owner="Bob"),
               *([obj("vamp", "Vampire Nighthawk", owner="Bob")] if vampire else [])]
    return in_main_phase(objects, [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                                   {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
                                   p("Alice"), p("Bob"),
                                   {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "null", "attacker": "bears"}]}], rules)


@pytest.mark.parametrize("rules", BOTH)
def test_mindless_null_cant_block_without_a_vampire(cards, rules):
    replay = run_scenario(load_scenario(null_blocks(rules, False), cards=cards))
    assert refused(replay) and "can't block unless" in log(replay)


def test_mindless_null_blocks_with_a_vampire(cards):
    replay = run_scenario(load_scenario(null_blocks("2026-06-19", True), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["null"]["blocking"] == "bears"
