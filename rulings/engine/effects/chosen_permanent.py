""" "Target opponent chooses a creature they control. Destroy that creature" (Imperial Edict, Wei
Assassins): a player chooses one of the permanents they control as the spell or ability resolves
(2007 413.2c; 2026 608.2d: a choice made on resolution, by the player the instruction names), not
a target: nothing about the chosen creature (shroud, protection) stops it being chosen. The words
after it ("that creature") mean the chosen permanent: it becomes the effect's "it".

`player` names who chooses ("target:N", "you"); `chosen` the kind ("creature", the only one
the cards use). The choice is the action's `choices: {"source id": {"chosen_permanent": "id"}}`,
a permanent of that kind the player controls; none given, the player chooses the one of that kind
they control that came into play last (the log says it is the default). A player who controls
none chooses nothing, and "that creature" then names nothing (2007 413.2a; 2026 608.2b's spirit:
an instruction about an object that isn't there does nothing)."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from ..state import TargetRef
from ..targets import display
from .base import effect, resolve_ref

KINDS = ("creature",)


@effect("player_chooses_permanent", fields=("player", "chosen"))
def player_chooses_permanent(game, st, ctx):
    ctx.data["it"] = None
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    if ref is None or ref.kind != "player":
        return  # an illegal target player chooses nothing (2007 413.2a; 2026 608.2b)
    p = game.player_named(ref.id)
    kind = st.get("chosen", "creature")
    theirs = [o for o in game.in_play(p.index) if kind.capitalize() in characteristics(game, o).types]
    field = f'"choices": {{"{ctx.source_id}": {{"chosen_permanent": ...}}}}'
    given = made_for(game, ctx.source_id or "").get("chosen_permanent")
    why = ("choice_on_resolution", f"{p.name} makes the choice {ctx.source_name} tells them to make as it resolves")
    if given is not None and given not in {o.id for o in theirs}:
        raise IllegalAction("choice_on_resolution", f"{p.name} must choose a {kind} they control: the action's {field} names "
                                                    f"{given}, not one of {', '.join(sorted(o.id for o in theirs)) or 'none (they control none)'}",
                            "illegal_action_reversed")
    if not theirs:
        emit(game, f"{p.name} controls no {kind}, so {p.name} chooses nothing.", why)
        return
    if given is not None:
        obj, note = game.objects[given], ""
    else:
        obj = max(theirs, key=lambda o: o.timestamp)
        note = f" (no choice was given: the default, the {kind} they control that {game.words.came_into_play} last)"
    emit(game, f"{p.name} chooses {display(game, obj)}{note}.", why)
    ctx.data["it"] = TargetRef("object", obj.id, obj.zcc)
