""" "Whenever this creature or another Ally you control enters, you may have Ally creatures you control gain first
strike until end of turn" (Highland Berserker), "... get +1/+0 ..." (Akoum Battlesinger): rulings/oracle/
may_have_groups.py, played from real cards' Oracle text (may_have_groups_cards.json: records copied from the pool).
The instruction about the group is optional, the choice made as the ability resolves (2007 413.2c; 2026 608.2d)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused

CARDS = Path(__file__).parent / "may_have_groups_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Highland Berserker", "Joraga Bard", "Seascape Aerialist", "Akoum Battlesinger"]
#: "..., and you may put a +1/+1 counter on this creature" (a second choice), "+X/+X ..., where X is this
#: creature's power" of "other attacking creatures"
NEAR_MISSES = ["Talus Paladin", "Cultivator of Blades"]
RESOLVES = {R2007: "413.2b", R2026: "608.2c"}


@pytest.mark.parametrize("name", PLAYED)
def test_may_have_group_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def cast_berserker(cards, rules, may):
    """Alice casts Highland Berserker beside her Akoum Battlesinger (an Ally) and a Bear; its enters trigger resolves."""
    objects = [obj("h", "Highland Berserker", zone="hand"), obj("a", "Akoum Battlesinger"), obj("g", "Grizzly Bears"),
               obj("m1", "Mountain"), obj("m2", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "h", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"h": {"may": may}})]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "may have groups"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def keywords(replay, oid) -> list:
    return objects_in(replay.final_state)[oid].get("keywords", [])


@pytest.mark.parametrize("rules", EDITIONS)
def test_highland_berserker_gives_its_allies_first_strike_when_its_controller_chooses_to(cards, rules):
    replay = cast_berserker(cards, rules, True)
    assert "first strike" in keywords(replay, "h") and "first strike" in keywords(replay, "a"), log(replay)
    assert "first strike" not in keywords(replay, "g")  # not an Ally
    assert RESOLVES[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_highland_berserker_gives_nothing_when_its_controller_declines(cards, rules):
    replay = cast_berserker(cards, rules, False)
    assert "first strike" not in keywords(replay, "h") and "first strike" not in keywords(replay, "a"), log(replay)
