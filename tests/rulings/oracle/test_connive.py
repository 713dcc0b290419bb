"""Real cards that connive (2026 701.50a; rulings/oracle/enters_mechanics.py, rulings/engine/connive.py):
the permanent's controller draws a card, then discards a card; a nonland card discarded puts a
+1/+1 counter on the conniving permanent. Later than February 2007: a card that connives is
refused as it is cast under those rules."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import obj, rules_cited, scenario, texts


def cast_informant(lookup, discard, rules="2026-06-19"):
    objects = [obj("informant", "Raffine's Informant", "Alice", "hand"), obj("p1", "Plains", "Alice"), obj("p2", "Plains", "Alice"),
               obj("shock", "Shock", "Alice", "hand"), obj("top", "Forest", "Alice", "library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "informant", "mana_abilities": [{"object": "p1"}, {"object": "p2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob", "choices": {"informant": {"cards": [discard]}}}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    zones = replay.final_state["zones"]["Alice"]
    return replay, zones


@pytest.mark.parametrize("name", ["Raffine's Informant", "Mob Lookout", "Hypnotic Grifter"])
def test_the_conniving_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("discard, counters", [("shock", {"+1/+1": 1}), ("top", {})])
def test_raffines_informant_connives_as_it_enters(lookup, discard, counters):
    replay, zones = cast_informant(lookup, discard)
    assert not any(st.refused for st in replay.steps), texts(replay)
    informant = next(o for o in zones["in_play"] if o["id"] == "informant")
    assert informant["counters"] == counters, texts(replay)
    assert [o["id"] for o in zones["graveyard"]] == [discard]
    assert {o["id"] for o in zones["hand"]} == {"shock", "top"} - {discard}
    assert "701.50a" in rules_cited(replay)


def test_refused_under_the_2007_rules(lookup):
    replay, _ = cast_informant(lookup, "shock", rules="2007-02-01")
    assert replay.steps[1].refused  # steps[0] is the set-up
    assert "later than the February 2007 rules" in " ".join(texts(replay))


def test_mob_lookout_makes_target_creature_you_control_connive(lookup):
    objects = [obj("lookout", "Mob Lookout", "Alice", "hand"), obj("bears", "Grizzly Bears", "Alice"),
               obj("i1", "Island", "Alice"), obj("i2", "Island", "Alice"), obj("top", "Shock", "Alice", "library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lookout", "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", "trigger_targets": {"lookout": ["bears"]}},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules="2026-06-19"), cards=lookup))
    mine = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert mine["bears"]["counters"] == {"+1/+1": 1} and mine["lookout"]["counters"] == {}, texts(replay)


@pytest.mark.parametrize("text", ["When this creature enters, it connives 2.", "When this creature enters, each creature you control connives.",
                                  "When this creature enters, target creature connives."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played
