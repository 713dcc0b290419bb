"""Hexproof from [quality] (2026 702.11d: "This permanent can't be the target of
[quality] spells your opponents control or abilities your opponents control from
[quality] sources"). Each quality is its own keyword, `hexproof_from_black`,
`hexproof_from_artifact`..., so "hexproof from artifacts and enchantments" is two
hexproof abilities (702.11f). 702.11e: it is a hexproof ability, so what looks for
hexproof (a "creature with hexproof" filter) finds it (`has_hexproof`).

Hexproof is later than February 2007: under the 2007 rules the engine still keeps
the target from being chosen, cites 409.1c (a legal target) and says so.
"""
from __future__ import annotations

from .continuous import last_known
from .protection import COLORS

#: the qualities read: a color, a card type (a spell or source of that type), "monocolored" (105.2a)
QUALITIES = COLORS + ("artifact", "creature", "enchantment", "instant", "land", "sorcery", "monocolored")
PREFIX = "hexproof_from_"
KEYWORDS = tuple(PREFIX + q for q in QUALITIES)


def has_hexproof(c) -> bool:
    """702.11e: an effect looking for hexproof finds "hexproof from [quality]" too."""
    return c.has_keyword("hexproof") or any(c.has_keyword(k) for k in KEYWORDS)


def has_quality(game, source, quality: str) -> bool:
    """The source's quality; one that has left play has the qualities it last had."""
    c = last_known(game, source)
    if quality == "monocolored":
        return len(set(c.colors) & set(COLORS)) == 1  # 105.2a: exactly one of the five colors
    return quality in c.colors or quality.capitalize() in c.types


def words(quality: str) -> str:
    """ "hexproof from black", "hexproof from artifacts" """
    return f"hexproof from {quality if quality in COLORS + ('monocolored',) else quality + 's'}"


def quality_against(game, c, source) -> str | None:
    """The quality of one of `c`'s "hexproof from" abilities that `source` has, else None."""
    if source is None:
        return None
    for quality in QUALITIES:
        if c.has_keyword(PREFIX + quality) and has_quality(game, source, quality):
            return quality
    return None
