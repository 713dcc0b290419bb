""" "As an additional cost to cast this spell, return a land / a creature / a permanent you control to its owner's hand."
(rulings/oracle/spell_costs.py's `additional_cost`, rulings/engine/additional_costs.py with return_costs.py), played from
real cards' Oracle text (additional_returns_cards.json: records copied from the pool): Deprive, Devour in Flames,
Familiar's Ruse, Disappearing Act, Fear of Isolation. Announced and paid with the total cost (2007 409.1b, 409.1f,
409.1h; 2026 601.2b, 601.2f, 601.2h): the permanent named in `pay.return`; near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, p, zone_of

CARDS = Path(__file__).parent / "additional_returns_cards.json"
POOL_TOO = True  # Grizzly Bears, Mind Stone and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Deprive", "Devour in Flames", "Disappearing Act", "Fear of Isolation", "Familiar's Ruse"]
#: "return X Swamps you control": X lands, not one
NEAR_MISSES = ["Infernal Harvest"]
TOTAL_COST = {R2007: "409.1f", R2026: "601.2f"}


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "additional returns"), cards=cards))


def bears_then(spell, returned, *lands):
    """Alice casts Grizzly Bears, keeps priority and casts `spell` at it, returning `returned`."""
    return [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
            {"type": "play_spell", "player": "Alice", "object": spell, "targets": ["bears"], "mana_abilities": [{"object": x} for x in lands],
             "pay": {"return": [returned]} if returned else {}},
            p("Alice"), p("Bob")]


def board(spell, card, *more):
    return [obj("bears", "Grizzly Bears", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"), obj("i1", "Island"), obj("i2", "Island"),
            obj(spell, card, zone="hand"), *more]


@pytest.mark.parametrize("name", PLAYED)
def test_additional_return_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_additional_returns_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_additional_cost_names_the_kind(compiled):
    assert compiled["Deprive"].definition["additional_cost"] == {"return_permanents": {"count": 1, "kind": "land"}}
    assert compiled["Disappearing Act"].definition["additional_cost"] == {"return_permanents": {"count": 1, "kind": "permanent"}}


@pytest.mark.parametrize("rules", EDITIONS)
def test_deprive_returns_a_land_as_it_is_cast_and_counters_the_spell(cards, rules):
    replay = run(cards, board("deprive", "Deprive"), bears_then("deprive", "f1", "i1", "i2"), rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "f1") == "hand" and zone_of(replay, "bears") == "graveyard", log(replay)
    assert (TOTAL_COST[rules], "total_cost") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_deprive_is_refused_without_a_land_named(cards, rules):
    replay = run(cards, board("deprive", "Deprive"), bears_then("deprive", None, "i1", "i2")[:2], rules)
    assert replay.steps[-1].refused and "return" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_familiars_ruse_refuses_a_land_and_takes_a_creature(cards, rules):
    refused = run(cards, board("ruse", "Familiar's Ruse"), bears_then("ruse", "f1", "i1", "i2")[:2], rules)
    assert refused.steps[-1].refused, log(refused)
    replay = run(cards, board("ruse", "Familiar's Ruse", obj("mine", "Grizzly Bears")), bears_then("ruse", "mine", "i1", "i2"), rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "mine") == "hand" and zone_of(replay, "bears") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_disappearing_act_may_return_any_permanent(cards, rules):
    objects = board("act", "Disappearing Act", obj("stone", "Mind Stone"), obj("i3", "Island"))
    replay = run(cards, objects, bears_then("act", "stone", "i1", "i2", "i3"), rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "stone") == "hand" and zone_of(replay, "bears") == "graveyard", log(replay)
