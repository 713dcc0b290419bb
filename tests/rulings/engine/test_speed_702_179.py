"""Start your engines! and speed (2026 702.179a-e, 704.5z, 702.178a): a player who controls a
permanent with start your engines! and has no speed gets speed 1 (a state-based action); during
their turn, the first time in the turn an opponent loses life, their speed increases by 1 up to 4
(max speed), which turns on "Max speed —" abilities. Under the 2007 rules nobody has speed."""
from __future__ import annotations

from .conftest import act, make, obj, pass_

R26, R07 = "2026-06-19", "2007-02-01"
RACER = {"name": "Test Racer", "mana_cost": "{1}{R}", "types": ["Creature"], "subtypes": ["Goblin"], "power": 1, "toughness": 1,
         "abilities": [{"kind": "keyword", "keyword": "start_your_engines"},
                       {"kind": "static", "affects": "self", "while": {"max_speed": True}, "pump": {"power": 2, "toughness": 0}}],
         "text": "Start your engines!\nMax speed — This creature gets +2/+0."}
PING = {"name": "Free Ping", "mana_cost": "{0}", "types": ["Instant"], "targets": ["player"],
        "effect": [{"do": "lose_life", "amount": 1, "player": "target:0"}], "text": "Target player loses 1 life."}


def scenario(actions, speed=None, rules=R26, active="Alice", pings=2):
    data = make([obj("racer", RACER), *[obj(f"ping{i}", PING, zone="hand") for i in range(pings)],
                 *[obj(f"bping{i}", PING, owner="Bob", zone="hand") for i in range(pings)]], list(actions), active=active,
                priority=active)
    if speed is not None:
        data["players"][0]["speed"] = speed
    return {**data, "rules": rules}


def ping(n, player="Alice", target="Bob", prefix="ping"):
    other = "Bob" if player == "Alice" else "Alice"
    return [act("play_spell", player, object=f"{prefix}{n}", targets=[target]), pass_(player), pass_(other)]


def resolve(player="Alice"):
    return [pass_(player), pass_("Bob" if player == "Alice" else "Alice")]


def _alice(replay):
    return replay.final_state["players"][0]


def _log(replay):
    return [e.text for s in replay.steps for e in s.events]


def _racer(replay):
    return next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "racer")


def test_704_5z_start_your_engines_gives_a_player_with_no_speed_speed_1(play):
    replay = play(scenario([pass_("Alice")]))
    assert _alice(replay)["speed"] == 1, _log(replay)
    assert {"704.5z", "702.179a"} <= {c.rule for s in replay.steps for c in s.citations}


def test_702_179d_an_opponent_losing_life_during_your_turn_increases_your_speed_once_each_turn(play):
    replay = play(scenario([*ping(0), *resolve(), *ping(1), pass_("Alice")]))
    assert _alice(replay)["speed"] == 2, _log(replay)
    assert replay.final_state["players"][1]["life"] == 18
    assert "702.179d" in {c.rule for s in replay.steps for c in s.citations}


def test_702_179d_losing_life_on_an_opponents_turn_doesnt_increase_your_speed(play):
    replay = play(scenario([*ping(0, player="Bob", target="Bob", prefix="bping"), pass_("Bob")], speed=1, active="Bob"))
    assert _alice(replay)["speed"] == 1, _log(replay)


def test_702_179e_max_speed_turns_on_the_max_speed_ability(play):
    replay = play(scenario([*ping(0), *resolve()], speed=3))
    assert _alice(replay)["speed"] == 4 and _racer(replay)["power"] == 3, _log(replay)


def test_702_179d_at_max_speed_the_ability_does_not_trigger(play):
    replay = play(scenario([*ping(0), pass_("Alice")], speed=4))
    assert _alice(replay)["speed"] == 4 and _racer(replay)["power"] == 3, _log(replay)
    assert any("doesn't trigger: their speed is already 4" in t for t in _log(replay))


def test_under_the_2007_rules_no_player_has_speed(play):
    replay = play(scenario([*ping(0), pass_("Alice")], rules=R07))
    assert "speed" not in _alice(replay) and _racer(replay)["power"] == 1, _log(replay)


def test_under_the_2007_rules_a_scenario_cant_give_a_player_speed():
    import pytest

    from rulings.engine import load_scenario
    from rulings.engine.errors import ScenarioError
    with pytest.raises(ScenarioError, match="no speed"):
        load_scenario(scenario([], speed=2, rules=R07))
