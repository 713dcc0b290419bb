""" +1/+1 and -1/-1 counters removed from the permanent itself as a cost, beyond activated.py's
"Remove a / two / three +1/+1 counters from ~":

- "{B}, Remove a -1/-1 counter from this creature: ..." (Wickerbough Elder, Morselhoarder, Grim Poppet),
  "{1}, Remove four +1/+1 counters from this creature: Target player draws three cards." (Etched Oracle),
  "{W}{U}{B}{R}{G}, Remove five -1/-1 counters from this creature: ..." (Etched Monstrosity): part of the
  activation cost (2007 403.1; 2026 602.1a), paid by the permanent itself and only if it has that many,
  no partial payment (2007 409.1h; 2026 601.2h; the engine's costs.py `remove_counters`).
- "Remove two +1/+1 counters from this creature: It gets +4/+4 until end of turn." (Sawtooth Thresher),
  "... : Regenerate it." (Experiment One): "it" at the start of such an ability's effect, before anything
  else is named, is the permanent whose ability it is (activated.py reads "It deals ..." the same way).

The rest of the ability (other costs, the effect, "Activate only ...") is activated.py's, read as it reads
the same ability with a "Remove a +1/+1 counter from ~" cost; X counters and counters removed from another
creature ("from a creature you control", "from among creatures you control") stay text only.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others

_COUNT = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_PLACEHOLDER = "Remove a +1/+1 counter from ~"


def _its_effect(text: str) -> str:
    """ "It gets ...", "Regenerate it." at the start of the effect: this permanent ("~")."""
    if text.startswith("It gets "):
        return "~" + text[2:]
    if text == "Regenerate it." or text.startswith("Regenerate it. "):
        return "Regenerate ~." + text[len("Regenerate it."):]
    return text


@ability_template(r"((?:[^:\"—]+, )?)Remove (a|one|two|three|four|five|six) ([+-]1/[+-]1) counters? from ~: ([^\"]+)")
def remove_counters_from_self(card, m) -> list[dict]:
    n = _COUNT[m.group(2)]
    kind = m.group(3)
    if (n == 1) != (" counter from ~:" in m.group(0)) or not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if _PLACEHOLDER in m.group(1) or re.search(r"\bRemove\b", m.group(1)):
        raise NotUnderstood(m.group(0))  # a second counter cost
    effect = _its_effect(m.group(4))
    paragraph = f"{m.group(1)}{_PLACEHOLDER}: {effect}"
    found = read_by_others(card, paragraph, lambda _family, fn: fn is remove_counters_from_self)
    if not found or len(found) != 1:
        raise NotUnderstood(m.group(0))
    (ab,) = found
    if ab.get("kind") != "activated" or (ab.get("cost") or {}).get("remove_counters") != {"+1/+1": 1}:
        raise NotUnderstood(m.group(0))
    return [{**ab, "cost": {**ab["cost"], "remove_counters": {kind: n}}}]



@ability_template(r"((?:[^:\"—]+, )?)Remove a ([+-]1/[+-]1) counter from a creature you control: ([^\"]+)")
def remove_a_counter_from_a_creature_you_control(card, m) -> list[dict]:
    """ "{1}, Remove a +1/+1 counter from a creature you control: Create a 1/1 green Saproling creature token."
    (Ghave, Guru of Spores), "{B/G}, Remove a -1/-1 counter from a creature you control: This creature gets +3/+3
    until end of turn." (Quillspike): one counter from a creature of the player's choice as the cost is paid
    (rulings/engine/creature_counter_costs.py). An effect naming "it" or "that creature" (the source, or the
    creature the counter came from?) or a mana ability (its action names no creature) stays text only."""
    if re.search(r"\bRemove\b", m.group(1)) \
            or re.search(r"\b(it|its|that creature|this way)\b", m.group(3), re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    if not card.types or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    paragraph = f"{m.group(1)}{_PLACEHOLDER}: {m.group(3)}"
    found = read_by_others(card, paragraph, lambda _family, fn: fn in (remove_counters_from_self, remove_a_counter_from_a_creature_you_control))
    if not found or len(found) != 1:
        raise NotUnderstood(m.group(0))
    (ab,) = found
    cost = dict(ab.get("cost") or {})
    if ab.get("kind") != "activated" or cost.pop("remove_counters", None) != {"+1/+1": 1} \
            or any(str(st.get("do", "")).startswith("add_mana") for st in ab.get("effect") or ()):
        raise NotUnderstood(m.group(0))
    return [{**ab, "cost": {**cost, "remove_counter_from_creature": m.group(2)}}]
