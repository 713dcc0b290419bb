"""Parsers for the Comprehensive Rules (plain Python, no Django).

`parse_file(path)` (or `parse_bytes`, `parse_text`) reads an official rules
file in any common encoding and line ending; `seed.parse_seed(paths)` reads
the scraped seed excerpt. Both return a `ParsedCorpus` whose rules, examples
and glossary entries already carry their cross-references
(`attach_references`). `extract_references(text)` finds every citation in any
text; `normalize_number` gives a rule number's canonical form.
"""
from .model import (  # noqa: F401
    CHAPTER,
    KINDS,
    RULE,
    SECTION,
    SUBRULE,
    GlossaryEntry,
    ParseError,
    ParsedCorpus,
    Reference,
    Rule,
)
from .numbers import normalize_number  # noqa: F401
from .official import parse_bytes, parse_file, parse_text  # noqa: F401
from .references import attach_references, extract_references  # noqa: F401
