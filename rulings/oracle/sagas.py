"""A Saga's chapter abilities (2026 714.2; rulings/engine/sagas.py): "I — [effect]", "II, III —
[effect]" is "When one or more lore counters are put onto this Saga, if the number of lore counters
on it was less than N and became at least N, [effect]" for each N. The effect is read as the same
effect of an enters ability would be ("When this Saga enters, [effect]"), and the ability then
triggers on its chapters instead. The reminder ("As this Saga enters and after your draw step, add
a lore counter. Sacrifice after III.") restates 714.3-714.4, which the engine applies to any Saga."""
from __future__ import annotations

from .dice import FLAVOR
from .registry import NotUnderstood, ability_template, read_by_others

ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
_NUMERAL = r"(?:VII|VI|V|IV|III|II|I)"


@ability_template(rf"({_NUMERAL}(?:, {_NUMERAL})*) — (.+)")
def chapter(card, m):
    if "Saga" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    chapters = [ROMAN[n] for n in m.group(1).split(", ")]
    if chapters != sorted(set(chapters)):
        raise NotUnderstood(m.group(0))
    effect = FLAVOR.sub("", m.group(2), count=1)  # "I — Aerospark — Exile ...": a flavor word, no rules meaning (2026 207.2d)
    for text in dict.fromkeys((effect[0].lower() + effect[1:], effect)):  # "Create ..." -> "create ..."; "Knights you control ..."
        found = read_by_others(card, f"When ~ enters, {text}", lambda _family, fn: fn is chapter)
        if found and len(found) == 1 and found[0].get("kind") == "triggered" \
                and found[0].get("trigger") == {"event": "comes_into_play", "who": "self"} and "if" not in found[0]:
            return [{**found[0], "trigger": {"event": "chapter", "chapters": chapters}}]
    raise NotUnderstood(m.group(0))

