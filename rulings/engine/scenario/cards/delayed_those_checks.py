"""Checking a delayed triggered ability that refers to every token the instruction before it made
(effects/delayed_those.py): `refers_to_those` is `true`, never beside `refers_to`, and its instructions are
in an `each_of_those`; `each_of_those` only inside such an ability, its own instructions checked."""
from __future__ import annotations

from ..fields import Checker
from .effect_checks import EFFECT_CHECKS, _delayed, effects


#: the paths of the delayed abilities with "refers_to_those" being checked: an each_of_those must be their effect
_OPEN: list[str] = []


def _delayed_those(v: Checker, st: dict, sp: str, depth: int) -> None:
    _OPEN.append(f"{sp}.effect[0]" if st.get("refers_to_those") is True else "")
    try:
        _delayed(v, st, sp, depth)
    finally:
        _OPEN.pop()
    if "refers_to_those" not in st:
        if any(isinstance(e, dict) and e.get("do") == "each_of_those" for e in st.get("effect") or ()):
            v.err(f"{sp}.effect", 'an "each_of_those" needs "refers_to_those": true on its delayed_trigger')
        return
    if st["refers_to_those"] is not True:
        v.err(f"{sp}.refers_to_those", "must be true")
    if "refers_to" in st:
        v.err(f"{sp}.refers_to", 'a delayed ability refers to one object ("refers_to") or to those tokens, not both')
    inner = st.get("effect") or []
    if not (isinstance(inner, list) and len(inner) == 1 and isinstance(inner[0], dict) and inner[0].get("do") == "each_of_those"):
        v.err(f"{sp}.effect", 'with "refers_to_those", one "each_of_those" instruction')


def _each_of_those(v: Checker, st: dict, sp: str, depth: int) -> None:
    if not _OPEN or _OPEN[-1] != sp:
        v.err(sp, "only in the effect of a delayed_trigger with \"refers_to_those\"")
    if depth < 3:
        effects(v, st.get("effect"), f"{sp}.effect", 0, depth + 1)
    else:
        v.err(f"{sp}.effect", "is nested too deeply")


EFFECT_CHECKS["delayed_trigger"] = _delayed_those
EFFECT_CHECKS["each_of_those"] = _each_of_those
