""" "Whenever a creature you control with a +1/+1 counter on it dies / attacks" (Gladehart
Cavalry, Elite Scaleguard): the trigger condition asks for a counter on the creature. A creature
that died is seen as it last existed on the battlefield, with the counters it had then (leaves-
the-battlefield abilities look back in time: 2007 410.10d; 2026 603.10a), since in the graveyard it
is a new object with none (2007 217.1c; 2026 400.7); an attacking creature has it as attackers
are declared."""
from __future__ import annotations

KINDS = ("+1/+1",)


def has_counter(trig: dict, event: str, data: dict) -> bool:
    kind = trig["with_counter"]
    if event == "leaves_play":
        return data.get("counters", {}).get(kind, 0) > 0
    return data["obj"].counters.get(kind, 0) > 0
