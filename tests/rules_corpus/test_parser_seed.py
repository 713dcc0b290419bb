"""The seed excerpt parser on the real, damaged seed files.

The oracle is the official 2007 rules file the excerpt was scraped from: it
holds rules 402.8g-409.1b word for word (with straight quotes). Each kind of
damage found in the seed files has its own test below.
"""
import re
from pathlib import Path

import pytest

from rules_corpus.parser.model import RULE, SECTION, SUBRULE
from rules_corpus.parser.seed import SEED_DIR, parse_seed
from tests.conftest import shared_cr

FIRST, LAST = "402.8g", "409.1b"
NOISE = ("Выбрать главу", "Добавить отзыв", "ОТЗЫВЫ", "Отметить", "×", "Page 6", "Comprehensive Rules")
_ENTRY = re.compile(r"(\d{3})(?:\.(\d+)(?:\.|([a-z])))?\.?\s+(.+)")


def fold(text: str) -> str:
    """Straight quotes and hyphens for curly quotes and dashes, as the official file writes them."""
    return text.translate(str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-"}))


def read_official_rules(path: Path, first: str, last: str) -> dict[str, dict]:
    """A small reader of its own for the official 2007 file (Mac Roman, bare CR):
    number -> {"text", "examples"}, from `first` up to and including `last`."""
    lines = re.split(r"\r\n|\r|\n", path.read_bytes().decode("mac_roman"))
    entries: dict[str, dict] = {}
    current = None
    started = False
    for line in lines:
        match = _ENTRY.fullmatch(line)
        if match:
            section, rule, letter, body = match.groups()
            number = section if rule is None else f"{section}.{rule}{letter or ''}"
            if number == first:
                started = True
            if not started:
                continue
            if current is not None and current == last:
                break
            current = number
            entries[number] = {"text": body, "examples": []}
        elif started and line.startswith("Example: "):
            entries[current]["examples"].append(line[len("Example: "):])
    return entries


@pytest.fixture(scope="module")
def corpus():
    return parse_seed()


@pytest.fixture(scope="module")
def rules(corpus):
    return corpus.by_number()


@pytest.fixture(scope="module")
def official():
    return read_official_rules(shared_cr("MagicCompRules-20070201.txt"), FIRST, LAST)


def test_oracle_has_the_same_rule_numbers(corpus, official):
    assert [rule.number for rule in corpus.rules] == list(official)


def test_oracle_has_the_same_text_for_every_rule(corpus, official):
    different = [r.number for r in corpus.rules if fold(r.text) != official[r.number]["text"]]
    assert different == []


def test_oracle_has_the_same_examples_for_every_rule(corpus, official):
    different = [r.number for r in corpus.rules if [fold(e) for e in r.examples] != official[r.number]["examples"]]
    assert different == []


def test_corpus_is_named_and_dated_for_the_2007_excerpt(corpus):
    assert corpus.name == "Comprehensive Rules, February 1, 2007 (seed excerpt)"
    assert corpus.effective_date.isoformat() == "2007-02-01"
    assert corpus.source == ", ".join(p.name for p in sorted(SEED_DIR.glob("*.txt")))


def test_excerpt_runs_from_402_8g_to_409_1b(corpus):
    assert (corpus.rules[0].number, corpus.rules[-1].number) == (FIRST, LAST)


def test_page_noise_is_absent_from_every_text(corpus):
    texts = [t for r in corpus.rules for t in [r.text, r.title, *r.examples]]
    found = [(noise, t[:40]) for t in texts for noise in NOISE if noise in t]
    assert found == []
    # nor a page number or the review widget's counter on a line of its own
    assert [t[:40] for t in texts if re.search(r"(?m)^\s*\d+\s*$", t)] == []


def test_no_rule_text_contains_cyrillic(corpus):
    texts = [t for r in corpus.rules for t in [r.text, r.title, *r.examples]]
    assert [t for t in texts if re.search(r"[\u0400-\u04ff]", t)] == []


def test_overlapping_copies_produce_one_rule(corpus):
    numbers = [rule.number for rule in corpus.rules]
    assert len(numbers) == len(set(numbers))
    # 408.1b is in all five files, in three of them cut off or only its end
    assert numbers.count("408.1b") == 1


def test_truncated_408_1b_is_complete(rules):
    text = rules["408.1b"].text
    assert "Each time a player would get priority, all applicable state-based effects" in text
    assert text.endswith("as governed by the rules for that phase or step.")


def test_file_starting_mid_404_5_adds_no_entry_and_no_stray_text(rules, corpus):
    assert rules["404.5"].text.endswith("in the middle of the ability, rather than at the beginning.")
    assert len(rules["404.5"].examples) == 2
    starts = [t for r in corpus.rules for t in [r.text, *r.examples] if t.startswith("triggered abilities which")]
    assert starts == []


def test_both_layouts_give_the_same_rules():
    blank_lines = parse_seed([SEED_DIR / "000_d5b216b7afa46df9.txt"]).by_number()
    no_blank_lines = parse_seed([SEED_DIR / "003_44faea8ea68d38bb.txt"]).by_number()
    shared = set(blank_lines) & set(no_blank_lines)
    assert len(shared) >= 20
    for number in shared:
        assert (blank_lines[number].text, blank_lines[number].examples) == (
            no_blank_lines[number].text,
            no_blank_lines[number].examples,
        )


def test_word_broken_as_wi_ll_is_mended(rules):
    (example,) = rules["406.6"].examples
    assert example.endswith("could produce” will not produce any mana.")


def test_word_broken_as_re_turns_is_mended(rules):
    assert "the game returns to the moment before that spell" in rules["409.1"].text


def test_curly_quotes_are_kept(rules):
    assert "“State-Based Effects”" in rules["408.1b"].text


def test_flight_example_belongs_to_407_3(rules):
    assert rules["407.3"].examples == [
        "If a creature with flying is enchanted with Flight, it has two instances of the flying ability. "
        "A single effect that reads “Target creature loses flying” will remove both."
    ]


def test_undefined_mana_example_belongs_to_406_6(rules):
    assert len(rules["406.6"].examples) == 1
    assert rules["406.6"].examples[0].startswith("If you control no lands")
    assert rules["406.5"].examples == [] and rules["407"].examples == []


def test_several_examples_keep_their_order(rules):
    first, second = rules["404.4a"].examples
    assert first.startswith("Part of an effect reads") and second.startswith("If an effect reads")


def test_sections_are_titled_and_have_no_parent(rules):
    sections = {n: r for n, r in rules.items() if r.kind == SECTION}
    assert sorted(sections) == ["403", "404", "405", "406", "407", "408", "409"]
    assert sections["408"].title == sections["408"].text == "Timing of Spells and Abilities"
    assert all(r.parent is None for r in sections.values())


def test_heading_rules_carry_their_title(rules):
    assert rules["408.1"].title == rules["408.1"].text == "Timing, Priority, and the Stack"
    assert rules["408.2"].title == "Actions That Don’t Use the Stack"
    assert rules["408.1a"].title == "" and rules["409.1"].title == ""


def test_kinds_and_parents_follow_the_numbers(rules):
    assert (rules["408.1"].kind, rules["408.1"].parent) == (RULE, "408")
    assert (rules["408.1c"].kind, rules["408.1c"].parent) == (SUBRULE, "408.1")


def test_every_parent_is_in_the_corpus_or_none(corpus, rules):
    assert [r.number for r in corpus.rules if r.parent is not None and r.parent not in rules] == []
    # 402.8 is not in the excerpt, so its last subrule has no parent to point at
    assert rules["402.8g"].parent is None


def test_line_and_source_point_at_the_entry(corpus):
    for rule in corpus.rules:
        lines = (SEED_DIR / rule.source).read_text(encoding="utf-8").splitlines()
        assert lines[rule.line - 1].startswith(rule.number), rule.number


def test_warnings_name_what_was_repaired(corpus):
    warnings = "\n".join(corpus.warnings)
    assert "“wi” / “ll” -> “will” in 406.6" in warnings
    assert "“re” / “turns” -> “returns” in 409.1" in warnings
    assert "dropped page noise" in warnings


def test_references_are_attached(rules):
    targets = [ref.target for ref in rules["408.1b"].references]
    assert "420" in targets and "410" in targets
    assert [ref.target for ref in rules["407.1"].references] == ["418.5"]


def test_each_example_gets_its_own_reference_list(corpus):
    assert [r.number for r in corpus.rules if len(r.example_references) != len(r.examples)] == []
