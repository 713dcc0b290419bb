"""Following the instructions of a resolving spell or ability (413.2b): one
function per instruction, registered by the name the scenario format uses
(`@effect("damage")`). The validator and the JSON Schema list the kinds from
this registry, so a new instruction is written in one place."""
from __future__ import annotations

from . import characteristics, copies, damage, delayed, each, equip, flip, mana, moves, players, redirection, suspend, tokens  # noqa: F401  (they register)
from . import library  # noqa: F401  (scry, surveil, mill, search, shuffle, investigate)
from . import rampage  # noqa: F401
from . import afflict, echo, fabricate, modular  # noqa: F401
from . import until  # noqa: F401  (exile until the source leaves, 610.3)
from . import blocking, graveyard, hand, optional, unless  # noqa: F401  (they register)
from . import returning  # noqa: F401  (persist and undying, 702.79a, 702.93a)
from .. import evolve  # noqa: F401  (its internal instruction, 702.100a)
from . import proliferate  # noqa: F401  (proliferate, 701.34a)
from . import energy  # noqa: F401  (energy counters, 107.14)
from . import monstrosity  # noqa: F401  (monstrosity and adapt, 701.37 / 701.46)
from . import return_yours  # noqa: F401  ("return a land / creature you control to its owner's hand")
from . import unearth  # noqa: F401  (unearth, 2026 702.84a)
from .. import prevention_statics  # noqa: F401  (its instruction prevent_all_damage_this_turn, 615.1a)
from .base import EFFECTS, STOP, Ctx, EffectKind, amount_of, effect, kinds, object_of, resolve_ref, run
from .characteristics import ability_name
from .damage import deal_damage
from .equip import why_cant_equip

EFFECT_KINDS = kinds()
INTERNAL_EFFECTS = kinds(internal=True)

__all__ = ["EFFECTS", "EFFECT_KINDS", "INTERNAL_EFFECTS", "STOP", "Ctx", "EffectKind", "ability_name", "amount_of",
           "deal_damage", "effect", "kinds", "object_of", "resolve_ref", "run", "why_cant_equip"]
