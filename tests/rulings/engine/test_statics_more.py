"""Rule-changing statics of the engine (rulings/engine/entering_kinds.py): "[Objects] enter tapped"
watching given card types (2007 419.1c; 2026 614.1d), never the permanent with the ability itself
(2026 614.12), and the loader naming a "what" it doesn't know."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import make, obj


def maze(what):
    return {"name": "Maze", "types": ["Artifact"], "text": "",
            "abilities": [{"kind": "static", "replacement": {"event": "comes_into_play", "whose": "any", "what": what, "instead": "tapped"}}]}


@pytest.mark.parametrize("what, tapped", [("lands", True), ("artifacts_and_lands", True), ("nonbasic_lands", False),
                                          ("creatures_and_nonbasic_lands", False), ("artifacts", False)])
def test_an_entering_replacement_watches_only_the_kinds_it_names(what, tapped):
    from rulings.engine.entering_kinds import enters_as_kind

    class Forest:
        types, supertypes = ("Land",), ("Basic",)
    assert enters_as_kind(Forest, what) is tapped


def test_the_loader_names_an_unknown_kind_of_entering_permanent():
    with pytest.raises(ScenarioError, match=r"replacement\.what"):
        load_scenario(make([obj("maze", maze("snow_lands"))], []))


def test_the_loader_names_an_unknown_revealed_zone():
    seer = {"name": "Seer", "types": ["Enchantment"], "text": "", "abilities": [{"kind": "static", "reveals": "graveyards"}]}
    with pytest.raises(ScenarioError, match=r"reveals"):
        load_scenario(make([obj("seer", seer)], []))
