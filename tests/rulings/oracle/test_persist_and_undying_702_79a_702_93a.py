"""Real cards with persist (2026 702.79a) and undying (702.93a): dies triggers
with an intervening "if" read from the creature as it last existed, that
return it with a counter. Kitchen Finks returns with a -1/-1 counter (and its
enters ability triggers again), then dies for good; Young Wolf returns with a
+1/+1 counter; Undying Evil gives undying until end of turn. Both keywords are
later than February 2007: under those rules the replay says they do nothing."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "persist", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def shock(spell, target, land):
    return [{"type": "play_spell", "player": "Alice", "object": spell, "targets": [target], "mana_abilities": [{"object": land}]},
            *passes()]


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


def texts(replay):
    return [ev.text for ev in events(replay)]


def in_play(replay, oid):
    for zones in replay.final_state["zones"].values():
        for o in zones["in_play"]:
            if o["id"] == oid:
                return o
    return None


def alice(replay):
    return next(p for p in replay.final_state["players"] if p["name"] == "Alice")


def finks_shocked(times: int, rules=R26):
    objects = [obj("finks", "Kitchen Finks"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("s1", "Shock", zone="hand"), obj("s2", "Shock", zone="hand")]
    actions = shock("s1", "finks", "m1") + passes()  # the Shock, then persist's trigger (then the enters trigger)
    if times == 2:
        actions += passes() + shock("s2", "finks", "m2")
    return scenario(objects, actions, rules)


@pytest.mark.parametrize("name", ["Kitchen Finks", "Young Wolf", "Undying Evil", "Glen Elendra Archmage"])
def test_persist_and_undying_cards_are_fully_played(pool, name):
    assert pool[name].played


def test_kitchen_finks_returns_with_a_minus_counter_citing_702_79a(lookup):
    replay = run_scenario(load_scenario(finks_shocked(1), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    [trig] = [ev for ev in events(replay) if "persist triggers" in ev.text]
    assert {("702.79a", "persist"), ("603.4", "intervening_if")} <= {(c.rule, c.concept) for c in trig.citations}
    [back] = [t for t in texts(replay) if "returns from the graveyard" in t]
    assert "with a -1/-1 counter on it" in back
    finks = in_play(replay, "finks")
    assert finks is not None and finks["counters"] == {"-1/-1": 1}


def test_kitchen_finks_enters_again_and_its_controller_gains_2_life(lookup):
    replay = run_scenario(load_scenario(finks_shocked(1), cards=lookup))
    replay2 = run_scenario(load_scenario({**finks_shocked(1), "actions": finks_shocked(1)["actions"] + passes()}, cards=lookup))
    assert alice(replay)["life"] == 20 and alice(replay2)["life"] == 22


def test_persist_does_not_trigger_when_the_creature_had_a_minus_counter(lookup):
    replay = run_scenario(load_scenario(finks_shocked(2), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    [note] = [ev for ev in events(replay) if "persist does not trigger" in ev.text]
    assert "it had a -1/-1 counter on it as it left the battlefield" in note.text
    assert in_play(replay, "finks") is None


def test_young_wolf_returns_with_a_plus_counter_citing_702_93a(lookup):
    objects = [obj("wolf", "Young Wolf"), obj("m1", "Mountain"), obj("s1", "Shock", zone="hand")]
    replay = run_scenario(load_scenario(scenario(objects, shock("s1", "wolf", "m1") + passes()), cards=lookup))
    [trig] = [ev for ev in events(replay) if "undying triggers" in ev.text]
    assert ("702.93a", "undying") in {(c.rule, c.concept) for c in trig.citations}
    wolf = in_play(replay, "wolf")
    assert wolf is not None and wolf["counters"] == {"+1/+1": 1}


def test_undying_evil_gives_undying_until_end_of_turn_and_the_creature_returns(lookup):
    objects = [obj("wolf", "Young Wolf"), obj("finks", "Kitchen Finks"), obj("sw", "Swamp"), obj("m1", "Mountain"),
               obj("evil", "Undying Evil", zone="hand"), obj("s1", "Shock", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "evil", "targets": ["finks"], "mana_abilities": [{"object": "sw"}]},
               *passes(), *shock("s1", "finks", "m1"), *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    log = texts(replay)
    assert any("undying triggers" in t for t in log) and any("persist triggers" in t for t in log)


def test_glen_elendra_archmage_sacrificed_as_a_cost_returns(lookup):
    objects = [obj("glen", "Glen Elendra Archmage"), obj("i1", "Island"), obj("m1", "Mountain", owner="Bob"),
               obj("s1", "Shock", owner="Bob", zone="hand")]
    actions = [{"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "s1", "targets": ["Alice"], "mana_abilities": [{"object": "m1"}]},
               {"type": "pass_priority", "player": "Bob"},
               {"type": "activate_ability", "player": "Alice", "object": "glen", "ability": 1, "targets": ["s1"],
                "mana_abilities": [{"object": "i1"}]}, *passes()]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.refused for st in replay.steps]
    glen = in_play(replay, "glen")
    assert glen is not None and glen["counters"] == {"-1/-1": 1}


def test_under_the_2007_rules_persist_is_said_to_do_nothing(lookup):
    replay = run_scenario(load_scenario(finks_shocked(1, rules=R07), cards=lookup))
    log = texts(replay)
    assert any(t.startswith("Text only under") and "has persist, a keyword those rules do not have" in t for t in log)
    assert not any("persist triggers" in t for t in log) and in_play(replay, "finks") is None


@pytest.mark.parametrize("text", ["Persist 2", "Undying until end of turn", "Persistent"])
def test_a_near_miss_keyword_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{1}", "power": "1", "toughness": "1", "text": text}
    assert not compile_card(card).played
