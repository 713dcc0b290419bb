""" Triggers on +1/+1 counters being put on permanents, read by rulings/oracle/counters_put_triggers.py and
played by rulings/engine/counter_triggers.py (counters_put_triggers_cards.json: records copied from the pool):
Enduring Scalelord's "Whenever one or more +1/+1 counters are put on another creature you control, you may put a
+1/+1 counter on this creature" (once for each event, 2026 603.2c; its own counters are not another's), Wildwood
Scourge's "another non-Hydra creature you control", Fathom Mage's "Whenever a +1/+1 counter is put on this
creature, you may draw a card" (once for each counter)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "counters_put_triggers_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
TRIGGERED = {R2007: "410.3", R2026: "603.3"}
PLAYED = ["Enduring Scalelord", "The Powerful Dragon", "Wildwood Scourge", "Fathom Mage"]
#: "deals that much damage" (Shalai and Hallar: how many counters); "on one or more Humans you control" (Cloaked
#: Cadet); a graveyard card's "if this card is in your graveyard" (Moss-Pit Skeleton)
NEAR_MISSES = ["Shalai and Hallar", "Cloaked Cadet", "Moss-Pit Skeleton"]


def counters(replay, oid) -> dict:
    return {k: v for k, v in (objects_in(replay.final_state).get(oid, {}).get("counters") or {}).items() if v}


@pytest.mark.parametrize("name", PLAYED)
def test_counters_put_trigger_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counters_put_triggers_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_enduring_scalelord_gets_a_counter_when_another_creature_of_yours_gets_counters(cards, rules):
    objects = [obj("lord", "Enduring Scalelord"), obj("sphinx", "Sphinx of Magosi"), *(obj(f"i{i}", "Island") for i in range(3)),
               obj("top", "Island", zone="library")]
    actions = [activate("sphinx", ability=1, mana_abilities=[{"object": f"i{i}"} for i in range(3)]), p("Alice"), p("Bob"),
               p("Alice"), p("Bob", choices={"lord": {"may": True}}), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counters put on another"), cards=cards))
    assert not refused(replay), log(replay)
    assert counters(replay, "sphinx") == {"+1/+1": 1} and counters(replay, "lord") == {"+1/+1": 1}, log(replay)
    assert log(replay).count("Enduring Scalelord's ability triggers") == 1, log(replay)  # not again for its own counter
    assert TRIGGERED[rules] in cited(replay), sorted(cited(replay))
    assert ("122.6" in cited(replay)) == (rules == R2026), sorted(cited(replay))  # counters being put: a 2026 rule


def arms_on(cards, rules, target, extra=()):
    objects = [obj("arms", "Earthen Arms", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"), *extra]
    may = {"choices": {"mage": {"may": True}}} if any(o["id"] == "mage" for o in extra) else {}
    actions = [{"type": "play_spell", "player": "Alice", "object": "arms", "targets": [target],
                "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}, p("Alice"), p("Bob"),
               p("Alice"), p("Bob", **may), p("Alice"), p("Bob", **may)]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counters put"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_fathom_mage_draws_once_for_each_counter_put_on_it(cards, rules):
    replay = arms_on(cards, rules, "mage", [obj("mage", "Fathom Mage"), obj("c1", "Island", zone="library"),
                                           obj("c2", "Island", zone="library"), obj("c3", "Island", zone="library")])
    assert not refused(replay), log(replay)
    assert counters(replay, "mage") == {"+1/+1": 2}, log(replay)
    assert log(replay).count("Fathom Mage's ability triggers") == 2, log(replay)
    assert [zone_of(replay, c) for c in ("c1", "c2", "c3")].count("hand") == 2, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wildwood_scourge_ignores_counters_on_another_hydra(cards, rules):
    scourges = [obj("ws", "Wildwood Scourge", counters={"+1/+1": 1}), obj("other", "Wildwood Scourge", counters={"+1/+1": 1})]
    replay = arms_on(cards, rules, "other", scourges)
    assert not refused(replay), log(replay)
    assert counters(replay, "other") == {"+1/+1": 3} and counters(replay, "ws") == {"+1/+1": 1}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wildwood_scourge_gets_a_counter_when_a_non_hydra_of_yours_gets_counters(cards, rules):
    replay = arms_on(cards, rules, "bears", [obj("ws", "Wildwood Scourge", counters={"+1/+1": 1}), obj("bears", "Grizzly Bears")])
    assert not refused(replay), log(replay)
    assert counters(replay, "bears") == {"+1/+1": 2} and counters(replay, "ws") == {"+1/+1": 2}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wildwood_scourge_ignores_counters_on_an_opponents_creature(cards, rules):
    replay = arms_on(cards, rules, "bobs", [obj("ws", "Wildwood Scourge", counters={"+1/+1": 1}), obj("bobs", "Grizzly Bears", owner="Bob")])
    assert not refused(replay), log(replay)
    assert counters(replay, "bobs") == {"+1/+1": 2} and counters(replay, "ws") == {"+1/+1": 1}, log(replay)
