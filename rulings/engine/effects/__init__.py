"""Following the instructions of a resolving spell or ability (413.2b): one
function per instruction, registered by the name the scenario format uses
(`@effect("damage")`). The validator and the JSON Schema list the kinds from
this registry, so a new instruction is written in one place."""
from __future__ import annotations

from . import characteristics, copies, damage, delayed, each, equip, flip, mana, moves, players, redirection, suspend, tokens  # noqa: F401  (they register)
from . import library  # noqa: F401  (scry, surveil, mill, search, shuffle, investigate)
from . import rampage  # noqa: F401
from . import until  # noqa: F401  (exile until the source leaves, 610.3)
from . import blocking, graveyard, hand, optional, unless  # noqa: F401  (they register)
from .base import EFFECTS, STOP, Ctx, EffectKind, amount_of, effect, kinds, object_of, resolve_ref, run
from .characteristics import ability_name
from .damage import deal_damage
from .equip import why_cant_equip

EFFECT_KINDS = kinds()
INTERNAL_EFFECTS = kinds(internal=True)

__all__ = ["EFFECTS", "EFFECT_KINDS", "INTERNAL_EFFECTS", "STOP", "Ctx", "EffectKind", "ability_name", "amount_of",
           "deal_damage", "effect", "kinds", "object_of", "resolve_ref", "run", "why_cant_equip"]
