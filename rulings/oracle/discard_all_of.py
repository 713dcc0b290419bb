""" "Target player reveals their hand and discards all nonland cards" (Amnesia), "... discards all Trap cards"
(Trapfinder's Trick): the engine's `discard_all_of` (rulings/engine/discard_all_of.py), the quality as a dig reads
it (digging.quality: a card type, "nonland", one capitalized subtype). Qualities that need a choice made
before ("of that color", "with that name": chosen_names.py) or another card ("the same name as another card
in their hand") stay text only here."""
from __future__ import annotations

from .digging import quality
from .registry import NotUnderstood, effect_template
from .targets import ref


@effect_template(r"(target player|target opponent) reveals their hand and discards all ((?:non)?[a-z]+|[A-Z][a-z]+) cards")
def reveals_and_discards_all_of(eff, m):
    wanted = quality(f"{m.group(2)} card")
    if not wanted or set(wanted) - {"types", "not_types", "subtypes"}:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "discard_all_of", "player": ref(eff, m.group(1)), "for": wanted})
