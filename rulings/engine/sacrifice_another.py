""" "Sacrifice another artifact" (Legion Extruder), "Sacrifice another creature or artifact" (Thraxodemon,
Ahriman), "Sacrifice another artifact or creature" (Dreadmobile), "Sacrifice another creature or an
enchantment" (Skophos Warleader), "Sacrifice another Cleric" (Shadow-Rite Priest), "Sacrifice another
nonland permanent" (Gluttonous Troll): the cost's `sacrifice` kind `"another_" + kind` (the kind one of
costs.sacrifice_words's, "artifact", "creature_or_artifact", "subtype:Cleric", "nonland_permanent"). "another"
reaches over the whole description: a permanent of that kind other than the ability's source (so a source
that is itself an artifact can't be sacrificed for "another creature or artifact"). "another_creature" keeps
its own meaning (costs.py). "Sacrifice an artifact or another creature" (Malevolent Noble) is
"artifact_or_another_creature": the "_or_" kinds of costs.py, the second one "another_creature". Paid as any
one-permanent sacrifice, the permanent named in the action's `pay.sacrifice` (2007 409.1h; 2026 601.2h)."""
from __future__ import annotations

import re

BASE = r"creature|artifact|land|enchantment|planeswalker"
#: the kinds this module adds (the loader's and the schema's pattern)
PATTERN = (rf"another_(?:artifact|enchantment|land|nonland_permanent|nontoken_creature|subtype:[A-Z][A-Za-z-]*|(?:{BASE})_or_(?:{BASE}))"
           r"|artifact_or_another_creature")


def is_kind(sac: str) -> bool:
    return isinstance(sac, str) and re.fullmatch(PATTERN, sac) is not None


def applies(sac: str) -> bool:
    """Whether this module decides whether a permanent is of `sac` (not "another_creature", nor the "_or_"
    kinds whose parts costs.py checks one by one)."""
    return sac.startswith("another_") and sac != "another_creature"


def sacrificeable(game, obj, sac: str, source) -> bool:
    from .costs import _is_sacrificeable
    return obj.id != getattr(source, "id", None) and _is_sacrificeable(game, obj, sac[len("another_"):], source)


def words(sac: str) -> str:
    """ "another creature or artifact", "another Cleric", "another nonland permanent"."""
    from .costs import sacrifice_words
    rest = sacrifice_words(sac[len("another_"):])
    return "another " + re.sub(r"^an? ", "", rest)
