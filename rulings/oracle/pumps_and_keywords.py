"""Two pump wordings joined to a keyword, each half of which other templates already read:

- an Aura's or Equipment's counted pump and its keyword: "Enchanted creature gets +1/+1 for each Plains you
  control and has flying" (Armored Ascension), "... for each Aura attached to it and has vigilance"
  (Auramancer's Guise), "Equipped creature gets +1/+0 for each Gate you control and has vigilance and menace"
  (Glaive of the Guildpact): the counted static pump (static_counts.py / conditions.py, recounted each time
  power and toughness are read: 2007 418.4a, 418.5a; 2026 611.3a, 613.4c) and a static grant of the keyword;
- a keyword until end of turn and evasion this turn: "Target creature gains vigilance until end of turn and
  can't be blocked this turn" (Pym Particles), "This creature gains shroud until end of turn and can't be
  blocked this turn" (Cephalid Inkshrouder): the grant and the restriction, to the same creature (2007 418.3a;
  2026 611.2a)."""
from __future__ import annotations

import re

from .keywords import granted
from .pump import _steps
from .registry import NotUnderstood, ability_template, effect_template, read_by_others
from .targets import TARGET_RE


@ability_template(r"((?:Enchanted|Equipped) creature gets [+-]\d+/[+-]\d+ for each [^.,]+?) and has ([a-z ,]+)\.")
def counted_pump_and_keyword(card, m):
    """The counted pump read as its own sentence by the templates that read it, then the keyword."""
    pump = read_by_others(card, m.group(1) + ".", lambda family, fn: fn is counted_pump_and_keyword)
    if not pump or not all(ab.get("kind") == "static" and "pump" in ab and "for_each" in ab for ab in pump):
        raise NotUnderstood(m.group(0))
    affects = pump[0]["affects"]
    return pump + [{"kind": "static", "affects": affects, "gains": ab} for ab in granted(m.group(2))]


@effect_template(rf"(~|{TARGET_RE}) gains ([a-z ,]+?) until end of turn and (can't be blocked this turn|can't block this turn)")
def gains_and_this_turn(eff, m):
    """The keyword until end of turn, then "can't be blocked this turn" / "can't block this turn" said of the
    same creature (combat_requirements.py's THIS_TURN)."""
    from .combat_requirements import THIS_TURN, creature_ref
    to = creature_ref(eff, m.group(1))
    eff.steps += _steps(to, None, granted(m.group(2)))
    eff.steps += [{"do": do, "to": to} for do in THIS_TURN[m.group(3).lower()]]


# "~ gets +1/+1 for each Equipment you control" (Adelbert Steiner, Militant Inquisitor): the artifact subtype's plural is
# its singular (2007 212.2g; 2026 205.3g), read by power_toughness.count as "Forests you control" is (static_counts.py)
from .power_toughness import SUBTYPES as _COUNTED_SUBTYPES  # noqa: E402

_COUNTED_SUBTYPES.setdefault("Equipment", "Equipment")
