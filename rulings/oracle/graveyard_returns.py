"""Abilities of cards that leave their owner's graveyard, with words the plain templates
(graveyard_casting.py, from_graveyard.py, returns_itself.py, graveyard_abilities.py) don't read.

- "Renew — [Cost], Exile this card from your graveyard: [Effect]. Activate only as a sorcery."
  (Adorned Crocodile, Constrictor Sage): renew is an ability word, with no rules meaning (2026
  207.2c lists it), so the ability is the activated ability after it, read by the other templates.
  It is kept only if they read it as an ability that works from the graveyard, its card exiled as
  its cost (2007 402.8g; 2026 113.6m): every printed renew ability is one.
- Dredge on an instant or sorcery card (Life from the Loam, Darkblast): the compiler's
  SPELL_KEYWORDS has it (2007 502.47a; 2026 702.52a: it works while the card is in its owner's
  graveyard, whatever its type; rulings/engine/life_and_draws.py replaces the draw).
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others

RENEW = r"Renew — ([^:\"—]+: [^\"]+)"


@ability_template(RENEW)
def renew(card, m) -> list[dict]:
    """The one graveyard ability the other templates read after the ability word."""
    found = read_by_others(card, m.group(1), lambda family, _fn: family == "graveyard_returns")
    if not found or len(found) != 1:
        raise NotUnderstood(m.group(0))
    ab = found[0]
    if ab.get("kind") != "activated" or ab.get("zone") != "graveyard" or (ab.get("cost") or {}).get("exile") != "self" \
            or ab.get("timing") != "sorcery" or not re.search(r"\. Activate only as a sorcery\.$", m.group(1)):
        raise NotUnderstood(m.group(0))
    return [ab]
