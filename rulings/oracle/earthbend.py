""" "Earthbend N" (2026 701.66a), an instruction: "When this creature enters, earthbend 2.", "{2}{G}, {T}: Earthbend 2.
Activate only as a sorcery." (Ba Sing Se), "Earthbend 4." (Earthbending Lesson): the engine's `earthbend`
(rulings/engine/earthbend.py), whose target is the "target land you control" the keyword action's words say, with
the delayed ability that returns that land tapped when it dies or is put into exile. A number only (1-20): "earthbend
X, where X is ...", "earthbend 1, then earthbend 1" (two targets of one word each) and "Whenever you earthbend"
(701.66b) stay text only. Later than the February 2007 rules: the engine refuses such a card under them.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import Phrases, ref

_LAND_YOU_CONTROL = Phrases(("target land you control",), None)


@effect_template(r"earthbend (\d+)")
def earthbend(eff, m):
    n = int(m.group(1))
    if not 1 <= n <= 20 or any(st.get("do") == "earthbend" for st in eff.steps):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "earthbend", "amount": n, "to": ref(eff, "target land you control", _LAND_YOU_CONTROL)})
