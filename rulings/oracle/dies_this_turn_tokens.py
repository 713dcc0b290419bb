""" "Target creature gets +1/+0 until end of turn. When that creature dies this turn, create a 3/2 red and white
Spirit creature token." (Make Your Mark; Blessed Defiance, Felonious Rage, Scarblade's Malice, Otherworldly
Outburst): a delayed triggered ability the spell creates as it resolves (2007 404.4; 2026 603.7), watching the
one target the sentence before named, that triggers once if that creature dies this turn (2007 404.4b; 2026
603.7b): rulings/engine/dies_this_turn.py.

Only an effect that creates tokens (this family's), naming neither the creature nor its controller; "that
creature" / "it" only right after a sentence with one target; another target inside, "you may" or any other
word stays text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template, parse_effect


@effect_template(r"When (?:that creature|it) dies this turn, ((?:you )?create [^\"]+)")
def when_that_creature_dies_this_turn(eff, m):
    text = m.group(1)
    if eff.last_target is None or len(eff.targets) != 1 or re.search(r"\b(it|its|that creature|they|their|them|~)\b", text):
        raise NotUnderstood(m.group(0))
    inner = parse_effect(eff.card, [text])
    if inner.targets or any(st.get("do") != "create_token" for st in inner.steps):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "delayed_trigger", "at": "dies_this_turn", "refers_to": eff.last_target, "duration": "this_turn",
                      "text": m.group(0) + ".", "effect": inner.steps})
