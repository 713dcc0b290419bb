""" "At the beginning of your upkeep and whenever you cast a green spell, put a charge counter on this artifact." (the
Shrines), "Whenever another creature you control enters and whenever you activate a power-up ability, put a +1/+1
counter on Marvel Boy." (Marvel Boy, Noh-Varr): one triggered ability with two trigger events, played as two triggered
abilities with the same effect, each its own event read by the other templates. An ability triggers once for each
time its trigger event occurs (2007 410.2; 2026 603.2c), whichever of the two events it is, and the effect is the
same, so the two are played alike.

Only an effect that puts counters (this family's); "This ability triggers only once each turn" (one limit for both
events) and a head or an effect either reading alone doesn't read stay text only."""
from __future__ import annotations

import json
import re

from .registry import NotUnderstood, ability_template, read_by_others

_HEAD = r"(?:At the beginning of|When(?:ever)?) [^,]+?"


def _puts_counters(steps) -> bool:
    return '"do": "put_counters"' in json.dumps(steps) or '"do": "put_counters_each"' in json.dumps(steps)


@ability_template(rf"({_HEAD}) and ((?:at the beginning of|when(?:ever)?) [^,]+), ([^\"]+)")
def two_trigger_events(card, m):
    rest = m.group(3)
    if re.search(r"triggers only once|This ability triggers", rest):
        raise NotUnderstood(m.group(0))
    out = []
    for head in (m.group(1), m.group(2)[0].upper() + m.group(2)[1:]):
        found = read_by_others(card, f"{head}, {rest}", lambda family, _fn: family == "counter_trigger_pairs")
        if not found or len(found) != 1 or found[0].get("kind") != "triggered":
            raise NotUnderstood(m.group(0))
        out.append({k: v for k, v in found[0].items() if k != "text"})
    if not _puts_counters(out[0].get("effect")) or out[0].get("effect") != out[1].get("effect"):
        raise NotUnderstood(m.group(0))
    return out
