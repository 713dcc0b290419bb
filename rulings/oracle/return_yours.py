""" "Return a land you control to its owner's hand" (the karoo lands: "When this land
enters, ...") and "return a creature you control to its owner's hand": not a target,
the permanent is chosen as the effect is applied (2007 413.2c, 2026 608.2d)."""
from __future__ import annotations

from .registry import effect_template


@effect_template(r"return an? (land|creature) you control to its owner's hand")
def return_one_you_control(eff, m):
    eff.steps.append({"do": "return_one_you_control", "type": m.group(1).capitalize()})
