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
