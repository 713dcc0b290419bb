"""Real Auras of artifacts or creatures: "Enchanted permanent doesn't untap during its
controller's untap step" (Ice Over; 2007 302.2, 2026 502.3) and Encrust's "... and its
activated abilities can't be activated" (rulings/oracle/permanent_lines.py)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario

UNTAP = {"2007-02-01": "302.2", "2026-06-19": "502.3"}


@pytest.mark.parametrize("name", ["Ice Over", "Encrust"])
def test_the_auras_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_ice_over_keeps_an_artifact_tapped(lookup, rules):
    data = scenario([{**obj("ice", "Ice Over", "Alice"), "attached_to": "ring"}, {**obj("ring", "Sol Ring", "Bob"), "tapped": True},
                     {**obj("other", "Sol Ring", "Bob"), "tapped": True}],
                    [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}],
                    rules=rules, phase="end", step="end_of_turn")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.final_state["active_player"] == "Bob"
    assert {o["id"]: o["tapped"] for o in replay.final_state["zones"]["Bob"]["in_play"]} == {"ring": True, "other": False}
    assert UNTAP[rules] in rules_cited(replay)


def test_encrusts_artifact_cant_activate_its_mana_ability(lookup):
    data = scenario([{**obj("crust", "Encrust", "Alice"), "attached_to": "ring"}, obj("ring", "Sol Ring", "Bob"),
                     obj("bolt", "Lightning Bolt", "Bob", "hand")],
                    [{"type": "pass_priority", "player": "Alice"},
                     {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "ring"}]}],
                    rules="2026-06-19")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[-1].refused
    assert "Refused: Sol Ring's activated abilities can't be activated." in [ev.text for ev in replay.steps[-1].events]


def test_on_a_creature_card_it_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Creature"], "subtypes": ["Aura"], "power": "1",
                             "toughness": "1", "text": "Enchanted permanent doesn't untap during its controller's untap step."}).played
