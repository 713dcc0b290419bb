"""Real cards with stun counters (2026 122.1d), shield counters (122.1c) and token
doubling (2007: 419.1a; 2026: 614.1a), compiled by rulings/oracle/replacements.py
and played by the engine's later_counters.py and token_doubling.py. Stun and
shield counters are later than February 2007: a scenario using them under those
rules is refused, naming the card."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import obj, objects_in

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26, phase="precombat_main", step=None, active="Alice"):
    return {"format": 1, "rules": rules, "name": "counters", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": active, "phase": phase, "step": step}, "objects": objects, "actions": actions}


def passes(first="Alice", second="Bob"):
    return [{"type": "pass_priority", "player": first}, {"type": "pass_priority", "player": second}]


def cast(card, targets=(), lands=(), **more):
    return [{"type": "play_spell", "player": "Alice", "object": card, "targets": list(targets),
             "mana_abilities": [{"object": land} for land in lands], **more}, *passes()]


def run(lookup, data):
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.refused for st in replay.steps if st.refused]
    return replay


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


def texts(replay):
    return [ev.text for ev in events(replay)]


def cited(replay):
    return {(c.rule, c.concept) for ev in events(replay) for c in ev.citations}


def test_the_stun_shield_and_doubling_cards_are_fully_played(pool):
    for name in ("Gilded Scuttler", "Tranquilize", "Dapper Shieldmate", "Boon of Safety", "Anointed Procession"):
        assert pool[name].played, name
    assert pool["Gilded Scuttler"].definition["abilities"][-1]["effect"] == [
        {"do": "tap", "what": "target:0"}, {"do": "put_counters", "counter": "stun", "amount": 1, "to": "target:0"}]


# --- stun counters -------------------------------------------------------------------

def test_gilded_scuttler_taps_an_opponents_creature_and_puts_a_stun_counter_on_it(lookup):
    objects = [obj("scuttler", "Gilded Scuttler", zone="hand"), obj("i1", "Island"), obj("i2", "Island"), obj("i3", "Island"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "scuttler", "mana_abilities": [{"object": i} for i in ("i1", "i2", "i3")]},
               *passes(), {"type": "pass_priority", "player": "Alice", "trigger_targets": {"scuttler": ["bears"]}},
               {"type": "pass_priority", "player": "Bob"}]
    replay = run(lookup, scenario(objects, actions))
    bears = objects_in(replay.final_state)["bears"]
    assert bears["tapped"] and bears["counters"] == {"stun": 1}


def test_a_stunned_creature_stays_tapped_in_its_untap_step_and_loses_the_counter_citing_122_1d(lookup):
    """From Alice's end step to Bob's turn: the Bears would untap; instead a stun counter is removed."""
    objects = [obj("bears", "Grizzly Bears", owner="Bob", tapped=True, counters={"stun": 2}), obj("land", "Forest", owner="Bob", tapped=True)]
    replay = run(lookup, scenario(objects, passes(), phase="end", step="end_of_turn"))
    state = objects_in(replay.final_state)
    assert state["bears"]["tapped"] and state["bears"]["counters"] == {"stun": 1}
    assert not state["land"]["tapped"]
    [ev] = [ev for ev in events(replay) if "stun counter is removed" in ev.text]
    assert "Grizzly Bears would become untapped; instead a stun counter is removed from it (1 left)." == ev.text
    assert ("122.1d", "stun_counters") in {(c.rule, c.concept) for c in ev.citations}


def test_tranquilize_then_threatens_untap_removes_a_stun_counter_instead(lookup):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("tranq", "Tranquilize", zone="hand"),
               obj("threaten", "Threaten", zone="hand"), obj("i1", "Island"), obj("i2", "Island"),
               obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain")]
    actions = [*cast("tranq", ["bears"], ["i1", "i2"]), *cast("threaten", ["bears"], ["m1", "m2", "m3"])]
    replay = run(lookup, scenario(objects, actions))
    bears = objects_in(replay.final_state)["bears"]
    assert bears["tapped"] and bears["counters"] == {"stun": 2}
    assert any(t.startswith("Grizzly Bears would become untapped; instead a stun counter is removed") for t in texts(replay))


def test_an_untapped_permanent_with_a_stun_counter_keeps_it_when_told_to_untap(lookup):
    """It doesn't "become untapped", so nothing is replaced."""
    objects = [obj("bears", "Grizzly Bears", owner="Bob", counters={"stun": 1}), obj("threaten", "Threaten", zone="hand"),
               obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain")]
    replay = run(lookup, scenario(objects, cast("threaten", ["bears"], ["m1", "m2", "m3"])))
    assert objects_in(replay.final_state)["bears"]["counters"] == {"stun": 1}


def test_stun_counters_are_refused_under_the_2007_rules_naming_the_card(lookup):
    objects = [obj("tranq", "Tranquilize", zone="hand")]
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.card.*stun counters are later than the February 2007 rules \(2026: 122\.1d\)"):
        load_scenario(scenario(objects, [], rules=R07), cards=lookup)


def test_an_object_starting_with_a_shield_counter_is_refused_under_2007(lookup):
    objects = [obj("bears", "Grizzly Bears", counters={"shield": 1})]
    with pytest.raises(ScenarioError, match=r"counters\.shield.*122\.1c"):
        load_scenario(scenario(objects, [], rules=R07), cards=lookup)


# --- shield counters ---------------------------------------------------------------

def test_a_shield_counter_prevents_lightning_bolts_damage_and_is_removed_citing_122_1c(lookup):
    objects = [obj("dapper", "Dapper Shieldmate", owner="Bob", counters={"shield": 1}),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain")]
    replay = run(lookup, scenario(objects, cast("bolt", ["dapper"], ["m1"])))
    state = objects_in(replay.final_state)["dapper"]
    assert state["zone"] == "in_play" and not state.get("damage") and not state.get("counters")
    assert ("122.1c", "shield_counters") in cited(replay)


def test_dapper_shieldmate_enters_with_a_shield_counter(lookup):
    objects = [obj("dapper", "Dapper Shieldmate", zone="hand"), *[obj(f"p{i}", "Plains") for i in range(4)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "dapper", "mana_abilities": [{"object": f"p{i}"} for i in range(4)]},
               *passes()]
    replay = run(lookup, scenario(objects, actions))
    assert objects_in(replay.final_state)["dapper"]["counters"] == {"shield": 1}


def test_a_shield_counter_replaces_murders_destruction(lookup):
    objects = [obj("bears", "Grizzly Bears", owner="Bob", counters={"shield": 2}), obj("murder", "Murder", zone="hand"),
               obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp")]
    replay = run(lookup, scenario(objects, cast("murder", ["bears"], ["s1", "s2", "s3"])))
    bears = objects_in(replay.final_state)["bears"]
    assert bears["zone"] == "in_play" and bears["counters"] == {"shield": 1}
    assert "Grizzly Bears would be destroyed; instead a shield counter is removed from it (1 left)." in texts(replay)


def test_boon_of_safety_puts_a_shield_counter_on_target_creature(lookup):
    objects = [obj("bears", "Grizzly Bears"), obj("boon", "Boon of Safety", zone="hand"), obj("p1", "Plains")]
    replay = run(lookup, scenario(objects, cast("boon", ["bears"], ["p1"])))
    assert objects_in(replay.final_state)["bears"]["counters"] == {"shield": 1}


# --- token doubling ------------------------------------------------------------------

@pytest.mark.parametrize("rules", (R07, R26))
def test_anointed_procession_doubles_raise_the_alarms_tokens(lookup, rules):
    objects = [obj("procession", "Anointed Procession"), obj("alarm", "Raise the Alarm", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains")]
    replay = run(lookup, scenario(objects, cast("alarm", [], ["p1", "p2"]), rules))
    tokens = [o for o in objects_in(replay.final_state).values() if o.get("name") == "Soldier"]
    assert len(tokens) == 4
    assert (("419.1a" if rules == R07 else "614.1a"), "replacement_instead") in cited(replay)


def test_two_doublers_make_four_times_as_many(lookup):
    objects = [obj("a", "Anointed Procession"), obj("b", "Anointed Procession"), obj("alarm", "Raise the Alarm", zone="hand"),
               obj("p1", "Plains"), obj("p2", "Plains")]
    replay = run(lookup, scenario(objects, cast("alarm", [], ["p1", "p2"])))
    assert sum(o.get("name") == "Soldier" for o in objects_in(replay.final_state).values()) == 8


def test_an_opponents_anointed_procession_doesnt_double_your_tokens(lookup):
    objects = [obj("procession", "Anointed Procession", owner="Bob"), obj("alarm", "Raise the Alarm", zone="hand"),
               obj("p1", "Plains"), obj("p2", "Plains")]
    replay = run(lookup, scenario(objects, cast("alarm", [], ["p1", "p2"])))
    assert sum(o.get("name") == "Soldier" for o in objects_in(replay.final_state).values()) == 2


def test_a_doubled_token_that_the_spell_calls_it_is_refused_not_guessed(lookup):
    """Tidal Wave's "Sacrifice it" would mean both Walls: the engine refuses the resolution, saying why."""
    objects = [obj("procession", "Anointed Procession"), obj("wave", "Tidal Wave", zone="hand"), obj("i1", "Island"), obj("i2", "Island"),
               obj("i3", "Island")]
    replay = run_scenario(load_scenario(scenario(objects, cast("wave", [], ["i1", "i2", "i3"])), cards=lookup))
    refused = [st for st in replay.steps if st.refused]
    assert refused and "\"it\" now means all of them" in " ".join(ev.text for st in refused for ev in st.events)


def test_near_misses_of_counters_and_doubling_stay_text_only():
    for types, text in ((["Sorcery"], "Tap up to two target creatures and put a stun counter on it."),  # "it": which of them?
                        (["Enchantment"], "If one or more creature tokens would be created under your control, twice that many of those tokens are created instead."),
                        (["Creature"], "This creature enters with two shield counters on it.")):
        c = compile_card({"name": "Test Card", "mana_cost": "{W}", "types": types, "power": "1", "toughness": "1", "text": text})
        assert not c.played, text
