""" "Search your library for a card named Godsire, put it onto the battlefield, then shuffle." (the Heralds),
"Search your library for a card named Heart-Piercer Bow or Vial of Dragonfire, reveal it, put it into your hand,
then shuffle." (Renowned Weaponsmith), "... Festering Newt or Bubbling Cauldron, put it onto the battlefield
tapped, ..." (Bogbrew Witch): a search for a stated quality, another card's name (or one of two names), which
need not find it (2026 701.23b; 2007: the glossary's "Search"): effects/library.py's `search_library` with
`for` `{"named": name}` (two names: `any_of`, search_qualities.py).

A name is a run of words starting with a capital; "a card named X or an Equipment card", "a card named X
and/or a card named Y", names ending in "card", "~" (library_more.py) stay text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template

NAMED = (r"(you may )?search your library for a card named ((?-i:[A-Z][^.~]*?)), (reveal (?:it|that card), )?put (?:it|that card) "
         r"(into your hand|onto the battlefield tapped|onto the battlefield), then shuffle")


def _name_ok(name: str) -> bool:
    return bool(re.fullmatch(r"[A-Z][A-Za-z0-9'’\-]*(?:,? (?:[A-Za-z0-9'’\-]+))*", name)) and not re.search(r"\bcards?\b|\band/or\b", name)


@effect_template(NAMED)
def search_for_named_card(eff, m):
    may, names, reveal, dest = m.groups()
    parts = names.split(" or ")
    if len(parts) > 2 or not all(_name_ok(n) and n[0].isupper() for n in parts) or len(set(parts)) != len(parts):
        raise NotUnderstood(m.group(0))
    if reveal and dest != "into your hand":
        raise NotUnderstood(m.group(0))  # revealed, then onto the battlefield: not read
    wanted = {"named": parts[0]} if len(parts) == 1 else {"any_of": [{"named": n} for n in parts]}
    step: dict = {"do": "search_library", "for": wanted, "into": "hand" if dest == "into your hand" else "in_play"}
    if reveal:
        step["reveal"] = True
    if dest.endswith("tapped"):
        step["tapped"] = True
    shuffle = {"do": "shuffle_library"}
    if may:
        step["optional"] = True
        shuffle["if_searched"] = True
    eff.steps += [step, shuffle]
