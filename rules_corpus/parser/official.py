"""Parser for the official Comprehensive Rules text file, any edition.

Layout of every edition since 2004 or so: title, "These rules are effective
(or current) as of <date>.", Introduction, Contents (which repeats every
chapter and section heading), the numbered rules, Glossary, Credits (and in
old files a "Questions?" contact block). The parser skips the contents by
taking the body to start at the second heading of the first section, and is
strict inside the body: every line there must be a numbered entry, an
"Example:", an indented continuation paragraph or blank, and numbers must only
go forward, so a damaged or truncated download fails loudly with its line
number instead of quietly losing rules.
"""
from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from .model import CHAPTER, RULE, SECTION, SUBRULE, GlossaryEntry, ParsedCorpus, ParseError, Rule
from .numbers import SUBRULE_LETTERS, kind_of, normalize_number, number_sort_key, parent_of
from .completeness import check_complete
from .references import attach_references
from .textio import UTF8_REPLACED, decode_rules_bytes, split_lines

_CHAPTER_LINE = re.compile(r"(\d{1,2})\.\s+(\S.*)")
# "408." section, "408.1." rule, "408.1c" subrule; the period after the number
# is optional because real files have "606.5 text" and "119.1d. text".
_ENTRY_LINE = re.compile(r"([1-9]\d{2})(?:\.(\d{1,3})([a-zA-Z])?)?(\.?)(?:\s+(\S.*))?")
_SPACED_NUMBER = re.compile(r"(\d{1,3})([a-zA-Z])?(\.?)\s+(\S.*)")
# "702.b text": a subrule printed without its rule's digits
_NO_RULE_DIGITS = re.compile(r"([1-9]\d{2})\.([a-km-np-z])\.?\s+(\S.*)")
_EXAMPLE_LINE = re.compile(r"Examples?:\s*(.*)")
_DATE_SENTENCE = re.compile(
    r"\b(?:effective|current)\s+as\s+of\s+"
    r"(?:(?P<month>[A-Z][a-z]+)\.?\s+(?P<day>\d{1,2}),?\s+(?P<year>\d{4})"
    r"|(?P<day2>\d{1,2})\s+(?P<month2>[A-Z][a-z]+)\s+(?P<year2>\d{4}))",
    re.IGNORECASE,
)
_MONTHS = {
    name: i
    for i, names in enumerate(
        [
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"),
            ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"),
            ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"), ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
_OBSOLETE = re.compile(r"\s*\(obsolete\)\s*$", re.IGNORECASE)
_QUALIFIER = re.compile(r"\s*\([^()]*\)\s*$")
_ALIAS_PIECE = re.compile(r"[\"“‘']?[A-Z0-9][^\"“”]*?[\"”’']?")
_QUOTATION = re.compile(r"“[^“”]*”|\"[^\"]*\"")
_SEE = re.compile(r"See\s+(?!rules?\b|sections?\b)(.+?)\.?([\"”]?)$")
# Rule text that is really a heading: short, and not ending like a sentence.
_SENTENCE_END = re.compile(r"[.:;!?][\"”’)\]]*$")
_MAX_HEADING = 80


def parse_file(path) -> ParsedCorpus:
    """Parse an official rules file from disk."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ParseError(f"cannot read the file: {exc.strerror or exc}", path=str(path)) from exc
    return parse_bytes(data, str(path))


def parse_bytes(data: bytes, name: str) -> ParsedCorpus:
    """Parse the bytes of a rules file; `name` (usually its path) goes into
    error messages and `ParsedCorpus.source`."""
    text, encoding = decode_rules_bytes(data, name)
    corpus = parse_text(text, name)
    corpus.encoding = encoding
    if encoding == UTF8_REPLACED:
        corpus.warnings.append(f"{text.count(chr(0xFFFD))} bytes were not valid UTF-8 and were replaced by U+FFFD")
    return corpus


def parse_text(text: str, name: str = "") -> ParsedCorpus:
    """Parse already decoded rules text (any line endings)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = [line.rstrip() for line in split_lines(text)]
    if not any(lines):
        raise ParseError("empty file (no text)", path=name, line=1)
    corpus = _Parser(lines, name).parse()
    attach_references(corpus)
    return corpus


class _Parser:
    def __init__(self, lines: list[str], name: str):
        self.lines = lines
        self.name = name
        self.warnings: list[str] = []
        self.source = Path(name).name if name else ""

    def error(self, message: str, index: int | None) -> ParseError:
        return ParseError(message, path=self.name, line=None if index is None else index + 1)

    # --- layout ---------------------------------------------------------

    def parse(self) -> ParsedCorpus:
        lines = self.lines
        body_start = self._body_start()
        glossary_at = _find_heading(lines, "glossary", body_start)
        credits_at = _find_heading(lines, "credits", glossary_at if glossary_at is not None else body_start)
        body_end = next(i for i in (glossary_at, credits_at, len(lines)) if i is not None)
        rules = self._parse_body(body_start, body_end)
        check_complete(lines, body_start, glossary_at, credits_at, rules, self.error)

        glossary: list[GlossaryEntry] = []
        if glossary_at is not None:
            glossary = self._parse_glossary(glossary_at + 1, credits_at if credits_at is not None else len(lines))
        credits = ""
        if credits_at is not None:
            credits = _paragraphs(lines[credits_at + 1 :])

        effective_date = self._effective_date(body_start)
        title = next((line.strip() for line in lines[:body_start] if line.strip()), "")
        if effective_date is not None:
            corpus_name = f"Comprehensive Rules, {effective_date:%B} {effective_date.day}, {effective_date.year}"
        else:
            corpus_name = f"Comprehensive Rules ({Path(self.name).name or 'undated'})"
            self.warnings.append("no effective date found ('These rules are effective as of ...')")
        corpus = ParsedCorpus(
            name=corpus_name,
            effective_date=effective_date,
            rules=rules,
            glossary=glossary,
            introduction=self._introduction(body_start),
            credits=credits,
            source=Path(self.name).name if self.name else "",
            warnings=self.warnings,
            title=title,
        )
        return corpus

    def _body_start(self) -> int:
        """Index of the first line of the rules body, past the contents.

        The contents list "100. General" with no rules under it; the body
        repeats it with "100.1." after. So the body's first section heading is
        the last heading of the first section number before its first rule.
        """
        lines = self.lines
        first = None
        for i, line in enumerate(lines):
            match = _ENTRY_LINE.fullmatch(line)
            if match and match.group(2) is None and match.group(4) and match.group(5):
                first = i
                break
            if match and match.group(2) is not None:
                break  # a rule before any section heading: no contents
        if first is None:
            rule_at = next((i for i, line in enumerate(lines) if _is_rule_line(line)), None)
            if rule_at is None:
                raise self.error("no numbered rules found", len(lines) - 1)
            return rule_at
        section = _ENTRY_LINE.fullmatch(lines[first]).group(1)
        start = first
        for i in range(first + 1, len(lines)):
            line = lines[i]
            if _is_rule_line(line):
                break
            match = _ENTRY_LINE.fullmatch(line)
            if match and match.group(1) == section and match.group(2) is None:
                start = i
        if not any(_is_rule_line(line) for line in lines[start:]):
            raise self.error("no numbered rules found", len(lines) - 1)
        # take in the chapter heading just above the first section
        i = start - 1
        while i >= 0 and not lines[i].strip():
            i -= 1
        if i >= 0 and _CHAPTER_LINE.fullmatch(lines[i]) and not _ENTRY_LINE.fullmatch(lines[i]):
            return i
        return start

    def _effective_date(self, body_start: int) -> dt.date | None:
        head = "\n".join(self.lines[: max(body_start, 1)][:200])
        match = _DATE_SENTENCE.search(head)
        if not match:
            return None
        month = _MONTHS.get((match.group("month") or match.group("month2")).lower())
        day = int(match.group("day") or match.group("day2"))
        year = int(match.group("year") or match.group("year2"))
        if month is None:
            return None
        try:
            return dt.date(year, month, day)
        except ValueError:
            self.warnings.append(f"impossible effective date {match.group(0)!r}")
            return None

    def _introduction(self, body_start: int) -> str:
        lines = self.lines
        intro_at = _find_heading(lines, "introduction", 0, body_start)
        if intro_at is None:
            return ""
        end = _find_heading(lines, "contents", intro_at, body_start)
        if end is None:
            end = _find_heading(lines, "table of contents", intro_at, body_start)
        if end is None:
            end = body_start
        return _paragraphs(lines[intro_at + 1 : end])

    # --- the numbered rules -----------------------------------------------

    def _parse_body(self, start: int, end: int) -> list[Rule]:
        lines = self.lines
        rules: list[Rule] = []
        current: Rule | None = None
        for i in range(start, end):
            line = lines[i]
            if not line.strip():
                continue
            if line[0].isspace():
                if current is None:
                    raise self.error("indented text before the first rule", i)
                current.text = f"{current.text}\n{line.strip()}" if current.text else line.strip()
                continue
            entry = self._entry(line, i) or self._entry_without_rule_digits(line, i, rules)
            if entry is not None:
                rules.append(entry)
                current = entry
                continue
            example = _EXAMPLE_LINE.fullmatch(line)
            if example:
                if current is None:
                    raise self.error("Example before the first rule", i)
                current.examples.append(example.group(1))
                continue
            shown = line if len(line) <= 60 else line[:57] + "..."
            raise self.error(
                f"unparseable line in the rules body (not a numbered rule, an Example, "
                f"an indented continuation or blank): {shown!r}",
                i,
            )
        if not rules:
            raise self.error("no numbered rules found", end - 1 if end else None)
        self._check_parents(rules)
        self._check_order(rules)
        return rules

    def _entry_without_rule_digits(self, line: str, i: int, rules: list[Rule]) -> Rule | None:
        """"702.b text" under rule 702.19 is read as 702.19b: the rule's digits
        were dropped, the letter and the place say which subrule it is."""
        match = _NO_RULE_DIGITS.fullmatch(line)
        if not match:
            return None
        section, letter, text = match.groups()
        current = next((rule for rule in reversed(rules) if rule.kind == RULE), None)
        if current is None or not current.number.startswith(f"{section}."):
            return None
        number = f"{current.number}{letter}"
        self.warnings.append(
            f"line {i + 1}: subrule {section}.{letter} has no rule number; read as {number} (under rule {current.number})"
        )
        return Rule(number=number, kind=SUBRULE, text=text, parent=current.number, line=i + 1, source=self.source)

    def _check_parents(self, rules: list[Rule]) -> None:
        """A subrule belongs to the rule just above it. One filed under another
        rule ("702.25c" among 702.19's subrules, or the 2007 edition's "432.2b"
        after 423.2a) that is out of order where it stands is read under the
        rule it sits in, with its own letter, when that fits between its
        neighbours; anything else is left to `_check_order`."""
        current = None
        taken = {rule.number for rule in rules}
        for i, rule in enumerate(rules):
            if rule.kind == RULE:
                current = rule
            if rule.kind != SUBRULE or current is None or rule.parent == current.number or i == 0:
                continue
            low = number_sort_key(rules[i - 1].number)
            high = number_sort_key(rules[i + 1].number) if i + 1 < len(rules) else None
            key = number_sort_key(rule.number)
            if low < key and (high is None or key < high):
                continue  # in order where it stands
            reading = current.number + rule.number[-1]
            key = number_sort_key(reading)
            if reading in taken or not low < key or (high is not None and not key < high):
                continue
            self.warnings.append(
                f"line {rule.line}: misprinted number {rule.number} read as {reading} "
                f"(a subrule filed under rule {current.number})"
            )
            taken.discard(rule.number)
            taken.add(reading)
            rule.number, rule.parent = reading, current.number

    def _check_order(self, rules: list[Rule]) -> None:
        """Numbers must only go forward. One misprinted number whose
        neighbours are in order (the 2007 edition prints "432.2b" between
        423.2a and 423.3) is read as the number it must mean, if a single typo
        (two adjacent characters swapped, or one changed) explains it and the
        result fits between its neighbours; anything else is an error."""
        keys = [number_sort_key(rule.number) for rule in rules]
        for i in range(1, len(rules)):
            if keys[i] > keys[i - 1]:
                continue
            fixed = False
            if i >= 2 and keys[i - 2] < keys[i]:  # the previous one jumped ahead
                fixed = self._repair(rules, keys, i - 1, keys[i - 2], keys[i])
            if not fixed and i + 1 < len(rules) and keys[i - 1] < keys[i + 1]:  # this one fell back
                fixed = self._repair(rules, keys, i, keys[i - 1], keys[i + 1])
            if not fixed:
                what = "repeats" if keys[i] == keys[i - 1] else "goes backwards"
                raise self.error(
                    f"rule numbers out of order: {rules[i].number} {what} after {rules[i - 1].number}",
                    rules[i].line - 1,
                )

    def _repair(self, rules: list[Rule], keys: list, i: int, low: tuple, high: tuple) -> bool:
        rule = rules[i]
        fits = [n for n in _typo_readings(rule.number) if low < number_sort_key(n) < high and kind_of(n) == rule.kind]
        if len(fits) != 1:
            return False
        self.warnings.append(f"line {rule.line}: misprinted number {rule.number} read as {fits[0]}")
        rule.number = fits[0]
        rule.parent = parent_of(fits[0])
        keys[i] = number_sort_key(fits[0])
        return True

    def _entry(self, line: str, i: int) -> Rule | None:
        match = _ENTRY_LINE.fullmatch(line)
        if match:
            section, rule_no, letter, dot, text = match.groups()
            text = text or ""
            if rule_no is None:
                if not dot or not text:
                    return None  # "100" or "100." alone: not a heading
                spaced = _SPACED_NUMBER.fullmatch(text)
                if spaced:  # "606. 8b Players win ..." (2007): a stray space in "606.8b"
                    rule_no, letter, dot, text = spaced.groups()
                    self.warnings.append(f"line {i + 1}: stray space in the number {section}.{rule_no}{letter or ''}")
            if rule_no is None:
                number, kind = section, SECTION
            elif letter:
                number, kind = f"{section}.{rule_no}{letter.lower()}", SUBRULE
                if dot:
                    self.warnings.append(f"line {i + 1}: stray period after subrule {number}")
            else:
                number, kind = f"{section}.{rule_no}", RULE
                if not dot:
                    self.warnings.append(f"line {i + 1}: rule {number} has no period after its number")
        else:
            match = _CHAPTER_LINE.fullmatch(line)
            if not match:
                return None
            number, text = match.groups()
            kind = CHAPTER
        title = ""
        if kind in (CHAPTER, SECTION):
            title = text
        elif kind == RULE and _looks_like_heading(text):
            title = text
        return Rule(
            number=number,
            kind=kind,
            text=text,
            title=title,
            parent=parent_of(number),
            line=i + 1,
            source=self.source,
        )

    # --- glossary ---------------------------------------------------------

    def _parse_glossary(self, start: int, end: int) -> list[GlossaryEntry]:
        lines = self.lines
        blocks: list[list[int]] = []
        block: list[int] = []
        for i in range(start, end):
            if lines[i].strip():
                block.append(i)
            elif block:
                blocks.append(block)
                block = []
        if block:
            blocks.append(block)

        entries: list[GlossaryEntry] = []
        for block in blocks:
            heading = lines[block[0]].strip()
            body = [lines[i].strip() for i in block[1:]]
            if not body and entries and _SENTENCE_END.search(heading):
                # a definition paragraph set off by a blank line
                entries[-1].text = f"{entries[-1].text}\n{heading}"
                continue
            if not body:
                self.warnings.append(f"line {block[0] + 1}: glossary term {heading!r} has no definition")
            obsolete = bool(_OBSOLETE.search(heading))
            term = _OBSOLETE.sub("", heading) if obsolete else heading
            text = "\n".join(body)
            entry = GlossaryEntry(term=term, text=text, obsolete=obsolete, line=block[0] + 1)
            see = _SEE.fullmatch(text) if len(body) == 1 else None
            if see:
                entry.see = see.group(1) + (see.group(2) or "")
                entry.see = _strip_quotes(entry.see)
            entries.append(entry)
        headings = {entry.term.casefold() for entry in entries}
        for entry in entries:
            entry.aliases = _aliases(entry.term, headings)
        return entries


def _typo_readings(number: str) -> set[str]:
    """Numbers one typo away: two adjacent characters swapped, or one changed."""
    readings = set()
    chars = list(number)
    for i in range(len(chars) - 1):
        swapped = chars[:]
        swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
        readings.add("".join(swapped))
    alphabet = "0123456789" + SUBRULE_LETTERS
    for i, char in enumerate(chars):
        if char == ".":
            continue
        for other in alphabet:
            if other != char:
                readings.add("".join(chars[:i] + [other] + chars[i + 1 :]))
    canonical = {normalize_number(r) for r in readings}
    canonical.discard(None)
    canonical.discard(number)
    return canonical


def _strip_quotes(text: str) -> str:
    if len(text) >= 2 and text[0] in "\"“" and text[-1] in "\"”":
        return text[1:-1].rstrip(".,")
    return text


def _aliases(term: str, headings: set[str]) -> list[str]:
    """The spellings a heading such as "Control, Controller" stands for.

    Only split at commas when every piece is a capitalised word group and no
    piece is another entry's heading: "Active Player, Nonactive Player Order"
    is one term (there is a separate "Active Player" entry).
    """
    bare = _QUALIFIER.sub("", term)  # "Respond, Response (Informal)"
    pieces = _split_commas(bare)
    if len(pieces) < 2:
        return []
    aliases = []
    for piece in pieces:
        if not _ALIAS_PIECE.fullmatch(piece):
            return []
        alias = _strip_quotes(piece)
        if not alias or not alias[0].isupper() and not alias[0].isdigit():
            return []
        if alias.casefold() in headings:
            return []
        aliases.append(alias)
    return aliases


def _split_commas(text: str) -> list[str]:
    """Split at commas outside quotation marks; a comma just inside a closing
    quote ("“Partner—[text],”") stays with its quotation."""
    pieces: list[str] = []
    depth = 0
    current = []
    for char in text:
        if char in "“":
            depth += 1
        elif char in "”":
            depth = max(0, depth - 1)
        elif char == '"':
            depth = 0 if depth else 1
        if char == "," and depth == 0:
            pieces.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    pieces.append("".join(current).strip())
    split: list[str] = []
    for piece in pieces:
        # "“Partner—[text],” “Partner with [name]”": two quotations, one piece
        quotations = _QUOTATION.findall(piece)
        if len(quotations) > 1 and "".join(quotations).replace(" ", "") == piece.replace(" ", ""):
            split.extend(quotations)
        elif piece:
            split.append(piece)
    return split


def _find_heading(lines: list[str], word: str, start: int, stop: int | None = None) -> int | None:
    """First line from `start` that is exactly the heading `word` (any case)."""
    stop = len(lines) if stop is None else stop
    for i in range(start, stop):
        line = lines[i]
        if len(line) <= 40 and line.strip().casefold() == word:
            return i
    return None


def _is_rule_line(line: str) -> bool:
    match = _ENTRY_LINE.fullmatch(line)
    return bool(match and match.group(2) is not None)


def _looks_like_heading(text: str) -> bool:
    return bool(text) and len(text) <= _MAX_HEADING and not _SENTENCE_END.search(text)


def _paragraphs(lines: list[str]) -> str:
    """Lines of free text: "\n" inside a paragraph, a blank line between."""
    paragraphs: list[str] = []
    current: list[str] = []
    for line in lines:
        if line.strip():
            current.append(line.strip())
        elif current:
            paragraphs.append("\n".join(current))
            current = []
    if current:
        paragraphs.append("\n".join(current))
    return "\n\n".join(paragraphs)
