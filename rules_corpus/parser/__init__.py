"""Parsers for the Comprehensive Rules (plain Python, no Django).

`parse_file(path)` reads an official rules file in any common encoding and
line ending; `parse_seed(paths)` reads the scraped seed excerpt. Both return a
`ParsedCorpus`.
"""
from .model import (  # noqa: F401
    CHAPTER,
    RULE,
    SECTION,
    SUBRULE,
    GlossaryEntry,
    ParseError,
    ParsedCorpus,
    Reference,
    Rule,
)
