"""Fixtures shared by every test folder."""
from pathlib import Path

import pytest
from hypothesis import settings as hypothesis_settings

# The same examples on every run: a property test that fails, fails every time
# (bench/fuzz.py is where new examples are searched for, 10,000 at a time).
hypothesis_settings.register_profile("suite", derandomize=True, database=None)
hypothesis_settings.load_profile("suite")

# Scenario fixtures (owner, stranger, scenario, fast_passwords...) for every test folder.
pytest_plugins = ["tests.rulings.scenario_fixtures"]

REPO = Path(__file__).resolve().parents[1]
SHARED_CR = REPO.parent / "shared" / "cr"


def shared_cr(name: str) -> Path:
    """A complete official edition from ../shared/cr (never committed); skip if absent."""
    path = SHARED_CR / name
    if not path.is_file():
        pytest.skip(f"{path} is not available")
    return path


@pytest.fixture
def search_index_dir(tmp_path, settings):
    """Each test gets its own index folder, so no test sees another's index."""
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    return settings.SEARCH_INDEX_DIR


@pytest.fixture
def seed_corpus(db, search_index_dir):
    """The embedded seed excerpt, imported and active."""
    from rules_corpus.importer import import_corpus

    (corpus,) = import_corpus()
    return corpus
