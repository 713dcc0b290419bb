"""Damage dealt to you, with the source as the ability's "it".

- "Whenever a creature deals damage to you, destroy it." (No Mercy), "Whenever a permanent deals damage to
  you, return it to its owner's hand." (Dissipation Field), "Whenever a creature deals combat damage to you,
  destroy that creature. Create a 1/1 ... Spirit creature token with flying." (Teysa, Envoy of Ghosts):
  "it" / "that creature" is the source that dealt the damage (the engine's damage_to_you.py), which
  triggers the ability once for each source that dealt you damage (2007: 410.6; 2026: 603.2c), seen as
  it was when it dealt the damage (2007: 413.2f; 2026: 608.2h).
- "Whenever a source an opponent controls deals damage to you, you may put that many +1/+1 counters on this
  creature." (Retaliator Griffin): an instruction that names no source, "that many" being the damage dealt
  to you by that source.

Precision: only the instructions on the source listed in _ON_THE_SOURCE are read, and only as the first
sentence; "that creature" only after "a creature"; any other "it", "that", "its", "they" or "their" in the
ability (that source's controller, "that player") leaves it text only.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, parse_effect
from .text import sentences

_WHO = {"a creature": "damaging_creature", "a permanent": "damaging_permanent", "a source an opponent controls": "opponents_source",
        "a source you control": "yours_source", "a source": "any_source"}
#: what is done to the source: the engine's instruction on "it" (the source, damage_to_you.source_ref)
_ON_THE_SOURCE = {"destroy {it}": [{"do": "destroy", "what": "it"}],
                  "return {it} to its owner's hand": [{"do": "return_to_hand", "what": "it"}]}
_REFERS = re.compile(r"\b(?:it|its|that|those|they|them|their)\b", re.IGNORECASE)


@ability_template(r"Whenever (a creature|a permanent|a source an opponent controls|a source you control|a source) deals (combat )?damage to you, ([^\"]+)")
def deals_damage_to_you(card, m):
    """No Mercy, Dissipation Field, Teysa, Envoy of Ghosts, Retaliator Griffin (see the module's docstring)."""
    who = _WHO[m.group(1)]
    trigger = {"event": "deals_damage", "who": who, "to": "you"}
    if m.group(2):
        trigger["combat"] = True
    said = sentences(m.group(3))
    its = ("it", "that creature") if who == "damaging_creature" else ("it",)
    first = said[0].rstrip(".")
    for words, steps in _ON_THE_SOURCE.items():
        if first in (words.format(it=it) for it in its):
            rest = said[1:]
            if any(_REFERS.search(s) for s in rest):
                raise NotUnderstood(m.group(0))  # "that creature's controller", "it" after the source's instruction
            ability = {"kind": "triggered", "trigger": trigger, "effect": [dict(st) for st in steps]}
            if rest:
                eff = parse_effect(card, rest)
                if eff.targets:
                    raise NotUnderstood(m.group(0))
                ability["effect"] += eff.steps
            return [ability]
    if _REFERS.search(re.sub(r"\bthat (?:many|much)\b", "", m.group(3))):
        raise NotUnderstood(m.group(0))  # another instruction on the source, or "that player": not read here
    if re.search(r"\bthat many\b", m.group(3)):
        return _that_many(card, m, trigger)
    from .triggered import _triggered
    return _triggered(card, trigger, m.group(3))


def _that_many(card, m, trigger: dict) -> list[dict]:
    """ "you may put that many +1/+1 counters on ~": amounts.that_many_damage reads the instruction ("that
    many" is the damage of the trigger event), on this trigger (that source's damage to you)."""
    from .amounts import that_many_damage
    from .registry import ABILITY_TEMPLATES
    paragraph = f"Whenever ~ is dealt damage, {m.group(3)}"
    pattern = next(rx for _family, rx, fn in ABILITY_TEMPLATES if fn is that_many_damage)
    found = pattern.fullmatch(paragraph)
    if found is None:
        raise NotUnderstood(m.group(0))
    abilities = that_many_damage(card, found)
    for ab in abilities:
        ab["trigger"] = dict(trigger)
        for st in ab["effect"]:
            if st.get("do") == "may":  # the log's words: "it" would read as the source here
                st["text"] = re.sub(r"\bon it$", "on this creature", st.get("text", ""))
    return abilities


# "Whenever a source an opponent controls deals damage to you, if this artifact is untapped, you may draw a card"
# (Farsight Mask): an intervening "if" on the permanent itself, checked as the damage is dealt and again as the
# ability resolves (2007 404.3; 2026 603.4); the engine's source_tapped condition (storage_counters.py), false.
from . import intervening_if  # noqa: E402

intervening_if.CONDITIONS += ((r"~ is untapped", lambda m: {"source_tapped": False}),)
