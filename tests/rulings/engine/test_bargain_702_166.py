"""702.166a-c (2026): bargain, an optional additional cost (sacrifice an artifact, enchantment or
token as the spell is cast); a bargained spell's linked instructions (`if_bargained`) and a
permanent's "When this creature enters, if it was bargained". Refused under the 2007 rules."""
from __future__ import annotations

from .conftest import act, make, obj, objects_by_id, pass_

R26, R07 = "2026-06-19", "2007-02-01"
GRAPPLE = {"name": "Test Grapple", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
           "abilities": [{"kind": "keyword", "keyword": "bargain"}],
           "effect": [{"do": "pump", "power": -1, "toughness": -1, "to": "target:0", "until": "end_of_turn", "if_bargained": False},
                      {"do": "pump", "power": -3, "toughness": -3, "to": "target:0", "until": "end_of_turn", "if_bargained": True}],
           "text": "Bargain\nTarget creature gets -1/-1 until end of turn. If this spell was bargained, it gets -3/-3 instead."}
NEGOTIATOR = {"name": "Test Negotiator", "mana_cost": "{0}", "types": ["Creature"], "subtypes": ["Faerie"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "keyword", "keyword": "bargain"},
                            {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "if": {"source_was_bargained": True},
                             "effect": [{"do": "gain_life", "amount": 3, "player": "you"}]}],
              "text": "Bargain\nWhen this creature enters, if it was bargained, you gain 3 life."}


def cast(card, bargain=None, rules=R26, target=None):
    pay = {"bargain": bargain} if bargain else {}
    spell = act("play_spell", object="spell", targets=[target] if target else [], pay=pay)
    objs = [obj("spell", card, zone="hand"), obj("hammer", "Loxodon Warhammer"), obj("bears", "Grizzly Bears"),
            obj("giant", "Hill Giant", owner="Bob")]
    return {**make(objs, [spell, pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]), "rules": rules}


def _log(replay):
    return [e.text for s in replay.steps for e in s.events]


def test_702_166b_a_bargained_spell_does_what_it_does_if_bargained(play):
    replay = play(cast(GRAPPLE, "hammer", target="giant"))
    found = objects_by_id(replay.final_state)
    assert found["hammer"]["zone"] == "graveyard" and found["giant"]["zone"] == "graveyard", _log(replay)
    assert {"702.166a", "702.166b"} <= {c.rule for s in replay.steps for c in s.citations}


def test_702_166a_a_spell_cast_without_its_bargain_cost_isnt_bargained(play):
    replay = play(cast(GRAPPLE, None, target="giant"))
    found = objects_by_id(replay.final_state)
    assert found["hammer"]["zone"] == "in_play" and found["giant"]["zone"] == "in_play", _log(replay)
    assert found["giant"]["power"] == 2, _log(replay)


def test_702_166a_only_an_artifact_enchantment_or_token_can_be_sacrificed(play):
    replay = play(cast(GRAPPLE, "bears", target="giant"))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("is not an artifact, enchantment or token" in e.text for e in refused[0].events)


def test_702_166c_a_bargained_permanents_enters_ability_triggers(play):
    replay = play(cast(NEGOTIATOR, "hammer"))
    assert replay.final_state["players"][0]["life"] == 23, _log(replay)


def test_702_166c_without_bargaining_the_enters_ability_doesnt_trigger(play):
    replay = play(cast(NEGOTIATOR, None))
    assert replay.final_state["players"][0]["life"] == 20, _log(replay)
    assert any("does not trigger: the condition (it was bargained) is false" in t for t in _log(replay))


def test_under_the_2007_rules_bargaining_is_refused(play):
    replay = play(cast(GRAPPLE, "hammer", rules=R07, target="giant"))
    refused = [s for s in replay.steps if s.refused]
    assert refused and any("bargain is later than February 2007" in e.text for e in refused[0].events)
