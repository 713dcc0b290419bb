""" "Enters with" counters of real cards: -1/-1 counters (Bloodied Ghost) and the counters
linked to kicker (Kavu Aggressor), replacement effects (2007 419.1b, 2026 614.1c)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import in_main_phase, obj

EDITIONS = ("2007-02-01", "2026-06-19")


def final(replay, oid):
    def walk(v):
        if isinstance(v, dict):
            if v.get("id") == oid and "name" in v:
                return v
            v = list(v.values())
        if isinstance(v, list):
            for x in v:
                found = walk(x)
                if found:
                    return found
        return None
    return walk(replay.final_state)


def rules_cited(replay):
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def cast(lookup, rules, card, lands, **how):
    data = in_main_phase([obj("c", card, zone="hand")] + [obj(f"l{i}", land) for i, land in enumerate(lands)],
                    [{"type": "play_spell", "player": "Alice", "object": "c", **how},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps for ev in st.events]
    return replay


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "419.1b"), ("2026-06-19", "614.1c")])
def test_bloodied_ghost_enters_with_a_minus_one_counter(lookup, rules, rule):
    replay = cast(lookup, rules, "Bloodied Ghost", ["Plains", "Plains", "Swamp"])
    ghost = final(replay, "c")
    assert ghost["counters"] == {"-1/-1": 1} and (ghost["power"], ghost["toughness"]) == (2, 2)
    assert rule in rules_cited(replay)


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "502.21b"), ("2026-06-19", "702.33e")])
def test_kavu_aggressor_kicked_enters_with_a_counter(lookup, rules, rule):
    replay = cast(lookup, rules, "Kavu Aggressor", ["Mountain"] * 7, kicked=True)
    kavu = final(replay, "c")
    assert kavu["counters"] == {"+1/+1": 1} and (kavu["power"], kavu["toughness"]) == (4, 3)
    assert rule in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kavu_aggressor_not_kicked_enters_without_counters(lookup, rules):
    replay = cast(lookup, rules, "Kavu Aggressor", ["Mountain"] * 3)
    kavu = final(replay, "c")
    assert not kavu.get("counters") and (kavu["power"], kavu["toughness"]) == (3, 2)


def test_kicked_counters_without_kicked_wording_and_an_x_of_minus_counters_stay_text_only():
    base = {"name": "Test", "mana_cost": "{X}{B}", "types": ["Creature"], "power": "3", "toughness": "3"}
    for text in ("If this creature was kicked, it enters with X +1/+1 counters on it.",
                 "If this creature was bargained, it enters with two +1/+1 counters on it.",
                 "This creature enters with X -1/-1 counters on it."):
        assert not compile_card({**base, "text": text}).played, text


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "419.1b"), ("2026-06-19", "614.1c")])
def test_vivid_crag_enters_tapped_with_two_charge_counters(lookup, pool, rules, rule):
    assert pool["Vivid Crag"].played
    replay = run_scenario(load_scenario(in_main_phase([obj("crag", "Vivid Crag", zone="hand")],
                                                 [{"type": "play_land", "player": "Alice", "object": "crag"}], rules), cards=lookup))
    crag = final(replay, "crag")
    assert crag["tapped"] is True and crag["counters"] == {"charge": 2} and rule in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_necrogen_censer_removes_a_charge_counter_to_make_a_player_lose_two_life(lookup, pool, rules):
    assert pool["Necrogen Censer"].played
    data = in_main_phase([obj("c", "Necrogen Censer", zone="hand")] + [obj(f"l{i}", "Swamp") for i in range(3)],
                    [{"type": "play_spell", "player": "Alice", "object": "c", "mana_abilities": [{"object": f"l{i}"} for i in range(3)]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "activate_ability", "player": "Alice", "object": "c", "ability": 1, "targets": ["Bob"]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps for ev in st.events]
    assert final(replay, "c")["counters"] == {"charge": 1}
    assert replay.final_state["players"][1]["life"] == 18


def test_a_charge_counter_on_another_permanent_or_an_x_of_them_stays_text_only():
    base = {"name": "Test Relic", "mana_cost": "{2}", "types": ["Artifact"]}
    # ("{T}: Put a charge counter on target artifact." is read now: test_named_counters.py, Coretapper; an X with no {X} to pay stays text only)
    for text in ("{T}, Remove X charge counters from this artifact: Draw a card.", "This artifact enters with X charge counters on it."):
        assert not compile_card({**base, "text": text}).played, text


@pytest.mark.parametrize("rules", EDITIONS)
def test_gemstone_array_puts_a_charge_counter_on_itself(lookup, pool, rules):
    assert pool["Gemstone Array"].played
    data = in_main_phase([obj("array", "Gemstone Array"), obj("i0", "Island"), obj("i1", "Island")],
                    [{"type": "activate_ability", "player": "Alice", "object": "array", "ability": 0,
                      "mana_abilities": [{"object": "i0"}, {"object": "i1"}]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert final(replay, "array")["counters"] == {"charge": 1}
    put = next(ev for st in replay.steps for ev in st.events if ev.text.startswith("1 charge counter is put on"))
    assert not any(c.concept in ("layers", "counters_pt") for c in put.citations)  # a charge counter changes no power or toughness


@pytest.mark.parametrize("rules", EDITIONS)
def test_golem_foundry_may_put_a_charge_counter_when_an_artifact_spell_is_cast(lookup, pool, rules):
    assert pool["Golem Foundry"].played
    lands = [obj(f"i{i}", "Island") for i in range(4)]
    data = in_main_phase([obj("foundry", "Golem Foundry"), obj("array", "Gemstone Array", zone="hand"), *lands],
                    [{"type": "play_spell", "player": "Alice", "object": "array",
                      "mana_abilities": [{"object": f"i{i}"} for i in range(4)]},
                     {"type": "pass_priority", "player": "Alice"},
                     {"type": "pass_priority", "player": "Bob", "choices": {"foundry": {"may": True}}}], rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps for ev in st.events]
    assert final(replay, "foundry")["counters"] == {"charge": 1}
