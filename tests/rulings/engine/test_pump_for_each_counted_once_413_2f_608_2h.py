""" "Gets +1/+1 until end of turn for each ..." (`pump_for_each`, rulings/engine/pump_for_each.py):
the number is counted once, as the effect is applied (2007: 413.2f; 2026: 608.2h)."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, free, make, obj, objects_by_id, pass_

COUNTED = {"2007-02-01": "413.2f", "2026-06-19": "608.2h"}
MIGHT = free("Might", [{"do": "pump_for_each", "power": 2, "toughness": 1, "to": "target:0", "until": "end_of_turn",
                        "count": {"count": "permanents", "filter": {"types": ["Creature"], "controller": "you"}}}])


@pytest.mark.parametrize("rules", COUNTED)
def test_each_one_counted_gives_the_bonus(play, rules):
    objs = [obj("m", MIGHT, zone="hand"), obj("b", "Grizzly Bears"), obj("c", "Grizzly Bears")]
    r = play({**make(objs, [act("play_spell", object="m", targets=["b"]), pass_("Alice"), pass_("Bob")]), "rules": rules})
    bears = objects_by_id(r.final_state)["b"]
    assert (bears["power"], bears["toughness"]) == (6, 4)
    assert any(c.rule == COUNTED[rules] for st in r.steps for e in st.events for c in e.citations)


def test_a_creature_that_arrives_later_does_not_change_the_bonus(play):
    objs = [obj("m", MIGHT, zone="hand"), obj("b", "Grizzly Bears"), obj("f", "Forest"), obj("f2", "Forest"),
            obj("g", "Grizzly Bears", zone="hand")]
    r = play(make(objs, [act("play_spell", object="m", targets=["b"]), pass_("Alice"), pass_("Bob"),
                         act("play_spell", object="g", mana_abilities=[{"object": "f"}, {"object": "f2"}]), pass_("Alice"), pass_("Bob")]))
    assert not any(st.refused for st in r.steps)
    bears = objects_by_id(r.final_state)["b"]
    assert (bears["power"], bears["toughness"]) == (4, 3)


def test_count_is_required():
    bad = free("Might", [{"do": "pump_for_each", "power": 1, "toughness": 1, "to": "target:0"}])
    with pytest.raises(ScenarioError, match="count"):
        load_scenario(make([obj("m", bad, zone="hand")], []))
