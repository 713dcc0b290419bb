"""702.154a-c (2026): enlist, an optional cost to attack (508.1g): as the creature attacks its
controller may tap a creature they control that didn't attack and has haste or has been under
their control since the turn began; when they do, the attacker gets +X/+0 until end of turn, X
the tapped creature's power. Under the 2007 rules enlisting is refused."""
from __future__ import annotations

from .conftest import act, make, obj, objects_by_id, pass_

R26, R07 = "2026-06-19", "2007-02-01"
ENLISTER = {"name": "Test Enlister", "mana_cost": "{2}{W}", "types": ["Creature"], "subtypes": ["Knight"], "power": 2, "toughness": 2,
            "abilities": [{"kind": "keyword", "keyword": "enlist"}], "text": "Enlist"}


def attack(enlisted=None, rules=R26, giant_new=False, also_attacks=()):
    declare = act("declare_attackers", attackers=["knight", *also_attacks])
    if enlisted:
        declare["choices"] = {"knight": {"enlist": enlisted}}
    objs = [obj("knight", ENLISTER), obj("giant", "Hill Giant", **({"arrived_this_turn": True} if giant_new else {})),
            obj("goblin", "Raging Goblin", arrived_this_turn=True)]
    actions = [pass_("Alice"), pass_("Bob"), declare, *([pass_("Alice"), pass_("Bob")] if enlisted else []),
               act("pass_until", step="declare_blockers"),
               act("declare_blockers", "Bob", blocks=[]), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]
    return {**make(objs, actions, phase="combat", step="beginning_of_combat"), "rules": rules}


def _log(replay):
    return [e.text for s in replay.steps for e in s.events]


def test_702_154a_the_enlisted_creatures_power_is_added_to_the_attackers(play):
    replay = play(attack("giant"))
    assert not any(s.refused for s in replay.steps), _log(replay)
    assert objects_by_id(replay.final_state)["giant"]["tapped"] is True
    assert replay.final_state["players"][1]["life"] == 15, _log(replay)
    assert {"702.154a", "702.154c"} <= {c.rule for s in replay.steps for c in s.citations}


def test_702_154a_without_the_choice_nothing_is_enlisted(play):
    replay = play(attack(None))
    assert objects_by_id(replay.final_state)["giant"]["tapped"] is False
    assert replay.final_state["players"][1]["life"] == 18, _log(replay)


def test_702_154a_a_summoning_sick_creature_without_haste_cant_be_enlisted(play):
    replay = play(attack("giant", giant_new=True))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("has no haste" in e.text for e in refused[0].events), _log(replay)


def test_702_154a_a_creature_with_haste_can_be_enlisted_the_turn_it_arrived(play):
    replay = play(attack("goblin"))
    assert not any(s.refused for s in replay.steps), _log(replay)
    assert replay.final_state["players"][1]["life"] == 17, _log(replay)


def test_702_154a_an_attacking_creature_cant_be_enlisted(play):
    replay = play(attack("giant", also_attacks=("giant",)))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("was chosen to attack" in e.text for e in refused[0].events), _log(replay)


def test_under_the_2007_rules_enlisting_is_refused(play):
    replay = play(attack("giant", rules=R07))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("enlist is later than February 2007" in e.text for e in refused[0].events), _log(replay)
