"""Real cards with boast: "Boast — {1}{R}: This creature deals 1 damage to any target." (Hagi Mob),
"Boast — {1}{W}: Untap this creature. Put a +1/+1 counter on it." (Axgard Braggart). 2026 702.142a: "[Cost]:
[Effect]. Activate only if this creature attacked this turn and only once each turn." The creature is the
object that was declared as an attacker (2026 508.1a); the restriction stays with it (602.5b). Boast is later
than the February 2007 rules, which refuse it."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "boast_cards.json"


def test_the_cards_are_fully_played(compiled):
    # Broadside Bombardiers: "2 plus the sacrificed permanent's mana value" is not read
    assert sorted(name for name, card in compiled.items() if not card.played) == ["Broadside Bombardiers"]


@pytest.mark.parametrize("text, types", [
    ("Boast — {1}{R}: Draw a card.", ["Artifact"]),
    ("Boast — {1}{R}: Draw a card. Activate only as a sorcery.", ["Creature"]),
    ("Boasts — {1}{R}: Draw a card.", ["Creature"]),
])
def test_near_misses_stay_text_only(text, types):
    card = {"name": "Near Miss", "mana_cost": "{2}{R}", "types": types, "text": text}
    if "Creature" in types:
        card.update(power="2", toughness="2")
    assert not compile_card(card).played


def boast(times=1, attack=True, rules="2026-06-19"):
    """Alice's Hagi Mob attacks (or not); in the declare attackers step she boasts `times` times at Bob."""
    objects = [obj("mob", "Hagi Mob"), *[obj(f"m{k}", "Mountain") for k in range(2 * times)]]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["mob"] if attack else []}]
    for t in range(times):
        actions += [{"type": "activate_ability", "player": "Alice", "object": "mob", "ability": 0, "targets": ["Bob"],
                     "mana_abilities": [{"object": f"m{2 * t}"}, {"object": f"m{2 * t + 1}"}]}, p("Alice"), p("Bob")]
    return in_main_phase(objects, actions, rules)


def test_boast_after_the_creature_attacked(cards):
    replay = run_scenario(load_scenario(boast(), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 19
    assert {"702.142a", "602.5b"} <= cited(replay)


def test_boast_is_refused_if_the_creature_didnt_attack(cards):
    replay = run_scenario(load_scenario(boast(attack=False), cards=cards))
    assert refused(replay)
    assert "only if this creature attacked this turn, and that isn't so" in log(replay)
    assert life(replay)["Bob"] == 20


def test_boast_only_once_each_turn(cards):
    replay = run_scenario(load_scenario(boast(times=2), cards=cards))
    assert len(refused(replay)) == 1
    assert life(replay)["Bob"] == 19


def test_boast_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match=r"boast \(2026 702.142\) is later than the February 2007 rules"):
        load_scenario(boast(rules="2007-02-01"), cards=cards)


def test_the_loader_names_a_boast_without_its_restrictions():
    card = {"name": "Odd Mob", "types": ["Creature"], "mana_cost": "{R}", "power": 1, "toughness": 1,
            "abilities": [{"kind": "activated", "boast": True, "cost": {"mana": "{R}"}, "effect": [{"do": "draw", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.card\.abilities\[0\]\.boast"):
        load_scenario(in_main_phase([{"id": "x", "card": card, "owner": "Alice", "zone": "in_play"}], [], "2026-06-19"))
