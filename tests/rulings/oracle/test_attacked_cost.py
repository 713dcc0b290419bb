"""Real cards that cost less for each creature that attacked this turn: "This spell costs {1} less to cast for
each creature that attacked this turn." (Rowdy Research, Witchstalker Frenzy): each creature declared as an
attacker this turn (2026 508.1a), counted as the total cost is determined (2007 409.1f; 2026 601.2f)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "attacked_cost_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


def test_the_cards_are_fully_played(compiled):
    assert all(card.played for card in compiled.values())


@pytest.mark.parametrize("text", [
    "This spell costs {1} less to cast for each creature that attacked you this turn.\\nDraw a card.",
    "This spell costs {1} less to cast for each creature that attacked last turn.\\nDraw a card.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{3}{U}", "types": ["Instant"], "text": text.replace("\\\\n", "\\n")}).played


def research(rules, attackers, islands):
    """Alice attacks with `attackers` of her two Grizzly Bears, then in her second main phase casts Rowdy
    Research ({6}{U}) with `islands` Islands."""
    objects = [obj("rr", "Rowdy Research", zone="hand"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               *[obj(f"i{k}", "Island") for k in range(islands)], *[obj(f"a{k}", "Island", zone="library") for k in range(4)]]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers}]
    if attackers:
        actions += [{"type": "pass_until", "player": "Alice", "step": "declare_blockers"}, {"type": "declare_blockers", "player": "Bob", "blocks": []},
                    {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
                    {"type": "assign_combat_damage", "player": "Alice"}, p("Alice"), p("Bob")]  # 2007: the damage uses the stack
    actions += [{"type": "pass_until", "player": "Alice", "phase": "postcombat_main"},
                {"type": "play_spell", "player": "Alice", "object": "rr", "mana_abilities": [{"object": f"i{k}"} for k in range(islands)]},
                p("Alice"), p("Bob")]
    return in_main_phase(objects, actions, rules)


@pytest.mark.parametrize("rules", BOTH)
def test_two_attackers_make_it_cost_two_less(cards, rules):
    replay = run_scenario(load_scenario(research(rules, ["b1", "b2"], 5), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "rr") == "graveyard"
    assert [zone_of(replay, f"a{k}") for k in range(4)].count("hand") == 3


@pytest.mark.parametrize("rules", BOTH)
def test_without_attackers_it_costs_the_full_seven(cards, rules):
    replay = run_scenario(load_scenario(research(rules, [], 5), cards=cards))
    assert refused(replay)
    assert zone_of(replay, "rr") == "hand"
