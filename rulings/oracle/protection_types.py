""" "Protection from Goblins", "protection from Demons and from Dragons", "Protection from
Vampires, from Werewolves, and from Zombies" (2026 702.16a, g; 2007 502.7a: a quality may be
any characteristic value): each a protection ability from a creature type, the engine's
"subtype:Goblin". A plural the compiler doesn't know as a creature type stays text only."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .keywords import PROTECTION


def _creature_type(plural: str) -> str | None:
    from .statics import PLURAL_TYPES
    if plural in PLURAL_TYPES:
        return PLURAL_TYPES[plural]
    if plural.endswith("s") and plural[:-1] in CREATURE_TYPES:
        return plural[:-1]
    return plural if plural in CREATURE_TYPES else None  # "Kavu", "Elk": the plural is the word itself


def protection_keyword(word: str) -> list[dict] | None:
    """The protection abilities of one keyword ("protection from Goblins"); None if `word` isn't
    protection from creature types (and colors or card types the keyword line reads already)."""
    m = re.fullmatch(r"protection from (\w+)((?:,? (?:and )?from \w+)*)", word.strip(), re.IGNORECASE)
    if m is None:
        return None
    names = [m.group(1)] + re.findall(r"from (\w+)", m.group(2))
    out = []
    for name in names:
        if name.lower() in PROTECTION:
            out.append({"kind": "keyword", "keyword": "protection", "from": PROTECTION[name.lower()]})
            continue
        kind = _creature_type(name) if name[:1].isupper() else None
        if kind is None:
            return None
        out.append({"kind": "keyword", "keyword": "protection", "from": f"subtype:{kind}"})
    if not any(ab["from"].startswith("subtype:") for ab in out):
        return None  # colors and card types alone: the keyword line's own reading
    return out
