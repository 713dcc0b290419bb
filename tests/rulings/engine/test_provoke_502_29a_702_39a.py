"""Provoke (2007 502.29a; 2026 702.39a): "Whenever this creature attacks, you may choose to have
target creature defending player controls block this creature this combat if able. If you do,
untap that creature." Played under both editions."""
from __future__ import annotations

import pytest

from .conftest import act, make, obj, objects_by_id, pass_

R26, R07 = "2026-06-19", "2007-02-01"
RULE = {R07: "502.29a", R26: "702.39a"}
PROVOKER = {"name": "Test Provoker", "mana_cost": "{R}", "types": ["Creature"], "subtypes": ["Goblin"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "keyword", "keyword": "provoke"}], "text": "Provoke"}


def scenario(rules, may=True, blocks=(), target="bears"):
    resolve = pass_("Bob")
    if may is not None:
        resolve["choices"] = {"prov": {"may": may}}
    actions = [pass_("Alice"), pass_("Bob"),
               act("declare_attackers", attackers=["prov"], trigger_targets={"prov": [target]}), pass_("Alice"), resolve,
               pass_("Alice"), pass_("Bob"),
               act("declare_blockers", "Bob", blocks=[{"blocker": b, "attacker": "prov"} for b in blocks])]
    objs = [obj("prov", PROVOKER), obj("bears", "Grizzly Bears", owner="Bob", tapped=True), obj("ogre", "Gray Ogre", owner="Bob"),
            obj("giant", "Hill Giant")]
    return {**make(objs, actions, phase="combat", step="beginning_of_combat"), "rules": rules}


def _log(replay):
    return [e.text for s in replay.steps for e in s.events]


@pytest.mark.parametrize("rules", (R07, R26))
def test_provoke_untaps_the_target_creature_which_must_block_if_able(play, rules):
    replay = play(scenario(rules, blocks=()))
    assert replay.steps[-1].refused and any("blocks Test Provoker this combat if able" in e.text for e in replay.steps[-1].events)
    assert objects_by_id(replay.final_state)["bears"]["tapped"] is False, _log(replay)
    assert RULE[rules] in {c.rule for s in replay.steps for c in s.citations}


@pytest.mark.parametrize("rules", (R07, R26))
def test_the_provoked_creature_blocking_obeys_the_requirement(play, rules):
    replay = play(scenario(rules, blocks=("bears",)))
    assert not any(s.refused for s in replay.steps), _log(replay)
    assert objects_by_id(replay.final_state)["bears"]["blocking"] == "prov"


def test_another_creature_blocking_instead_is_refused(play):
    replay = play(scenario(R26, blocks=("ogre",)))
    assert replay.steps[-1].refused, _log(replay)


def test_without_the_choice_nothing_is_untapped_and_nothing_must_block(play):
    replay = play(scenario(R26, may=None, blocks=()))
    assert not any(s.refused for s in replay.steps), _log(replay)
    assert objects_by_id(replay.final_state)["bears"]["tapped"] is True


def test_provoke_can_only_target_a_creature_defending_player_controls(play):
    replay = play(scenario(R26, target="giant"))
    assert any(s.refused for s in replay.steps), _log(replay)
