"""Casualty N (2026 702.153a): "As an additional cost to cast this spell, you may sacrifice a
creature with power N or greater," and "When you cast this spell, if a casualty cost was paid
for it, copy it. If the spell has any targets, you may choose new targets for the copy."
The casting action names the creature in `pay: {"casualty": ["id"]}` (601.2h: a cost paid as
the spell is cast); its power is read as it is sacrificed. The copy goes on the stack as the
trigger resolves (effects/copies.put_copy; new targets from the action's `copy_targets`).
A keyword later than February 2007: under those rules the spell is refused as it is cast
(free_cast.refuse_later_keyword)."""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect
from .errors import IllegalAction
from .free_cast import LATER_KEYWORDS
from .log import emit
from .state import PendingTrigger
from .targets import display

LATER_KEYWORDS["casualty"] = "702.153"
TEXT = ("Casualty (When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any targets, "
        "you may choose new targets for the copy.)")


def pay_casualty(game, player, obj, c, pay: dict, name: str) -> tuple:
    """Sacrifice the creature `pay.casualty` names, if any; the spell's data says it was paid."""
    chosen = list((pay or {}).get("casualty") or ())
    if not chosen:
        return ()
    ab = c.keyword_ability("casualty")
    if ab is None:
        raise IllegalAction("casualty", f"pay.casualty: {name} has no casualty", "illegal_action_reversed")
    n = int(ab.get("count", 0))
    if len(chosen) != 1:
        raise IllegalAction("casualty", f"pay.casualty names one creature to sacrifice, not {len(chosen)}", "illegal_action_reversed")
    victim = game.objects.get(chosen[0])
    vc = characteristics(game, victim) if victim is not None else None
    if victim is None or victim.zone != "in_play" or victim.controller != player.index or not vc.is_creature:
        raise IllegalAction("casualty", f"pay.casualty: {chosen[0]} is not a creature {player.name} controls", "illegal_action_reversed")
    if (vc.power or 0) < n:
        raise IllegalAction("casualty", f"pay.casualty: {display(game, victim)} has power {vc.power or 0}, less than {n}",
                            "illegal_action_reversed")
    from .costs import pay_other_costs
    pay_other_costs(game, player, obj, {"sacrifice": "creature"}, {"sacrifice": chosen}, name, "casualty")
    emit(game, f"{player.name} pays {name}'s casualty {n} cost: {display(game, victim)} (power {vc.power}) is sacrificed.",
         ("casualty", f"as an additional cost, a creature with power {n} or greater may be sacrificed"))
    return (("casualty_paid", True),)


def trigger(game, obj, item) -> None:
    """The spell became cast: if its casualty cost was paid, its casualty ability triggers."""
    if not item.get("casualty_paid"):
        return
    game.pending = game.pending + (PendingTrigger(item.controller, obj.id, obj.zcc, display(game, obj), TEXT,
                                                  ({"do": "casualty_copy"},), (), None, (("casualty_of", item),)),)
    emit(game, f"{display(game, obj)}'s casualty ability triggers: its casualty cost was paid.",
         ("casualty", "when the spell is cast, if a casualty cost was paid for it, it is copied"))


@effect("casualty_copy", internal=True)
def casualty_copy(game, st, ctx):
    from .effects.copies import put_copy
    item = ctx.data.get("casualty_of")
    if item is None:
        return
    put_copy(game, item, ctx.controller, 0, (("casualty", "its casualty cost was paid: the spell is copied, and new targets may be chosen"),))
