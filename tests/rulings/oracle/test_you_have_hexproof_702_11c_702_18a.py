""" "You have hexproof." (2026: 702.11c) and "You have shroud." (702.18a) played from
real cards' compiled Oracle text (ward_cards.json: records copied from the pool). The
2007 rules name neither on a player: the card's words are followed and only the
choice of targets is cited (409.1c)."""
import json
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import record

CARDS = Path(__file__).parent / "ward_cards.json"
R2026, R2007 = "2026-06-19", "2007-02-01"


@pytest.fixture(scope="module")
def cards():
    with open(CARDS, encoding="utf-8") as fh:
        compiled = {r["name"]: compile_card(record(r)) for r in json.load(fh)}
    return lambda name: compiled[name].definition if name in compiled else None


def cast(cards, objects, player, spell, target, rules):
    sc = {"format": 1, "rules": rules, "name": "hexproof", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
          "turn": {"number": 3, "active_player": player, "phase": "precombat_main", "step": None},
          "objects": [{"id": i, "card": c, "owner": o, "zone": z} for i, c, o, z in objects],
          "actions": [{"type": "play_spell", "player": player, "object": spell, "targets": [target]}]}
    return run_scenario(load_scenario(sc, cards=cards)).steps[-1]


def rules_of(step):
    return {c.rule for ev in step.events for c in ev.citations}


SPIRIT = ("spirit", "Spirit of the Hearth", "Alice", "in_play")
BELIEVER = ("believer", "True Believer", "Alice", "in_play")
BOBS_SHOCK = [("shock", "Shock", "Bob", "hand"), ("m", "Mountain", "Bob", "in_play")]
ALICES_SHOCK = [("shock", "Shock", "Alice", "hand"), ("m", "Mountain", "Alice", "in_play")]


@pytest.mark.parametrize("rules, rule", [(R2026, "702.11c"), (R2007, "409.1c")])
def test_spirit_of_the_hearth_an_opponent_cant_target_you(cards, rules, rule):
    step = cast(cards, [SPIRIT, *BOBS_SHOCK], "Bob", "shock", "Alice", rules)
    assert step.refused and rule in rules_of(step)
    assert "Alice has hexproof (Spirit of the Hearth)" in step.events[-1].text


def test_spirit_of_the_hearth_you_can_still_target_yourself(cards):
    assert not cast(cards, [SPIRIT, *ALICES_SHOCK], "Alice", "shock", "Alice", R2026).refused


def test_spirit_of_the_hearth_also_stops_a_target_player_filter(cards):
    objs = [SPIRIT, ("spike", "Lava Spike", "Bob", "hand"), ("m", "Mountain", "Bob", "in_play")]
    assert cast(cards, objs, "Bob", "spike", "Alice", R2026).refused


@pytest.mark.parametrize("rules, rule", [(R2026, "702.18a"), (R2007, "409.1c")])
def test_true_believer_no_one_can_target_you(cards, rules, rule):
    step = cast(cards, [BELIEVER, *ALICES_SHOCK], "Alice", "shock", "Alice", rules)
    assert step.refused and rule in rules_of(step)
    objs = [BELIEVER, ("rot", "Mind Rot", "Bob", "hand"), ("s1", "Swamp", "Bob", "in_play"), ("s2", "Swamp", "Bob", "in_play"),
            ("s3", "Swamp", "Bob", "in_play")]
    assert cast(cards, objs, "Bob", "rot", "Alice", rules).refused


def test_a_player_with_hexproof_still_is_targeted_when_the_permanent_is_gone(cards):
    assert not cast(cards, [("spirit", "Spirit of the Hearth", "Alice", "graveyard"), *BOBS_SHOCK], "Bob", "shock", "Alice", R2026).refused


def test_you_have_hexproof_on_an_instant_stays_text_only():
    c = compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Instant"], "supertypes": [], "subtypes": [], "power": None,
                      "toughness": None, "loyalty": None, "text": "You have hexproof until end of turn.", "layout": "normal"})
    assert not c.played
