"""A scenario names the edition it is played under; the CLI can override it
and compare the two editions."""
import json

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.engine.cli import main
from rulings.engine.editions import EDITIONS, rules_for

from .conftest import act, make, obj, pass_


def _elves_float_mana(**kw):
    """Alice taps Llanowar Elves for {G} and passes the main phase with it unspent, at 1 life."""
    objs = [obj("elves", "Llanowar Elves")]
    data = make(objs, [act("activate_ability", object="elves"), pass_("Alice"), pass_("Bob")], life=(1, 20))
    data.update(kw)
    return data


def test_a_format_1_scenario_without_rules_plays_under_2007():
    r = run_scenario(load_scenario(_elves_float_mana()))
    assert r.rules == "2007-02-01" and r.to_json()["rules"] == "2007-02-01"


def test_a_scenario_may_name_the_june_2026_rules():
    r = run_scenario(load_scenario(_elves_float_mana(rules="2026-06-19")))
    assert r.rules == "2026-06-19"


def test_an_unknown_rules_edition_is_refused_at_its_field():
    with pytest.raises(ScenarioError) as e:
        load_scenario(_elves_float_mana(rules="2010-07-01"))
    assert [fe.path for fe in e.value.errors] == ["rules"]
    assert "2026-06-19" in e.value.errors[0].message


def test_the_rules_argument_overrides_the_scenarios_own():
    r = run_scenario(load_scenario(_elves_float_mana(rules="2026-06-19")), "2007-02-01")
    assert r.rules == "2007-02-01"


def test_every_edition_has_a_title_and_its_citation_table():
    for date, rules in EDITIONS.items():
        assert rules_for(date) is rules and rules.title
        assert rules.citations


def test_the_cli_plays_under_the_rules_it_is_given(tmp_path, capsys):
    f = tmp_path / "s.json"
    f.write_text(json.dumps(_elves_float_mana()))
    assert main([str(f), "--rules", "2026-06-19", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rules"] == "2026-06-19"
    cited = {c["rule"] for s in out["steps"] for c in s["citations"]}
    assert "500.5" in cited and "300.3" not in cited


def test_the_cli_names_the_edition_in_the_step_log(tmp_path, capsys):
    f = tmp_path / "s.json"
    f.write_text(json.dumps(_elves_float_mana()))
    assert main([str(f)]) == 0
    assert capsys.readouterr().out.startswith("Played under the Comprehensive Rules, February 1, 2007.")


def test_the_cli_compare_shows_where_the_editions_part_and_how_they_end(tmp_path, capsys):
    f = tmp_path / "s.json"
    f.write_text(json.dumps(_elves_float_mana()))
    assert main([str(f), "--compare"]) == 0
    out = capsys.readouterr().out
    assert "They part at step 3:" in out
    assert "300.3" in out and "500.5" in out
    assert "Alice: 0 life, lost the game under the 2007 rules; 1 life under the 2026 rules." in out


def test_the_cli_compare_as_json_names_the_first_difference(tmp_path, capsys):
    f = tmp_path / "s.json"
    f.write_text(json.dumps(_elves_float_mana()))
    assert main([str(f), "--compare", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rules"] == ["2007-02-01", "2026-06-19"] and out["first_difference"] == 3
    assert [s["index"] for s in out["steps"]] == [3, 3]


def test_the_june_2026_log_says_activates_and_the_battlefield():
    r = run_scenario(load_scenario(_elves_float_mana(rules="2026-06-19")))
    texts = " ".join(e.text for s in r.steps for e in s.events)
    assert "Alice activates Llanowar Elves's mana ability" in texts
    assert " plays " not in texts


def test_300_3_under_2007_unused_mana_burns_as_the_phase_ends():
    r = run_scenario(load_scenario(_elves_float_mana()))
    assert "300.3" in [c.rule for c in r.steps[3].citations]
    assert r.final_state["players"][0]["lost"] is True


def test_500_5_under_2026_unspent_mana_empties_without_loss_of_life():
    r = run_scenario(load_scenario(_elves_float_mana(rules="2026-06-19")))
    assert "500.5" in [c.rule for c in r.steps[3].citations]
    alice = r.final_state["players"][0]
    assert (alice["life"], alice["lost"], alice["mana_pool"]["G"]) == (1, False, 0)


def test_500_5_under_2026_mana_empties_as_each_step_ends_not_only_each_phase():
    objs = [obj("elves", "Llanowar Elves")]
    data = make(objs, [act("activate_ability", object="elves"), pass_("Alice"), pass_("Bob")],
                phase="beginning", step="upkeep")
    r07 = run_scenario(load_scenario(data))
    r26 = run_scenario(load_scenario(dict(data, rules="2026-06-19")))
    assert r07.final_state["players"][0]["mana_pool"]["G"] == 1  # still in the beginning phase
    assert r26.final_state["players"][0]["mana_pool"]["G"] == 0


def test_at_least_eight_examples_end_differently_under_the_two_editions():
    from rulings.engine import example_scenarios
    from rulings.engine.compare import compare_scenario
    differ = [slug for slug, data in example_scenarios() if compare_scenario(load_scenario(data)).final_differences]
    assert len(differ) >= 8
    assert {"mana_burn_kills_at_one_life", "mogg_fanatic_damage_on_the_stack"} <= set(differ)


def test_the_editions_part_where_play_differs_not_where_a_card_is_worded_differently():
    from rulings.engine import example_scenarios
    from rulings.engine.compare import compare_scenario
    data = dict(example_scenarios())["loxodon_warhammer_lifelink_at_two_life"]
    assert compare_scenario(load_scenario(data)).first_difference == 9  # combat damage, not the set-up
