"""An instant's or sorcery's ability that works from its owner's graveyard, its cost exiling the card itself:
"{1}{B}, Exile this card from your graveyard: Put a +1/+1 counter on target creature you control. Activate only as
a sorcery." (Wither and Bloom), "{3}{B}, Exile this card from your graveyard: The Ring tempts you. Activate only as
a sorcery." (Gollum's Bite). It is not part of the spell's effect: an activated ability of the card that functions
only while the card is in the graveyard, since its cost exiles it from there (2007 402.8g; 2026 113.6m). Read by
the activated ability templates (a permanent's such abilities are theirs), kept only if they read it as a
graveyard ability whose cost exiles its own card (from_graveyard.spell_line asks here last)."""
from __future__ import annotations

import re

from .registry import read_by_others


def exiled_from_graveyard(card, plain: str) -> list[dict] | None:
    if not re.fullmatch(r"[^:\"]*\bExile (?:~|this card) from your graveyard: [^\"]+", plain):
        return None
    found = read_by_others(card, plain, lambda _family, _fn: False)
    if not found or len(found) != 1:
        return None
    ab = found[0]
    if ab.get("kind") != "activated" or ab.get("zone") != "graveyard" or (ab.get("cost") or {}).get("exile") != "self":
        return None
    return [ab]
