"""702.131b-c (2026): ascend on a permanent: any time its controller controls ten or more
permanents and doesn't have the city's blessing, they get it for the rest of the game; the
conditions "as long as / if you have the city's blessing" read it. Under the 2007 rules ascend
does nothing."""
from __future__ import annotations

from .conftest import act, make, obj, pass_

R26, R07 = "2026-06-19", "2007-02-01"
CLIMBER = {"name": "Test Climber", "mana_cost": "{1}{W}", "types": ["Creature"], "subtypes": ["Human"], "power": 1, "toughness": 1,
           "abilities": [{"kind": "keyword", "keyword": "ascend"},
                         {"kind": "static", "affects": "self", "while": {"citys_blessing": True}, "pump": {"power": 2, "toughness": 2}}],
           "text": "Ascend\nThis creature gets +2/+2 as long as you have the city's blessing."}
SAC = {"name": "Free Sacrifice", "mana_cost": "{0}", "types": ["Sorcery"], "targets": [{"types": ["Land"], "controller": "you"}],
       "effect": [{"do": "sacrifice", "what": "target:0"}], "text": "Sacrifice target land you control."}


def board(lands: int, actions=(), rules=R26, in_hand=1):
    objs = [obj("climber", CLIMBER), *[obj(f"f{i}", "Forest") for i in range(lands)],
            *[obj(f"h{i}", "Forest", zone="hand") for i in range(in_hand)], obj("sac", SAC, zone="hand")]
    return {**make(objs, list(actions)), "rules": rules}


def _alice(replay):
    return replay.final_state["players"][0]


def _climber(replay):
    return next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "climber")


def _log(replay):
    return [e.text for s in replay.steps for e in s.events]


def test_702_131b_nine_permanents_give_no_blessing(play):
    replay = play(board(8, [pass_("Alice")]))
    assert not _alice(replay).get("citys_blessing") and _climber(replay)["power"] == 1, _log(replay)


def test_702_131b_the_tenth_permanent_gives_the_citys_blessing_at_once(play):
    replay = play(board(8, [act("play_land", object="h0")]))
    assert _alice(replay).get("citys_blessing") is True and _climber(replay)["power"] == 3, _log(replay)
    assert {"702.131b", "702.131c"} <= {c.rule for s in replay.steps for c in s.citations}


def test_702_131b_the_blessing_lasts_the_game_with_fewer_permanents(play):
    replay = play(board(8, [act("play_land", object="h0"), act("play_spell", object="sac", targets=["f0"]),
                            pass_("Alice"), pass_("Bob")]))
    assert len(replay.final_state["zones"]["Alice"]["in_play"]) == 9, _log(replay)
    assert _alice(replay).get("citys_blessing") is True and _climber(replay)["power"] == 3, _log(replay)


def test_702_131b_a_board_of_ten_permanents_has_the_blessing_from_the_start(play):
    replay = play(board(9, [pass_("Alice")]))
    assert _alice(replay).get("citys_blessing") is True, _log(replay)


def test_under_the_2007_rules_ascend_does_nothing(play):
    replay = play(board(8, [act("play_land", object="h0")], rules=R07))
    assert not _alice(replay).get("citys_blessing") and _climber(replay)["power"] == 1, _log(replay)


RELIC = {"name": "Test Relic", "mana_cost": "{3}", "types": ["Artifact"], "abilities": [
    {"kind": "keyword", "keyword": "ascend"},
    {"kind": "activated", "cost": {"tap": True}, "only_if": {"citys_blessing": True}, "effect": [{"do": "gain_life", "amount": 3, "player": "you"}],
     "text": "{T}: You gain 3 life. Activate only if you have the city's blessing."}], "text": "Ascend\n{T}: You gain 3 life. Activate only if you have the city's blessing."}


def test_602_5b_activate_only_if_you_have_the_citys_blessing(play):
    objs = [obj("relic", RELIC), *[obj(f"f{i}", "Forest") for i in range(9)]]
    replay = play({**make(objs, [act("activate_ability", object="relic", ability=1), pass_("Alice"), pass_("Bob")]), "rules": R26})
    assert not any(s.refused for s in replay.steps) and _alice(replay)["life"] == 23, _log(replay)
    assert "602.5b" in {c.rule for s in replay.steps for c in s.citations}


def test_602_5b_without_the_blessing_the_ability_cant_be_activated(play):
    objs = [obj("relic", RELIC), *[obj(f"f{i}", "Forest") for i in range(8)]]
    replay = play({**make(objs, [act("activate_ability", object="relic", ability=1)]), "rules": R26})
    assert replay.steps[-1].refused and any("only if its controller has the city's blessing" in e.text for e in replay.steps[-1].events)
