""" "Target opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."" (Ob
Nixilis Reignited's −8; 2026 114.2): the target player puts the emblem into the command zone, and
owns and controls it, so its "you" is that player; its abilities function there (114.4,
rulings/engine/emblems.py). Only an emblem whose abilities are all triggered abilities the engine
plays on an emblem (planeswalkers.emblem_trigger: a step's or a draw's trigger with no target, no
condition and no word of its source) is read; any other stays text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template


@effect_template(r'(target opponent|target player) gets an emblem with "([^"]+)"\.?')
def target_gets_an_emblem(eff, m):
    from .compiler import _ability
    from .planeswalkers import emblem_trigger
    from .targets import ref
    inner = m.group(2)
    if eff.targets:
        raise NotUnderstood(m.group(0))  # the emblem's player is the ability's one target
    found = _ability(eff.card, inner)
    if not found or not all(ab.get("kind") == "triggered" and emblem_trigger(ab) for ab in found):
        raise NotUnderstood(inner)
    who = ref(eff, m.group(1))
    if who != "target:0":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "get_emblem", "player": who, "text": inner, "abilities": [{**ab, "text": inner} for ab in found]})
