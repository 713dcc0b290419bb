"""The rules engine: plays a judge's scenario out under the February 2007
Comprehensive Rules (the seed excerpt's edition) or the rules effective June 19,
2026, citing the rules it applies at each step in that edition's numbers.

Plain Python (stdlib only); nothing here imports Django.
"""
# the rules editions and the engine's own revision; replays cached by another
# version should be recomputed
ENGINE_VERSION = "2007-02-01+2026-06-19/2"
__version__ = ENGINE_VERSION

from .cards import CARD_LIBRARY  # noqa: E402
from .citations import Citation  # noqa: E402
from .engine import run_scenario  # noqa: E402
from .errors import FieldError, IllegalAction, ScenarioError  # noqa: E402
from .log import Event, Replay, Step  # noqa: E402
from .scenario import SCHEMA_PATH, Scenario, example_scenarios, load_scenario  # noqa: E402

__all__ = [
    "ENGINE_VERSION", "CARD_LIBRARY", "Citation", "Event", "FieldError", "IllegalAction", "Replay", "SCHEMA_PATH",
    "Scenario", "ScenarioError", "Step", "example_scenarios", "load_scenario", "run_scenario",
]
