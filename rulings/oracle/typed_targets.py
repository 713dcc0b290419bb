"""A target named by its creature type alone: "Target Soldier gains flying until end of turn" (Air Marshal),
"{G}, {T}: Target attacking Human gets +1/+1 until end of turn" (Crossroads Consecrator), "target Knight you control
gains deathtouch and lifelink until end of turn" (Blacklance Paragon).

"Target Soldier" is a permanent with the creature type Soldier (2007 212.3d, 415.1; 2026 205.3m, 115.1): a creature,
or a noncreature permanent with creature types (2007 tribal, 2026 kindred). The grammar reads it as that filter
(target_phrases_more.subtypes: `{"subtypes": ["Soldier"]}`, no card type), so a noncreature Soldier stays a legal
target, as the rules say; pump.py's "gets +N/+N until end of turn" and "gains [keyword] until end of turn" accept it
as a creature phrase: the pump and the keyword do nothing to a noncreature while it isn't a creature (2026 208.3),
and the effect applies once it is one that turn (2007 418.3a; 2026 611.2a)."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .targets import CREATURE_TARGET_PHRASES, Phrases, is_creature, is_permanent


def is_creature_typed(s) -> bool:
    """A permanent with one of these creature types, and no card type said."""
    return isinstance(s, dict) and is_permanent(s) and "types" not in s and bool(s.get("subtypes")) \
        and all(t in CREATURE_TYPES for t in s["subtypes"]) and not {"any_of", "player"} & set(s)


#: pump.py's creature phrases and "target Soldier"
PUMP_TARGETS = Phrases(CREATURE_TARGET_PHRASES, lambda s: is_creature(s) or is_creature_typed(s))
