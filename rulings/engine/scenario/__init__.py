"""Loading and validating scenarios (the JSON format of SCENARIO_FORMAT.md):
`load` reads the document, its players, turn and objects; `cards` a card
defined inline (abilities, effect instructions); `actions` the actions; the
words each field may say are in `vocabulary`."""
from __future__ import annotations

from .actions import validate_action
from .cards import EFFECT_CHECKS
from .fields import Checker
from .load import Scenario, example_scenarios, format2_examples, load_scenario, validate
from .nesting import MAX_NESTING, parse_json
from .vocabulary import (ACTION_FIELDS, ACTION_TYPES, BOUNDS, CARD_TYPES, COLORS, COMMON_ACTION_FIELDS, CONDITIONS, COUNTS, EFFECT_KINDS, KEYWORDS,
                         MANA_KEYS, MAX_ACTIONS, MAX_OBJECTS, PROTECTION_QUALITIES, REF_WORDS, RULES_EDITIONS, SCENARIO_DIR, SCHEMA_PATH,
                         STEP_NAMES, TIMINGS, TRIGGER_EVENTS, TRIGGER_TO, TRIGGER_WHO)

__all__ = [
    "ACTION_FIELDS", "ACTION_TYPES", "BOUNDS", "COMMON_ACTION_FIELDS", "CARD_TYPES", "COLORS", "CONDITIONS", "COUNTS", "EFFECT_CHECKS", "EFFECT_KINDS",
    "KEYWORDS", "MANA_KEYS", "MAX_ACTIONS", "MAX_OBJECTS", "MAX_NESTING", "PROTECTION_QUALITIES", "REF_WORDS", "RULES_EDITIONS", "SCENARIO_DIR",
    "SCHEMA_PATH", "STEP_NAMES", "TIMINGS", "TRIGGER_EVENTS", "TRIGGER_TO", "TRIGGER_WHO", "Checker", "Scenario",
    "example_scenarios", "format2_examples", "load_scenario", "parse_json",
    "validate", "validate_action",
]
