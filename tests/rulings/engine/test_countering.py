"""The target filter of a counterspell's "target spell that targets [something]" (rulings/engine/that_targets.py,
2026 115.9b), as the loader checks it: a bad value is named by its field."""
import pytest

from rulings.engine import target_filter


@pytest.mark.parametrize("value, field", [
    ({}, "that_targets"),
    ({"player": "opponent"}, "that_targets.player"),
    ({"permanent": {"zone": "graveyard"}}, "that_targets.permanent"),
    ({"permanent": {"types": ["Wizard"]}}, "that_targets.permanent.types[0]"),
    ({"spell": True}, "that_targets"),
])
def test_a_bad_that_targets_is_named_by_its_field(value, field):
    assert field in [f for f, _ in target_filter.problems({"zone": "stack", "that_targets": value}, ())]


def test_only_a_spell_targets():
    assert "that_targets" in [f for f, _ in target_filter.problems({"that_targets": {"player": "you"}}, ())]


@pytest.mark.parametrize("value", [{"player": "you"}, {"player": "any", "permanent": {"types": ["Creature"], "controller": "you"}}])
def test_a_good_that_targets_has_no_problem(value):
    assert target_filter.problems({"zone": "stack", "that_targets": value}, ()) == []


@pytest.mark.parametrize("value, words", [
    ({"permanent": {"controller": "you"}}, "target spell that targets a permanent you control"),
    ({"player": "you", "permanent": {"types": ["Creature"], "controller": "you"}},
     "target spell that targets you or a creature you control"),
    ({"player": "any"}, "target spell that targets a player"),
])
def test_the_filter_is_described_in_the_cards_words(value, words):
    assert target_filter.describe({"zone": "stack", "that_targets": value}) == words
