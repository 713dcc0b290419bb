""" "Earthbend N" (2026 701.66a), an instruction: "When this creature enters, earthbend 2.", "{2}{G}, {T}: Earthbend 2.
Activate only as a sorcery." (Ba Sing Se), "Earthbend 4." (Earthbending Lesson): the engine's `earthbend`
(rulings/engine/earthbend.py), whose target is the "target land you control" the keyword action's words say, with
the delayed ability that returns that land tapped when it dies or is put into exile. A number (1-20), or X where the sentence
says what it counts ("Earthbend X, where X is the number of Forests you control.", Rockalanche: counts_more.py's
"the number of"), counted as it resolves); "earthbend 1, then earthbend 1" (two targets of one word each) and "Whenever you earthbend"
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


@effect_template(r"earthbend X, where X is the number of (.+)")
def earthbend_x(eff, m):
    """ "Earthbend X, where X is the number of Forests you control." (Rockalanche): the count counts_more.py reads,
    counted as the instruction is followed (2026 608.2h); a card with an announced {X} stays text only."""
    from .counts_more import count_of
    if eff.card.has_x or eff.allow_x or any(st.get("do") == "earthbend" for st in eff.steps):
        raise NotUnderstood(m.group(0))
    count = count_of(eff, m.group(1))
    eff.steps.append({"do": "earthbend", "amount": count, "to": ref(eff, "target land you control", _LAND_YOU_CONTROL)})
