"""Snapshots share what did not change between steps, so a long replay costs its changes."""
from rulings.engine import load_scenario, run_scenario

from .conftest import make, obj, pass_


def _lands(count):
    return [obj(f"forest{i}", "Forest", "Alice" if i % 2 else "Bob") for i in range(count)]


def test_a_refused_action_keeps_every_permanents_snapshot():
    # Bob does not hold priority: each of his passes is refused and rolled back (409.1, 422.1);
    # the state after it is the state before it, the very same snapshot objects
    replay = run_scenario(load_scenario(make(_lands(6), [pass_("Bob"), pass_("Bob"), pass_("Bob")])))
    assert all(step.refused for step in replay.steps[1:])
    before = replay.steps[0].state["zones"]
    for step in replay.steps[1:]:
        assert step.state["zones"] is before
