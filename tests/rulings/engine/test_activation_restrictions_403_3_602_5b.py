"""Restrictions on an activated ability's use stay with the object (2007: 403.3;
2026: 602.5b), and "any player may activate" lifts "only its controller" (2007:
403.2; 2026: 602.2): rulings/engine/activation_limits.py, on hand-written cards."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

RESTRICTION = {"2007-02-01": "403.3", "2026-06-19": "602.5b"}
CONTROLLER = {"2007-02-01": "403.2", "2026-06-19": "602.2"}
PUMP = {"do": "pump", "power": 1, "toughness": 0, "to": "self", "until": "end_of_turn"}


def creature(abilities):
    return {"name": "Test Bat", "mana_cost": "{B}", "types": ["Creature"], "power": 0, "toughness": 1, "abilities": abilities}


def scenario(rules, ability, more_objects=(), actions=(), owner="Alice"):
    return {"format": 1, "rules": rules, "name": "limits", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "bat", "owner": owner, "zone": "in_play", "card": creature([ability])}, *more_objects],
            "actions": list(actions)}


def act(player="Alice"):
    return {"type": "activate_ability", "player": player, "object": "bat", "ability": 0}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


@pytest.mark.parametrize("rules", RESTRICTION)
def test_an_ability_activated_no_more_than_twice_each_turn_refuses_a_third(rules):
    ab = {"kind": "activated", "cost": {"mana": "{0}"}, "effect": [PUMP], "times_each_turn": 2, "text": "twice"}
    replay = run_scenario(load_scenario(scenario(rules, ab, actions=[act(), *passes(), act(), *passes(), act()])))
    assert not any(st.refused for st in replay.steps[:-1]) and replay.steps[-1].refused
    cited = {(c.rule, c.concept) for st in replay.steps[:-1] for e in st.events for c in e.citations}
    assert (RESTRICTION[rules], "restriction_survives_control_change") in cited
    refusal = replay.steps[-1].events[-1]
    assert "no more than twice each turn" in refusal.text
    assert any(c.rule == RESTRICTION[rules] for c in refusal.citations)


@pytest.mark.parametrize("rules", RESTRICTION)
def test_an_only_while_condition_is_read_as_the_ability_is_activated(rules):
    ab = {"kind": "activated", "cost": {"mana": "{0}"}, "effect": [PUMP], "only_while": {"lands_you_control_at_least": 2}, "text": "lands"}
    forest = {"id": "f1", "card": "Forest", "owner": "Alice", "zone": "in_play"}
    replay = run_scenario(load_scenario(scenario(rules, ab, [forest], [act()])))
    assert replay.steps[-1].refused
    assert "only if its player controls 2 or more lands, and that isn't so" in replay.steps[-1].events[-1].text
    replay = run_scenario(load_scenario(scenario(rules, ab, [forest, {**forest, "id": "f2"}], [act()])))
    assert not replay.steps[-1].refused


@pytest.mark.parametrize("rules", RESTRICTION)
def test_total_power_counts_every_creature_its_player_controls(rules):
    ab = {"kind": "activated", "cost": {"mana": "{0}"}, "effect": [PUMP], "only_while": {"total_power_at_least": 4}, "text": "power"}
    bears = [{"id": f"b{i}", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"} for i in range(2)]
    theirs = {"id": "t", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}
    assert run_scenario(load_scenario(scenario(rules, ab, [bears[0], theirs], [act()]))).steps[-1].refused
    assert not run_scenario(load_scenario(scenario(rules, ab, bears, [act()]))).steps[-1].refused


@pytest.mark.parametrize("rules", RESTRICTION)
def test_any_player_may_activate_an_ability_that_says_so(rules):
    ab = {"kind": "activated", "cost": {"mana": "{0}"}, "effect": [PUMP], "any_player": True, "text": "anyone"}
    replay = run_scenario(load_scenario(scenario(rules, ab, actions=[{"type": "pass_priority", "player": "Alice"}, act("Bob")])))
    assert not replay.steps[-1].refused
    cited = {(c.rule, c.concept) for e in replay.steps[-1].events for c in e.citations}
    assert (CONTROLLER[rules], "only_controller_activates") in cited
    assert any("Bob activates" in e.text or "Bob plays" in e.text for e in replay.steps[-1].events)


@pytest.mark.parametrize("rules", RESTRICTION)
def test_without_any_player_an_opponent_cant_activate_it(rules):
    ab = {"kind": "activated", "cost": {"mana": "{0}"}, "effect": [PUMP], "text": "mine"}
    replay = run_scenario(load_scenario(scenario(rules, ab, actions=[{"type": "pass_priority", "player": "Alice"}, act("Bob")])))
    assert replay.steps[-1].refused


@pytest.mark.parametrize("field, value", [("times_each_turn", 1), ("times_each_turn", True), ("any_player", "yes"),
                                          ("only_while", {"lands_you_control_at_least": -1}), ("only_while", {"snow": 2}),
                                          ("only_while", {"you_control_any_of": []})])
def test_the_loader_names_a_bad_restriction_field(field, value):
    ab = {"kind": "activated", "cost": {"mana": "{0}"}, "effect": [PUMP], field: value}
    with pytest.raises(ScenarioError) as e:
        load_scenario(scenario("2026-06-19", ab))
    assert any(field in err.path for err in e.value.errors)


@pytest.mark.parametrize("rules", RESTRICTION)
def test_any_player_may_activate_only_as_a_sorcery_names_the_player_activating_it(rules):
    ab = {"kind": "activated", "cost": {"mana": "{0}"}, "effect": [PUMP], "any_player": True, "timing": "sorcery", "text": "any"}
    replay = run_scenario(load_scenario(scenario(rules, ab, actions=[{"type": "pass_priority", "player": "Alice"}, act("Bob")])))
    assert replay.steps[-1].refused
    refusal = replay.steps[-1].events[-1].text
    assert "the player" in refusal and "(Bob) could" in refusal and "its controller" not in refusal
