"""A real Vehicle, Futurist Sentinel (6/6, crew 3): crewing taps other untapped
creatures with total power 3 or more, named by the activation's `pay.crew`,
and it becomes an artifact creature until end of turn (2026 702.122a); it has
its printed power and toughness only while it is a creature (301.7a).
Vehicles are later than February 2007: under those rules crew can't be activated."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26, step="beginning_of_combat"):
    return {"format": 1, "rules": rules, "name": "crew", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": step}, "objects": objects, "actions": actions}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def crew(*crew_ids):
    return {"type": "activate_ability", "player": "Alice", "object": "sentinel", "ability": 0, "pay": {"crew": list(crew_ids)}}


def objects():
    return [obj("sentinel", "Futurist Sentinel"), obj("stalker", "Branchblight Stalker"), obj("rograkh", "Rograkh, Son of Rohgahh")]


def state_of(replay, oid):
    return next(o for z in replay.final_state["zones"].values() for o in z["in_play"] if o["id"] == oid)


def test_futurist_sentinel_is_fully_played(pool):
    assert pool["Futurist Sentinel"].played
    assert pool["Futurist Sentinel"].definition["abilities"] == [{"kind": "keyword", "keyword": "crew", "count": 3}]


def test_an_uncrewed_vehicle_is_no_creature_and_has_no_power(lookup):
    replay = run_scenario(load_scenario(scenario(objects(), []), cards=lookup))
    sentinel = state_of(replay, "sentinel")
    assert "Creature" not in sentinel["types"] and sentinel.get("power") is None


def test_crewed_by_power_3_it_becomes_a_6_6_artifact_creature_citing_702_122a(lookup):
    replay = run_scenario(load_scenario(scenario(objects(), [crew("stalker"), *passes()]), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    [tap] = [ev for st in replay.steps for ev in st.events if "to crew" in ev.text]
    assert "taps Branchblight Stalker (total power 3)" in tap.text
    assert {("702.122a", "crew"), ("301.7a", "vehicle_pt")} <= {(c.rule, c.concept) for c in tap.citations}
    sentinel, stalker = state_of(replay, "sentinel"), state_of(replay, "stalker")
    assert "Creature" in sentinel["types"] and "Artifact" in sentinel["types"]
    assert (sentinel["power"], sentinel["toughness"]) == (6, 6) and stalker["tapped"] and not sentinel["tapped"]


def test_the_crewed_vehicle_attacks_for_its_printed_power(lookup):
    actions = [crew("stalker"), *passes(), *passes(), {"type": "declare_attackers", "player": "Alice", "attackers": ["sentinel"]},
               *passes(), {"type": "declare_blockers", "player": "Bob", "blocks": []}, *passes(), *passes()]
    replay = run_scenario(load_scenario(scenario(objects(), actions), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert next(p for p in replay.final_state["players"] if p["name"] == "Bob")["life"] == 14


def test_crew_with_too_little_power_is_refused_naming_the_field(lookup):
    replay = run_scenario(load_scenario(scenario(objects(), [crew("rograkh")]), cards=lookup))
    step = replay.steps[-1]
    assert step.refused and any("pay.crew: the creatures named have total power 0, less than crew 3" in ev.text for ev in step.events)


def test_a_vehicle_cant_crew_itself(lookup):
    replay = run_scenario(load_scenario(scenario(objects(), [crew("sentinel", "stalker")]), cards=lookup))
    assert replay.steps[-1].refused


def test_under_the_2007_rules_crew_cant_be_activated(lookup):
    replay = run_scenario(load_scenario(scenario(objects(), [crew("stalker")], rules=R07), cards=lookup))
    step = replay.steps[-1]
    assert step.refused and any("later than February 2007" in ev.text for ev in step.events)
    assert any("can't be played" in ev.text or "can't be activated" in ev.text for ev in step.events)
    assert not any("{game.words" in ev.text for ev in step.events)


def test_a_crew_entry_naming_no_object_is_refused_by_the_loader(lookup):
    with pytest.raises(ScenarioError, match=r"pay\.crew\[0\]"):
        load_scenario(scenario(objects(), [crew("nobody")]), cards=lookup)


@pytest.mark.parametrize("text", ["Crew X", "Crew 0", "Crew 2—Sorcery speed"])
def test_a_near_miss_crew_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Artifact"], "subtypes": ["Vehicle"], "mana_cost": "{3}", "power": "3",
            "toughness": "3", "text": text}
    assert not compile_card(card).played


def test_the_legal_actions_offer_crewing_with_enough_power(lookup):
    """Branchblight Stalker (power 3) can crew Futurist Sentinel (crew 3); Rograkh (power 0) alone can't."""
    from rulings.engine.engine import game_at
    from rulings.engine.legal_actions import legal_actions
    _, actions = legal_actions(game_at(load_scenario(scenario(objects(), []), cards=lookup), 0))
    crews = [d["pay"]["crew"] for d in actions if d["type"] == "activate_ability" and d["object"] == "sentinel"]
    assert crews == [["stalker"]]
