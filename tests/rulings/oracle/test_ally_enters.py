"""Real Ally cards (rulings/oracle/enters_mechanics.py, rulings/engine/allies.py): "Whenever this
creature or another Ally you control enters, ..." (Hada Freeblade's optional counter; Kor
Bladewhirl's rally) and "Whenever another Ally you control enters, put a +1/+1 counter on this
creature" (Avatar Enthusiasts): triggered abilities (2007 410; 2026 603.2), "you may" chosen as
the ability resolves (2007 413.2c; 2026 608.2d)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, scenario, texts


def cast_survivalist(lookup, rules, others, choices):
    objects = [obj("oran", "Oran-Rief Survivalist", "Alice", "hand"), obj("f1", "Forest", "Alice"), obj("f2", "Forest", "Alice"),
               *(obj(oid, name, "Alice") for oid, name in others)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "oran", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}]
    actions += [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", "choices": choices}] * 4
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    return replay, {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}


@pytest.mark.parametrize("name", ["Hada Freeblade", "Oran-Rief Survivalist", "Kor Bladewhirl", "Avatar Enthusiasts"])
def test_the_ally_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_ally_entering_triggers_itself_and_the_other_allies(lookup, rules):
    replay, mine = cast_survivalist(lookup, rules, [("hada", "Hada Freeblade"), ("fans", "Avatar Enthusiasts")],
                                    {"hada": {"may": True}, "oran": {"may": False}})
    assert mine["hada"]["counters"] == {"+1/+1": 1}, texts(replay)
    assert mine["fans"]["counters"] == {"+1/+1": 1}
    assert mine["oran"]["counters"] == {}  # its controller chose not to


def test_a_non_ally_entering_triggers_nothing(lookup):
    objects = [obj("bears", "Grizzly Bears", "Alice", "hand"), obj("f1", "Forest", "Alice"), obj("f2", "Forest", "Alice"),
               obj("hada", "Hada Freeblade", "Alice"), obj("fans", "Avatar Enthusiasts", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules="2026-06-19"), cards=lookup))
    mine = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert not any(st.refused for st in replay.steps) and "bears" in mine, texts(replay)
    assert mine["hada"]["counters"] == {} and mine["fans"]["counters"] == {} and not replay.final_state["stack"], texts(replay)


def test_an_opponents_ally_triggers_nothing(lookup):
    objects = [obj("oran", "Oran-Rief Survivalist", "Alice", "hand"), obj("f1", "Forest", "Alice"), obj("f2", "Forest", "Alice"),
               obj("fans", "Avatar Enthusiasts", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "oran", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules="2026-06-19"), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert any(o["id"] == "oran" for o in replay.final_state["zones"]["Alice"]["in_play"])
    fans = next(o for o in replay.final_state["zones"]["Bob"]["in_play"] if o["id"] == "fans")
    assert fans["counters"] == {} and not any("Avatar Enthusiasts's ability triggers" in t or "Avatar Enthusiasts’s ability triggers" in t
                                              for t in texts(replay)), texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kor_bladewhirl_rally_gives_first_strike(lookup, rules):
    replay, mine = cast_survivalist(lookup, rules, [("kor", "Kor Bladewhirl")], {})
    assert "first strike" in mine["kor"]["keywords"] and "first strike" in mine["oran"]["keywords"], texts(replay)


@pytest.mark.parametrize("text", [
    "Whenever this creature or another Ally you control enters or dies, put a +1/+1 counter on this creature.",
    "Whenever this creature or another Ally an opponent controls enters, put a +1/+1 counter on this creature.",
    "Rally — Whenever this creature or another Ally you control enters, put a +1/+1 counter on target Ally you control for each Ally you control named ~."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Creature"], "subtypes": ["Ally"], "power": "1",
                             "toughness": "1", "text": text}).played
