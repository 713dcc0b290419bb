"""2026 701.14: fight (each of two creatures deals damage equal to its power to the other,
at the same time, not combat damage; neither fights if one can't, 701.14b) and "bite", a
creature dealing damage equal to its power (an illegal target gets nothing and does
nothing: 2007 413.2a, 2026 608.2b). Later than 2007: under those rules the reminder text
is followed and the log says no rule of that edition is cited (rulings/engine/effects/fight.py)."""
from __future__ import annotations

import pytest

from .conftest import act, make, obj, objects_by_id, pass_

R26, R07 = "2026-06-19", "2007-02-01"
TARGETS = ["creature_you_control", {"controller": "not_you", "types": ["Creature"]}]
FIGHT = {"name": "Test Prey", "mana_cost": "{0}", "types": ["Sorcery"], "targets": TARGETS,
         "effect": [{"do": "fight", "by": "target:0", "to": "target:1"}],
         "text": "Target creature you control fights target creature you don't control."}
BITE = {**FIGHT, "name": "Test Bite", "types": ["Instant"], "effect": [{"do": "damage_equal_to_power", "by": "target:0", "to": "target:1"}],
        "text": "Target creature you control deals damage equal to its power to target creature you don't control."}


def _cast(card, rules, response=()):
    objs = [obj("spell", {**card, "types": ["Instant"]} if response else card, zone="hand"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", owner="Bob"),
            obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [act("play_spell", object="spell", targets=["bears", "giant"]), pass_("Alice"), *response,
               *((pass_("Alice"),) if response else ()), pass_("Bob")]
    return {**make(objs, actions), "rules": rules}


# Bob answers with Lightning Bolt on the Bears, which resolves first (then Alice and Bob pass again)
BOLT_THE_BEARS = (act("play_spell", "Bob", object="bolt", targets=["bears"], mana_abilities=[{"object": "m"}]), pass_("Bob"), pass_("Alice"))


def _log(replay):
    return [e.text for s in replay.steps for e in s.events]


def _cited(replay):
    return {c.rule for s in replay.steps for c in s.citations}


def test_701_14a_each_deals_damage_equal_to_its_power_to_the_other(play):
    replay = play(_cast(FIGHT, R26))
    assert not any(s.refused for s in replay.steps), _log(replay)
    found = objects_by_id(replay.final_state)
    assert found["bears"]["zone"] == "graveyard" and found["giant"]["damage"] == 2, _log(replay)
    assert {"701.14a", "701.14d"} <= _cited(replay)


def test_701_14b_if_one_creature_is_gone_neither_fights(play):
    replay = play(_cast(FIGHT, R26, BOLT_THE_BEARS))
    assert not any(s.refused for s in replay.steps), _log(replay)
    found = objects_by_id(replay.final_state)
    assert found["bears"]["zone"] == "graveyard" and found["giant"]["damage"] == 0, _log(replay)
    assert "701.14b" in _cited(replay)


def test_under_2007_the_reminder_text_is_followed_and_no_rule_is_cited(play):
    replay = play(_cast(FIGHT, R07))
    assert not any(s.refused for s in replay.steps), _log(replay)
    found = objects_by_id(replay.final_state)
    assert found["bears"]["zone"] == "graveyard" and found["giant"]["damage"] == 2, _log(replay)
    assert not any(r.startswith("701.") for r in _cited(replay))
    assert any("later than February 2007" in t for t in _log(replay))


@pytest.mark.parametrize("rules", (R07, R26))
def test_bite_only_the_creature_deals_damage(play, rules):
    replay = play(_cast(BITE, rules))
    assert not any(s.refused for s in replay.steps), _log(replay)
    found = objects_by_id(replay.final_state)
    assert found["bears"]["damage"] == 0 and found["giant"]["damage"] == 2, _log(replay)


@pytest.mark.parametrize("rules", (R07, R26))
def test_bite_with_its_creature_gone_deals_no_damage(play, rules):
    replay = play(_cast(BITE, rules, BOLT_THE_BEARS))
    assert not any(s.refused for s in replay.steps), _log(replay)
    found = objects_by_id(replay.final_state)
    assert found["giant"]["damage"] == 0, _log(replay)
    assert {R07: "413.2a", R26: "608.2b"}[rules] in _cited(replay)
