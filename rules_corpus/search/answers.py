"""Answers of every kind in one list: where a glossary entry and a heading stand.

Two orderings the scores alone get wrong, applied after the ranking:

* A glossary entry is the answer to "what is X" and to X typed alone
  ("fizzle", "mana burn", "token"): it comes first. Its rules follow.
* A section or chapter heading ("115. Targets", "106. Mana") only names what
  the rules under it say: it never ranks above a rule under it that is among
  the results, but just below the last of them.
"""
from __future__ import annotations

from .analysis import analyze
from .query import ParsedQuery
from .reader import OpenIndex

# A bare term is a few words at most ("mana burn", "first strike", "state-based actions").
BARE_TERM_WORDS = 4
# How deep the heading rule reorders: the candidates a page and the reranker see.
HEADING_DEPTH = 40


def glossary_entry(opened: OpenIndex, parsed: ParsedQuery) -> int | None:
    """The glossary entry's document that the question asks to define, or that the
    whole query names, else None."""
    if parsed.number or not opened.defined:
        return None
    keys = []
    if parsed.defines:
        keys.append(" ".join(parsed.defines))
    bare = analyze(parsed.text)
    if bare and len(parsed.text.split()) <= BARE_TERM_WORDS:
        keys.append(" ".join(bare))
    for key in keys:
        found = opened.defined.get(key)
        if found is not None:
            return found[0]
    return None


def _is_under(number: str, heading: str, kind: str) -> bool:
    """Whether the entry numbered `number` is under the section or chapter `heading`."""
    if kind == "chapter":
        return len(number) > len(heading) and number.startswith(heading) and number[:3].isdigit()
    return number.startswith(heading + ".")


def headings_below_their_rules(opened: OpenIndex, ordered: list[int]) -> list[int]:
    """`ordered` with each section or chapter heading among the first HEADING_DEPTH
    moved just below the last entry under it that ranks below it there."""
    head = list(ordered[:HEADING_DEPTH])
    docs = opened.docs
    moved = True
    guard = 0
    while moved and guard < len(head):
        moved = False
        guard += 1
        for i, doc in enumerate(head):
            number, kind, _heading = docs[doc]
            if kind not in ("section", "chapter"):
                continue
            below = [j for j in range(i + 1, len(head)) if _is_under(docs[head[j]][0], number, kind)]
            if below:
                last = below[-1]
                head.insert(last, head.pop(i))
                moved = True
                break
    return head + list(ordered[HEADING_DEPTH:])
