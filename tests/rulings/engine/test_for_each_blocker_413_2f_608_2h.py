""" "It gets +1/+1 until end of turn for each creature blocking it" (for_each_blocker.py):
the blockers are counted once, as the effect is applied (2007: 413.2f; 2026: 608.2h), so
a blocker that dies afterwards doesn't change the bonus."""
import pytest

from .conftest import act, free, make, obj, objects_by_id, pass_, rules_of

ONCE = {"2007-02-01": "413.2f", "2026-06-19": "608.2h"}
BERSERKER = {"name": "Berserker", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1, "text": "",
             "abilities": [{"kind": "triggered", "trigger": {"event": "becomes_blocked", "who": "self"},
                            "effect": [{"do": "pump_for_each_blocker", "power": 1, "toughness": 1, "to": "self"}],
                            "text": "Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature blocking it."}]}
ZAP = free("Zap", [{"do": "destroy", "what": "target:0"}])


@pytest.mark.parametrize("rules", ONCE)
def test_the_bonus_is_counted_once_and_kept_when_a_blocker_leaves(play, rules):
    objs = [obj("zerk", BERSERKER), obj("zap", ZAP, zone="hand"), obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Grizzly Bears", "Bob")]
    actions = [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["zerk"]), pass_("Alice"), pass_("Bob"),
               act("declare_blockers", "Bob", blocks=[{"blocker": "b1", "attacker": "zerk"}, {"blocker": "b2", "attacker": "zerk"}]),
               pass_("Alice"), pass_("Bob"),
               act("play_spell", object="zap", targets=["b2"]), pass_("Alice"), pass_("Bob")]
    r = play({**make(objs, actions), "rules": rules})
    assert not any(st.refused for st in r.steps)
    resolved = next(st for st in r.steps if any("Berserker gets" in e.text for e in st.events))
    assert "Berserker gets +2/+2 until end of turn." in [e.text for e in resolved.events]
    assert ONCE[rules] in rules_of(resolved)
    assert "b2" not in [o["id"] for o in r.steps[-1].state["zones"]["Bob"]["in_play"]]  # the blocker is gone
    zerk = objects_by_id(r.steps[-1].state)["zerk"]
    assert (zerk["power"], zerk["toughness"]) == (3, 3)
