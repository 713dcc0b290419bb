""""Discover N" (2026 701.57a), in a spell or an ability: rulings/engine/discover.py. Only a
number: "discover X, where X is ..." stays text only, and so does anything that reads the
discovered card afterwards ("If the discovered card's mana value is less than 10, ...")."""
from __future__ import annotations

from .registry import effect_template


@effect_template(r"discover (\d+)")
def discover(eff, m):
    eff.steps.append({"do": "discover", "amount": int(m.group(1))})
