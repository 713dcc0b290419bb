"""The rules engine: plays a judge's scenario out under the 2007 Comprehensive
Rules (the seed excerpt's edition), citing the rules it applies at each step.

Plain Python (stdlib only); nothing here imports Django.
"""
from .cards import CARD_LIBRARY
from .citations import Citation
from .engine import run_scenario
from .errors import FieldError, IllegalAction, ScenarioError
from .log import Event, Replay, Step
from .scenario import SCHEMA_PATH, Scenario, example_scenarios, load_scenario

__all__ = [
    "CARD_LIBRARY", "Citation", "Event", "FieldError", "IllegalAction", "Replay", "SCHEMA_PATH",
    "Scenario", "ScenarioError", "Step", "example_scenarios", "load_scenario", "run_scenario",
]
