""" "Return a land you control to its owner's hand" (the karoo lands) and "return a
creature you control to its owner's hand": no target; the permanent is chosen as the
effect is applied (2007 413.2c, 2026 608.2d), among those its controller controls
then, so one that has left meanwhile can't be chosen and it may be the source itself."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from ..targets import display
from ..zones import leave_play
from .base import effect

KINDS = ("Land", "Creature", "Artifact", "Enchantment", "Permanent")


def _fits(game, obj, ctx, st) -> bool:
    """Whether `obj` is of the kind the instruction describes: its type ("permanent": any), and
    "another" (not the source), "tapped", "nonland", one of `colors` ("a red or green creature")."""
    c = characteristics(game, obj)
    kind = st.get("type", "Land")
    return ((kind == "Permanent" or kind in c.types) and not (st.get("another") and obj.id == ctx.source_id)
            and not (st.get("tapped") and not obj.tapped) and not (st.get("nonland") and "Land" in c.types)
            and (not st.get("colors") or bool(set(st["colors"]) & set(c.colors or ()))))


def described(st) -> str:
    """ "another tapped red or green nonland creature", in the card's order."""
    colors = " or ".join(st.get("colors") or ())
    words = [w for w in ("another" if st.get("another") else "", "tapped" if st.get("tapped") else "", colors,
                         "nonland" if st.get("nonland") else "", st.get("type", "Land").lower()) if w]
    if not st.get("another"):
        words.insert(0, "an" if words[0][0] in "aeiou" else "a")
    return " ".join(words)


@effect("return_one_you_control", fields=("type", "another", "tapped", "nonland", "colors"))
def return_one_you_control(game, st, ctx):
    """The action's `choices` gives the permanent for this source
    (`{"source_id": {"cards": ["forest"]}}`); without a choice, the one of that kind its
    controller has controlled the shortest time (the last in play order), and the log says so.
    A choice that isn't a permanent of that kind its controller controls refuses the action."""
    p = game.players[ctx.controller]
    mine = [o for o in game.in_play(ctx.controller) if _fits(game, o, ctx, st)]
    what = f"{described(st)} {p.name} controls"
    if not mine:
        none = described(st).split(" ", 1)[1]  # "no tapped creature", "no other creature"
        emit(game, f"{p.name} controls no {'other ' if st.get('another') else ''}{none}: nothing is returned.",
             ("impossible_as_much_as_possible", "an effect that attempts something impossible does only as much as possible"))
        return
    given = made_for(game, ctx.source_id)
    named = list(given.get("cards") or ())
    if named:
        chosen = next((o for o in mine if o.id == named[0]), None)
        if chosen is None or len(named) != 1:
            raise IllegalAction("choice_on_resolution",
                                f"choices.{ctx.source_id}.cards must name exactly one: {what} "
                                f"({', '.join(o.id for o in mine)})")
        note = ""
    else:
        chosen = max(mine, key=lambda o: o.timestamp)
        note = " (no choice was given: the one that came under their control last)"
    name = display(game, chosen)
    leave_play(game, chosen, "hand", "returned")
    emit(game, f"{p.name} chooses {name}, {what}, as the ability resolves{note}: it is returned to its owner's hand.",
         ("choice_on_resolution", "the permanent is chosen as the effect is applied: it isn't a target"),
         ("zone_change_new_object", "when it changes zones it becomes a new object"))


def check_can_choose_return(game, ctx, st, you, what: str) -> None:
    """ "You may return another permanent you control to its owner's hand. If you do, ...": a player
    controlling no permanent of that kind can't choose to (2007 413.2c; 2026 608.2d), so what follows
    "if you do" doesn't happen (2026 118.12)."""
    if not any(_fits(game, o, ctx, st) for o in game.in_play(ctx.controller)):
        raise IllegalAction("choice_on_resolution", f"{you.name} controls no {'other ' if st.get('another') else ''}"
                                                    f"{described(st).split(' ', 1)[1]}, so they can't choose to {what}",
                            "illegal_action_reversed")
