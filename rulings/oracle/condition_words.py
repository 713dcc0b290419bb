"""Raid, delirium and revolt, ability words (2026 207.2c) that name a condition: "Raid — When this creature
enters, if you attacked this turn, ...", "Delirium — When this creature enters, if there are four or more card types among cards in your graveyard, ..." and "Revolt — At the
beginning of your end step, if a permanent left the battlefield under your control this turn, ...": the
triggered ability after the word, read by the other templates, whose intervening "if" (2007 404.3; 2026
603.4) must be the condition the word names (intervening_if.CONDITIONS reads it)."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template

NAMED = {"Raid": {"you_attacked_this_turn": True}, "Delirium": {"card_types_in_your_graveyard_at_least": 4},
         "Revolt": {"permanent_left_your_control_this_turn": True}}


@ability_template(rf"({'|'.join(NAMED)}) — ((?:When|Whenever|At) [^\"]+)")
def word_trigger(card, m):
    from .registry import ABILITY_TEMPLATES
    for family, pattern, fn in ABILITY_TEMPLATES:
        if family != "triggered":
            continue
        found = pattern.fullmatch(m.group(2))
        if found is None:
            continue
        try:
            abilities = fn(card, found)
        except NotUnderstood:
            continue
        if len(abilities) == 1 and abilities[0].get("if") == NAMED[m.group(1)]:
            return abilities
    raise NotUnderstood(m.group(0))
