"""Parse the scraped seed excerpt (Comprehensive Rules of February 1, 2007, 402.8g-409.1b).

The excerpt was scraped from an online book reader, so it comes damaged. What
the five files hold, and how each kind of damage is handled:

- page noise: the reader's Russian menu ("Выбрать главу") and review widget
  ("Добавить отзыв", its counter "0", "×"), page numbers ("Page 6"), the
  document title: whole lines are dropped by kind (mostly Cyrillic, a page
  number or counter, the title, only symbols), Cyrillic words inside an
  English line are cut out; a line's neighbours across the noise are joined
  as one paragraph;
- overlapping copies of the same rules, across and within files: every copy
  of a number is merged into one entry, the longest, each other copy checked
  to be its beginning (else a warning);
- copies cut off at a file's end whose rest opens another file ("... would
  get" / "priority, all ..."), or a file opening in the middle of a rule
  (404.5): such a fragment is given to the rule it continues (by its text in
  other copies, then by the rule numbers around it) and stitched on, across
  any overlap, or found to be there already;
- two layouts, a blank line between entries or none: blank lines carry no
  meaning;
- words broken across lines ("wi" / "ll not produce"): the other copies of
  the same text decide, then a word list counted from the excerpt itself
  (leaving out the words at line breaks), then how the excerpt spaces
  punctuation;
- curly quotes: kept as they are.

Nothing here knows which rules or words are damaged, so the same damage at
other places is mended the same way; text that cannot be placed is a
ParseError naming its file and line.
"""
from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .model import CHAPTER, RULE, SECTION, SUBRULE, ParseError, ParsedCorpus, Rule
from .numbers import number_sort_key, parent_of
from .references import attach_references
from .textio import decode_rules_bytes, split_lines

SEED_DIR = Path(__file__).resolve().parent.parent / "data" / "seed"
SEED_NAME = "Comprehensive Rules, February 1, 2007 (seed excerpt)"
SEED_DATE = dt.date(2007, 2, 1)

# ---------------------------------------------------------------- line kinds

_CHAPTER_LINE = re.compile(r"([1-9])\.\s+([A-Z].*)")
_SECTION_LINE = re.compile(r"([1-9]\d\d)\.\s+(\S.*)")
_RULE_LINE = re.compile(r"([1-9]\d\d)\.([1-9]\d{0,2})\.?\s+(\S.*)")
_SUBRULE_LINE = re.compile(r"([1-9]\d\d)\.([1-9]\d{0,2})([a-z])\.?\s+(\S.*)")
_EXAMPLE_LINE = re.compile(r"Examples?:\s*(.*)")

_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_CYRILLIC_WORD = re.compile(r"[\u0400-\u04ff][\u0400-\u04ff\w.,:;!?«»\"'()-]*")
_LATIN = re.compile(r"[A-Za-z]")
_PAGE_NUMBER = re.compile(
    r"(?:page|pg\.?|p\.|seite|стр\.?|страница)\s*\d+(?:\s*(?:of|/|из)\s*\d+)?"
    r"|[-–—\s]*\d+[-–—\s]*"  # "6", "- 6 -", a reader's counter "0"
    r"|\d+\s*(?:/|of)\s*\d+",  # "6 / 120"
    re.IGNORECASE,
)
_DOCUMENT_TITLE = re.compile(
    r"magic:?\s*(?:the\s+gathering)?[\s:™®-]*comprehensive\s+rules"
    r"(?:\s*[-–—|,:]?\s*(?:page\s*\d+|\d+|[A-Z][a-z]+ \d{1,2}, \d{4}))*\.?",
    re.IGNORECASE,
)

# a word, possibly with inner hyphens or apostrophes ("face-down", "isn’t")
_WORD = re.compile(r"(?<![0-9A-Za-z{])[A-Za-z]+(?:[-’'][A-Za-z]+)*")  # not "d" of "408.2d", "T" of "{T}"
_TRAILING_WORD = re.compile(r"([A-Za-z]+(?:[-’'][A-Za-z]+)*)(-?)$")
_LEADING_WORD = re.compile(r"^([A-Za-z]+(?:[-’'][A-Za-z]+)*)")

# closers that may follow the end of a sentence: quotes, brackets; and the
# openers after which no space comes
_CLOSERS = "”’\"')]}"
_OPENERS = "“‘([{"
_SENTENCE_END = ".!?:"
# A number at the start of a line is not a new entry when the line before
# ends with one of these words: the line break fell inside "see rule 408.2."
_CITING_WORDS = {"rule", "rules", "section", "sections"}

# letters -> "a", digits -> "0": how the excerpt spaces punctuation is
# counted between kinds of character, not single characters
_CHARACTER_CLASS = str.maketrans(
    {**{c: "a" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"}, **{c: "0" for c in "0123456789"}}
)
# overlaps shorter than this (in non-space characters) are coincidences
MIN_OVERLAP = 12
# how much text either side of a line break is looked up in the other copies
_CONTEXT = 24


def parse_seed(paths: list[Path] | None = None) -> ParsedCorpus:
    """Parse the seed excerpt files (default: rules_corpus/data/seed/*.txt in
    name order) into one corpus holding every entry exactly once."""
    if paths is None:
        paths = sorted(SEED_DIR.glob("*.txt"))
    paths = [Path(p) for p in paths]
    if not paths:
        raise ParseError("no seed files given", path=str(SEED_DIR))
    corpus = _SeedParser(paths).parse()
    attach_references(corpus)
    return corpus


# ---------------------------------------------------------------- raw pieces


@dataclass
class _Piece:
    """One source line of text (noise removed), and how it follows the line before."""

    text: str
    line: int
    after_noise: bool = False  # page noise stood between it and the line before


@dataclass
class _Block:
    """The rule's own text ("text") or one example ("example"), as raw lines."""

    kind: str
    pieces: list[_Piece]
    headless: bool = False  # a fragment's first block: its beginning is elsewhere


@dataclass
class _Copy:
    """One copy of an entry as found in one file; number None for a fragment."""

    number: str | None
    kind: str
    source: str
    line: int
    file_index: int
    blocks: list[_Block] = field(default_factory=list)
    title: str = ""
    ended_by_entry: bool = False  # another numbered line followed it in its file
    next_number: str | None = None  # for a fragment: the first number after it
    owner: str | None = None  # for a fragment: the rule it continues
    rendered: list[tuple[str, str]] | None = None  # [(kind, text)] after mending

    @property
    def where(self) -> str:
        return f"{self.source}:{self.line}"

    def last_piece(self) -> _Piece | None:
        return self.blocks[-1].pieces[-1] if self.blocks and self.blocks[-1].pieces else None


def _squash(text: str) -> str:
    return "".join(text.split())


def _ends_sentence(text: str) -> bool:
    return text.rstrip().rstrip(_CLOSERS)[-1:] in tuple(_SENTENCE_END)


class _SeedParser:
    def __init__(self, paths: list[Path]):
        self.paths = paths
        self.copies: list[_Copy] = []
        self.fragments: list[_Copy] = []
        self.warnings: list[str] = []
        self.vocabulary: Counter[str] = Counter()
        self.bigrams: Counter[tuple[str, str]] = Counter()
        self._classes: str | None = None  # all text by kind of character, made when first needed
        self.merged: dict[str, int] = {}  # number -> how many copies were merged
        self.cut_off: dict[str, str] = {}  # number -> where its only (cut-off) copy is
        self.encodings: list[str] = []

    # ------------------------------------------------------------ reading

    def parse(self) -> ParsedCorpus:
        for index, path in enumerate(self.paths):
            self._read_file(index, path)
        if not self.copies:
            raise ParseError("no numbered rules found in the seed excerpt", path=str(self.paths[0]), line=1)
        self._build_vocabulary()
        by_number: dict[str, list[_Copy]] = {}
        for copy in self.copies:
            by_number.setdefault(copy.number, []).append(copy)
        self._assign_fragments(by_number)
        rules = [self._merge(number, copies) for number, copies in by_number.items()]
        rules.sort(key=lambda rule: number_sort_key(rule.number))
        self._set_parents(rules)
        if self.merged:
            listed = ", ".join(f"{n} ({self.merged[n]})" for n in sorted(self.merged, key=number_sort_key))
            self.warnings.append(f"merged overlapping copies into one entry each: {listed}")
        for rule in rules:
            if rule.number in self.cut_off:
                self.warnings.append(f"{rule.number}: only a cut-off copy was found ({self.cut_off[rule.number]})")
        return ParsedCorpus(
            name=SEED_NAME,
            effective_date=SEED_DATE,
            rules=rules,
            source=", ".join(path.name for path in self.paths),
            encoding=", ".join(self.encodings),
            warnings=self.warnings,
        )

    def _read_file(self, index: int, path: Path) -> None:
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise ParseError(f"cannot read the file: {exc.strerror or exc}", path=str(path)) from exc
        if not data.strip():
            self.warnings.append(f"{path.name}: empty file, skipped")
            return
        text, encoding = decode_rules_bytes(data, str(path))
        if encoding not in self.encodings:
            self.encodings.append(encoding)
        current: _Copy | None = None
        noise_since_text = False
        noise: Counter[str] = Counter()
        found = 0
        for lineno, raw in enumerate(split_lines(text), 1):
            line = " ".join(raw.replace("\ufeff", "").split())
            if not line:
                continue
            kind_of_noise = _noise(line)
            if kind_of_noise:
                noise[kind_of_noise] += 1
                noise_since_text = True
                continue
            if _CYRILLIC.search(line):
                line = " ".join(_CYRILLIC_WORD.sub(" ", line).split())
                noise["reader text inside a line"] += 1
                if not line:
                    noise_since_text = True
                    continue
            entry = self._entry(line, current)
            found += 1
            if entry is not None:
                number, kind, body, title = entry
                if current is not None:
                    current.ended_by_entry = True
                current = _Copy(number, kind, path.name, lineno, index, title=title)
                current.blocks.append(_Block("text", [_Piece(body, lineno)]))
                self.copies.append(current)
                for fragment in self.fragments:
                    if fragment.file_index == index and fragment.next_number is None:
                        fragment.next_number = number
            else:
                example = _EXAMPLE_LINE.fullmatch(line)
                if current is None:
                    current = _Copy(None, "", path.name, lineno, index)
                    self.fragments.append(current)
                    if example:
                        current.blocks.append(_Block("example", [_Piece(example.group(1), lineno)]))
                    else:
                        current.blocks.append(_Block("text", [_Piece(line, lineno)], headless=True))
                elif example:
                    current.blocks.append(_Block("example", [_Piece(example.group(1), lineno)]))
                else:
                    current.blocks[-1].pieces.append(_Piece(line, lineno, after_noise=noise_since_text))
            noise_since_text = False
        if noise:
            kinds = ", ".join(f"{count} {what}" for what, count in sorted(noise.items()))
            self.warnings.append(f"{path.name}: dropped page noise ({kinds})")
        if not found:
            self.warnings.append(f"{path.name}: no rules text (only page noise), skipped")

    def _entry(self, line: str, current: _Copy | None) -> tuple[str, str, str, str] | None:
        """(number, kind, text, title) if the line starts a numbered entry."""
        if current is not None:
            last = current.last_piece()
            if last is not None and last.text.split()[-1:] and last.text.split()[-1].lower() in _CITING_WORDS:
                return None  # "… as in rule" / "408.1. Then …": a citation, not a rule
        match = _SUBRULE_LINE.fullmatch(line)
        if match:
            section, rule, letter, body = match.groups()
            return f"{section}.{rule}{letter}", SUBRULE, body, ""
        match = _RULE_LINE.fullmatch(line)
        if match:
            section, rule, body = match.groups()
            return f"{section}.{rule}", RULE, body, ""
        # "405. Static Abilities"; a title, so "420. Then ..." (a line broken
        # inside a sentence) is not taken for a section
        match = _SECTION_LINE.fullmatch(line)
        if match and _is_heading(match.group(2)):
            section, title = match.groups()
            return section, SECTION, title, title
        match = _CHAPTER_LINE.fullmatch(line)
        if match and _is_heading(match.group(2)):
            chapter, title = match.groups()
            return chapter, CHAPTER, title, title
        return None

    # ------------------------------------------------------------ evidence

    def _build_vocabulary(self) -> None:
        """Count the words of the excerpt, leaving out the words at line breaks
        inside a paragraph: those are the ones whose spelling is in question."""
        for item in self.copies + self.fragments:
            truncated = not item.ended_by_entry
            for b, block in enumerate(item.blocks):
                for p, piece in enumerate(block.pieces):
                    words = [w.lower() for w in _WORD.findall(piece.text)]
                    if p > 0 or block.headless:
                        words = words[1:]
                    last_piece = p == len(block.pieces) - 1
                    if not last_piece or (truncated and b == len(item.blocks) - 1):
                        words = words[:-1]
                    self.vocabulary.update(words)
                    self.bigrams.update(zip(words, words[1:]))

    def _assign_fragments(self, by_number: dict[str, list[_Copy]]) -> None:
        """Give each fragment to the rule it continues. Evidence, strongest first:

        1. a copy of the rule that ends where its file ends, with the
           fragment after it, is the beginning of another copy of that rule;
        2. going back from the first number after the fragment (in the order
           of all numbers found), the first rule that has the fragment's text
           or a copy ending where its file ends (so a heading missing from
           one file is passed over);
        3. the one rule that has the fragment's text;
        4. in a file with no number at all: the one rule whose copies are all
           cut off, else the one rule with a copy that ends a file.
        """
        keys = {number: number_sort_key(number) for number in by_number}
        numbers = sorted(by_number, key=keys.__getitem__)
        flats = {number: [_squash_flat(c) for c in copies] for number, copies in by_number.items()}
        open_ended = {n for n in numbers if any(not c.ended_by_entry for c in by_number[n])}
        for fragment in self.fragments:
            tail = _squash_flat(fragment)

            def has_it(number: str) -> bool:
                return any(
                    (flat.endswith(tail) or (len(tail) >= MIN_OVERLAP and tail in flat)) and flat != tail
                    for flat in flats[number]
                )

            def extends(number: str) -> bool:
                pairs = zip(by_number[number], flats[number])
                ends = [flat for c, flat in pairs if not c.ended_by_entry]
                return any(other.startswith(end + tail) for end in ends for other in flats[number])

            earlier = numbers
            if fragment.next_number is not None:
                before = keys[fragment.next_number]
                earlier = [n for n in numbers if keys[n] < before]
            owners = [n for n in reversed(earlier) if n in open_ended and extends(n)]
            if not owners and fragment.next_number is not None:
                owners = [n for n in reversed(earlier) if n in open_ended or has_it(n)]
            if not owners:
                matches = [n for n in numbers if has_it(n)]
                owners = matches if len(matches) == 1 else []
            if not owners and fragment.next_number is None:
                cut_off = [n for n in numbers if all(_is_cut_off(c) for c in by_number[n])]
                owners = next((c for c in (cut_off, sorted(open_ended)) if len(c) == 1), [])
            if owners:
                fragment.owner = owners[0]
            elif fragment.next_number is not None and not earlier:
                self.warnings.append(
                    f"{fragment.where}: dropped text that continues a rule before the excerpt: {_preview(fragment)}"
                )
            else:
                problem = (
                    "cannot tell which rule this text continues"
                    if fragment.next_number is None
                    else f"text that continues no rule: no rule before {fragment.next_number} has it or is cut off"
                )
                raise ParseError(
                    f"{problem}: {_preview(fragment)}",
                    path=str(self.paths[fragment.file_index]),
                    line=fragment.line,
                )

    # ------------------------------------------------------------ mending

    def _render(self, item: _Copy, evidence: list[str], number: str) -> list[tuple[str, str]]:
        """The copy's blocks as text, each line break decided from evidence."""
        out = []
        for block in item.blocks:
            text = block.pieces[0].text
            for previous, piece in zip(block.pieces, block.pieces[1:]):
                where = f"{item.source}:{previous.line}-{piece.line}"
                sep = self._join(text, piece, evidence, number, where)
                text = f"{text}{sep}{piece.text}"
            out.append((block.kind, text))
        return out

    def _join(self, before: str, piece: _Piece, evidence: list[str], number: str, where: str) -> str:
        """What stood where a line broke: nothing (a broken word), a space, or
        a paragraph break. The other copies of the rule decide first, then the
        excerpt's own word list."""
        after = piece.text
        left, right = before[-_CONTEXT:], after[:_CONTEXT]
        joined, spaced = f"{left}{right}", f"{left} {right}"
        for line in evidence:
            if joined in line:
                return self._mended(before, after, number, where, "another copy")
            if spaced in line:
                return " "
        if not piece.after_noise and _ends_sentence(before) and after[:1].isupper():
            return "\n"
        end, start = _TRAILING_WORD.search(before), _LEADING_WORD.match(after)
        if end and start and end.group(2):  # "face-" / "down"
            if self.vocabulary[f"{end.group(1)}-{start.group(1)}".lower()]:
                return self._mended(before, after, number, where, "the excerpt's word list")
            return " "
        if end and start:
            return self._join_words(before, after, end.group(1), start.group(1), number, where)
        # punctuation at the break: does the excerpt put a space between these
        # two kinds of character ("(" and a letter, a letter and ",")?
        pair = (before[-1:] + after[:1]).translate(_CHARACTER_CLASS)
        classes = self._character_classes()
        joined, spaced = classes.count(pair), classes.count(f"{pair[:1]} {pair[1:]}")
        if joined > spaced or (joined == spaced and (pair[:1] in _OPENERS or pair[1:] in _CLOSERS + ",;:")):
            return self._mended(before, after, number, where, "the excerpt's own spacing")
        return " "

    def _character_classes(self) -> str:
        """All text lines with letters as "a" and digits as "0"."""
        if self._classes is None:
            text = "\n".join(p.text for item in self.copies + self.fragments for b in item.blocks for p in b.pieces)
            self._classes = text.translate(_CHARACTER_CLASS)
        return self._classes

    def _join_words(self, before: str, after: str, first: str, second: str, number: str, where: str) -> str:
        """Two runs of letters meet at the break: one word or two? A known
        word made of both halves wins, unless both halves are known words
        that the excerpt writes side by side at least as often; two unknown
        halves of an unknown word are still one word (a name, a rare word),
        since a cut at a random point falls inside a word far more often."""
        vocabulary = self.vocabulary
        first_l, second_l = first.lower(), second.lower()
        word = first_l + second_l
        halves_known = bool(vocabulary[first_l]), bool(vocabulary[second_l])
        if vocabulary[word]:
            if all(halves_known) and self.bigrams[(first_l, second_l)] >= vocabulary[word]:
                return " "
            return self._mended(before, after, number, where, "the excerpt's word list")
        if all(halves_known):
            return " "
        if any(halves_known):
            unknown = second if halves_known[0] else first
            if not (len(unknown) == 1 and unknown.islower()):
                return " "  # "the" / "Necrosavant"; but "object" / "s" is one word
        return self._mended(before, after, number, where, "neither half is a word of the excerpt")

    def _mended(self, before: str, after: str, number: str, where: str, how: str) -> str:
        self._note_mended(before, after, number, where, how)
        return ""

    def _note_mended(self, before: str, after: str, number: str, where: str, how: str) -> None:
        end, start = _TRAILING_WORD.search(before), _LEADING_WORD.match(after)
        head = end.group(0) if end else (before.split() or [""])[-1]
        tail = start.group(1) if start else (after.split() or [""])[0]
        self.warnings.append(
            f"{where}: mended the word broken across lines "
            f"“{head}” / “{tail}” -> “{head}{tail}” in {number} (evidence: {how})"
        )

    # ------------------------------------------------------------ merging

    def _merge(self, number: str, copies: list[_Copy]) -> Rule:
        """One entry from all copies of a number: the longest copy, with the
        rest of it from the fragments it was cut off from."""
        fragments = [f for f in self.fragments if f.owner == number]
        evidence_items = copies + fragments
        for item in evidence_items:
            others = [p.text for other in evidence_items if other is not item for b in other.blocks for p in b.pieces]
            item.rendered = self._render(item, others, number)
        best = max(copies, key=lambda c: (len(_squash_flat(c)), -c.file_index, -c.line))
        blocks = list(best.rendered)
        best_flat = _flat_squash(blocks)
        for copy in copies:
            if copy is not best and not best_flat.startswith(_flat_squash(copy.rendered)):
                self.warnings.append(
                    f"{copy.where}: this copy of {number} differs from the longer one at {best.where}; "
                    "kept the longer"
                )
        if len(copies) > 1:
            self.merged[number] = len(copies)
        fragments = _longest_ends(fragments)
        evidence = [p.text for c in copies if c is not best for b in c.blocks for p in b.pieces]
        cut_ends = [_squash_flat(c) for c in copies if not c.ended_by_entry]
        for fragment in fragments:
            blocks = self._stitch(number, best, blocks, fragment, evidence, cut_ends)
        kind = best.kind
        title = best.title
        text_parts = [text for k, text in blocks if k == "text"]
        text = "\n".join(text_parts)
        examples = [text for k, text in blocks if k == "example"]
        if kind == RULE and not examples and _is_heading(text):
            title = text
        elif _is_cut_off(best) and not fragments:
            self.cut_off[number] = best.where
        return Rule(
            number=number,
            kind=kind,
            text=text,
            title=title,
            examples=examples,
            line=best.line,
            source=best.source,
        )

    def _stitch(
        self,
        number: str,
        best: _Copy,
        blocks: list[tuple[str, str]],
        fragment: _Copy,
        evidence: list[str],
        cut_ends: list[str],
    ) -> list[tuple[str, str]]:
        """Put a fragment's text after the copy it continues, unless the text
        has it already (the fragment is its end, a long enough piece of it, or
        the rest of another copy that was cut off where the text goes on)."""
        headless = fragment.blocks[0].headless
        have = _flat_squash(blocks)
        tail = _flat_squash(fragment.rendered, headless=headless)
        if (
            have.endswith(tail)
            or (len(tail) >= MIN_OVERLAP and tail in have)
            or any(have.startswith(end + tail) for end in cut_ends)
        ):
            self.warnings.append(
                f"{fragment.where}: text at the top of the file is part of {number}, already in {best.where}"
            )
            return blocks
        if best.ended_by_entry:  # complete where it was found: nothing can follow it
            self.warnings.append(
                f"{fragment.where}: text at the top of the file does not fit {number} at {best.where}; left out: "
                f"{_preview(fragment)}"
            )
            return blocks
        real_have = _flat(blocks)
        real_tail = _flat(fragment.rendered, headless=headless)
        overlaps = _overlaps(have, tail)
        overlap = next((k for k in overlaps if k >= MIN_OVERLAP or self._fits(real_have, real_tail, k)), 0)
        if overlap:
            merged = real_have + real_tail[_real_index(real_tail, overlap) :]
        elif headless:
            cut_at = best.last_piece()
            where = f"{best.source}:{cut_at.line} and {fragment.where}"
            first = fragment.blocks[0].pieces[0]
            sep = self._join(blocks[-1][1], _Piece(first.text, first.line, after_noise=True), evidence, number, where)
            merged = real_have + (" " if sep == "\n" else sep) + real_tail
        else:
            merged = real_have + real_tail
        self.warnings.append(f"{number}: stitched the copy cut off at {best.where} to its rest at {fragment.where}")
        return _unflat(merged)

    def _fits(self, real_have: str, real_tail: str, overlap: int) -> bool:
        """A short overlap is taken when the word it makes where the two meet
        is a word of the excerpt ("…have tr" + "triggered …")."""
        rest = real_tail[_real_index(real_tail, overlap) :]
        end, start = _TRAILING_WORD.search(real_have), _LEADING_WORD.match(rest)
        word = (end.group(0) if end else "") + (start.group(1) if start else "")
        return bool(end) and bool(self.vocabulary[word.lower()])

    def _set_parents(self, rules: list[Rule]) -> None:
        """Each entry's parent is the entry one level up, when the excerpt has it."""
        present = {rule.number for rule in rules}
        for rule in rules:
            parent = parent_of(rule.number)
            if parent in present:
                rule.parent = parent
            else:
                rule.parent = None
                if parent is not None and rule.kind != SECTION:
                    self.warnings.append(
                        f"{rule.number}: its parent {parent} is not in the excerpt; left without parent"
                    )


# ---------------------------------------------------------------- helpers

# stands between blocks in a flattened copy, then "T" or "E"; a private-use
# character, so no text contains it and str.split() does not take it for a space
_BLOCK_MARK = "\ue000"


def _flat(blocks: list[tuple[str, str]], headless: bool = False) -> str:
    parts = []
    for i, (kind, text) in enumerate(blocks):
        mark = "" if (i == 0 and headless) else _BLOCK_MARK + ("E" if kind == "example" else "T")
        parts.append(mark + text)
    return "".join(parts)


def _unflat(flat: str) -> list[tuple[str, str]]:
    blocks = []
    for part in flat.split(_BLOCK_MARK)[1:]:
        blocks.append(("example" if part[:1] == "E" else "text", part[1:]))
    return blocks


def _flat_squash(blocks: list[tuple[str, str]], headless: bool = False) -> str:
    return _squash(_flat(blocks, headless))


def _squash_flat(item: _Copy) -> str:
    """A copy's raw text with all whitespace removed: equal for two copies of
    the same text whatever their line breaks, so it is safe to compare before
    any broken word is mended."""
    parts = []
    for i, block in enumerate(item.blocks):
        mark = "" if block.headless else _BLOCK_MARK + ("E" if block.kind == "example" else "T")
        parts.append(mark + "".join(_squash(p.text) for p in block.pieces))
    return "".join(parts)


def _longest_ends(fragments: list[_Copy]) -> list[_Copy]:
    """The fragments that are not the end of a longer one (of equal ones, the
    first found); the ones from files with no number at all (the middle of a
    rule) first, then in file order."""
    tails = [_squash_flat(f) for f in fragments]
    rank = [(len(tail), -f.file_index, -f.line) for tail, f in zip(tails, fragments)]
    kept = [
        f
        for i, f in enumerate(fragments)
        if not any(tails[j].endswith(tails[i]) and rank[j] > rank[i] for j in range(len(fragments)))
    ]
    return sorted(kept, key=lambda f: (f.next_number is not None, f.file_index, f.line))


def _overlaps(have: str, tail: str):
    """Lengths of the ends of `have` that begin `tail`, longest first."""
    for size in range(min(len(have), len(tail)), 0, -1):
        if have.endswith(tail[:size]):
            yield size


def _real_index(text: str, squashed_count: int) -> int:
    """Index in `text` just after its first `squashed_count` non-space characters."""
    seen = 0
    for i, char in enumerate(text):
        if seen == squashed_count:
            return i
        if not char.isspace():
            seen += 1
    return len(text)


def _is_cut_off(copy: _Copy) -> bool:
    last = copy.last_piece()
    return not copy.ended_by_entry and last is not None and not _ends_sentence(last.text)


def _is_heading(text: str) -> bool:
    """A rule whose whole text is a title ("Timing, Priority, and the Stack")."""
    if "\n" in text or len(text) > 120 or _ends_sentence(text):
        return False
    words = [w for w in _WORD.findall(text) if len(w) > 3]
    return bool(words) and all(w[0].isupper() for w in words)


def _preview(item: _Copy) -> str:
    text = item.blocks[0].pieces[0].text
    return f"“{text[:60]}{'…' if len(text) > 60 else ''}”"


# a line of only these may still be the end of a broken sentence
_KEEP_PUNCTUATION = ".,;:!?)]”’\"'"


def _noise(line: str) -> str | None:
    """What kind of page noise a whole line is, or None for rules text."""
    cyrillic = len(_CYRILLIC.findall(line))
    if cyrillic and cyrillic >= len(_LATIN.findall(line)):
        return "lines of the book reader's menu and review widget"
    if _PAGE_NUMBER.fullmatch(line):
        return "page numbers and counters"
    if _DOCUMENT_TITLE.fullmatch(line):
        return "repeated document titles"
    if not any(char.isalnum() or char in _KEEP_PUNCTUATION for char in line):
        return "stray symbols"
    return None
