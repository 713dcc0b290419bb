"""pass_until: the players pass priority until a named step or phase; each pass
is logged and cited, and the action is refused, the game as it was, when a
decision stands in the way."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_


def play(data, rules=None):
    return run_scenario(load_scenario(data), rules)


BEARS = [obj("bears", "Grizzly Bears"), obj("ogre", "Gray Ogre", owner="Bob")]


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_passing_until_declare_attackers_passes_each_priority_and_stops_there(rules):
    replay = play(make(BEARS, [act("pass_until", step="declare_attackers")]), rules)
    step = replay.steps[1]
    assert not step.refused
    assert (step.state["phase"], step.state["step"], step.state["awaiting"]) == ("combat", "declare_attackers", "declare_attackers")
    texts = [e.text for e in step.events]
    assert sum("passes priority" in t for t in texts) == 4  # main phase, then beginning of combat: both players, each time
    assert step.citations  # each pass is cited as pass_priority's are


def test_each_pass_is_the_same_as_the_passes_written_out():
    by_hand = play(make(BEARS, [pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    at_once = play(make(BEARS, [act("pass_until", step="declare_attackers")]))
    assert at_once.final_state == by_hand.final_state
    assert [e.text for e in at_once.steps[1].events] == [e.text for s in by_hand.steps[1:] for e in s.events]


def test_passing_until_a_phase_stops_as_it_begins():
    replay = play(make(BEARS, [act("pass_until", phase="postcombat_main")]))
    assert (replay.final_state["phase"], replay.steps[1].refused) == ("postcombat_main", False)


def test_the_declare_blockers_step_is_unreachable_when_no_creature_attacks():
    replay = play(make(BEARS, [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=[]),
                               act("pass_until", step="declare_blockers")]))
    assert replay.steps[3].refused
    assert replay.steps[3].citations[0].rule == "308.4"  # 2007: no attackers, declare blockers and combat damage are skipped
    assert replay.steps[3].state == replay.steps[2].state


def test_passing_through_the_declare_attackers_step_declares_no_attackers_and_says_so():
    replay = play(make(BEARS, [act("pass_until", step="end_of_turn")]))
    texts = [e.text for e in replay.steps[1].events]
    assert "No declare attackers action was given, so the default is used." in texts
    assert any("skipped" in t for t in texts)


def test_a_declaration_of_blockers_on_the_way_refuses_it():
    replay = play(make(BEARS, [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["bears"]),
                               act("pass_until", step="end_of_combat")]))
    step = replay.steps[3]
    assert step.refused
    assert any("waits for a declaration (declare blockers)" in e.text for e in step.events)
    assert step.state == replay.steps[2].state


def test_after_attackers_are_declared_it_reaches_the_declare_blockers_step():
    replay = play(make(BEARS, [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["bears"]),
                               act("pass_until", step="declare_blockers")]))
    assert not replay.steps[3].refused
    assert (replay.final_state["step"], replay.final_state["awaiting"]) == ("declare_blockers", "declare_blockers")


def test_a_spell_on_the_stack_refuses_it_under_each_edition():
    bolt = obj("bolt", "Lightning Bolt", zone="hand")
    mountain = obj("mountain", "Mountain")
    for rules, number in (("2007-02-01", "408.1c"), ("2026-06-19", "117.4")):
        replay = play(make(BEARS + [bolt, mountain], [
            act("play_spell", object="bolt", targets=["ogre"], mana_abilities=[{"object": "mountain"}]),
            act("pass_until", step="end_of_combat")]), rules)
        assert replay.steps[2].refused
        assert replay.steps[2].citations[0].rule == number
        assert replay.steps[2].state["stack"]


def test_a_trigger_on_the_way_refuses_it_and_names_it():
    pinger = {"name": "Combat Pinger", "mana_cost": "{0}", "types": ["Enchantment"], "abilities": [
        {"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "beginning_of_combat", "whose": "your"},
         "effect": [{"do": "lose_life", "amount": 1, "player": "you"}], "text": "At the beginning of combat on your turn, you lose 1 life."}]}
    for rules, number in (("2007-02-01", "408.1f"), ("2026-06-19", "117.5")):
        replay = play(make([obj("pinger", pinger)] + BEARS, [act("pass_until", phase="postcombat_main")]), rules)
        step = replay.steps[1]
        assert step.refused
        assert step.citations[0].rule == number
        assert "Combat Pinger" in step.events[-1].text or any("Combat Pinger" in e.text for e in step.events)
        assert step.state == replay.steps[0].state


def test_a_step_already_past_this_turn_is_refused():
    replay = play(make(BEARS, [act("pass_until", step="upkeep")]))
    assert replay.steps[1].refused
    assert "already passed this turn" in " ".join(e.text for e in replay.steps[1].events)


def test_the_player_must_hold_priority():
    replay = play(make(BEARS, [act("pass_until", "Bob", step="end_of_turn")]))
    assert replay.steps[1].refused


def test_it_reaches_the_end_of_turn_step_and_the_cleanup_after_it():
    replay = play(make(BEARS, [act("pass_until", step="end_of_turn")]))
    assert (replay.final_state["phase"], replay.final_state["step"]) == ("end", "end_of_turn")


@pytest.mark.parametrize("fields, path", [({}, "actions[0]"), ({"step": "upkeep", "phase": "combat"}, "actions[0]"),
                                          ({"step": "second_main"}, "actions[0].step"), ({"phase": "main"}, "actions[0].phase")])
def test_the_validator_wants_exactly_one_known_step_or_phase(fields, path):
    with pytest.raises(ScenarioError) as e:
        load_scenario(make(BEARS, [act("pass_until", **fields)]))
    assert path in {fe.path for fe in e.value.errors}


@pytest.mark.parametrize("step, rules, number", [("untap", "2007-02-01", "302.3"), ("untap", "2026-06-19", "502.4"),
                                                 ("cleanup", "2007-02-01", "314.3"), ("cleanup", "2026-06-19", "514.3a")])
def test_a_step_without_priority_is_refused_with_its_rule(step, rules, number):
    replay = play(make(BEARS, [act("pass_until", step=step)]), rules)
    assert replay.steps[1].refused and replay.steps[1].citations[0].rule == number


def test_passing_on_when_no_creature_attacks_any_more_declares_no_blockers():
    """A creature removed from combat (506.4) leaves nothing to block: pass_until doesn't wait
    for an empty declare_blockers (509.1)."""
    from rulings.engine import load_scenario, run_scenario
    from .conftest import act, make, obj, pass_
    bounce = {"name": "Bounce", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"], "text": "bounce",
              "effect": [{"do": "return_to_hand", "what": "target:0"}]}
    data = make([obj("bears", "Grizzly Bears"), obj("b", bounce, owner="Bob", zone="hand"), obj("w", "Wind Drake", owner="Bob")],
                [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["bears"]),
                 pass_("Alice"), act("play_spell", "Bob", object="b", targets=["bears"]), pass_("Bob"), pass_("Alice"),
                 act("pass_until", phase="postcombat_main")])
    replay = run_scenario(load_scenario(data))
    assert not any(st.refused for st in replay.steps)
    assert replay.final_state["phase"] == "postcombat_main"
    assert any("declares no blockers" in ev.text for st in replay.steps for ev in st.events)
