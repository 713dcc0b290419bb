"""How a card name is looked up: case, punctuation and accents do not matter.

"lightning-bolt", "LIGHTNING BOLT" and "Lightning Bolt" share one key; so do
"Aether Vial" and "Æther Vial", "Jotun Grunt" and "Jötun Grunt".
"""
from __future__ import annotations

import re
import unicodedata

_LIGATURES = str.maketrans({"Æ": "Ae", "æ": "ae", "Œ": "Oe", "œ": "oe", "ß": "ss", "Ø": "O", "ø": "o"})
_NOT_ALNUM = re.compile(r"[^0-9a-z]+")


def folded(name: str) -> str:
    """Lower case, accents and ligatures taken off, every run of punctuation a space."""
    text = unicodedata.normalize("NFKD", name.translate(_LIGATURES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    return _NOT_ALNUM.sub(" ", text).strip()


def name_key(name: str) -> str:
    """The key two spellings of one name share: letters and digits only."""
    return folded(name).replace(" ", "")
