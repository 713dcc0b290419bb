"""The seed parser on synthetic variants of the seed files (written to tmp_path):
the same kinds of damage at other places must be repaired the same way, or
the parse must fail with a ParseError that names the file and line."""
import re
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_corpus.parser.model import ParseError
from rules_corpus.parser.seed import SEED_DIR, parse_seed
from tests.conftest import REPO

SEEDS = sorted(SEED_DIR.glob("*.txt"))
NO_BLANK_LINES = SEED_DIR / "003_44faea8ea68d38bb.txt"  # 406.5 to 408.2f, one rule a line
NOISE = "Добавить отзыв\nВСЕ ОТЗЫВЫ О КНИГЕ В ИЗБРАННОЕ\n\n0\n\nОтметить Добавить цитату\n×\n"


def entries(corpus):
    return {r.number: (r.kind, r.title, r.text, r.examples, r.parent) for r in corpus.rules}


@pytest.fixture(scope="module")
def expected():
    """What the untouched seed files give."""
    return entries(parse_seed())


@pytest.fixture(scope="module")
def expected_alone():
    """What the no-blank-lines file gives on its own, with no other copies to compare."""
    return entries(parse_seed([NO_BLANK_LINES]))


def seed_text(path=NO_BLANK_LINES) -> str:
    return path.read_text(encoding="utf-8")


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def replace_once(text, old, new):
    assert text.count(old) == 1, old
    return text.replace(old, new)


def with_seeds_except(tmp_path, name, text):
    """All seed files, with the no-blank-lines file replaced by `text`."""
    return [p if p != NO_BLANK_LINES else write(tmp_path, name, text) for p in SEEDS]


def test_files_in_reverse_order_parse_the_same(expected):
    assert entries(parse_seed(list(reversed(SEEDS)))) == expected


def test_files_in_shuffled_order_parse_the_same(expected):
    shuffled = [SEEDS[i] for i in (2, 4, 0, 3, 1)]
    assert entries(parse_seed(shuffled)) == expected


def test_page_number_between_two_words_is_dropped(tmp_path, expected_alone):
    text = replace_once(seed_text(), "during the untap step and players", "during the untap step\nPage 7\nand players")
    assert entries(parse_seed([write(tmp_path, "a.txt", text)])) == expected_alone


def test_page_number_at_a_sentence_end_keeps_one_paragraph(tmp_path, expected_alone):
    text = replace_once(seed_text(), "(see rule 314.3). The player", "(see rule 314.3).\n\nPage 7\n\nThe player")
    assert entries(parse_seed([write(tmp_path, "a.txt", text)])) == expected_alone


def test_page_number_inside_a_word_is_dropped_and_the_word_mended(tmp_path, expected):
    text = replace_once(seed_text(), "No player gets priority during", "No player gets prior\n- 7 -\nity during")
    assert entries(parse_seed(with_seeds_except(tmp_path, "003.txt", text))) == expected


def test_document_title_inside_a_rule_is_dropped(tmp_path, expected_alone):
    text = replace_once(
        seed_text(),
        "during the untap step and players",
        "during the untap step\nMagic: The Gathering Comprehensive Rules\nPage 12\nand players",
    )
    assert entries(parse_seed([write(tmp_path, "a.txt", text)])) == expected_alone


def test_word_broken_elsewhere_is_mended_from_the_other_copies(tmp_path, expected):
    text = replace_once(seed_text(), "sets an object’s characteristic, or", "sets an object’s charac\nteristic, or")
    corpus = parse_seed(with_seeds_except(tmp_path, "003.txt", text))
    assert entries(corpus) == expected
    assert any("“charac” / “teristic”" in w and "another copy" in w for w in corpus.warnings)


def test_word_broken_with_no_other_copy_is_mended_from_the_word_list(tmp_path, expected_alone):
    text = replace_once(seed_text(), "it goes on top of the stack. When an", "it goes on top of the st\nack. When an")
    corpus = parse_seed([write(tmp_path, "a.txt", text)])
    assert entries(corpus) == expected_alone
    assert any("“st” / “ack” -> “stack”" in w and "word list" in w for w in corpus.warnings)


def test_line_broken_between_words_keeps_the_space(tmp_path, expected_alone):
    text = replace_once(seed_text(), "it goes on top of the stack. When an", "it goes on top of the\nstack. When an")
    assert entries(parse_seed([write(tmp_path, "a.txt", text)])) == expected_alone


def test_rule_cut_at_a_file_end_is_stitched_to_the_next_file(expected):
    """Files 001 and 002 alone: 408.1b exists only as a cut-off copy and its rest."""
    corpus = parse_seed([SEEDS[1], SEEDS[2]])
    assert corpus.by_number()["408.1b"].text == expected["408.1b"][2]
    assert any("stitched" in w and "408.1b" in w for w in corpus.warnings)


def test_rule_cut_elsewhere_is_stitched_whichever_file_comes_first(tmp_path, expected_alone):
    text = seed_text()
    cut = text.index("No player gets priority") + len("No player gets pri")
    first = write(tmp_path, "first.txt", text[:cut] + "\n\n" + NOISE)
    rest = write(tmp_path, "rest.txt", "Выбрать главу\n" + text[cut:])
    assert entries(parse_seed([first, rest])) == expected_alone
    assert entries(parse_seed([rest, first])) == expected_alone


def test_overlapping_cut_copies_are_stitched_without_repeating_text(tmp_path, expected_alone):
    text = seed_text()
    start = text.index("No player gets priority")
    cut = start + len("No player gets priority during the untap")
    first = write(tmp_path, "first.txt", text[:cut] + "\n" + NOISE)
    rest = write(tmp_path, "rest.txt", text[start + len("No player") :])
    assert entries(parse_seed([first, rest])) == expected_alone


def test_file_with_only_noise_is_skipped_with_a_warning(tmp_path, expected):
    noise = write(tmp_path, "noise.txt", "Выбрать главу\n\n" + NOISE + "Page 3\n")
    corpus = parse_seed([*SEEDS, noise])
    assert entries(corpus) == expected
    assert any(w.startswith("noise.txt: no rules text") for w in corpus.warnings)


def test_empty_file_is_skipped_with_a_warning(tmp_path, expected):
    corpus = parse_seed([write(tmp_path, "empty.txt", ""), *SEEDS])
    assert entries(corpus) == expected
    assert any(w.startswith("empty.txt: empty file") for w in corpus.warnings)


def test_only_noise_everywhere_is_a_parse_error_naming_the_file(tmp_path):
    noise = write(tmp_path, "noise.txt", NOISE)
    with pytest.raises(ParseError) as error:
        parse_seed([noise])
    assert error.value.path == str(noise) and error.value.line == 1


def test_text_that_continues_no_rule_is_a_parse_error_naming_file_and_line(tmp_path):
    stray = write(tmp_path, "stray.txt", "Page 9\nsomething that no copy of 404.5 ends with.\n405. Static Abilities\n")
    with pytest.raises(ParseError) as error:
        parse_seed([SEEDS[4], stray])
    assert (error.value.path, error.value.line) == (str(stray), 2)
    assert "stray.txt, line 2" in str(error.value)


def test_end_of_a_rule_before_the_excerpt_is_dropped_with_a_warning(tmp_path, expected):
    before = write(tmp_path, "before.txt", "the in-play zone triggers from that zone.\n" + seed_text(SEEDS[4]))
    corpus = parse_seed([before])
    assert entries(corpus) == entries(parse_seed([SEEDS[4]]))
    assert any(w.startswith("before.txt:1: dropped text") for w in corpus.warnings)


def test_differing_copies_keep_the_longer_and_warn(tmp_path, expected):
    text = replace_once(seed_text(), "remove all instances of it.", "remove all of it.")
    corpus = parse_seed(with_seeds_except(tmp_path, "003.txt", text))
    assert corpus.by_number()["407.3"].text == expected["407.3"][2]
    assert any(w.startswith("003.txt:7: this copy of 407.3 differs") for w in corpus.warnings)


def test_windows_line_endings_and_a_byte_order_mark_parse_the_same(tmp_path, expected_alone):
    path = tmp_path / "crlf.txt"
    path.write_bytes(b"\xef\xbb\xbf" + seed_text().replace("\n", "\r\n").encode("utf-8"))
    assert entries(parse_seed([path])) == expected_alone


def test_no_files_is_a_parse_error():
    with pytest.raises(ParseError):
        parse_seed([])


def test_file_starting_with_an_example_gives_it_to_the_rule_before(tmp_path, expected_alone):
    text = seed_text()
    cut = text.index("Example: If a creature with flying")
    first = write(tmp_path, "first.txt", text[:cut] + NOISE)
    rest = write(tmp_path, "rest.txt", "Выбрать главу\n\n" + text[cut:])
    assert entries(parse_seed([rest, first])) == expected_alone


def test_line_broken_before_a_number_inside_a_sentence_starts_no_entry(tmp_path, expected_alone):
    """A break before "408.1. Then ..." in the middle of a sentence is not a new rule."""
    text = replace_once(seed_text(), "instances of it.", "instances of it as in rule\n408.1. Then more.")
    rule = parse_seed([write(tmp_path, "a.txt", text)]).by_number()["407.3"]
    assert rule.text == "Effects that remove an ability remove all instances of it as in rule 408.1. Then more."
    assert rule.examples == expected_alone["407.3"][3]


def test_sentence_broken_before_a_number_is_not_a_section(tmp_path, expected_alone):
    text = replace_once(seed_text(), "instances of it.", "instances of it, times\n407. Then more.")
    rule = parse_seed([write(tmp_path, "a.txt", text)]).by_number()["407.3"]
    assert rule.text == "Effects that remove an ability remove all instances of it, times 407. Then more."


def squashed(found):
    """Entries with all whitespace removed: what no guess about a space can change."""
    def squash(text):
        return "".join(text.split())

    return {n: (k, t, squash(text), [squash(e) for e in ex], p) for n, (k, t, text, ex, p) in found.items()}


TEXT_LINE = re.compile(r"\d{3}\.|Example:|[a-z]")  # a rule, an example or a rule's broken-off rest


def cut_anywhere_in_a_text(path=NO_BLANK_LINES):
    """A cut point in a seed file inside a rule's or example's text, past its
    number or "Example:" label (whose halves would no longer read as one),
    never inside page noise, and not in the first 40 characters (a file of a
    few words found in several rules cannot be placed: a ParseError)."""
    positions = []
    offset = 0
    for line in seed_text(path).split("\n"):
        if TEXT_LINE.match(line):
            positions.extend(range(max(offset + 12, 40), offset + len(line) + 1))
        offset += len(line) + 1
    return st.sampled_from(positions)


def cut_in_two(tmp_path, cut, path=NO_BLANK_LINES):
    """The two halves as files: noise after the first, a page number before the second."""
    text = seed_text(path)
    first = write(tmp_path, "first.txt", text[:cut] + "\n" + NOISE)
    rest = write(tmp_path, "rest.txt", "Page 2\n" + text[cut:])
    return first, rest


CUT_SETTINGS = settings(
    max_examples=30, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.mark.parametrize("seed", SEEDS, ids=lambda p: p.name[:3])
def test_any_file_cut_anywhere_among_the_other_copies_parses_the_same(tmp_path_factory, expected, seed):
    @settings(max_examples=12, derandomize=True, deadline=None)
    @given(cut=cut_anywhere_in_a_text(seed))
    def check(cut):
        first, rest = cut_in_two(tmp_path_factory.mktemp("cut"), cut, seed)
        others = [p for p in SEEDS if p != seed]
        assert entries(parse_seed([rest, *others, first])) == expected

    check()


@CUT_SETTINGS
@given(cut=cut_anywhere_in_a_text())
def test_file_cut_anywhere_on_its_own_loses_and_repeats_no_text(tmp_path, expected_alone, cut):
    """Alone, a word cut in two that the excerpt has nowhere else may keep a
    space ("In" / "teraction"): no evidence can tell. Nothing else may differ."""
    first, rest = cut_in_two(tmp_path, cut)
    assert squashed(entries(parse_seed([rest, first]))) == squashed(expected_alone)


def test_rule_spread_over_three_files_is_stitched_in_order(tmp_path, expected):
    """408.1b begins in 001, goes on in a file that holds no number at all, ends in 002."""
    text = seed_text(SEEDS[1])
    start = text.index("automatically generated by the game rules")
    end = text.index("Добавить отзыв")
    begin = write(tmp_path, "begin.txt", text[:start])
    middle = write(tmp_path, "middle.txt", "Page 4\n" + text[start:end] + "\nPage 5\n")
    for order in ([begin, middle, SEEDS[2]], [SEEDS[2], middle, begin]):
        assert parse_seed(order).by_number()["408.1b"].text == expected["408.1b"][2]


def test_binary_file_is_a_parse_error_naming_the_file(tmp_path):
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"406.5. Abilities\x00\x00\x01\x02 do use the stack.\n")
    with pytest.raises(ParseError) as error:
        parse_seed([SEEDS[0], binary])
    assert error.value.path == str(binary) and error.value.line == 1


def test_parser_imports_nothing_from_django():
    code = "import sys; from rules_corpus.parser.seed import parse_seed; parse_seed(); print('django' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    assert result.stdout.strip() == "False"


def test_reader_words_inside_a_rule_line_are_dropped(tmp_path, expected_alone):
    text = replace_once(seed_text(), "406.6. If a mana", "Выбрать главу 406.6. If a mana")
    corpus = parse_seed([write(tmp_path, "a.txt", text)])
    assert entries(corpus) == expected_alone
    assert any("reader text inside a line" in w for w in corpus.warnings)
