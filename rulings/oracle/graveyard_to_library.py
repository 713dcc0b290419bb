""" "Put up to one target card from your graveyard on the bottom of your library" (Conjurer's Bauble),
"put up to one target instant or sorcery card from your graveyard on top of your library" (Meldweb
Curator, Treason of Isengard), "put up to one target card from a graveyard on the bottom of its owner's
library" (Swiftgear Drake): one card chosen, or none (2007 409.1c, 415.4; 2026 601.2c, 115.6), goes to
its owner's library (rulings/engine/effects/graveyard_cards.py: a card of your graveyard goes to your
library, 2007 217.1a / 2026 400.3). Only "up to one": two or more put there at once are arranged by
their owner (2026 401.4), a choice the engine doesn't take; those stay text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import GRAVEYARD_TARGETS
from .up_to import up_to_targets

PUT = (r"put up to one (target (?:[a-z ,]+? )?card from (your graveyard|a graveyard)) "
       r"(on top of|on the bottom of) (your library|its owner's library)")


@effect_template(PUT)
def put_up_to_one_into_library(eff, m):
    phrase, graveyard, where, library = m.group(1), m.group(2).lower(), m.group(3).lower(), m.group(4).lower()
    if (graveyard == "your graveyard") != (library == "your library"):
        raise NotUnderstood(m.group(0))  # "from a graveyard ... on top of your library": not whose library it goes to
    first = len(eff.targets)
    [what] = up_to_targets(eff, 1, phrase, GRAVEYARD_TARGETS)
    target = eff.targets[first]
    if graveyard == "your graveyard" and target.get("owner") != "you" or graveyard == "a graveyard" and "owner" in target:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_on_library_top" if where == "on top of" else "put_on_library_bottom", "what": what})
