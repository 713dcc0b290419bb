"""Answers of every kind in one list, and a corrector that corrects only what is wrong (no Django)."""
import pytest

from rules_corpus import search
from rules_corpus.search import SourceGlossaryEntry, SourceRule
from rules_corpus.search.known_words import is_known


def rule(number, text, kind=None, title="", parent=""):
    if kind is None:
        kind = "section" if "." not in number else ("subrule" if number[-1].isalpha() else "rule")
    return SourceRule(number, kind, title, text, parent, [])


RULES = [
    rule("1", "Game Concepts", kind="chapter", title="Game Concepts"),
    rule("111", "Tokens", title="Tokens", parent="1"),
    rule("111.1", "Some effects put tokens onto the battlefield. A token is a marker used to represent "
         "any permanent that isn't represented by a card.", parent="111"),
    rule("111.2", "The player who creates a token is its owner. The token enters under that player's control.",
         parent="111"),
    rule("115", "Targets", title="Targets", parent="1"),
    rule("115.1", "Some spells and abilities require their controller to choose one or more targets for them.",
         parent="115"),
    rule("115.1a", "An instant or sorcery spell is targeted if its spell ability identifies something it will "
         "affect by using the phrase target.", parent="115.1"),
    rule("5", "Turn Structure", kind="chapter", title="Turn Structure"),
    rule("500", "General", title="General", parent="5"),
    rule("500.4", "When a step or phase ends, any unused mana left in a player's mana pool empties.",
         parent="500"),
    rule("6", "Spells, Abilities, and Effects", kind="chapter", title="Spells, Abilities, and Effects"),
    rule("608", "Resolving Spells and Abilities", title="Resolving Spells and Abilities", parent="6"),
    rule("608.2b", "If the spell or ability specifies targets, it checks whether the targets are still legal. "
         "If all its targets are illegal, the spell or ability doesn't resolve.", parent="608"),
    rule("702", "Keyword Abilities", title="Keyword Abilities", parent="7"),
    rule("702.19", "Trample", title="Trample", parent="702"),
    rule("702.19a", "Trample is a static ability that modifies the rules for assigning combat damage.",
         parent="702.19"),
]
GLOSSARY = [
    SourceGlossaryEntry("Token", "token", "A marker used to represent any permanent that isn't represented by a "
                        "card. See rule 111, \"Tokens.\""),
    SourceGlossaryEntry("Mana Burn", "mana-burn", "Older versions of the rules stated that unspent mana caused a "
                        "player to lose life; this was called \"mana burn.\" That rule no longer exists.",
                        obsolete=True),
    SourceGlossaryEntry("Fizzle", "fizzle", "An informal term for a spell whose targets are all illegal as it "
                        "resolves. See rule 608.2b."),
    SourceGlossaryEntry("Target", "target", "A preselected object, player, or zone a spell or ability will affect. "
                        "See rule 115, \"Targets.\""),
]


@pytest.fixture(scope="module")
def index_dir(tmp_path_factory):
    folder = tmp_path_factory.mktemp("answers") / "corpus-1"
    search.build_index(folder, search.make_documents(RULES, GLOSSARY))
    return folder


def first(results):
    hit = results.hits[0]
    return hit.rule if hit.is_glossary else hit.number


@pytest.mark.parametrize("query, entry", [
    ("what is a token", "glossary:token"),
    ("token", "glossary:token"),
    ("fizzle", "glossary:fizzle"),
    ("what does fizzle mean", "glossary:fizzle"),
])
def test_the_glossary_entry_answers_first_for_what_is_x_and_a_bare_term(index_dir, query, entry):
    assert first(search.search(index_dir, query, rerank=False)) == entry


def test_an_obsolete_term_still_answers_with_its_glossary_entry(index_dir):
    results = search.search(index_dir, "mana burn", rerank=False)
    assert first(results) == "glossary:mana-burn"
    assert results.definition is None or results.definition.slug == "mana-burn"


def test_a_question_about_a_term_is_not_answered_by_the_glossary_first(index_dir):
    results = search.search(index_dir, "who owns a token someone created", rerank=False)
    assert not results.hits[0].is_glossary


def test_a_section_heading_ranks_below_the_rules_under_it(index_dir):
    numbers = [hit.number for hit in search.search(index_dir, "targets spells choose", rerank=False).hits]
    assert "115" in numbers
    under = [n for n in numbers if n.startswith("115.")]
    assert under and numbers.index("115") > max(numbers.index(n) for n in under)


def test_a_chapter_heading_ranks_below_the_sections_and_rules_under_it():
    from rules_corpus.search.answers import headings_below_their_rules

    class Opened:
        docs = [("1", "chapter", False), ("111", "section", False), ("111.1", "rule", False), ("608.2b", "subrule", False)]

    assert headings_below_their_rules(Opened, [0, 1, 3, 2]) == [3, 2, 1, 0]


@pytest.mark.parametrize("word", ["runs", "knocks", "dont", "recast", "stopped", "tapping"])
def test_an_english_word_is_known(word):
    assert is_known(word)


@pytest.mark.parametrize("word", ["priorty", "trampel", "creture", "sacrifise"])
def test_a_misspelt_word_is_not_known(word):
    assert not is_known(word)


@pytest.mark.parametrize("query", ["runs", "what if it knocks", "i dont know", "can i recast it"])
def test_a_correct_word_the_rules_lack_is_never_replaced(index_dir, query):
    assert search.search(index_dir, query, rerank=False).corrections == {}


def test_a_misspelt_word_is_still_corrected(index_dir):
    assert search.search(index_dir, "tramplee", rerank=False).corrections == {"tramplee": "trample"}


def test_a_table_talk_word_is_known():
    assert is_known("etb")
