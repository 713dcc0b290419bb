"""Find the rule numbers a text cites, so the site can link them.

Two kinds of citation occur in the Comprehensive Rules:

* a dotted number, always a rule: "601.2a", "See rule 603.6.", "the steps in
  616.1a–f", "(see rules 119.7–8)";
* a bare section or chapter number, which is only a citation after a cue
  word: "rule 903, “Commander.”", "rules 614 and 615", "section 8,
  “Multiplayer Rules.”", "See 704.".

Numbers that merely look like numbers ("exactly 100 cards", "20 life", "1/1",
"$2.50", "999,999", "2026") are never cues for a link. Matching is by whole
token, so 702.6 never matches inside 702.60.
"""
from __future__ import annotations

import re

from .model import GlossaryEntry, ParsedCorpus, Reference
from .numbers import expand_between, normalize_number

# a section ("603") or a dotted rule number ("603.7", "603.7d", "702.194c")
_NUMBER = r"[1-9]\d{2}(?:\.[1-9]\d{0,2}[a-z]?)?"
# the end of a range: "–603.7f", "–f", "–8", "–10", "–104"
_TAIL = r"[–-](?:[1-9]\d{2}\.[1-9]\d{0,2}[a-z]?|[1-9]\d{0,2}[a-z]?|[a-z])"
# not glued to other digits, words, prices, fractions, decimals or thousands
_BEFORE = r"(?<![\w.$£€/+−-])"
_AFTER = r"(?![\w/%]|[.,]\d)"

_ITEM = rf"{_BEFORE}(?P<first>{_NUMBER}|[1-9]\d?)(?:(?P<tail>{_TAIL}){_AFTER}|{_AFTER})"
# between the items of a list, possibly after an item's quoted title:
# "rules 701.42, “Meld,” and 730, “Merging with Permanents”"
_SEP = r"(?:,\s+(?:[“\"][^“”\"\n]{1,80}[”\"]\s+)?(?:and\s+|or\s+)?|\s+(?:and|or)\s+)"
_LIST_ITEM = rf"{_BEFORE}(?:{_NUMBER}|[1-9]\d?)(?:{_TAIL})?{_AFTER}"

_CITATION = re.compile(
    # the look-ahead lets the scan skip quickly to where a citation can start
    rf"(?=[rscRSC1-9])(?:\b(?P<cue>rules?|sections?|chapters?|see)\s+(?P<list>{_LIST_ITEM}(?:{_SEP}{_LIST_ITEM})*)"
    rf"|{_BEFORE}(?P<dotted>[1-9]\d{{2}}\.[1-9]\d{{0,2}}[a-z]?(?:{_TAIL})?){_AFTER})",
    re.IGNORECASE,
)
# what may follow a bare number cited with only "see" before it
_SEE_END = re.compile(r"\s*(?:$|[.,;:)\]”\"]|(?:and|or)\b)")
_HAS_NUMBER = re.compile(r"[1-9]")
_ITEM_RE = re.compile(_ITEM, re.IGNORECASE)


def extract_references(text: str) -> list[Reference]:
    """Every rule number cited in `text`, in order of appearance.

    A range yields one Reference per number it covers, all sharing the span
    of the whole range text ("603.7d–f" -> 603.7d, 603.7e, 603.7f). A number
    cited twice appears twice (each occurrence is a link).
    """
    if not text or not _HAS_NUMBER.search(text):
        return []
    refs: list[Reference] = []
    for match in _CITATION.finditer(text):
        if match.group("dotted"):
            _add_item(refs, text, match.start("dotted"), match.end("dotted"), chapters=False)
            continue
        cue = match.group("cue").lower()
        chapters = cue.startswith(("section", "chapter"))
        offset = match.start("list")
        if cue == "see" and "." not in match.group("list") and not _SEE_END.match(text, match.end("list")):
            continue  # "see 100 cards": a count, not "See 704."
        for item in _ITEM_RE.finditer(match.group("list")):
            _add_item(refs, text, offset + item.start(), offset + item.end(), chapters=chapters)
    return refs


def _add_item(refs: list[Reference], text: str, start: int, end: int, *, chapters: bool) -> None:
    """Turn one cited item (a number or a range) into References."""
    item = _ITEM_RE.fullmatch(text, start, end)
    if item is None:
        return
    first = item.group("first")
    if "." not in first and len(first) < 3 and not chapters:
        return  # "rule 8", "see 20": not a citation of a chapter
    canonical = normalize_number(first)
    if canonical is None:
        return
    tail = item.group("tail")
    if tail:
        covered = expand_between(canonical, tail[1:])
        if covered:
            refs.extend(Reference(target, start, end) for target in covered)
            return
        end = start + len(first)  # a range that makes no sense: cite its first number only
    refs.append(Reference(canonical, start, end))


def attach_references(corpus: ParsedCorpus) -> None:
    """Fill the references of every rule, example and glossary entry.

    Each list holds every citation in its text, in order, with its span: a
    target cited twice is there twice, because each occurrence is a link. Works
    on any ParsedCorpus, whichever parser made it; running it twice changes nothing.
    """
    for rule in corpus.rules:
        rule.references = extract_references(rule.text)
        rule.example_references = [extract_references(example) for example in rule.examples]
    for entry in corpus.glossary:
        _attach_glossary(entry)


def _attach_glossary(entry: GlossaryEntry) -> None:
    entry.references = extract_references(entry.text)
