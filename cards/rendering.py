"""Card text as escaped HTML: mana symbols as badges, keywords and cited rules as links.

Plain Python: URLs come in as functions. Every piece of card or ruling text is
escaped before any tag is added (rules_corpus.linking does the escaping).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from html import escape

from rules_corpus.linking import render_linked_text
from rules_corpus.parser.model import Reference
from rules_corpus.parser.references import extract_references

SYMBOL = re.compile(r"\{([^{}]{1,8})\}")
# the color classes of mana symbols (107.4): W U B R G, colorless C
_COLOR = {"W": "w", "U": "u", "B": "b", "R": "r", "G": "g", "C": "c"}


def symbol_class(symbol: str) -> str:
    colors = {_COLOR[part] for part in symbol.upper().split("/") if part in _COLOR}
    if len(colors) == 1:
        return f"mana mana-{colors.pop()}"
    if len(colors) > 1:
        return "mana mana-multi"
    return "mana mana-generic"


def symbol_html(symbol: str) -> str:
    label = {"T": "tap", "Q": "untap"}.get(symbol.upper(), symbol)
    return (
        f'<abbr class="{symbol_class(symbol)}" title="{escape(label)}">{escape(symbol, quote=False)}</abbr>'
    )


def symbols(cost: str) -> list[str]:
    """The symbols of a mana cost, "{2}{W}{U/P}" -> ["2", "W", "U/P"]."""
    return SYMBOL.findall(cost or "")


def mana_cost_html(cost: str) -> str:
    """A mana cost as badges; " // " between the costs of a split card's halves."""
    parts = []
    for half in (cost or "").split(" // "):
        parts.append("".join(symbol_html(symbol) for symbol in symbols(half)) or escape(half))
    return '<span class="mana-sep"> // </span>'.join(parts)


def _badges(html: str) -> str:
    # braces are never touched by escaping nor used in the tags added: safe to rewrite
    return SYMBOL.sub(lambda match: symbol_html(match.group(1)), html)


def keyword_spans(text: str, keywords: Iterable[tuple[str, str]]) -> list[Reference]:
    """Every whole-word use of a card's keywords in its text, as links to their rules."""
    spans = []
    for keyword, number in keywords:
        for match in re.finditer(rf"(?<![\w-]){re.escape(keyword)}(?![\w-])", text, re.IGNORECASE):
            spans.append(Reference(target=number, start=match.start(), end=match.end()))
    spans.sort(key=lambda ref: (ref.start, -ref.end))
    kept, end = [], -1
    for ref in spans:  # the longest of overlapping keywords ("First strike" over "strike")
        if ref.start >= end:
            kept.append(ref)
            end = ref.end
    return kept


def oracle_html(text: str, keywords: Iterable[tuple[str, str]], rule_url: Callable[[str], str]) -> str:
    """Oracle text with each keyword linked to its rule and each mana symbol a badge."""
    return _badges(render_linked_text(text, keyword_spans(text, keywords), rule_url))


def ruling_html(text: str, rule_url: Callable[[str], str]) -> str:
    """A ruling with the rules it cites ("rule 702.19c") linked."""
    return _badges(render_linked_text(text, extract_references(text), rule_url))
