"""314.1 (514.1 in June 2026): in the cleanup step the active player discards
down to the maximum hand size, choosing the cards (the action's `discard`)."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj, pass_, rules_of, zone_ids


def nine_cards():
    return [obj(f"c{n}", "Forest", zone="hand") for n in range(9)] + [obj("lib", "Forest", "Bob", zone="library")]


def end_turn(discard=None, rules=None):
    last = act("pass_priority", "Bob", **({"discard": discard} if discard is not None else {}))
    data = make(nine_cards(), [pass_("Alice"), last], phase="end", step="end_of_turn")
    if rules:
        data["rules"] = rules
    return data


def test_314_1_the_active_player_discards_the_cards_the_action_chooses(play):
    last = play(end_turn(["c0", "c4"])).steps[-1]
    assert not last.refused
    assert sorted(zone_ids(last.state, "Alice", "graveyard")) == ["c0", "c4"]
    assert len(zone_ids(last.state, "Alice", "hand")) == 7
    assert "314.1" in rules_of(last)


def test_314_1_without_a_choice_the_last_cards_of_the_hand_go_and_the_log_says_so(play):
    last = play(end_turn()).steps[-1]
    assert sorted(zone_ids(last.state, "Alice", "graveyard")) == ["c7", "c8"]
    assert any("no choice was given: the last cards of the hand" in e.text for e in last.events)


def test_314_1_a_partial_choice_is_completed_with_the_last_card(play):
    last = play(end_turn(["c0"])).steps[-1]
    assert sorted(zone_ids(last.state, "Alice", "graveyard")) == ["c0", "c8"]
    assert any("no choice was given for 1" in e.text for e in last.events)


def test_314_1_naming_a_card_that_is_not_in_the_hand_is_refused(play):
    last = play(end_turn(["c0", "lib"])).steps[-1]
    assert last.refused and "314.1" in rules_of(last)
    assert len(zone_ids(last.state, "Alice", "hand")) == 9  # nothing was lost


def test_314_1_naming_more_cards_than_must_be_discarded_is_refused(play):
    last = play(end_turn(["c0", "c1", "c2"])).steps[-1]
    assert last.refused and any("discards 2, not 3" in e.text for e in last.events)


def test_514_1_under_2026_the_same_choice_cites_514_1(play):
    last = play(end_turn(["c2", "c3"], rules="2026-06-19")).steps[-1]
    assert sorted(zone_ids(last.state, "Alice", "graveyard")) == ["c2", "c3"]
    assert "514.1" in rules_of(last)


def test_a_discard_naming_no_object_is_refused_at_its_field():
    with pytest.raises(ScenarioError) as e:
        load_scenario(end_turn(["ghost"]))
    assert "actions[1].discard[0]" in str(e.value)
