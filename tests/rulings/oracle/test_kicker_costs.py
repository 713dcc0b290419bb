"""Kicker costs that are an activated ability's costs in other words (rulings/oracle/kicked.py,
rulings/engine/additional_costs.py), played from real cards' Oracle text (kicker_costs_cards.json:
records copied from the pool): "Kicker—Return a creature you control to its owner's hand" (Arctic
Merfolk: the creature named in the action's `pay.return`) and "Kicker—Tap an untapped Vampire you
control" (Blood Tribute: `pay.tap`). Paying a kicker cost follows the rules for additional costs
(2007 502.21a, 409.1b, 409.1f-h; 2026 702.33a, 601.2b, 601.2f-h); what the card does if kicked is
linked to it (2007 502.21b; 2026 702.33e)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "kicker_costs_cards.json"
POOL_TOO = True
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
KICKER = {R2007: "502.21a", R2026: "702.33a"}
PLAYED = ["Arctic Merfolk", "Blood Tribute"]


def run(cards, rules, objects, cast):
    actions = [{"type": "play_spell", "player": "Alice", **cast}, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "kicker costs"), cards=cards))


def merfolk(cards, rules, pay=None):
    objects = [obj("m", "Arctic Merfolk", zone="hand"), obj("i0", "Island"), obj("i1", "Island"), obj("bears", "Grizzly Bears")]
    return run(cards, rules, objects, {"object": "m", "mana_abilities": [{"object": "i0"}, {"object": "i1"}],
                                       **({"kicked": True, "pay": pay} if pay is not None else {})})


def tribute(cards, rules, kicked=False, pay=None):
    objects = [obj("t", "Blood Tribute", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(6)), obj("vamp", "Vampire Nighthawk"),
               obj("bears", "Grizzly Bears")]
    return run(cards, rules, objects, {"object": "t", "targets": ["Bob"], "mana_abilities": [{"object": f"s{i}"} for i in range(6)],
                                       **({"kicked": True} if kicked else {}), **({"pay": pay} if pay else {})})


@pytest.mark.parametrize("name", PLAYED)
def test_kicker_cost_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_arctic_merfolk_returns_the_named_creature_and_enters_with_a_counter(cards, rules):
    replay = merfolk(cards, rules, {"return": ["bears"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "hand" and pt(replay, "m") == (2, 2), log(replay)
    assert KICKER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_unkicked_arctic_merfolk_returns_nothing(cards, rules):
    replay = merfolk(cards, rules)
    assert not refused(replay) and zone_of(replay, "bears") == "in_play" and pt(replay, "m") == (1, 1), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_arctic_merfolk_cant_be_kicked_without_a_creature_named(cards, rules):
    replay = merfolk(cards, rules, {})
    assert refused(replay) and zone_of(replay, "bears") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_blood_tribute_taps_the_vampire_and_gains_the_life_lost(cards, rules):
    replay = tribute(cards, rules, kicked=True, pay={"tap": ["vamp"]})
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 30, "Bob": 10} and objects_in(replay.final_state)["vamp"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_unkicked_blood_tribute_still_takes_half_the_life(cards, rules):
    replay = tribute(cards, rules)
    assert not refused(replay) and life(replay) == {"Alice": 20, "Bob": 10}, log(replay)
    assert not objects_in(replay.final_state)["vamp"]["tapped"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_blood_tribute_cant_be_kicked_by_tapping_a_creature_that_isnt_a_vampire(cards, rules):
    replay = tribute(cards, rules, kicked=True, pay={"tap": ["bears"]})
    assert refused(replay) and life(replay) == {"Alice": 20, "Bob": 20}, log(replay)


@pytest.mark.parametrize("extra", [{"tap_creature": True}, {"return_permanents": {"count": 1, "kind": "creature"}, "life": 2}])
def test_the_loader_names_a_wrong_kicker_cost(extra):
    card = {"name": "Odd", "mana_cost": "{1}", "types": ["Sorcery"], "abilities": [{"kind": "keyword", "keyword": "kicker", "cost": "{0}", **extra}],
            "effect": [{"do": "draw", "amount": 1}]}
    with pytest.raises(ScenarioError, match="tap_creature|return_permanents"):
        load_scenario(in_main_phase([obj("odd", card, zone="hand")], [], R2026))
