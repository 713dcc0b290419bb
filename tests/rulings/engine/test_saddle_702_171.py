"""702.171a-c (2026): "Saddle N" taps other untapped creatures with total power N or more, only as
a sorcery, and the permanent becomes saddled until end of turn; "Whenever this creature attacks
while saddled" triggers only if it is saddled as it attacks. Under the 2007 rules saddle can't be
activated."""
from __future__ import annotations

from .conftest import act, make, obj, objects_by_id, pass_

R26, R07 = "2026-06-19", "2007-02-01"
MOUNT = {"name": "Test Mount", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Horse", "Mount"], "power": 2, "toughness": 2,
         "abilities": [{"kind": "triggered", "trigger": {"event": "attacks", "who": "self", "saddled": True},
                        "effect": [{"do": "gain_life", "amount": 3, "player": "you"}]},
                       {"kind": "keyword", "keyword": "saddle", "count": 2}],
         "text": "Whenever this creature attacks while saddled, you gain 3 life.\nSaddle 2"}
SADDLE = 1  # the ability number of Saddle 2


def scenario(actions, rules=R26, riders=(("bears", "Grizzly Bears"),)):
    objs = [obj("mount", MOUNT), *[obj(i, c) for i, c in riders], obj("giant", "Hill Giant", owner="Bob")]
    return {**make(objs, actions), "rules": rules}


def saddle(*riders):
    return [act("activate_ability", object="mount", ability=SADDLE, pay={"tap": list(riders)}), pass_("Alice"), pass_("Bob")]


ATTACK = [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"),  # to combat, then to declare attackers
          act("declare_attackers", attackers=["mount"]), pass_("Alice"), pass_("Bob")]


def _log(replay):
    return [e.text for s in replay.steps for e in s.events]


def test_702_171a_saddle_taps_the_other_creatures_and_the_mount_becomes_saddled(play):
    replay = play(scenario(saddle("bears")))
    found = objects_by_id(replay.final_state)
    assert found["bears"]["tapped"] and found["mount"].get("saddled") is True and not found["mount"]["tapped"], _log(replay)
    assert {"702.171a", "702.171b", "702.171c"} <= {c.rule for s in replay.steps for c in s.citations}


def test_702_171b_attacking_while_saddled_triggers_the_ability(play):
    replay = play(scenario(saddle("bears") + ATTACK))
    assert replay.final_state["players"][0]["life"] == 23, _log(replay)


def test_702_171b_attacking_without_being_saddled_triggers_nothing(play):
    replay = play(scenario(ATTACK))
    assert replay.final_state["players"][0]["life"] == 20, _log(replay)
    assert not any(s.refused for s in replay.steps), _log(replay)


def test_702_171a_creatures_with_less_total_power_than_n_cant_saddle(play):
    replay = play(scenario(saddle("elves"), riders=(("elves", "Llanowar Elves"),)))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("total power 1, less than saddle 2" in e.text for e in refused[0].events)


def test_702_171a_the_mount_cant_saddle_itself(play):
    replay = play(scenario(saddle("mount")))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("can't saddle itself" in e.text for e in refused[0].events)


def test_702_171a_saddle_only_as_a_sorcery(play):
    """With a spell on the stack, Alice can't saddle."""
    bolt = {"name": "Free Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature_or_player"],
            "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "Deal 1 damage to any target."}
    data = scenario([act("play_spell", object="bolt", targets=["Bob"]),
                     act("activate_ability", object="mount", ability=SADDLE, pay={"tap": ["bears"]})])
    data["objects"].append(obj("bolt", bolt, zone="hand"))
    replay = play(data)
    assert replay.steps[-1].refused, _log(replay)


def test_under_the_2007_rules_saddle_cant_be_activated(play):
    replay = play(scenario(saddle("bears"), rules=R07))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("saddle 2 is later than February 2007" in e.text for e in refused[0].events)
