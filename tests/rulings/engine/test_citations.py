"""Every rule number the engine cites exists in the complete 2007 edition, with
the meaning the engine gives it (checked by keywords), using the project's parser."""
import re
from pathlib import Path

import pytest

from rulings.engine import example_scenarios, load_scenario, run_scenario
from rulings.engine.citations import EDITION_2007, cite
from rulings.engine.citations_2026 import EDITION_2026

CR_2007 = Path(__file__).resolve().parents[3] / ".." / "shared" / "cr" / "MagicCompRules-20070201.txt"
ENGINE_DIR = Path(__file__).resolve().parents[3] / "rulings" / "engine"


@pytest.fixture(scope="module")
def rules_2007():
    if not CR_2007.exists():
        pytest.skip("the complete 2007 edition is not available beside the repository")
    parser = pytest.importorskip("rules_corpus.parser")
    corpus = parser.parse_file(CR_2007)
    return {r.number: r.text for r in corpus.rules}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')).lower()


@pytest.mark.parametrize("concept", sorted(EDITION_2007))
def test_the_2007_rule_cited_for_a_concept_says_its_key_phrases(rules_2007, concept):
    """A wrong number fails here: the rule the table gives must exist in the
    official 2007 text and contain each key phrase stored beside it."""
    ref = EDITION_2007[concept]
    assert ref.keywords, concept
    assert ref.rule in rules_2007, f"{concept}: {ref.rule} is not a rule of the 2007 edition"
    text = _norm(rules_2007[ref.rule])
    assert [k for k in ref.keywords if _norm(k) not in text] == [], f"{concept}: {ref.rule}"


def test_every_concept_named_in_the_engine_is_in_the_table():
    used = set()
    for path in ENGINE_DIR.glob("*.py"):
        if path.name in ("scenario.py", "cards.py", "citations.py", "citations_2026.py", "editions.py", "wording.py"):
            continue
        src = path.read_text()
        # ("concept", "a reason in plain words") pairs, and IllegalAction("concept", ...)
        used |= set(re.findall(r'\(\s*"([a-z][a-z0-9_]+)",\s*f?"[^"]* [^"]*', src))
        used |= set(re.findall(r'IllegalAction\(\s*"([a-z0-9_]+)"', src))
        used |= set(re.findall(r'give_priority\([^)]*?"([a-z][a-z0-9_]+)",', src))
    assert used, "no concepts found"
    # a concept only one edition has (mana_burn, mana_empties) is cited only under that edition
    assert sorted(c for c in used if c not in EDITION_2007 and c not in EDITION_2026) == []


def test_citations_in_the_example_logs_carry_the_table_numbers():
    seen = set()
    for slug, data in example_scenarios():
        for step in run_scenario(load_scenario(data)).steps:
            for c in step.citations:
                assert EDITION_2007[c.concept].rule == c.rule
                seen.add(c.rule)
    assert len(seen) >= 60


def test_cite_names_the_rule_from_the_table():
    c = cite("tap_ability_summoning_sickness", "Llanowar Elves came under Alice's control this turn and has no haste")
    assert (c.rule, c.concept) == ("403.4", "tap_ability_summoning_sickness")
