""" "Remove target attacking or blocking creature from combat" (multiple_blocks.py's
remove_from_combat): the creature stops being an attacking or blocking creature (2007:
306.2; 2026: 506.4); its blocker then blocks nothing and assigns no combat damage (310.2d /
510.1d), and an attacker whose blocker is removed stays blocked (2026: 509.1h)."""
import pytest

from .conftest import act, free, make, obj, objects_by_id, pass_, rules_of

REMOVED = {"2007-02-01": "306.2", "2026-06-19": "506.4"}
REMOVE = free("Out", [{"do": "remove_from_combat", "to": "target:0"}])


def combat_then_remove(rules, target):
    objs = [obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", "Bob"), obj("out", REMOVE, "Bob", zone="hand")]
    actions = [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["bears"]), pass_("Alice"), pass_("Bob"),
               act("declare_blockers", "Bob", blocks=[{"blocker": "giant", "attacker": "bears"}]), pass_("Alice"),
               act("play_spell", "Bob", object="out", targets=[target]), pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob")]
    if rules == "2007-02-01":
        actions += [act("assign_combat_damage", assignments=[]), pass_("Alice"), pass_("Bob")]
    return {**make(objs, actions), "rules": rules}


@pytest.mark.parametrize("rules", REMOVED)
def test_an_attacker_removed_from_combat_deals_and_is_dealt_no_combat_damage(play, rules):
    r = play(combat_then_remove(rules, "bears"))
    assert not any(s.refused for s in r.steps)
    removed = next(s for s in r.steps if any("is removed from combat" in e.text for e in s.events))
    assert REMOVED[rules] in rules_of(removed)
    state = objects_by_id(r.steps[-1].state)
    assert not state["bears"]["attacking"] and state["bears"]["damage"] == 0
    assert r.steps[-1].state["players"][1]["life"] == 20


def test_an_attacker_whose_blocker_is_removed_stays_blocked(play):
    r = play(combat_then_remove("2026-06-19", "giant"))
    state = objects_by_id(r.steps[-1].state)
    assert state["bears"]["blocked"] and state["giant"]["blocking"] is None
    assert r.steps[-1].state["players"][1]["life"] == 20 and state["giant"]["damage"] == 0
