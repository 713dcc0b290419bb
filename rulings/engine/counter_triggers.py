"""Abilities that trigger as +1/+1 counters are put on their own permanent: "Whenever one
or more +1/+1 counters are put on ~" (`"trigger": {"event": "counters_put", "who": "self"}`).

Each time one or more +1/+1 counters are put on an object at once is one event (2026 603.2c:
it triggers once for the event, however many counters): the object counts them
(`GameObject.plus_one_puts`, one for each change that raises its +1/+1 counters: an
instruction, a keyword action, proliferate, or the counters it enters with, which are put
on it too, 2026 122.6). When the game settles (before a player would receive priority) each
count not seen before triggers the permanent's ability once for each event. A permanent
that left the battlefield before then triggers nothing (not read: such abilities stay in
play only). Under the 2007 rules the card's words are applied the same way; 122.6 is cited
only under 2026."""
from __future__ import annotations

from .continuous import characteristics
from .triggers import _trigger, triggered_abilities

EVENT = "counters_put"


def settle(game) -> None:
    for obj in list(game.objects.values()):
        if obj.plus_one_puts == obj.plus_one_seen:
            continue
        new = obj.plus_one_puts - obj.plus_one_seen
        obj.plus_one_seen = obj.plus_one_puts
        if obj.zone != "in_play" or new <= 0:
            continue
        for ab in triggered_abilities(characteristics(game, obj).abilities):
            if ab.get("trigger", {}).get("event") != EVENT:
                continue
            cites = (("counters_put", "+1/+1 counters were put on it (counters it entered with are put on it too)"),) \
                if game.rules.applies("counters_put") else ()
            for _ in range(new):
                _trigger(game, obj, obj.controller, ab, {}, extra_cites=cites)
