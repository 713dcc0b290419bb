"""The June 2026 concept table: every number exists in MagicCompRules-20260619.txt
with the meaning the engine gives it (checked by keywords with the project's
parser), and every concept the engine cites under 2007 has its 2026 number or
is one the engine does not apply under 2026."""
import io
import re
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.citations import EDITION_2007, cite
from rulings.engine.citations_2026 import EDITION_2026, NOT_APPLIED_2026

CR_2026 = Path(__file__).resolve().parents[3] / ".." / "shared" / "cr" / "MagicCompRules-20260619.txt"


@pytest.fixture(scope="module")
def rules_2026():
    if not CR_2026.exists():
        pytest.skip("the June 2026 edition is not available beside the repository")
    parser = pytest.importorskip("rules_corpus.parser")
    corpus = parser.parse_file(CR_2026)
    return {r.number: r.text for r in corpus.rules}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')).lower()


@pytest.mark.parametrize("concept", sorted(EDITION_2026))
def test_the_2026_rule_cited_for_a_concept_says_its_key_phrases(rules_2026, concept):
    """A wrong number fails here: the rule the table gives must exist in the
    official June 2026 text and contain each key phrase stored beside it."""
    ref = EDITION_2026[concept]
    assert ref.keywords, concept
    assert ref.rule in rules_2026, f"{concept}: {ref.rule} is not a rule of the June 2026 edition"
    text = _norm(rules_2026[ref.rule])
    assert [k for k in ref.keywords if _norm(k) not in text] == [], f"{concept}: {ref.rule}"


def test_every_2007_concept_has_a_2026_number_or_is_not_applied_under_2026():
    assert sorted(set(EDITION_2007) - set(EDITION_2026) - set(NOT_APPLIED_2026)) == []


def test_a_concept_not_applied_under_2026_has_no_2026_number():
    assert set(NOT_APPLIED_2026) & set(EDITION_2026) == set()


def test_mana_burn_has_no_number_in_2026_and_mana_empties_instead(rules_2026):
    assert "mana_burn" in NOT_APPLIED_2026
    assert "mana burn" not in _norm(" ".join(rules_2026.values()))
    assert EDITION_2026["mana_empties"].rule == "500.5"


def test_cite_names_the_2026_number_of_a_concept():
    c = cite("illegal_action_reversed", "the whole action is reversed", "2026-06-19")
    assert (c.rule, c.concept) == ("733.1", "illegal_action_reversed")


def test_citing_a_2007_only_concept_under_2026_is_an_error():
    with pytest.raises(KeyError):
        cite("mana_burn", "unused mana costs life", "2026-06-19")


def test_402_8g_is_the_2007_rule_for_an_ability_that_moves_its_object_out_of_a_zone():
    assert EDITION_2007["ability_moves_object_out_of_zone"].rule == "402.8g"
    assert EDITION_2026["ability_moves_object_out_of_zone"].rule == "113.6m"


def test_every_example_plays_under_2026_and_cites_only_numbers_of_that_edition(rules_2026):
    """`python -m rulings.engine FILE --rules 2026-06-19 --json` for every example."""
    import json

    from rulings.engine import example_scenarios
    from rulings.engine.cli import main
    from rulings.engine.scenario import SCENARIO_DIR

    cited, outside = set(), []
    for slug, _ in example_scenarios():
        out = io.StringIO()
        with redirect_stdout(out):
            assert main([str(SCENARIO_DIR / f"{slug}.json"), "--rules", "2026-06-19", "--json"]) == 0, slug
        replay = json.loads(out.getvalue())
        assert replay["rules"] == "2026-06-19"
        for step in replay["steps"]:
            for c in step["citations"]:
                cited.add(c["rule"])
                if c["rule"] not in rules_2026:
                    outside.append((slug, c["rule"]))
    assert outside == []
    assert len(cited) >= 60


def test_no_2007_only_concept_is_cited_under_2026():
    from rulings.engine import example_scenarios

    for slug, data in example_scenarios():
        for step in run_scenario(load_scenario(data), "2026-06-19").steps:
            assert not {c.concept for c in step.citations} & set(NOT_APPLIED_2026), slug
