"""The effect registry: one function per instruction, and everything that
lists the instructions reads it (the validator, the JSON Schema, the docs)."""
import json
from pathlib import Path

import pytest

from rulings.engine import SCHEMA_PATH
from rulings.engine.effects import EFFECT_KINDS, EFFECTS, INTERNAL_EFFECTS, effect
from rulings.engine.scenario import EFFECT_CHECKS

DOC = Path(__file__).resolve().parents[3] / "rulings" / "engine" / "SCENARIO_FORMAT.md"


def test_the_kinds_a_card_may_use_are_the_registered_ones_but_the_engines_own():
    assert set(EFFECT_KINDS) | set(INTERNAL_EFFECTS) == set(EFFECTS)
    assert not set(EFFECT_KINDS) & set(INTERNAL_EFFECTS)


def test_every_extra_check_of_the_validator_is_for_a_registered_kind():
    assert set(EFFECT_CHECKS) <= set(EFFECT_KINDS)


def test_the_json_schema_lists_exactly_the_registered_kinds():
    schema = json.loads(SCHEMA_PATH.read_text())
    assert schema["$defs"]["effects"]["items"]["properties"]["do"]["enum"] == list(EFFECT_KINDS)


def test_every_registered_kind_is_documented():
    doc = DOC.read_text()
    assert [k for k in EFFECT_KINDS if f"`{k}`" not in doc] == []


def test_a_kind_can_not_be_registered_twice():
    with pytest.raises(ValueError):
        effect("damage")(lambda game, st, ctx: None)
