"""Splice (2007 502.40; 2026 702.47; the engine's rulings/engine/splice.py), on an instant or sorcery:
"Splice onto Arcane [cost]" and "Splice onto instant or sorcery [cost]" with a mana cost, as the card's
last paragraph, once its own effect is read: spliced onto a spell, the card adds its instructions and
targets to it. A splice cost that isn't mana ("Splice onto Arcane—Sacrifice two Mountains", "—Tap an
untapped white creature you control", "—Exile four cards from your graveyard") stays text only, and so
does splice on a card with modes or X (the spliced text's choices would be the main spell's) or on a
permanent card (Lifening Elemental: "add this card's abilities to that spell")."""
from __future__ import annotations

import re

from .registry import NotUnderstood
from .text import strip_reminders

LINE = re.compile(r"Splice onto (Arcane|instant or sorcery) ((?:\{(?:\d+|[WUBRGC])\})+)")
ONTO = {"Arcane": "Arcane", "instant or sorcery": "instant_or_sorcery"}


def splice_line(card, plain: str, spell) -> list[dict] | None:
    """The splice keyword of such a line; None if the paragraph isn't one; NotUnderstood if the card can't be spliced as read."""
    m = LINE.fullmatch(plain)
    if m is None:
        return None
    if not ({"Instant", "Sorcery"} & set(card.types)) or card.has_x or not spell.steps:
        raise NotUnderstood(plain)
    if not card.paragraphs or strip_reminders(card.paragraphs[-1]).strip() != plain:
        raise NotUnderstood(plain)  # its own effect is read before it
    if any(re.match(r"Choose (one|two|three|up to|any number)", p) for p in card.paragraphs):
        raise NotUnderstood(plain)  # a modal card: its modes are announced for the main spell, not for the spliced text
    return [{"kind": "keyword", "keyword": "splice", "onto": ONTO[m.group(1)], "cost": m.group(2)}]
