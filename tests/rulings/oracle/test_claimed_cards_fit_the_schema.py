"""The published JSON Schema (rulings/engine/scenario.schema.json, for people writing scenarios by hand)
accepts every definition the compiler claims fully played: the loader accepts them (compiler._engine_refuses),
and the schema must not fall behind it. Checked on the real pool records of this folder's test files, the
cards of every template family (a few thousand); `bench/`'s card_coverage counts the whole pool."""
import json
from pathlib import Path

import pytest

from rulings.engine import SCHEMA_PATH

from .conftest import compiled_records

jsonschema = pytest.importorskip("jsonschema")

HERE = Path(__file__).parent


def _record_files() -> list[Path]:
    found = []
    for path in sorted(HERE.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, list) and data and all(isinstance(r, dict) and "name" in r and "types" in r for r in data):
            found.append(path)
    return found


@pytest.fixture(scope="module")
def card_schema():
    schema = json.loads(Path(SCHEMA_PATH).read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator({"$defs": schema["$defs"], "$ref": "#/$defs/card"})


def test_the_test_folder_holds_many_families_of_records():
    assert len(_record_files()) > 100


@pytest.mark.parametrize("path", _record_files(), ids=lambda p: p.stem)
def test_every_claimed_card_of_a_family_fits_the_published_schema(card_schema, path):
    wrong = {}
    for name, card in compiled_records(path).items():
        if card.played:
            errors = sorted(card_schema.iter_errors(card.definition), key=lambda e: list(e.absolute_path))
            if errors:
                wrong[name] = f"{'/'.join(map(str, errors[0].absolute_path))}: {errors[0].message[:200]}"
    assert not wrong, wrong
