"""Real cards with megamorph (2026 702.37b; rulings/oracle/enters_mechanics.py, rulings/engine/megamorph.py):
cast face down as a 2/2 for {3} like morph, and turned face up for the megamorph cost, a +1/+1
counter is put on the permanent as it turns face up. Later than February 2007: under those rules
the card's own words (its reminder text) are followed and the log says so."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts


def in_play(replay, oid):
    return next(o for zones in replay.final_state["zones"].values() for o in zones["in_play"] if o["id"] == oid)


def turn_up_ainok(lookup, rules):
    objects = [{**obj("ainok", "Ainok Survivalist", "Alice"), "face_down": True}, obj("f1", "Forest", "Alice"),
               obj("f2", "Forest", "Alice"), obj("thopter", "Ornithopter", "Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": f, "ability": 0} for f in ("f1", "f2")]
    actions += [{"type": "turn_face_up", "player": "Alice", "object": "ainok", "trigger_targets": {"ainok": ["thopter"]}},
                {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    return run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))


@pytest.mark.parametrize("name", ["Ainok Survivalist", "Sandstorm Charger"])
def test_the_megamorph_cards_are_fully_played(pool, name):
    assert pool[name].played
    assert pool[name].definition["abilities"][0]["megamorph"] is True
    assert pool[name].definition["abilities"][0]["keyword"] == "morph"


@pytest.mark.parametrize("rules", EDITIONS)
def test_ainok_survivalist_turned_face_up_gets_a_counter_before_its_trigger(lookup, rules):
    replay = turn_up_ainok(lookup, rules)
    assert not any(st.refused for st in replay.steps), texts(replay)
    ainok = in_play(replay, "ainok")
    assert ainok["counters"] == {"+1/+1": 1} and (ainok["power"], ainok["toughness"]) == (3, 2)
    assert not any(o["id"] == "thopter" for o in replay.final_state["zones"]["Bob"]["in_play"])  # its trigger resolved
    assert ("702.37b" in rules_cited(replay)) == (rules == "2026-06-19")
    assert ("702.37e" if rules == "2026-06-19" else "502.26d") in rules_cited(replay)
    if rules == "2007-02-01":
        assert any("Megamorph (a rule later than February 2007" in t for t in texts(replay))


def test_sandstorm_charger_cast_face_down_then_turned_up_is_a_4_5(lookup):
    objects = [obj("charger", "Sandstorm Charger", "Alice", "hand")] + [obj(f"p{i}", "Plains", "Alice") for i in range(8)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "charger", "face_down": True,
                "mana_abilities": [{"object": f"p{i}"} for i in range(3)]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    actions += [{"type": "activate_ability", "player": "Alice", "object": f"p{i}", "ability": 0} for i in range(3, 8)]
    actions += [{"type": "turn_face_up", "player": "Alice", "object": "charger"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules="2026-06-19"), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    charger = in_play(replay, "charger")
    assert charger["counters"] == {"+1/+1": 1} and (charger["power"], charger["toughness"]) == (4, 5)


@pytest.mark.parametrize("text", ["Megamorph {X}{G}", "Megamorph—Pay 3 life.", "Megamorph {1}{G} and draw a card"])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played
