"""Abilities that work from the graveyard, with what is said around them, that the plain templates
(graveyard_casting.py, from_graveyard.py, returns_itself.py) don't read.

- "Max speed — {3}, Exile this card from your graveyard: Draw a card." (Leonin Surveyor): 2026
  702.178a, "Max speed — [Ability]" means "As long as your speed is 4, this object has
  '[Ability]'", and 702.178b: the granted ability says it works from the graveyard ("Exile this
  card from your graveyard", 113.6m), so the max speed ability works from there too. Played as the
  graveyard ability itself with `"max_speed": true` (rulings/engine/max_speed_zones.py): it can be
  activated only while its owner's speed is 4. keywords_later.max_speed_granted reads the max
  speed abilities that work on the battlefield and leaves these to this module.
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"Max speed — ([^\"—]+: [^\"]+)")
def max_speed_from_graveyard(card, m) -> list[dict]:
    """The one activated ability the max speed ability grants, when it works only from the graveyard."""
    from .compiler import _ability
    inner = _ability(card, m.group(1))
    if len(inner) != 1:
        raise NotUnderstood(m.group(0))
    ab = inner[0]
    if ab.get("kind") != "activated" or ab.get("zone") != "graveyard" or "max_speed" in ab:
        raise NotUnderstood(m.group(0))  # on the battlefield: keywords_later.max_speed_granted
    return [{**ab, "max_speed": True}]
