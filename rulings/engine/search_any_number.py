""" "Search your library for any number of cards named ~, reveal them, put them into your hand, then
shuffle" (Battalion Foot Soldier, Legion Conquistador, Gathering Throng): a `search_library` with
`"any_number": true` finds as many of the cards with the stated quality as its player chooses (the
action's `choices` for the source, `{"cards": [...]}`; none is allowed, a search for a stated quality
need not find them: 2007 glossary "Search", 2026 701.23b); without a choice, every one that matches.
The search itself is effects/library.py's; this module checks the field in a card definition."""
from __future__ import annotations


def check(v, st: dict, sp: str) -> None:
    """`any_number` replaces `count`, and is only for a search for a stated quality put into the hand."""
    if "count" in st:
        v.err(f"{sp}.count", 'is not for "any_number": true (as many as the player chooses)')
    if st.get("into", "hand") != "hand":
        v.err(f"{sp}.any_number", 'is only for "into": "hand"')
    if not st.get("for"):
        v.err(f"{sp}.any_number", 'is only for a search for a stated quality ("for" not {})')
