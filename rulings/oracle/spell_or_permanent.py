""" "Return target spell or creature / permanent / nonland permanent to its owner's hand."
(Unsubstantiate, Venser, Shaper Savant's "When Venser enters, ..."): one target that is either any
spell on the stack or a permanent of the kind named (the target filter's `or_spell`,
rulings/engine/spell_or_permanent.py). A spell goes from the stack to its owner's hand without being
countered (effects/spell_to_hand.py), a permanent leaves play to its owner's hand; either way a new
object (2007 217.1c; 2026 400.7).

Only the phrases read here take a spell or a permanent: the general target grammar never makes this
filter, so no other template sees it. "Target spell or permanent becomes white", "Put target spell
or nonland permanent into its owner's library ..." stay text only.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template
from .targets import is_permanent, parse

#: what may follow "target spell or ": a permanent's phrase the grammar reads
_PERMANENTS = ("creature", "permanent", "nonland permanent")


def spell_or_permanent(phrase: str) -> dict:
    """The filter of "target spell or [creature | permanent | nonland permanent]"."""
    m = re.fullmatch(r"target spell or (.+)", " ".join(phrase.lower().split()))
    if m is None or m.group(1) not in _PERMANENTS:
        raise NotUnderstood(phrase)
    found = {} if m.group(1) == "permanent" else parse("target " + m.group(1))
    if not isinstance(found, dict) or not (found == {} or is_permanent(found)):
        raise NotUnderstood(phrase)
    return {**found, "or_spell": True}


@effect_template(r"return (target spell or (?:creature|permanent|nonland permanent)) to its owner's hand")
def return_spell_or_permanent(eff, m):
    """Unsubstantiate, Venser: the target goes to its owner's hand, from the stack or from play."""
    what = eff.target(spell_or_permanent(m.group(1)))
    eff.steps.append({"do": "return_to_hand", "what": what})
