""" "Corrupted — As long as an opponent has three or more poison counters, this creature has double strike."
(Apostle of Invasion), "... has deathtouch and lifelink" (Bonepicker Skirge), "... gets +N/+N": a creature's own
static ability, applied only while an opponent of its controller has that many poison counters (the engine's
`opponent_poison_at_least`, continuous.condition_holds; read whenever the ability's effect is: 2007 418.4a; 2026
611.3a). Corrupted is an ability word with no rules meaning (2026 207.2c); poison counters are a player's (2007
102.3d; 2026 122.1f). A poison count of a player reads no permanent's characteristics, so the ability may grant a
keyword. Another object ("creatures you control with toxic", "enchanted creature") stays text only."""
from __future__ import annotations

from . import conditions
from .registry import ability_template
from .statics import PT

_CORRUPTED = r"an opponent has three or more poison counters"
conditions.CONDITIONS += ((_CORRUPTED, "Corrupted", lambda m: {"opponent_poison_at_least": 3}),)
conditions.SAFE += ("opponent_poison_at_least",)


@ability_template(rf"Corrupted — As long as {_CORRUPTED}, ~ (?:gets {PT}(?: and has ([a-z ,]+))?|has ([a-z ,]+))\.")
def corrupted_static(card, m):
    pt = (m.group(1), m.group(2)) if m.group(1) else None
    return conditions._conditional(card, "Corrupted", "an opponent has three or more poison counters", pt, m.group(3) or m.group(4))
