"""The parsed Comprehensive Rules: plain dataclasses shared by every parser.

Both inputs (the scraped seed excerpt and an official rules file) come out as
one `ParsedCorpus`, so the importer, the search index and the engine's
citation checks never care where the text came from. Nothing here imports
Django.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

# kinds of numbered entries, from the largest to the smallest
CHAPTER = "chapter"  # "4. Spells, Abilities, and Effects"
SECTION = "section"  # "408. Timing of Spells and Abilities"
RULE = "rule"  # "408.1. Timing, Priority, and the Stack"
SUBRULE = "subrule"  # "408.1c The active player gets priority ..."
KINDS = (CHAPTER, SECTION, RULE, SUBRULE)


class ParseError(Exception):
    """A rules file that cannot be read as rules: names the file and line."""

    def __init__(self, message: str, *, path: str = "", line: int | None = None):
        self.message = message
        self.path = path
        self.line = line
        where = path or "<rules text>"
        if line is not None:
            where = f"{where}, line {line}"
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class Reference:
    """One rule number cited in a text, e.g. "See rule 603.6." -> target "603.6".

    `start`/`end` are offsets of the cited number (not the words around it) in
    the text it was found in, so the page can turn exactly that span into a link.
    A range such as "603.7d-f" yields one Reference per rule it covers; they
    share the span of the whole range text.
    """

    target: str
    start: int
    end: int


@dataclass
class Rule:
    """A chapter, section, rule or subrule, in document order.

    `number` is canonical: "4", "408", "408.1", "408.1c" (lower-case letter, no
    trailing period). `title` is set for chapters and sections (and for rules
    whose whole text is a heading, like "408.1. Timing, Priority, and the
    Stack", where title and text are the same). `text` is the complete text,
    with paragraphs joined by "\n". `examples` hold each "Example:" paragraph
    without the leading "Example: ". `line` is the 1-based line of the source
    where the entry starts (for the seed excerpt: within `source`).
    """

    number: str
    kind: str
    text: str
    title: str = ""
    parent: str | None = None
    examples: list[str] = field(default_factory=list)
    references: list[Reference] = field(default_factory=list)
    example_references: list[list[Reference]] = field(default_factory=list)
    line: int = 0
    source: str = ""


@dataclass
class GlossaryEntry:
    """A glossary term. `aliases` lists the other spellings of a heading such as
    "Control, Controller"; `text` keeps numbered senses ("1. ...\n2. ...").

    An "(Obsolete)" marker is taken off the heading into `obsolete`
    ("Ante (Obsolete)" -> term "Ante", obsolete True). `see` names the entry a
    pure pointer entry sends the reader to ("APNAP Order": "See Active Player,
    Nonactive Player Order." -> see "Active Player, Nonactive Player Order").
    """

    term: str
    text: str
    aliases: list[str] = field(default_factory=list)
    obsolete: bool = False
    references: list[Reference] = field(default_factory=list)
    line: int = 0
    see: str = ""


@dataclass
class ParsedCorpus:
    """A whole parsed edition (or the seed excerpt)."""

    name: str  # human name, e.g. "Comprehensive Rules, February 1, 2007"
    effective_date: dt.date | None
    rules: list[Rule]
    glossary: list[GlossaryEntry] = field(default_factory=list)
    introduction: str = ""
    credits: str = ""
    source: str = ""  # file name(s) it came from
    encoding: str = ""
    warnings: list[str] = field(default_factory=list)
    title: str = ""  # the file's first line, "Magic: The Gathering Comprehensive Rules"

    def by_number(self) -> dict[str, Rule]:
        return {rule.number: rule for rule in self.rules}

    def outside_references(self) -> dict[str, list[str]]:
        """Cited numbers that are not in this corpus -> the numbers citing them."""
        numbers = {rule.number for rule in self.rules}
        missing: dict[str, list[str]] = {}
        for rule in self.rules:
            refs = list(rule.references) + [r for group in rule.example_references for r in group]
            for ref in refs:
                if ref.target not in numbers:
                    citing = missing.setdefault(ref.target, [])
                    if rule.number not in citing:
                        citing.append(rule.number)
        return missing
