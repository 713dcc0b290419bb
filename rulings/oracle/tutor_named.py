""" "You may search your library and/or graveyard for a card named Tezzeret, Master of Metal, reveal it, and
put it into your hand. If you search your library this way, shuffle." (the planeswalker deck cards: Tezzeret's
Betrayal, Gideon's Resolve, Chandra's Outburst ...; Sun-Blessed Mount's "reveal it, then put it ... If you
searched"): rulings/engine/search_library_and_graveyard.py's instruction, the player choosing which zones to
search, then a shuffle only if the library was searched (`shuffle_library` with `if_searched`).

The first sentence without the second (no shuffle said) is read as written: nothing shuffles; the second
without the first stays text only. Any other quality ("a planeswalker card", "a creature card") or
destination stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template

NAMED = (r"(you may )?search your library and/or graveyard for a card named ((?-i:[A-Z][^.~]*?)), "
         r"reveal (?:it|that card),? (?:and|then) put it into your hand")


@effect_template(NAMED)
def search_library_and_graveyard_named(eff, m):
    """2026 701.23a (2007: the glossary's "Search"); reveal, 701.20a."""
    name = m.group(2)
    if name.endswith((" card", " cards")) or " named " in name:
        raise NotUnderstood(m.group(0))
    step = {"do": "search_library_and_graveyard", "for": {"named": name}, "reveal": True}
    if m.group(1):
        step["optional"] = True
    eff.steps.append(step)


@effect_template(r"if you (?:search|searched) your library this way, shuffle")
def if_you_searched_your_library_shuffle(eff, m):
    """Only right after the search of the library and/or graveyard: the library is shuffled if it was searched."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "search_library_and_graveyard" or len(eff.sentence_starts) < 2 \
            or eff.sentence_starts[-1] != len(eff.steps):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "shuffle_library", "if_searched": True})
