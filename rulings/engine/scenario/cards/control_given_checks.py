"""Checking the instructions that give a permanent to another player: "the player with the most life gains control
of this creature" (control_to_the_most.py): `most`, the measure ("life", "cards_in_hand", "creatures" or a creature
type such as "Wizard"); `what`, only "self" (the ability's own permanent); "an opponent gains control of this
artifact" (opponent_gains_control.py): `what`, "self" or a target."""
from __future__ import annotations

from ..fields import Checker
from .effect_checks import EFFECT_CHECKS


def _the_most_gains_control(v: Checker, st: dict, sp: str, depth: int) -> None:
    from ...control_to_the_most import MEASURES, valid_measure
    if not valid_measure(st.get("most")):
        v.err(f"{sp}.most", f"is required: one of {', '.join(MEASURES)} or a creature type, one capitalized word (\"Wizard\")")
    if st.get("what", "self") != "self":
        v.err(f"{sp}.what", 'must be "self": the permanent the ability is on')


EFFECT_CHECKS["the_most_gains_control"] = _the_most_gains_control  # 2007 418.5a; 2026 613.1b


def _opponent_gains_control(v: Checker, st: dict, sp: str, depth: int) -> None:
    what = st.get("what", "self")
    if not (what == "self" or (isinstance(what, str) and what.startswith("target:"))):
        v.err(f"{sp}.what", 'must be "self" or "target:N": the permanent an opponent gains')


EFFECT_CHECKS["opponent_gains_control"] = _opponent_gains_control  # 2007 418.5a; 2026 613.1b
