"""Real cards whose static ability sets the land type of lands in general (rulings/oracle/land_types_static.py,
rulings/engine/land_types_static.py): "Nonbasic lands are Mountains." (Blood Moon, Magus of the Moon) and "All
Mountains are Plains." (Conversion, Glaciers). The lands lose their old land types and their rules text's abilities
and have the new type's mana ability (2007 212.6e; 2026 305.7); "All Mountains are Plains" depends on Blood Moon
(2007 418.5c; 2026 613.8a), so with both a nonbasic land is a Plains, whichever came first."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "land_types_static_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]


@pytest.mark.parametrize("name", ["Blood Moon", "Magus of the Moon", "Conversion", "Glaciers", "Harbinger of the Seas"])
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


def board(cards, rules, objects, actions=()):
    replay = run_scenario(load_scenario(in_main_phase(objects, list(actions), rules), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def land(replay, oid) -> dict:
    return objects_in(replay.final_state)[oid]


def pool_of(replay, player="Alice") -> dict:
    return next(pl for pl in replay.final_state["players"] if pl["name"] == player)["mana_pool"]


@pytest.mark.parametrize("rules", BOTH)
def test_blood_moon_makes_a_nonbasic_land_a_mountain_with_only_its_mana_ability(cards, rules):
    replay = board(cards, rules, [obj("moon", "Blood Moon", owner="Bob"), obj("karplusan", "Karplusan Forest"), obj("forest", "Forest")],
                   [{"type": "activate_ability", "player": "Alice", "object": "karplusan", "ability": 0}])
    karplusan = land(replay, "karplusan")
    assert karplusan["subtypes"] == ["Mountain"] and karplusan["abilities"] == ["{T}: Add {R}."], karplusan
    assert pool_of(replay)["R"] == 1 and pool_of(replay)["C"] == 0
    assert land(replay, "forest")["subtypes"] == ["Forest"]  # a basic land isn't affected


@pytest.mark.parametrize("rules", BOTH)
def test_without_blood_moon_the_land_has_its_own_abilities(cards, rules):
    replay = board(cards, rules, [obj("karplusan", "Karplusan Forest")])
    assert len(land(replay, "karplusan")["abilities"]) == 2


@pytest.mark.parametrize("rules", BOTH)
def test_a_nonbasic_land_under_blood_moon_and_conversion_is_a_plains_whichever_came_first(cards, rules):
    for first, second in (("moon", "conversion"), ("conversion", "moon")):
        objects = {"moon": obj("moon", "Blood Moon", owner="Bob"), "conversion": obj("conversion", "Conversion", owner="Bob")}
        replay = board(cards, rules, [objects[first], objects[second], obj("karplusan", "Karplusan Forest"), obj("mountain", "Mountain")])
        assert land(replay, "karplusan")["subtypes"] == ["Plains"], (first, land(replay, "karplusan"))
        assert land(replay, "karplusan")["abilities"] == ["{T}: Add {W}."]
        assert land(replay, "mountain")["subtypes"] == ["Plains"]


@pytest.mark.parametrize("rules", BOTH)
def test_magus_of_the_moon_leaving_gives_the_land_back_its_abilities(cards, rules):
    objects = [obj("magus", "Magus of the Moon", owner="Bob"), obj("karplusan", "Karplusan Forest"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["magus"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    before = board(cards, rules, objects)
    assert land(before, "karplusan")["subtypes"] == ["Mountain"]
    replay = board(cards, rules, objects, actions)
    assert len(land(replay, "karplusan")["abilities"]) == 2 and land(replay, "karplusan")["subtypes"] == []


@pytest.mark.parametrize("text", [
    "Nonbasic lands are Wastes.",  # not a basic land type
    "All Mountains are Mountains.",
    "All Forests are 1/1 creatures that are still lands.",
    "Nonbasic lands you control are Mountains.",
])
def test_near_misses_stay_text_only(text):
    card = {"name": "Near Miss", "mana_cost": "{2}{R}", "types": ["Enchantment"], "text": text}
    assert not compile_card(card).played
