""" Cast triggers for a spell by what it targets: "Repartee — Whenever you cast an instant or sorcery spell that
targets a creature, put a +1/+1 counter on this creature." (Lecturing Scornmage), "... this creature gets +1/+1
until end of turn." (Rehearsed Debater), "Whenever you cast a spell that targets a creature you control, draw a
card." (Season of Growth), "... a creature you don't control" (Legolas, Master Archer), "... one or more
permanents" (Tiller of Flesh).

The trigger is the engine's cast trigger with the `spell_is` key `targets_a` (rulings/engine/cast_targets.py): a
filter of permanents, one of the spell's targets as it became cast (2026 601.2c, 601.2i; 2007 409.1c, 409.1i).
The instructions are read by the other templates; any that names the spell ("that spell", "it", "copy it",
"its mana value") stays text only, as triggered.casts leaves it. A target phrase that says a player, a card in
a graveyard or only one target ("targets only ...", "a single ...") stays text only too.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

#: the ability words these triggers are printed with (no rules meaning: 2026 207.2c; 2007 has none of them)
_ABILITY_WORDS = r"(?:(?:Repartee|Heroic) — )?"
_SPELLS = {"a spell": "any", "an instant or sorcery spell": "instant_or_sorcery", "a noncreature spell": "noncreature",
           "a creature spell": "creature"}
_WHOSE = {"you cast": "your", "an opponent casts": "opponent", "a player casts": "each"}
#: what the spell targets, as the target grammar reads it after "target"; "one or more permanents" is any permanent
_WHAT = r"(a creature|a creature you control|a creature you don't control|an? (?:artifact|enchantment|land|planeswalker|permanent)(?: or (?:artifact|enchantment|land|planeswalker|creature))?|one or more permanents)"


def targets_filter(words: str) -> dict:
    from .targets import parse
    if words == "one or more permanents":
        return {}
    flt = parse("target " + words.split(" ", 1)[1])
    if not isinstance(flt, dict) or set(flt) & {"zone", "player", "up_to", "or_spell", "other"}:
        raise NotUnderstood(words)
    return flt


@ability_template(rf"{_ABILITY_WORDS}Whenever (you cast|an opponent casts|a player casts) ({'|'.join(_SPELLS)}) that targets {_WHAT}, ([^\"]+)")
def cast_spell_that_targets(card, m):
    from .triggered import _triggered
    text = m.group(4)
    if re.search(r"\b(that spell|the spell|spell's|it|its|that player|mana value|those|that permanent|that creature|the target)\b",
                 text, re.IGNORECASE):
        raise NotUnderstood(text)  # the spell or its target named: not read here
    trigger = {"event": "plays_spell", "whose": _WHOSE[m.group(1)], "spell": _SPELLS[m.group(2)],
               "spell_is": {"targets_a": targets_filter(m.group(3))}}
    return _triggered(card, trigger, text)
