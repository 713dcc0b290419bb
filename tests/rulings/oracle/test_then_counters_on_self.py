""" "[instruction] and put a +1/+1 counter on ~" / "..., then put a counter on ~", read by
rulings/oracle/then_counters_on_self.py (then_counters_on_self_cards.json: records copied from the pool): the
instruction, then the counters on the ability's own permanent, in the order written (2007 413.2b; 2026 608.2c):
Sphinx of Magosi's "{2}{U}: Draw a card, then put a +1/+1 counter on this creature", Geology Enthusiast's
"{6}: Draw a card and put a +1/+1 counter on this creature", Arcane Spyglass's "... Draw a card and put a
charge counter on this artifact"."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "then_counters_on_self_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
COUNTER_PLACED = {R2007: "200.10", R2026: "122.1"}
IN_ORDER = {R2007: "413.2b", R2026: "608.2c"}
PLAYED = ["Geology Enthusiast", "A-Geology Enthusiast", "Arcane Spyglass", "Beetle-Headed Merchants", "Brightfield Mustang",
          "Immersturm Predator", "Norn's Wellspring", "Seymour Flux", "She-Hulk, Jennifer Walters", "Sphinx of Magosi",
          "The Vision and Scarlet Witch"]
#: "you may reveal it and put a quest counter on ~" (the "may" governs both); "When they do, you draw two cards
#: and put a quest counter on ~" (a reflexive trigger)
NEAR_MISSES = ["Quest for Ula's Temple", "Yes Man, Personal Securitron"]


def counters(replay, oid) -> dict:
    return {k: v for k, v in (objects_in(replay.final_state).get(oid, {}).get("counters") or {}).items() if v}


@pytest.mark.parametrize("name", PLAYED)
def test_then_counters_on_self_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_then_counters_on_self_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_sphinx_of_magosi_draws_then_gets_a_counter(cards, rules):
    objects = [obj("sphinx", "Sphinx of Magosi"), *(obj(f"i{i}", "Island") for i in range(3)), obj("top", "Island", zone="library")]
    actions = [activate("sphinx", ability=1, mana_abilities=[{"object": f"i{i}"} for i in range(3)]), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "draw then a counter"), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "top") == "hand" and counters(replay, "sphinx") == {"+1/+1": 1}, log(replay)
    assert {COUNTER_PLACED[rules], IN_ORDER[rules]} <= cited(replay), sorted(cited(replay))
    text = log(replay)
    assert text.index("draws") < text.index("counter is put on"), text


@pytest.mark.parametrize("rules", EDITIONS)
def test_arcane_spyglass_draws_and_gets_a_charge_counter(cards, rules):
    objects = [obj("glass", "Arcane Spyglass"), obj("i0", "Island"), obj("i1", "Island"), obj("land", "Island"),
               obj("top", "Island", zone="library")]
    actions = [activate("glass", ability=0, pay={"sacrifice": ["land"]}, mana_abilities=[{"object": "i0"}, {"object": "i1"}]),
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "draw and a charge counter"), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "top") == "hand" and zone_of(replay, "land") == "graveyard", log(replay)
    assert counters(replay, "glass") == {"charge": 1}, log(replay)
