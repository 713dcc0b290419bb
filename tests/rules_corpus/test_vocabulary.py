"""The judge vocabulary points at words the rules really use.

A row whose rules' phrase occurs in no edition searches for nothing: it only
adds noise to every question that types its key.
"""
import pytest

from rules_corpus import search, vocabulary
from rules_corpus.parser.official import parse_file
from tests.conftest import shared_cr

EDITIONS = ("MagicCompRules-20070201.txt", "MagicCompRules-20260619.txt")


@pytest.fixture(scope="module")
def rules_stems():
    """Every rule, example, title and glossary text of the 2007 and a modern edition, as stems."""
    texts = []
    for name in EDITIONS:
        parsed = parse_file(shared_cr(name))
        texts += [rule.text for rule in parsed.rules] + [rule.title for rule in parsed.rules]
        texts += [example for rule in parsed.rules for example in rule.examples]
        texts += [entry.text for entry in parsed.glossary]
    return [search.analyze(text) for text in texts]


def said_in(stems, documents, slop=search.PHRASE_SLOP):
    """Whether the words occur in order in one text, each within `slop` of the last (as search reads them)."""
    for words in documents:
        for start, word in enumerate(words):
            if word != stems[0]:
                continue
            at = start
            for wanted in stems[1:]:
                following = [i for i in range(at + 1, min(len(words), at + slop + 1)) if words[i] == wanted]
                if not following:
                    break
                at = following[0]
            else:
                return True
    return False


def test_every_rules_phrase_of_the_vocabulary_occurs_in_an_edition(rules_stems):
    missing = [
        (key, phrase)
        for key, alternatives in vocabulary.all_phrases()
        for phrase, _weight, source in alternatives
        if source != vocabulary.TYPED and search.analyze(phrase) and not said_in(search.analyze(phrase), rules_stems)
    ]
    assert missing == []


def test_no_table_talk_key_is_listed_twice():
    keys = [key for key, _phrases in vocabulary.TABLE_TALK]
    assert sorted({k for k in keys if keys.count(k) > 1}) == []
