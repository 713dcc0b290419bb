"""'When you cycle this card and when this creature dies, <effect>' (the Sojourners of Alara Reborn: Esper,
Grixis, Naya and Bant Sojourners): one paragraph that says two triggered abilities with the same
effect, played as those two: "When you cycle this card, ..." (2026 702.29c: it triggers from the graveyard
the cycled card went to; the 2007 rules say only what cycling is, 502.18a, and what a trigger condition
is, 404.1: library.when_you_cycle) and "When ~ dies, ..." (2026 700.4,
603.10a; 2007 410.10c), each as the templates of its own words read it.

Precision: the effect must name neither the card nor the creature ("it", "its", "~": the cycled card in
a graveyard is another object than the creature that died, Jund Sojourners' "you may have it deal 1
damage" among them); both halves must read to one ability each with the same instructions and targets,
or the paragraph stays text only."""
from __future__ import annotations

import re

from .library import WHEN_YOU_CYCLE, when_you_cycle
from .registry import NotUnderstood, ability_template, read_by_others

_NAMES_AN_OBJECT_OF_ITS_OWN = re.compile(r"\b(?:it|its|it's|they|them|their)\b|~", re.IGNORECASE)


@ability_template(r"When you cycle (?:~|this card) and when ~ dies, ([^\"]+)")
def when_you_cycle_and_when_it_dies(card, m):
    text = m.group(1)
    if not card.is_permanent_creature or _NAMES_AN_OBJECT_OF_ITS_OWN.search(text):
        raise NotUnderstood(m.group(0))
    cycled = when_you_cycle(card, re.fullmatch(WHEN_YOU_CYCLE, f"When you cycle this card, {text}"))
    died = read_by_others(card, f"When ~ dies, {text}", lambda _family, fn: fn is when_you_cycle_and_when_it_dies)
    if len(cycled) != 1 or not died or len(died) != 1 or died[0].get("trigger") != {"event": "dies", "who": "self"}:
        raise NotUnderstood(m.group(0))
    same = [{k: v for k, v in ab.items() if k not in ("trigger", "text")} for ab in (cycled[0], died[0])]
    if same[0] != same[1]:
        raise NotUnderstood(m.group(0))  # the two halves read the words differently
    return [cycled[0], died[0]]
