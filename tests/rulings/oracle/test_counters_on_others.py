""" "When this creature enters, put a +1/+1 counter on each of up to two other target creatures [you control]."
(Felidar Savior, Basri's Acolyte, Angelic Quartermaster), read by rulings/oracle/counters_on_others.py
(counters_on_others_cards.json: records copied from the pool): zero to two targets, none of them the entering
creature, chosen as the trigger is put on the stack (2007 410.4; 2026 603.3d), a counter on each one still legal
as it resolves (2007 413.2a; 2026 608.2b)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, counters, in_main_phase, log, obj, p, refused

CARDS = Path(__file__).parent / "counters_on_others_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
ENTERS_TRIGGER = {R2007: "410.10a", R2026: "603.6a"}
PLAYED = ["Felidar Savior", "Basri's Acolyte", "Angelic Quartermaster"]
#: "specializes" (Jaheira); a dies trigger of creatures "with a +1/+1 counter on it" that are nontoken (Alharu)
NEAR_MISSES = ["Jaheira, Heroic Harper", "Alharu, Solemn Ritualist"]


def enters(cards, rules, card: str, plains: int, targets: list):
    objects = [obj("new", card, zone="hand"), *(obj(f"pl{i}", "Plains") for i in range(plains)),
               obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"), obj("bobs", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "new", "mana_abilities": [{"object": f"pl{i}"} for i in range(plains)]},
               p("Alice"), p("Bob", trigger_targets={"new": targets}), p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counters on others"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_counters_on_others_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counters_on_others_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text, types", [
    ("Put a +1/+1 counter on each of up to two other target creatures.", ["Sorcery"]),  # other than what, on a spell?
    ("When this creature enters, tap target creature. Put a +1/+1 counter on each of up to two other target creatures.", ["Creature"]),
    ("When this creature enters, put two +1/+1 counters on each of up to two other target creatures.", ["Creature"]),
])
def test_near_miss_counters_on_others_wordings_stay_text_only(text, types):
    creature = "Creature" in types
    record = {"name": "Test Savior", "mana_cost": "{3}{W}", "types": types, "supertypes": [], "subtypes": ["Cat"] if creature else [],
              "power": "2" if creature else None, "toughness": "3" if creature else None, "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_felidar_savior_puts_a_counter_on_each_of_two_of_yours(cards, rules):
    replay = enters(cards, rules, "Felidar Savior", 4, ["b1", "b2"])
    assert not refused(replay), log(replay)
    assert counters(replay, "b1") == {"+1/+1": 1} and counters(replay, "b2") == {"+1/+1": 1}, log(replay)
    assert counters(replay, "new") == {} and counters(replay, "bobs") == {}, log(replay)
    assert ENTERS_TRIGGER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_felidar_savior_may_choose_no_target(cards, rules):
    replay = enters(cards, rules, "Felidar Savior", 4, [])
    assert not refused(replay), log(replay)
    assert all(counters(replay, oid) == {} for oid in ("b1", "b2", "new")), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target", ["new", "bobs"])
def test_felidar_savior_cant_target_itself_or_an_opponents_creature(cards, rules, target):
    replay = enters(cards, rules, "Felidar Savior", 4, ["b1", target])
    assert refused(replay), log(replay)
    assert counters(replay, target) == {}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_angelic_quartermaster_may_target_an_opponents_creature(cards, rules):
    replay = enters(cards, rules, "Angelic Quartermaster", 5, ["b1", "bobs"])
    assert not refused(replay), log(replay)
    assert counters(replay, "b1") == {"+1/+1": 1} and counters(replay, "bobs") == {"+1/+1": 1}, log(replay)
    assert counters(replay, "new") == {}, log(replay)
