"""The keywords the engine writes out as abilities (keywords_triggered.py, devour.py, amplify.py,
graft.py, fading_vanishing.py), from scenario cards written by hand: the loader names each field it
refuses; cumulative upkeep (2007 502.13a; 2026 702.24a) asks the cost once per age counter; mentor's
target (2026 702.134a) is compared with the source's power again as the ability resolves."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_

R2026, R2007 = "2026-06-19", "2007-02-01"


def creature(name, power, toughness, *abilities, cost="{1}"):
    return {"name": name, "mana_cost": cost, "types": ["Creature"], "power": power, "toughness": toughness,
            "abilities": list(abilities), "text": name}


def refused(sc) -> str:
    with pytest.raises(ScenarioError) as e:
        load_scenario(sc)
    return str(e.value)


def test_backup_without_its_granted_abilities_is_refused_naming_the_field():
    sc = make([obj("b", creature("B", 2, 2, {"kind": "keyword", "keyword": "backup", "count": 1}))], [])
    assert "objects[0].card.abilities[0].grants" in refused(sc)


def test_grants_on_another_keyword_is_refused():
    sc = make([obj("b", creature("B", 2, 2, {"kind": "keyword", "keyword": "flying", "grants": [{"kind": "keyword", "keyword": "haste"}]}))], [])
    assert "grants: is only for backup" in refused(sc)


def test_a_counted_keyword_without_its_number_is_refused():
    sc = make([obj("s", creature("S", 2, 2, {"kind": "keyword", "keyword": "soulshift"}))], [])
    assert "objects[0].card.abilities[0].count" in refused(sc)


def test_devour_choice_must_name_objects():
    sc = make([obj("b", creature("B", 2, 2))], [act("pass_priority", choices={"b": {"devour": "b"}})])
    sc["rules"] = R2026
    assert "devour" in refused(sc)


def _upkeep(rules, age, pays, lands=3):
    thing = {"name": "Ice Thing", "mana_cost": "{1}", "types": ["Enchantment"], "text": "Cumulative upkeep {1}",
             "abilities": [{"kind": "keyword", "keyword": "cumulative_upkeep", "cost": "{1}"}]}
    land = {"name": "Wastes", "types": ["Land"], "abilities": [{"kind": "activated", "cost": {"tap": True},
                                                                "effect": [{"do": "add_mana", "mana": "{C}"}], "text": "{T}: Add {C}."}],
            "text": "{T}: Add {C}."}
    objects = [obj("thing", thing, counters={"age": age}) if age else obj("thing", thing), *[obj(f"w{i}", land) for i in range(lands)]]
    sc = make(objects, [pass_("Alice"), {**pass_("Bob"), "choices": {"thing": {"pays": pays}}}], phase="beginning", step="upkeep")
    sc["rules"] = rules
    replay = run_scenario(load_scenario(sc))
    return replay, objects_by_id(replay.final_state)


@pytest.mark.parametrize("rules,rule", [(R2007, "502.13a"), (R2026, "702.24a")])
def test_cumulative_upkeep_costs_once_per_age_counter(rules, rule):
    """Two age counters, a third put on: {1}{1}{1} paid with three lands."""
    replay, found = _upkeep(rules, 2, True)
    assert not any(st.refused for st in replay.steps)
    assert found["thing"]["counters"] == {"age": 3} and all(found[f"w{i}"]["tapped"] for i in range(3))
    assert rule in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_cumulative_upkeep_declined_sacrifices_the_permanent():
    replay, found = _upkeep(R2026, 0, False)
    assert found["thing"]["zone"] == "graveyard" and not found["w0"]["tapped"]


def test_mentor_target_checked_again_on_resolution():
    """Mentor targets the 1/1 as the 3/3 attacks; a -2/-0 to the mentor before it resolves makes the
    1/1's power (1) no longer less than the mentor's (1): the target is illegal and nothing happens."""
    shrink = {"name": "Shrink", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
              "effect": [{"do": "pump", "to": "target:0", "until": "end_of_turn", "power": -2, "toughness": 0}], "text": "Shrink"}
    objects = [obj("mentor", creature("Mentor", 3, 3, {"kind": "keyword", "keyword": "mentor"})), obj("small", creature("Small", 1, 1)),
               obj("shrink", shrink, zone="hand")]
    actions = [pass_("Alice"), pass_("Bob"), act("declare_attackers", attackers=["mentor", "small"]),
               act("play_spell", object="shrink", targets=["mentor"]), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]
    sc = make(objects, actions, phase="combat", step="beginning_of_combat")
    sc["rules"] = R2026
    replay = run_scenario(load_scenario(sc))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert not objects_by_id(replay.final_state)["small"]["counters"], log
    assert "not less than" in log, log
