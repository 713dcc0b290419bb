"""A source with two targeted abilities that trigger at once (Hag Hedge-Mage's two enters abilities:
"you may have target player discard a card" and "you may put target card from your graveyard on top of
your library"): the action's `trigger_targets` gives one list for each, in the order they go on the
stack (2026 603.3d; 2007 410.4: each ability's targets are chosen as it is put on the stack). Found by
the twenty-fourth precision check, where one list for both made either ability's choice impossible."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "two_triggers_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def hedge_mage(trigger_targets, rules=R26):
    lands = [obj(f"s{i}", "Swamp") for i in range(2)] + [obj(f"f{i}", "Forest") for i in range(2)]
    return in_main_phase([obj("hh", "Hag Hedge-Mage", zone="hand"), *lands, obj("mine", "Island", zone="hand"),
                          obj("bobs", "Island", owner="Bob", zone="hand"), obj("bolt", "Lightning Bolt", zone="graveyard")],
                         [{"type": "play_spell", "player": "Alice", "object": "hh",
                           "mana_abilities": [{"object": "s0"}, {"object": "f0"}, {"object": "f1"}]},
                          p("Alice"), p("Bob", trigger_targets=trigger_targets),
                          p("Alice"), p("Bob", choices={"hh": {"may": True, "cards": ["mine"]}}),
                          p("Alice"), p("Bob", choices={"hh": {"may": True}})], rules)


@pytest.mark.parametrize("rules", [R26, R07])
def test_each_ability_takes_its_own_list_of_targets(cards, rules):
    replay = run_scenario(load_scenario(hedge_mage({"hh": [["Alice"], ["bolt"]]}, rules), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "library"
    assert zone_of(replay, "mine") == "graveyard"  # Alice chose herself to discard


def test_one_list_for_two_abilities_still_names_the_first_abilitys_targets(cards):
    replay = run_scenario(load_scenario(hedge_mage({"hh": ["Alice"]}), cards=cards))
    assert refused(replay)  # "Alice" is no card of a graveyard for the second ability


def test_the_loader_names_a_wrong_target_in_a_list_of_lists():
    with pytest.raises(ScenarioError, match=r"trigger_targets.hh\[1\]\[0\]"):
        load_scenario(hedge_mage({"hh": [["Alice"], ["nobody"]]}))
