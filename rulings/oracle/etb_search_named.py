""" "When this creature enters, you may search your library for any number of cards named ~, reveal
them, put them into your hand, then shuffle" (Battalion Foot Soldier, Legion Conquistador, Gathering
Throng): library_more.py's search for cards named ~ (the source's name as the search is made), with
as many as the player chooses (rulings/engine/search_any_number.py); "you may": declined, nothing is
searched nor shuffled (the action's choices `{"search": false}`)."""
from __future__ import annotations

from .registry import effect_template


@effect_template(r"(you may )?search your library for any number of cards named ~, reveal them, put them into your hand, then shuffle")
def search_any_number_named_self(eff, m):
    step = {"do": "search_library", "for": {"named": "self"}, "into": "hand", "any_number": True, "reveal": True}
    shuffle = {"do": "shuffle_library"}
    if m.group(1):
        step["optional"] = True
        shuffle["if_searched"] = True
    eff.steps += [step, shuffle]


@effect_template(r"(you may )?search your library for (a|an) ([A-Z][a-z]+) card, (reveal it, )?then shuffle and put that card on top")
def search_subtype_to_top(eff, m):
    """ "When this creature enters, you may search your library for a Merfolk card, reveal it, then
    shuffle and put that card on top" (Merrow Harbinger): library.py's search to the top (the found
    card kept out of the shuffle, 2026 701.24b) for a card of a subtype, as library_more.py's search
    for a Dragon card reads it; "you may": declined, nothing is searched nor shuffled."""
    from rulings.engine.creature_types import CREATURE_TYPES
    from .library_more import _OTHER_SUBTYPES
    from .registry import NotUnderstood
    kind = m.group(3)
    if kind not in CREATURE_TYPES and kind not in _OTHER_SUBTYPES:
        raise NotUnderstood(m.group(0))
    if m.group(2).lower() != ("an" if kind[0] in "AEIOU" else "a"):
        raise NotUnderstood(m.group(0))
    step = {"do": "search_library", "for": {"subtypes": [kind]}, "into": "top"}
    if m.group(4):
        step["reveal"] = True
    if m.group(1):
        step["optional"] = True
    eff.steps.append(step)
