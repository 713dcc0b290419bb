"""The `expect` block: each expectation checked against the replay's final
state, reported met or not by the replay, its JSON and the CLI."""
import copy
import json
import subprocess
import sys

import pytest

from rulings.engine import ScenarioError, example_scenarios, load_scenario, run_scenario

from .conftest import act, make, obj, pass_

EXAMPLES = dict(example_scenarios())


def bolt_the_bears(expect, rules=None):
    data = make([obj("bears", "Grizzly Bears", owner="Bob"), obj("mountain", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"),
                 obj("ogre", "Gray Ogre", counters={"+1/+1": 1})],
                [act("play_spell", object="bolt", targets=["bears"], mana_abilities=[{"object": "mountain"}]),
                 act("play_land", "Bob", object="mountain"), pass_("Alice"), pass_("Bob")])
    data["expect"] = expect
    return run_scenario(load_scenario(data), rules)


def results(replay):
    return {(e.kind, e.subject): e for e in replay.expectations}


def test_a_scenario_without_expect_has_no_expectations_and_its_json_no_key():
    replay = run_scenario(load_scenario(EXAMPLES["giant_growth_in_response_to_bolt"]))
    assert replay.expectations is None and replay.expectations_met
    assert "expectations" not in replay.to_json()


def test_each_kind_of_expectation_met():
    replay = bolt_the_bears({"life": {"Alice": 20, "Bob": 20}, "zones": {"bears": "graveyard", "bolt": "graveyard"},
                             "power_toughness": {"ogre": {"power": 3, "toughness": 3}}, "counters": {"ogre": {"+1/+1": 1}},
                             "winner": None, "lost": [], "refused": [2]})
    assert [e.met for e in replay.expectations] == [True] * 9  # 2 life, 2 zones, p/t, counters, winner, lost, refused
    assert replay.expectations_met


def test_an_unmet_expectation_says_what_the_replay_shows():
    replay = bolt_the_bears({"zones": {"bears": "in_play"}, "life": {"Bob": 17}, "refused": []})
    got = results(replay)
    assert not got[("zones", "bears")].met and got[("zones", "bears")].actual == "Grizzly Bears is in the graveyard"
    assert not got[("life", "Bob")].met and got[("life", "Bob")].actual == "Bob has 20 life"
    assert not got[("refused", "")].met and got[("refused", "")].actual == "step 2 is refused"
    assert not replay.expectations_met


def test_power_and_toughness_are_read_after_the_layers():
    replay = bolt_the_bears({"power_toughness": {"ogre": {"power": 2}}})
    assert not replay.expectations[0].met and replay.expectations[0].actual == "Gray Ogre is 3/3"


def test_zone_words_follow_the_edition():
    assert bolt_the_bears({"zones": {"ogre": "in_play"}}, "2026-06-19").expectations[0].text == "Gray Ogre is on the battlefield"
    assert bolt_the_bears({"zones": {"ogre": "in_play"}}, "2007-02-01").expectations[0].text == "Gray Ogre is in play"


def test_a_token_that_left_the_game_has_ceased_to_exist():
    replay = run_scenario(load_scenario({**EXAMPLES["unsummon_a_token"], "expect": {"zones": {"soldier": "ceased_to_exist"}}}))
    assert replay.expectations[0].met, replay.expectations[0].actual


def test_the_winner_and_the_losers():
    data = copy.deepcopy(EXAMPLES["mana_burn_kills_at_one_life"])
    data["expect"] = {"winner": "Alice", "lost": ["Bob"]}
    got = results(run_scenario(load_scenario(data), "2007-02-01"))
    assert got[("winner", "Alice")].met and got[("lost", "")].met
    got = results(run_scenario(load_scenario(data), "2026-06-19"))  # no mana burn under the 2026 rules
    assert not got[("winner", "Alice")].met and got[("lost", "")].actual == "no player loses"


def test_the_json_reports_them_under_expectations():
    out = bolt_the_bears({"life": {"Bob": 20}}).to_json()
    assert out["expectations"] == [{"kind": "life", "subject": "Bob", "text": "Bob has 20 life", "actual": "Bob has 20 life", "met": True}]


@pytest.mark.parametrize("expect, path", [
    ({"life": {"Carol": 20}}, "expect.life.Carol"), ({"zones": {"nothing": "graveyard"}}, "expect.zones.nothing"),
    ({"zones": {"bears": "battlefield"}}, "expect.zones.bears"), ({"power_toughness": {"bears": {}}}, "expect.power_toughness.bears"),
    ({"counters": {"bears": {"bogus": 1}}}, "expect.counters.bears.bogus"), ({"refused": [9]}, "expect.refused[0]"),
    ({"winner": "Carol"}, "expect.winner"), ({"mana": 1}, "expect.mana"), ({"life": {"Bob": 10 ** 6}}, "expect.life.Bob"),
])
def test_the_validator_refuses_a_wrong_expectation_with_its_path(expect, path):
    data = make([obj("bears", "Grizzly Bears")], [pass_("Alice")])
    data["expect"] = expect
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert path in {fe.path for fe in e.value.errors}


def _cli(tmp_path, expect):
    data = copy.deepcopy(EXAMPLES["giant_growth_in_response_to_bolt"])
    data["expect"] = expect
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data))
    return lambda *args: subprocess.run([sys.executable, "-m", "rulings.engine", str(path), *args], capture_output=True, text=True)


def test_the_cli_prints_them_and_exits_1_when_one_fails(tmp_path):
    run = _cli(tmp_path, {"zones": {"bears": "in_play"}, "life": {"Bob": 20}})
    out = run()
    assert out.returncode == 1
    assert "Expected ruling: 1 of 2 expectations met." in out.stdout
    assert "[NOT MET] Grizzly Bears is in play (the replay: Grizzly Bears is in the graveyard)" in out.stdout
    out = run("--json")
    assert out.returncode == 1 and [e["met"] for e in json.loads(out.stdout)["expectations"]] == [True, False]  # life, then zones


def test_the_cli_exits_0_when_all_are_met(tmp_path):
    assert _cli(tmp_path, {"zones": {"bears": "graveyard"}})().returncode == 0
