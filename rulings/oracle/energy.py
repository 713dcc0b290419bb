"""Energy: "you get {E}{E}" (2026: 107.14, one energy counter per {E}),
in an ability or effect ("When this creature enters, you get {E}{E}"). Paying
{E} in an activated cost is read by activated.cost (`cost.energy`)."""
from __future__ import annotations

from .registry import effect_template


@effect_template(r"you get ((?:\{E\})+)")
def get_energy(eff, m):
    eff.steps.append({"do": "get_energy", "amount": m.group(1).count("{E}")})
