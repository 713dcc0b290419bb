"""Incubate (2026 701.53; rulings/oracle/incubate.py, rulings/engine/incubate.py), played from real cards'
Oracle text (incubate_cards.json: records copied from the pool): "Incubate 3. Draw a card." (Eyes of Gitaxias), "When this
creature enters / dies, incubate N", "you gain 5 life and incubate 5" (Tangled Skyline), "incubate X, where X
is that spell's mana value" (Chrome Host Seedshark), "where X is its power" of a dies trigger (Furnace
Gremlin), "Its controller incubates X, where X is its mana value" (Excise the Imperfect). The Incubator
token is a double-faced token (111.10i): a colorless Incubator artifact with "{2}: Transform this token.",
its back face a 0/0 colorless Phyrexian artifact creature named Phyrexian Token. Incubate is later than
February 2007: a card that incubates is refused as it is cast under those rules."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, cited, in_main_phase, life, log, obj, p

CARDS = Path(__file__).parent / "incubate_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Eyes of Gitaxias", "Converter Beast", "Infected Defector", "Injector Crocodile", "Tangled Skyline",
          "Compleated Huntmaster", "Merciless Repurposing", "Marauding Dreadship", "Blighted Burgeoning",
          "Chrome Host Seedshark", "Excise the Imperfect", "Bloated Processor", "Furnace Gremlin"]
#: "Whenever you cast a spell that targets one or more permanents, incubate 2." (a cast trigger of spells that target:
#: read now, rulings/oracle/cast_target_triggers.py, tested in test_cast_target_triggers.py)
PLAYED += ["Tiller of Flesh"]
#: "Incubate X twice" (Glistening Dawn), an Incubator of a named card (Incubob), X counted from what was
#: exiled this way (Sunfall): text only
NEAR_MISSES = ["Glistening Dawn", "Incubob", "Sunfall"]


def run(cards, objects, actions, rules=R2026):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "incubate"), cards=cards))
    return replay


def shown(replay, oid) -> dict:
    for player in replay.final_state["zones"].values():
        for objs in player.values():
            for o in objs:
                if o["id"] == oid:
                    return o
    return {}


def controller_of(replay, oid) -> str | None:
    for name, player in replay.final_state["zones"].items():
        if any(o["id"] == oid for o in player.get("in_play", ())):
            return name
    return None


@pytest.mark.parametrize("name", PLAYED)
def test_incubate_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_incubate_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def cast_eyes(cards, rules, then=()):
    objects = [obj("eyes", "Eyes of Gitaxias", zone="hand"), *(obj(f"i{k}", "Island") for k in range(5)),
               obj("top", "Plains", zone="library")]  # "Incubate 3. Draw a card."
    actions = [{"type": "play_spell", "player": "Alice", "object": "eyes", "mana_abilities": [{"object": f"i{k}"} for k in range(3)]},
               p("Alice"), p("Bob"), *then]
    return run(cards, objects, actions, rules)


def test_eyes_of_gitaxias_creates_an_incubator_token_with_three_counters(cards):
    replay = cast_eyes(cards, R2026)
    assert not any(st.refused for st in replay.steps), log(replay)
    inc = shown(replay, "incubator")
    assert inc["name"] == "Incubator" and inc["types"] == ["Artifact"] and inc["counters"] == {"+1/+1": 3}, log(replay)
    assert {"701.53a", "111.10i"} <= cited(replay), sorted(cited(replay))


def test_the_incubator_transforms_for_two_into_a_phyrexian_token_with_its_counters(cards):
    replay = cast_eyes(cards, R2026, [activate("incubator", ability=0, mana_abilities=[{"object": "i3"}, {"object": "i4"}]),
                                      p("Alice"), p("Bob")])
    assert not any(st.refused for st in replay.steps), log(replay)
    inc = shown(replay, "incubator")
    assert (inc["name"], inc["types"], inc["subtypes"]) == ("Phyrexian Token", ["Artifact", "Creature"], ["Phyrexian"]), log(replay)
    assert (inc["power"], inc["toughness"]) == (3, 3), log(replay)  # 0/0 with its three +1/+1 counters: the same object (712.18)
    assert "701.27a" in cited(replay), sorted(cited(replay))


def test_eyes_of_gitaxias_is_refused_under_the_2007_rules(cards):
    replay = cast_eyes(cards, R2007)
    assert replay.steps[1].refused and "later than the February 2007 rules" in log(replay)
    assert not shown(replay, "incubator")


def test_tangled_skyline_gains_five_life_and_incubates_five(cards):
    objects = [obj("sky", "Tangled Skyline", zone="hand"), *(obj(f"f{k}", "Forest") for k in range(5))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sky", "mana_abilities": [{"object": f"f{k}"} for k in range(5)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert life(replay)["Alice"] == 25 and shown(replay, "incubator")["counters"] == {"+1/+1": 5}, log(replay)


def test_excise_the_imperfect_gives_the_exiled_permanents_controller_an_incubator_of_its_mana_value(cards):
    objects = [obj("ex", "Excise the Imperfect", zone="hand"), *(obj(f"p{k}", "Plains") for k in range(3)),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ex", "targets": ["bears"],
                "mana_abilities": [{"object": f"p{k}"} for k in range(3)]}, p("Alice"), p("Bob")]
    replay = run(cards, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert controller_of(replay, "incubator") == "Bob" and shown(replay, "incubator")["counters"] == {"+1/+1": 2}, log(replay)
    assert "701.53a" in cited(replay)


def test_chrome_host_seedshark_incubates_the_mana_value_of_the_noncreature_spell_cast(cards):
    objects = [obj("shark", "Chrome Host Seedshark"), obj("shock", "Shock", zone="hand"), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert shown(replay, "incubator")["counters"] == {"+1/+1": 1} and life(replay)["Bob"] == 18, log(replay)


def test_furnace_gremlin_incubates_its_power_as_it_last_existed(cards):
    """Pumped to 2/2, then Shocked: the Incubator gets two counters (2026 608.2h: its last known power)."""
    objects = [obj("gremlin", "Furnace Gremlin"), obj("shock", "Shock", zone="hand"), *(obj(f"m{k}", "Mountain") for k in range(3))]
    actions = [activate("gremlin", ability=0, mana_abilities=[{"object": "m0"}, {"object": "m1"}]), p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["gremlin"], "mana_abilities": [{"object": "m2"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert shown(replay, "incubator")["counters"] == {"+1/+1": 2}, log(replay)
