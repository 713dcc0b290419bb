""""You may sacrifice another creature. If you do, ..." (Heart-Piercer Manticore),
"You may sacrifice it" (Mindstab Thrull): a permanent sacrificed as the optional
action of the engine's `may` (its `pay_sacrifice`), chosen as the effect is applied
(2007: 413.2c; 2026: 608.2d, 118.12: the action is a cost paid on resolution; only
a permanent its controller controls, 2026 701.21a). The permanent is named in the
action's choices for the source, `{"source_id": {"may": true, "sacrifice": ["id"]}}`
("self": the source itself, which must still be on the battlefield under their
control). Choosing to sacrifice what they can't refuses the action."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from ..targets import display

#: what may be sacrificed: the card types it must have, and whether the source itself is excluded ("another")
WHAT = {"creature": (("Creature",), False), "another_creature": (("Creature",), True),
        "artifact": (("Artifact",), False), "another_artifact": (("Artifact",), True),
        "land": (("Land",), False), "another_creature_or_artifact": (("Creature", "Artifact"), True)}
KINDS = ("self", *WHAT)


def sacrificeable(game, ctx, you, what: str) -> list:
    if what == "self":
        obj = game.objects.get(ctx.source_id)
        return [obj] if obj is not None and obj.zone == "in_play" and obj.controller == you.index else []
    types, another = WHAT[what]
    return [o for o in game.in_play(you.index) if (not another or o.id != ctx.source_id)
            and any(t in characteristics(game, o).types for t in types)]


def chosen_sacrifice(game, ctx, you, what: str, text: str):
    """The permanent the player chose to sacrifice, or IllegalAction (413.2c / 608.2d)."""
    ok = sacrificeable(game, ctx, you, what)
    if what == "self":
        if not ok:
            raise IllegalAction("choice_on_resolution", f"the permanent isn't on the battlefield under {you.name}'s control, "
                                                        f"so they can't choose to {text}", "illegal_action_reversed")
        return ok[0]
    named = made_for(game, ctx.source_id).get("sacrifice") or []
    if len(named) != 1 or named[0] not in {o.id for o in ok}:
        raise IllegalAction("choice_on_resolution",
                            f"to {text}, choices.{ctx.source_id}.sacrifice must name one permanent {you.name} can sacrifice: "
                            f"{', '.join(o.id for o in ok) or 'none'}", "illegal_action_reversed")
    return game.objects[named[0]]


def sacrifice(game, ctx, you, obj) -> None:
    from ..zones import leave_play
    emit(game, f"{you.name} sacrifices {display(game, obj)}.",
         ("choice_on_resolution", f"{you.name} chooses what to sacrifice as the effect is applied"))
    leave_play(game, obj, "graveyard", "sacrifice")
