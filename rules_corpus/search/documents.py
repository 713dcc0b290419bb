"""Index documents: what one searchable entry (a rule or a glossary entry) holds.

The callers hand in plain `SourceRule`s and `SourceGlossaryEntry`s (from the
database or a parser); `make_documents` gives each rule the words it is
*about* (its section and heading titles, the glossary terms citing it) and the
keyword it belongs to. `schema()` is the Whoosh schema the index stores them in.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, Schema

from ..parser.references import extract_references
from .analysis import RulesAnalyzer

# Whoosh pickles the classes of the schema and codec by module path: an index
# built before the package (7) names `rules_corpus.search._Codec` and counts as none.
SCHEMA_VERSION = 8

TEXT_FIELDS = ("title", "body", "context", "examples")
# Only the rules' text keeps word positions (for phrases); titles are a few words,
# so "all the words" stands in for "the phrase" there (and keeps builds fast).
POSITIONAL_FIELDS = ("body",)


def schema() -> Schema:
    analyzer = RulesAnalyzer()
    return Schema(
        key=ID(stored=True, unique=True),
        number=ID(stored=True),
        kind=ID(stored=True),
        position=NUMERIC(stored=True, sortable=True),
        # Titles of sections, chapters, heading rules and glossary terms.
        title=TEXT(analyzer=analyzer, phrase=False),
        # The rule's own words.
        body=TEXT(analyzer=analyzer, phrase=True),
        # Section title, the parent heading's title and glossary terms citing it:
        # the words a rule is *about* even when it does not repeat them.
        context=TEXT(analyzer=analyzer, phrase=False),
        examples=TEXT(analyzer=analyzer, phrase=False),
        # What the results show (the indexed fields hold `index_text`).
        shown_title=STORED(),
        shown_body=STORED(),
        shown_examples=STORED(),
        # Numbers: this rule's ancestors (for "405" -> its rules) and cited rules.
        lineage=KEYWORD(lowercase=True),
        refs=KEYWORD(lowercase=True),
        breadcrumb=STORED(),
        slug=STORED(),
    )


@dataclass
class Document:
    """One searchable entry: a rule of any kind, or a glossary entry."""

    key: str
    number: str
    kind: str
    title: str
    body: str
    position: int
    breadcrumb: list[tuple[str, str]] = field(default_factory=list)  # (number, label)
    context: str = ""
    examples: list[str] = field(default_factory=list)
    lineage: list[str] = field(default_factory=list)
    refs: list[str] = field(default_factory=list)
    slug: str = ""
    # The keyword a rule of "Keyword Abilities"/"Keyword Actions" is about ("Scavenge").
    topic: str = ""
    # The title of the nearest heading above it ("Trample" for 702.19c), for `passage`.
    about: str = ""
    # A glossary entry's term and aliases: what "what is X" and a bare term look up.
    terms: list[str] = field(default_factory=list)


@dataclass
class SourceRule:
    """What `make_documents` needs of a rule (from the database or a parser)."""

    number: str
    kind: str
    title: str
    text: str
    parent: str = ""
    examples: list[str] = field(default_factory=list)


@dataclass
class SourceGlossaryEntry:
    term: str
    slug: str
    text: str
    aliases: list[str] = field(default_factory=list)
    obsolete: bool = False


RULE_NUMBER_PATTERN = r"\d{1,3}(?:\.\d{1,3}[a-z]?)?"


def cited_numbers(text: str) -> list[str]:
    """Rule numbers a text cites ("See rule 603.6", "rules 405.2 and 418.5a",
    "616.1a-c"), found by the parser's own citation finder, so that what a rule
    page links and what a number search calls "cites it" are the same."""
    return sorted({reference.target for reference in extract_references(text)})


def _label(rule: SourceRule) -> str:
    if rule.title:
        return f"{rule.number}. {rule.title}"
    return rule.number


KEYWORD_SECTIONS = frozenset({"keyword abilities", "keyword actions"})


def _keyword_topic(rule: SourceRule, ancestors: list[SourceRule]) -> str:
    """The keyword (its rule's title) that a rule under "Keyword Abilities" or
    "Keyword Actions" is about, else "". Found by the section's title, so the
    2007 edition's 502 and a modern 702 are read alike."""
    chain = [*ancestors, rule]
    for i, ancestor in enumerate(chain[:-1]):
        if ancestor.title.strip().lower() in KEYWORD_SECTIONS:
            return chain[i + 1].title
    return ""


def make_documents(rules: list[SourceRule], glossary: list[SourceGlossaryEntry] = ()) -> list[Document]:
    """Turn rules (in document order) and glossary entries into index documents.

    Each rule carries the words of its section title and parent heading
    (`context`), its breadcrumb, and the glossary terms that cite it.
    """
    by_number = {rule.number: rule for rule in rules}
    glossary_terms: dict[str, list[str]] = {}
    for entry in glossary:
        if entry.obsolete:
            continue
        for number in cited_numbers(entry.text):
            glossary_terms.setdefault(number, []).extend([entry.term, *entry.aliases])

    documents = []
    for position, rule in enumerate(rules):
        ancestors = []
        parent = rule.parent
        seen = set()
        while parent and parent in by_number and parent not in seen:
            seen.add(parent)
            ancestors.append(by_number[parent])
            parent = by_number[parent].parent
        ancestors.reverse()
        topic = _keyword_topic(rule, ancestors)
        context_parts = [a.title for a in ancestors if a.title and a.kind != "chapter"]
        context_parts += glossary_terms.get(rule.number, [])
        documents.append(
            Document(
                key=f"r:{rule.number}",
                number=rule.number,
                kind=rule.kind,
                title=rule.title,
                body=rule.text,
                position=position,
                breadcrumb=[(a.number, _label(a)) for a in ancestors],
                context=" ".join(context_parts),
                examples=list(rule.examples),
                lineage=[a.number for a in ancestors],
                refs=[n for n in cited_numbers(rule.text + " " + " ".join(rule.examples)) if n != rule.number],
                topic=topic,
                about=next((a.title for a in reversed(ancestors) if a.title and a.kind != "chapter"), ""),
            )
        )
    for offset, entry in enumerate(glossary):
        documents.append(
            Document(
                key=f"g:{entry.slug}",
                number="",
                kind="glossary",
                title=" ".join([entry.term, *entry.aliases]),
                body=entry.text,
                position=len(rules) + offset,
                breadcrumb=[("", "Glossary")],
                refs=cited_numbers(entry.text),
                slug=entry.slug,
                # An obsolete term is still asked about ("mana burn"): its entry says what became of it.
                terms=[entry.term, *entry.aliases],
            )
        )
    return documents


def passage(doc: Document) -> str:
    """What the dense index embeds for an entry: a rule's words after the name of
    what it is about ("Trample: If all the creatures blocking it..."); "" for a
    glossary entry (its rules carry its meaning)."""
    if doc.kind == "glossary":
        return ""
    text = doc.body if doc.body.strip() != doc.title.strip() else ""
    head = ": ".join(part for part in (doc.about, doc.title) if part)
    return f"{head}: {text}" if head and text else (head or text)
