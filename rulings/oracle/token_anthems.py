""" "Zombie tokens you control have flying." (Eternal Skylord; Dreadhorde Twins, Gleaming Overseer, Vizier of the
Scorpion), "Attacking tokens you control have deathtouch." (Bone-Cairn Butcher, Starry-Eyed Skyrider): a static
ability for the creatures its controller controls that are tokens (2026 111.1; 2007 216.1) and of that creature
type, or attacking, read continuously as it applies (2026 613; 2007 418.5; the filter's `token`, `subtype`,
`attacking`).

Only keywords the statics read ("have flying", "have hexproof and menace"); a creature type the rules list. A
noncreature token has no creature type and can't be attacking, so the creatures are all these words say."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template
from .statics import _statics


@ability_template(r"([A-Z][a-z]+) tokens you control have ([a-z ,]+)\.")
def kind_of_tokens_have(card, m):
    kind = m.group(1)
    if kind == "Attacking":
        flt: dict = {"token": True, "attacking": True, "you_control": True}
    elif kind in CREATURE_TYPES:
        flt = {"token": True, "subtype": kind, "you_control": True}
    else:
        raise NotUnderstood(m.group(0))  # "Creature tokens" (token_abilities.py), "Incubator tokens" ...
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, None, m.group(2))
