""" "~ endures N" (2026 701.63a; the engine's endure.py, `{"do": "endure", "amount": N}`): its controller
creates an N/N white Spirit creature token unless they put N +1/+1 counters on it, chosen as the instruction
is followed:

- "When this creature enters, it endures 1." (Fortress Kin-Guard; "it" read as "~": object_referents.py);
- "Whenever another nontoken creature you control dies, Anafenza endures 2." (Anafenza, Unyielding Lineage);
- "{X}{B}, {T}, Pay X life: This creature endures X." (Krumar Initiate: the X announced with the cost);
- "you lose 1 life and this creature endures 1" (Sinkhole Surveyor): the life, then the endure, in order.

Only the permanent's own endure ("~"): "it endures X" of another creature (Warden of the Grove) stays text
only. Under the 2007 rules, which have no endure, the engine's instruction does nothing and says why."""
from __future__ import annotations

import re

from .damage import _amount
from .registry import NotUnderstood, effect_template, parse_sentence
from .text import NUMBER


def _endure(eff, word: str, sentence: str) -> None:
    n = _amount(eff, word)
    if not (n == "X" or isinstance(n, int) and n >= 1) or not eff.card.types or \
            {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(sentence)  # a permanent's own ability: "~" is the permanent
    eff.steps.append({"do": "endure", "amount": n})


@effect_template(rf"~ endures ({NUMBER})")
def endures(eff, m):
    """ "~ endures 2": this permanent."""
    _endure(eff, m.group(1), m.group(0))


@effect_template(rf"(you (?:lose|gain) (?:{NUMBER}) life) and ~ endures ({NUMBER})")
def life_and_endures(eff, m):
    """ "you lose 1 life and this creature endures 1": the life first, then the endure (2026 608.2c)."""
    before = len(eff.steps)
    parse_sentence(eff, m.group(1)[0].upper() + m.group(1)[1:])
    if len(eff.steps) != before + 1 or eff.steps[-1].get("do") not in ("lose_life", "gain_life"):
        raise NotUnderstood(m.group(0))
    _endure(eff, m.group(2), m.group(0))
