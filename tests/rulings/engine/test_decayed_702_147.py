"""2026 702.147a: decayed means "This creature can't block" and "When this creature attacks,
sacrifice it at end of combat" (a delayed ability that triggers as the end of combat step begins,
511.2). Under the 2007 rules the triggered ability doesn't trigger and the log says why."""
from __future__ import annotations

from .conftest import act, make, obj, pass_

R26, R07 = "2026-06-19", "2007-02-01"
ROTTER = {"name": "Test Rotter", "mana_cost": "{B}", "types": ["Creature"], "subtypes": ["Zombie"], "power": 2, "toughness": 2,
          "abilities": [{"kind": "keyword", "keyword": "decayed"}], "text": "Decayed"}


def _log(replay):
    return "\n".join(e.text for s in replay.steps for e in s.events)


def _cites(replay):
    return {c.rule for s in replay.steps for c in s.citations}


def attack(rules=R26):
    actions = [act("declare_attackers", attackers=["rotter"]), pass_("Alice"), pass_("Bob"),  # the attack trigger resolves
               pass_("Alice"), pass_("Bob"), act("declare_blockers", player="Bob", blocks=[]), pass_("Alice"), pass_("Bob"),
               act("assign_combat_damage", assignments=[{"source": "rotter", "to": "Bob", "amount": 2}]),
               {"type": "pass_until", "player": "Alice", "step": "end_of_combat"}, pass_("Alice"), pass_("Bob")]  # then the delayed one
    return {**make([obj("rotter", ROTTER), obj("bears", "Grizzly Bears", owner="Bob")], actions, phase="combat", step="declare_attackers"),
            "rules": rules}


def test_702_147a_an_attacking_creature_with_decayed_is_sacrificed_at_end_of_combat(play):
    replay = play(attack())
    alice = replay.final_state["zones"]["Alice"]
    assert [o["id"] for o in alice["graveyard"]] == ["rotter"] and not alice["in_play"], _log(replay)
    assert replay.final_state["players"][1]["life"] == 18  # it dealt its combat damage first
    assert {"702.147a", "511.2"} <= _cites(replay)


def test_702_147a_a_creature_with_decayed_cant_block(play):
    actions = [act("declare_attackers", player="Bob", attackers=["bears"]), pass_("Bob"), pass_("Alice"),
               act("declare_blockers", blocks=[{"blocker": "rotter", "attacker": "bears"}])]
    replay = play({**make([obj("rotter", ROTTER), obj("bears", "Grizzly Bears", owner="Bob")], actions, active="Bob",
                          phase="combat", step="declare_attackers"), "rules": R26})
    assert replay.steps[-1].refused and "decayed, so it can't block" in _log(replay)


def test_under_the_2007_rules_decayed_doesnt_trigger(play):
    replay = play(attack(R07))
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["in_play"]] == ["rotter"]
    assert "decayed doesn't trigger: the keyword came later than February 2007" in _log(replay)


def test_under_the_2007_rules_a_creature_with_decayed_can_block_and_the_replay_says_the_keyword_does_nothing(play):
    actions = [act("declare_attackers", player="Bob", attackers=["bears"]), pass_("Bob"), pass_("Alice"),
               act("declare_blockers", blocks=[{"blocker": "rotter", "attacker": "bears"}])]
    replay = play({**make([obj("rotter", ROTTER), obj("bears", "Grizzly Bears", owner="Bob")], actions, active="Bob",
                          phase="combat", step="declare_attackers"), "rules": R07})
    assert not replay.steps[-1].refused
    assert "has decayed, a keyword those rules do not have, so it does nothing here" in _log(replay)
