"""Conspire (2026 702.78a): "As an additional cost to cast this spell, you may tap two untapped
creatures you control that each share a color with it" and "When you cast this spell, if its
conspire cost was paid, copy it. If the spell has any targets, you may choose new targets for
the copy." The casting action names the two creatures in `pay: {"conspire": ["id", "id"]}`
(601.2h); no {T} symbol, so summoning sickness doesn't matter. The copy goes on the stack as
the trigger resolves (effects/copies.put_copy; new targets from that action's `copy_targets`).
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

LATER_KEYWORDS["conspire"] = "702.78"
TEXT = ("Conspire (When you cast this spell, if its conspire cost was paid, copy it. If the spell has any targets, "
        "you may choose new targets for the copy.)")


def pay_conspire(game, player, obj, c, pay: dict, name: str) -> tuple:
    """Tap the two creatures `pay.conspire` names, if any; the spell's data says it was paid."""
    chosen = list((pay or {}).get("conspire") or ())
    if not chosen:
        return ()
    if not c.has_keyword("conspire"):
        raise IllegalAction("conspire", f"pay.conspire: {name} has no conspire", "illegal_action_reversed")
    if len(set(chosen)) != 2 or len(chosen) != 2:
        raise IllegalAction("conspire", f"pay.conspire names two different creatures to tap, not {', '.join(chosen)}",
                            "illegal_action_reversed")
    colors = set(c.colors)
    for oid in chosen:
        o = game.objects.get(oid)
        if o is not None and not colors & set(characteristics(game, o).colors):
            raise IllegalAction("conspire", f"pay.conspire: {display(game, o)} shares no color with {name}", "illegal_action_reversed")
    from .costs import _tap_creature
    for oid in chosen:
        _tap_creature(game, player, [oid], name, "conspire", field="conspire")
    emit(game, f"{player.name} pays {name}'s conspire cost: two untapped creatures that share a color with it are tapped.",
         ("conspire", "as an additional cost, two untapped creatures that each share a color with it may be tapped"))
    return (("conspire_paid", True),)


def trigger(game, obj, item) -> None:
    """The spell became cast: if its conspire cost was paid, its conspire ability triggers."""
    if not item.get("conspire_paid"):
        return
    game.pending = game.pending + (PendingTrigger(item.controller, obj.id, obj.zcc, display(game, obj), TEXT,
                                                  ({"do": "conspire_copy"},), (), None, (("conspire_of", item),)),)
    emit(game, f"{display(game, obj)}'s conspire ability triggers: its conspire cost was paid.",
         ("conspire", "when the spell is cast, if its conspire cost was paid, it is copied"))


@effect("conspire_copy", internal=True)
def conspire_copy(game, st, ctx):
    from .effects.copies import put_copy
    item = ctx.data.get("conspire_of")
    if item is not None:
        put_copy(game, item, ctx.controller, 0, (("conspire", "its conspire cost was paid: the spell is copied, and new targets may be chosen"),))
