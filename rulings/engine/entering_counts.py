""" "This creature enters with a +1/+1 counter on it for each creature that died this turn"
(Grizzly Ghoul): a static `comes_into_play` with `"counters": {"+1/+1": 1}` and `"per_count": {a
count}`, a replacement effect on how the permanent enters (2007 419.1b; 2026 614.1c): the count is
made as it enters, for its controller (the permanent itself the source, not yet on the
battlefield), and it enters with that many times each of `counters` (none if the count is 0)."""
from __future__ import annotations


def counters_per_count(game, obj, how: dict, name: str) -> tuple[dict, int]:
    """The counters `obj` enters with and the count read: each of `how["counters"]` times it."""
    from .effects.base import Ctx, amount_of
    n = amount_of(game, Ctx(controller=obj.controller, source_id=obj.id, source_name=name), how["per_count"])
    return {kind: k * n for kind, k in how["counters"].items()}, n
