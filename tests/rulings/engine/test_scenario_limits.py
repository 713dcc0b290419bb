"""The format's limits on how much a scenario lists (objects, actions), named when refused."""
import pytest

from rulings.engine import ScenarioError, load_scenario
from rulings.engine.scenario import MAX_ACTIONS, MAX_OBJECTS

from .conftest import make, obj, pass_


def test_more_objects_than_the_format_allows_are_refused_naming_the_limit():
    forests = [obj(f"forest{i}", "Forest") for i in range(MAX_OBJECTS + 1)]
    with pytest.raises(ScenarioError) as refused:
        load_scenario(make(forests, []))
    assert [(e.path, e.message) for e in refused.value.errors] == [("objects", f"must have at most {MAX_OBJECTS} objects")]


def test_more_actions_than_the_format_allows_are_refused_naming_the_limit():
    with pytest.raises(ScenarioError) as refused:
        load_scenario(make([], [pass_("Alice")] * (MAX_ACTIONS + 1)))
    assert [(e.path, e.message) for e in refused.value.errors] == [("actions", f"must have at most {MAX_ACTIONS} actions")]
