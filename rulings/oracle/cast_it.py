""" "When this creature enters, if you cast it, ..." and "... if you cast it from your hand, ..."
(Reiver Demon, Coal Stoker, Feasting Troll King): an intervening "if" (2007 404.3; 2026 603.4) about
how the permanent's spell was cast, the engine's `source_was_cast` (rulings/engine/cast_it.py). Only
the permanent's own enters trigger: in "Whenever a creature enters, if you cast it" the "it" is
another object, which the engine does not remember."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .triggered import ENTERS, _triggered


@ability_template(rf"When ~ {ENTERS}, if you cast it( from your hand)?, ([^\"]+)")
def enters_if_cast(card, m):
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    abilities = _triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(2))
    if len(abilities) != 1 or "if" in abilities[0]:
        raise NotUnderstood(m.group(0))  # a second condition: not read
    abilities[0]["if"] = {"source_was_cast": "hand" if m.group(1) else "anywhere"}
    return abilities
