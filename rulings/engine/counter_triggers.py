"""Abilities that trigger as +1/+1 counters are put on permanents:

- "Whenever one or more +1/+1 counters are put on ~" (`"trigger": {"event": "counters_put", "who": "self"}`);
- "Whenever a +1/+1 counter is put on ~" (`"who": "self", "each_counter": true`): once for each counter;
- "Whenever one or more +1/+1 counters are put on a creature you control / another creature you control /
  another non-Hydra creature you control" (`"who": "creature_you_control"` / `"another_creature_you_control"`,
  with `not_subtypes`): once for each event that puts them on such a creature, its own controller's.

Each time one or more +1/+1 counters are put on an object at once is one event (2026 603.2c:
it triggers once for the event, however many counters): the object counts them
(`GameObject.plus_one_puts`, one for each change that raises its +1/+1 counters: an
instruction, a keyword action, proliferate, or the counters it enters with, which are put
on it too, 2026 122.6), and the counters themselves (`plus_one_added`). When the game settles
(before a player would receive priority) each count not seen before triggers the abilities once for
each event (or each counter). The creature is seen as it is then (a creature, its controller's, of its
subtypes); one that left the battlefield before then triggers nothing (not read: such abilities stay in
play only). Under the 2007 rules the card's words are applied the same way; 122.6 is cited only under
2026."""
from __future__ import annotations

from .continuous import characteristics
from .triggers import _trigger, triggered_abilities

EVENT = "counters_put"
#: the `who` of a counters_put trigger that watches the creatures its controller controls
WATCHERS = ("creature_you_control", "another_creature_you_control")


def settle(game) -> None:
    for obj in list(game.objects.values()):
        if obj.plus_one_puts == obj.plus_one_seen:
            continue
        new = obj.plus_one_puts - obj.plus_one_seen
        added = obj.plus_one_added - obj.plus_one_added_seen
        obj.plus_one_seen = obj.plus_one_puts
        obj.plus_one_added_seen = obj.plus_one_added
        if obj.zone != "in_play" or new <= 0:
            continue
        cites = (("counters_put", "+1/+1 counters were put on it (counters it entered with are put on it too)"),) \
            if game.rules.applies("counters_put") else ()
        for ab in triggered_abilities(characteristics(game, obj).abilities):
            tr = ab.get("trigger", {})
            if tr.get("event") != EVENT or tr.get("who") != "self":
                continue
            for _ in range(max(0, added) if tr.get("each_counter") else new):
                _trigger(game, obj, obj.controller, ab, {}, extra_cites=cites)
        _watchers(game, obj, new, cites)


def _watchers(game, obj, new: int, cites: tuple) -> None:
    """The abilities of the permanents of `obj`'s controller that watch their creatures."""
    chars = characteristics(game, obj)
    if not chars.is_creature:
        return
    for perm in list(game.in_play(obj.controller)):
        for ab in triggered_abilities(characteristics(game, perm).abilities):
            tr = ab.get("trigger", {})
            if tr.get("event") != EVENT or tr.get("who") not in WATCHERS:
                continue
            if tr["who"] == "another_creature_you_control" and perm is obj:
                continue
            if set(tr.get("not_subtypes", ())) & set(chars.subtypes):
                continue
            for _ in range(new):
                _trigger(game, perm, perm.controller, ab, {}, extra_cites=cites)
