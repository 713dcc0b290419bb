"""Results that answer: siblings grouped under their rule, the answering sentence, the glossary's definition."""
import pytest

from rules_corpus import search
from rules_corpus.search import SourceGlossaryEntry, SourceRule

TRAMPLE_B = (
    "The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it. "
    "Once all those blocking creatures are assigned lethal damage, any excess damage is assigned as its controller "
    "chooses among those blocking creatures and the player, planeswalker, or battle the creature is attacking. "
    "When checking for assigned lethal damage, take into account damage already marked on the creature and damage "
    "from other creatures that's being assigned during the same combat damage step."
)
RULES = [
    SourceRule("702", "section", "Keyword Abilities", "Keyword Abilities"),
    SourceRule("702.19", "rule", "Trample", "Trample", "702"),
    SourceRule("702.19a", "subrule", "", "Trample is a static ability that modifies the rules for assigning an attacking creature's combat damage.", "702.19"),
    SourceRule("702.19b", "subrule", "", TRAMPLE_B, "702.19"),
    SourceRule("702.19c", "subrule", "", "If all the creatures blocking it are removed from combat, the creature with trample assigns all its damage to the player.", "702.19"),
    SourceRule("510", "section", "Combat Damage Step", "Combat Damage Step"),
    SourceRule("510.1a", "subrule", "", "Each attacking creature and each blocking creature assigns combat damage equal to its power.", "510"),
]
GLOSSARY = [
    SourceGlossaryEntry("Trample", "trample", "A keyword ability that modifies how a creature assigns combat damage. See rule 702.19."),
    SourceGlossaryEntry("Banding", "banding", "An old keyword ability. See rule 702.22.", obsolete=True),
]


@pytest.fixture
def index_dir(tmp_path):
    folder = tmp_path / "index"
    search.build_index(folder, search.make_documents(RULES, GLOSSARY))
    return folder


def test_sibling_subrules_follow_the_best_one_of_their_rule(index_dir):
    hits = search.search(index_dir, "trample assigns damage blocking creatures").hits
    rules = [hit.rule for hit in hits]
    first = rules.index("702.19")
    together = rules[first : first + rules.count("702.19")]
    assert together == ["702.19"] * rules.count("702.19")
    assert hits[first].lead and not any(hit.lead for hit in hits[first + 1 : first + len(together)])


def test_the_group_leads_with_its_best_matching_subrule(index_dir):
    hits = search.search(index_dir, "creatures blocking it removed from combat trample").hits
    assert hits[0].number == "702.19c" and hits[0].lead


def test_a_long_rule_shows_the_sentence_that_answers(index_dir):
    hits = search.search(index_dir, "excess damage lethal planeswalker").hits
    hit = next(h for h in hits if h.number == "702.19b")
    assert hit.snippet_text.startswith("… Once all those blocking creatures")
    assert hit.snippet_text.endswith("the creature is attacking. …")


def test_a_short_rule_is_shown_whole():
    text = "Playing a land is a special action. It doesn't use the stack."
    assert search.make_snippet(text, {search.stem("stack")})[-1].text == "."


def test_what_is_x_opens_with_the_glossary_definition(index_dir):
    definition = search.search(index_dir, "what is trample?").definition
    assert (definition.term, definition.slug) == ("Trample", "trample")
    assert definition.text.startswith("A keyword ability that modifies")


def test_a_question_that_is_not_what_is_x_has_no_definition(index_dir):
    assert search.search(index_dir, "trample damage to the player").definition is None


def test_an_obsolete_glossary_entry_is_offered_as_the_definition(index_dir):
    # Judges still ask about banding and mana burn: the entry says what became of them.
    definition = search.search(index_dir, "what is banding").definition
    assert definition.slug == "banding" and "old keyword" in definition.text


def test_the_definition_is_on_the_first_page_only(index_dir):
    assert search.search(index_dir, "what is trample", page=2, per_page=1).definition is None
