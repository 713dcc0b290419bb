"""Protection (502.7): "protection from [quality]" keeps a permanent from being
targeted, enchanted, equipped, blocked or damaged by what has that quality (DEBT:
damage, enchanting or equipping, blocking, targeting; 502.7b-f).

The quality is a color ("black"), a card type ("artifact") or a number of colors
("multicolored", "monocolored"); a type applies to
permanents of that type and to sources of that type outside play (502.7a).
"""
from __future__ import annotations

from .continuous import characteristics, last_known

COLORS = ("white", "blue", "black", "red", "green")
CHOSEN_COLOR = "chosen_color"  # "protection from the chosen color" (Voice of All)
#: "protection from multicolored" / "monocolored": a number of colors (2026 105.2a-b; 2007 203.2b)
COLOR_COUNTS = ("multicolored", "monocolored")
QUALITIES = COLORS + ("artifact", "creature", "enchantment", "instant", "land", "sorcery", CHOSEN_COLOR, *COLOR_COUNTS)
#: "protection from Goblins": a creature type is a quality too ("subtype:Goblin"; 2026 702.16a,
#: 2007 502.7a: any characteristic value); it applies to objects with that subtype
SUBTYPE = "subtype:"


def is_quality(quality) -> bool:
    """A quality the engine's protection reads: QUALITIES or "subtype:" and a creature type (205.3m)."""
    from .creature_types import CREATURE_TYPES
    return quality in QUALITIES or (isinstance(quality, str) and quality.startswith(SUBTYPE)
                                    and quality[len(SUBTYPE):] in CREATURE_TYPES)


def qualities(game, obj) -> tuple[str, ...]:
    """What `obj` has protection from, each quality once (502.7g: instances are redundant)."""
    found = []
    for ab in characteristics(game, obj).abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == "protection":
            quality = chosen_quality(game, obj, ab.get("from"))
            if quality is not None and quality not in found:
                found.append(quality)
    return tuple(found)


def chosen_quality(game, obj, quality: str | None) -> str | None:
    """ "protection from the chosen color": the color chosen for this object as
    it came into play. A copy that never chose one has an undefined choice, and
    that part of the ability does nothing (503.7)."""
    if quality != CHOSEN_COLOR:
        return quality
    from .choices import chosen
    return chosen(game, obj, "color")


def has_quality(game, source, quality: str) -> bool:
    """A source that has left play has the qualities it last had (413.2f)."""
    c = last_known(game, source)
    if quality in COLOR_COUNTS:  # two or more of the five colors; exactly one
        n = len(set(c.colors) & set(COLORS))
        return n >= 2 if quality == "multicolored" else n == 1
    if quality.startswith(SUBTYPE):
        return quality[len(SUBTYPE):] in c.subtypes
    return quality in c.colors or quality.capitalize() in c.types


def protected_from(game, obj, source) -> str | None:
    """The quality by which `obj`'s protection stops `source`, else None. A
    permanent's protection stops its own abilities and damage too (502.7b, e
    make no exception for the source itself)."""
    if obj is None or source is None:
        return None
    for quality in qualities(game, obj):
        if has_quality(game, source, quality):
            return quality
    return None


def text(quality: str) -> str:
    """ "protection from black", "protection from artifacts" """
    if quality == CHOSEN_COLOR:
        return "protection from the chosen color"
    if quality.startswith(SUBTYPE):
        return f"protection from {quality[len(SUBTYPE):]} (a creature type)"
    return f"protection from {quality if quality in COLORS + COLOR_COUNTS else quality + 's'}"


def with_article(quality: str) -> str:
    """ "black", "an artifact": the quality as said of a source ("Terror is black")."""
    if quality in COLORS + COLOR_COUNTS:
        return quality
    if quality.startswith(SUBTYPE):
        kind = quality[len(SUBTYPE):]
        return f"{'an' if kind[0] in 'AEIOU' else 'a'} {kind}"
    return f"an {quality}" if quality[0] in "aeiou" else f"a {quality}"
