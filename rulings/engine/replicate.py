"""Replicate (2007: 502.52a; 2026: 702.56a): "Replicate [cost]" means "As an additional cost
to cast this spell, you may pay [cost] any number of times" and "When you cast this spell, if a
replicate cost was paid for it, copy it for each time its replicate cost was paid. If the spell
has any targets, you may choose new targets for any of the copies." The casting action pays it
with `pay: {"replicate": N}`: the cost N times is added to the total cost (2007: 409.1b, 409.1f;
2026: 601.2b, 601.2f). As the spell becomes cast the triggered ability triggers; as it
resolves it puts N copies onto the stack (effects/copies.put_copy: the copy's new targets are
the `copy_targets` of that action, one list per copy, 2007 503.10b / 2026 707.10c). A spell
with two instances of replicate pays each separately (502.52b / 702.56b): the engine has one
instance at most (a second is refused as the cost is paid)."""
from __future__ import annotations

from .effects.base import effect
from .errors import IllegalAction
from .log import emit
from .state import PendingTrigger
from .targets import display

TEXT = {False: "Replicate (When you play this spell, if a replicate cost was paid for it, copy it for each time its replicate "
               "cost was paid. If the spell has any targets, you may choose new targets for any number of the copies.)",
        True: "Replicate (When you cast this spell, if a replicate cost was paid for it, copy it for each time its replicate "
              "cost was paid. If the spell has any targets, you may choose new targets for any of the copies.)"}


def add_replicate(game, c, total: str, pay: dict, face_down: bool, name: str, cites: list) -> tuple[str, tuple]:
    """The total cost with the replicate cost added as many times as `pay.replicate` says,
    and what the spell remembers of it (its stack item's data)."""
    from .actions import add_costs
    times = int((pay or {}).get("replicate") or 0)
    if not times:
        return total, ()
    ability = None if face_down else c.keyword_ability("replicate")
    if ability is None:
        raise IllegalAction("replicate", f"pay.replicate: {name} has no replicate" + (" (it is cast face down)" if face_down else ""),
                            "playing_spell_steps")
    if c.keyword_count("replicate") > 1:
        raise IllegalAction("replicate", f"pay.replicate: {name} has more than one instance of replicate, each paid separately; "
                                         "the engine can't say which is paid", "playing_spell_steps")
    total = add_costs(total, *([ability["cost"]] * times))
    cites.append(("replicate", f"the replicate cost {ability['cost']} is paid {times} time{'s' if times != 1 else ''} "
                               "as an additional cost"))
    return total, (("replicate", times),)


def trigger(game, obj, item) -> None:
    """The spell became cast: if its replicate cost was paid, its replicate ability triggers."""
    times = item.get("replicate")
    if not times:
        return
    game.pending = game.pending + (PendingTrigger(item.controller, obj.id, obj.zcc, display(game, obj), TEXT[game.words.today],
                                                  ({"do": "replicate_copies"},), (), None, (("replicate_of", item),)),)
    emit(game, f"{display(game, obj)}'s replicate ability triggers: its replicate cost was paid {times} "
               f"time{'s' if times != 1 else ''}.",
         ("replicate", "when the spell is cast, if its replicate cost was paid, it is copied for each time it was paid"))


@effect("replicate_copies", internal=True)
def replicate_copies(game, st, ctx):
    """A copy for each time the replicate cost was paid, each of which may get new targets."""
    from .effects.copies import put_copy
    item = ctx.data.get("replicate_of")
    if item is None:
        return
    times = item.get("replicate") or 0
    why = (("replicate", f"its replicate cost was paid {times} time{'s' if times != 1 else ''}: a copy for each"),)
    for n in range(times):
        put_copy(game, item, ctx.controller, n, why)
