""" "When this enchantment enters and at the beginning of your upkeep, ..." / "When ~ enters and whenever you cast
a spell with mana value 5 or greater, ..." (Crack in Time, Up the Beanstalk, Old Rutstein, Brinelin, the Moon
Kraken): one ability with two trigger events, played as the two abilities the templates read alone, "When ~
enters, [effect]" and "[the other condition], [effect]", each triggering on its own event and doing the whole
effect each time its event occurs (2007 410.2; 2026 603.2c), as triggered.enters_or_leaves plays "enters or leaves the battlefield".

A line whose effect says "This ability triggers only once each turn" (one ability counting both events) or names
"this way" of the other event stays text only, as does any condition the templates don't read alone."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others
from .triggered import ENTERS


@ability_template(rf"When ~ {ENTERS} and ((?:whenever|at the beginning of) [^,]+), ([^\"]+)")
def enters_and_another_event(card, m):
    condition, effect = m.group(1), m.group(2)
    if re.search(r"only once each turn|triggers only once", effect, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    condition = re.sub(r"^whenever it ", "whenever ~ ", condition)  # "and whenever it deals combat damage" (Ivora)
    if re.search(r"\b(it|its)\b", condition):
        raise NotUnderstood(m.group(0))
    mine = enters_and_another_event

    def skip(_family, fn):
        return fn is mine
    first = read_by_others(card, f"When ~ enters, {effect}", skip)
    second = read_by_others(card, f"{condition[0].upper()}{condition[1:]}, {effect}", skip)
    if not first or not second or any(a.get("kind") != "triggered" for a in first + second):
        raise NotUnderstood(m.group(0))
    return first + second
