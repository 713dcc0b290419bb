"""Power/toughness counters other than +1/+1 and -1/-1: "Put a +2/+2 counter on target creature" (Dwarven Armory),
"a +1/+2 counter" (Armor Thrull), "a -0/-1 counter" (Shield Sphere), "X +1/+0 counters" (Lightning Serpent). A +X/+Y
counter adds X to the creature's power and Y to its toughness, a -X/-Y counter subtracts them (2026 122.1a), applied
with the other counters (2007 418.5a sublayer 6c; 2026 613.4c layer 7c). Only +1/+1 and -1/-1 counters are removed in
pairs (2026 704.5q): these never are.

KINDS lists them; `put_counters`' `counter`, an object's `counters` and an expectation's `counters` accept them
(rulings/engine/scenario/), and continuous._apply_counters adds them."""
from __future__ import annotations

import re

#: the kinds printed on cards of the pool (Chimeras' +2/+2, Ebon Praetor's -2/-2, Contagion's -2/-1, ...)
KINDS = ("+1/+0", "+0/+1", "+1/+2", "+2/+0", "+2/+2", "-0/-1", "-0/-2", "-1/-0", "-2/-1", "-2/-2")


def pt(kind: str) -> tuple[int, int]:
    """ "+1/+2" -> (1, 2); "-0/-1" -> (0, -1)."""
    m = re.fullmatch(r"([+-])(\d+)/([+-])(\d+)", kind)
    sign = {"+": 1, "-": -1}
    return sign[m.group(1)] * int(m.group(2)), sign[m.group(3)] * int(m.group(4))


def modification(counters: dict) -> tuple[int, int]:
    """The power and toughness the P/T counters of KINDS on an object add together."""
    p = t = 0
    for kind in KINDS:
        n = counters.get(kind, 0)
        if n > 0:
            dp, dt = pt(kind)
            p, t = p + n * dp, t + n * dt
    return p, t
