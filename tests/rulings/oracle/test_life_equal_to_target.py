"""Life equal to a characteristic of the one target (rulings/oracle/life_equal_to_target.py), played from
real cards' Oracle text (life_equal_to_target_cards.json: records copied from the pool): Soul's Grace ("You
gain life equal to target creature's power"), Crumble ("Destroy target artifact. It can't be regenerated.
That artifact's controller gains life equal to its mana value"). Read as the spell resolves, the destroyed
artifact as it last existed (2007 413.2f; 2026 608.2h)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cast, cited, in_main_phase, life, log, obj, p, zone_of

CARDS = Path(__file__).parent / "life_equal_to_target_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Soul's Grace", "Crumble", "Swords to Plowshares"]
#: a second sentence about the same creature's damage (Dazzling Reflection), a library position (Condemn): text only
NEAR_MISSES = ["Dazzling Reflection", "Condemn"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "life equal to target"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_souls_grace_gains_life_equal_to_the_target_creatures_power(cards, rules):
    objects = [obj("grace", "Soul's Grace", zone="hand"), obj("angel", "Serra Angel", owner="Bob"), obj("p", "Plains"), obj("p2", "Plains")]
    replay = play(cards, objects, [cast("grace", ["angel"], ["p", "p2"]), p("Alice"), p("Bob")], rules)
    assert life(replay) == {"Alice": 24, "Bob": 20} and zone_of(replay, "angel") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_crumble_gives_the_artifacts_controller_life_equal_to_its_mana_value(cards, rules):
    objects = [obj("crumble", "Crumble", zone="hand"), obj("mill", "Millstone", owner="Bob"), obj("f", "Forest")]
    replay = play(cards, objects, [cast("crumble", ["mill"], ["f"]), p("Alice"), p("Bob")], rules)
    assert zone_of(replay, "mill") == "graveyard" and life(replay) == {"Alice": 20, "Bob": 22}, log(replay)
    assert ("608.2h" if rules == R2026 else "413.2f") in cited(replay), sorted(cited(replay))
