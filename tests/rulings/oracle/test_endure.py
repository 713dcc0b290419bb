""" "~ endures N" (2026 701.63a), read by rulings/oracle/endure.py and played by rulings/engine/endure.py
(endure_cards.json: records copied from the pool): its controller creates an N/N white Spirit creature token
unless they put N +1/+1 counters on the permanent, chosen as the instruction is followed (608.2d): Fortress
Kin-Guard's "When this creature enters, it endures 1", Anafenza's "Whenever another nontoken creature you
control dies, Anafenza endures 2", Sinkhole Surveyor's "you lose 1 life and this creature endures 1". The
February 2007 rules have no endure: a card that endures is refused as it is cast, and the instruction does
nothing there."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "endure_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Fortress Kin-Guard", "Kin-Tree Nurturer", "Sandskitter Outrider", "Dusyut Earthcarver", "Inspirited Vanguard",
          "Descendant of Storms", "Sinkhole Surveyor", "Anafenza, Unyielding Lineage"]
#: "it endures X" of the creature that entered, X its source's counters (Warden of the Grove); an X paid with life
#: in an activated ability's cost (Krumar Initiate)
NEAR_MISSES = ["Warden of the Grove", "Krumar Initiate"]


def counters(replay, oid) -> dict:
    return {k: v for k, v in (objects_in(replay.final_state).get(oid, {}).get("counters") or {}).items() if v}


def spirits(replay) -> list:
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and o.get("subtypes") == ["Spirit"]]


@pytest.mark.parametrize("name", PLAYED)
def test_endure_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_endure_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


def kin_guard(cards, rules, choice=None):
    objects = [obj("kg", "Fortress Kin-Guard", zone="hand"), obj("pl1", "Plains"), obj("pl2", "Plains")]
    resolve = p("Bob", **({"choices": {"kg": {"endure": choice}}} if choice is not None else {}))
    actions = [{"type": "play_spell", "player": "Alice", "object": "kg", "mana_abilities": [{"object": "pl1"}, {"object": "pl2"}]},
               p("Alice"), p("Bob"), p("Alice"), resolve]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "endure"), cards=cards))


def test_fortress_kin_guard_endures_with_a_counter_when_its_controller_chooses_it(cards):
    replay = kin_guard(cards, R2026, True)
    assert not refused(replay), log(replay)
    assert counters(replay, "kg") == {"+1/+1": 1} and spirits(replay) == [], log(replay)
    assert {"701.63a", "608.2d", "122.1"} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("choice", [False, None])
def test_fortress_kin_guard_endures_with_a_spirit_token_otherwise(cards, choice):
    replay = kin_guard(cards, R2026, choice)
    assert not refused(replay), log(replay)
    assert counters(replay, "kg") == {}, log(replay)
    (spirit,) = spirits(replay)
    assert (spirit["types"], spirit["colors"], spirit["power"], spirit["toughness"], spirit["controller"]) == \
        (["Creature"], ["white"], 1, 1, "Alice"), log(replay)
    assert "701.63a" in cited(replay), sorted(cited(replay))


def test_an_enduring_card_is_refused_as_it_is_cast_under_the_2007_rules(cards):
    replay = kin_guard(cards, R2007, True)
    assert refused(replay), log(replay)
    assert "later than the February 2007 rules" in log(replay)


def anafenza(cards, rules, choice=None):
    """A Grizzly Bears of Alice's dies to state-based actions (it starts with lethal damage marked), and
    Anafenza's ability triggers."""
    objects = [obj("ana", "Anafenza, Unyielding Lineage"), obj("bears", "Grizzly Bears", damage=2)]
    resolve = p("Bob", **({"choices": {"ana": {"endure": choice}}} if choice is not None else {}))
    actions = [p("Alice"), resolve]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "endure on a death"), cards=cards))


def test_anafenza_endures_two_as_another_creature_of_hers_dies(cards):
    replay = anafenza(cards, R2026, True)
    assert not refused(replay), log(replay)
    assert counters(replay, "ana") == {"+1/+1": 2}, log(replay)
    assert "701.63a" in cited(replay), sorted(cited(replay))


def test_anafenzas_endure_does_nothing_under_the_2007_rules(cards):
    replay = anafenza(cards, R2007, True)
    assert not refused(replay), log(replay)
    assert counters(replay, "ana") == {} and spirits(replay) == [], log(replay)
    assert "would endure 2: a keyword action later than the February 2007 rules" in log(replay)


def test_sinkhole_surveyor_loses_a_life_then_endures(cards):
    objects = [obj("ss", "Sinkhole Surveyor")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["ss"]}, p("Alice"), p("Bob", choices={"ss": {"endure": False}})]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "endure on attack"), cards=cards))
    assert not refused(replay), log(replay)
    assert life(replay)["Alice"] == 19 and len(spirits(replay)) == 1 and counters(replay, "ss") == {}, log(replay)
