""" "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value." (Priest of
Yawgmoth; rulings/oracle/mana_from_sacrificed.py), played from real cards' Oracle text
(mana_from_sacrificed_cards.json: records copied from the pool): the mana ability remembers the mana value
the artifact had as it was sacrificed to pay the cost (last known information: 2007 413.2f; 2026 608.2h),
the artifact named in the action's `pay`; near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, pool_of, refused, zone_of

CARDS = Path(__file__).parent / "mana_from_sacrificed_cards.json"
POOL_TOO = True  # Crucible of Worlds, Ornithopter and Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LKI = {R2007: "413.2f", R2026: "608.2h"}
PLAYED = ["Priest of Yawgmoth", "Red Priest of Yawgmoth"]
#: a spending restriction after it, "a black or artifact creature", an ability word before the cost
NEAR_MISSES = ["Slobad, Iron Goblin", "Soldevi Adnate", "Illuminor Szeras"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "mana from the sacrificed"), cards=cards))


def priest(pay: list) -> dict:
    return {"type": "activate_ability", "player": "Alice", "object": "priest", "pay": {"sacrifice": pay}}


@pytest.mark.parametrize("name", PLAYED)
def test_mana_from_the_sacrificed_permanent_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_mana_from_the_sacrificed_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_priest_of_yawgmoth_adds_the_sacrificed_artifacts_mana_value_in_black(cards, rules):
    objects = [obj("priest", "Priest of Yawgmoth"), obj("crucible", "Crucible of Worlds")]
    replay = run(cards, objects, [priest(["crucible"])], rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "crucible") == "graveyard" and pool_of(replay) == {"B": 3}, log(replay)
    assert LKI[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_priest_of_yawgmoth_sacrificing_a_zero_artifact_adds_nothing(cards, rules):
    objects = [obj("priest", "Priest of Yawgmoth"), obj("thopter", "Ornithopter")]
    replay = run(cards, objects, [priest(["thopter"])], rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "thopter") == "graveyard" and pool_of(replay) == {}


def test_priest_of_yawgmoth_cant_sacrifice_a_creature_that_isnt_an_artifact(cards):
    objects = [obj("priest", "Priest of Yawgmoth"), obj("bears", "Grizzly Bears")]
    replay = run(cards, objects, [priest(["bears"])], R2026)
    assert refused(replay) and zone_of(replay, "bears") == "in_play"
