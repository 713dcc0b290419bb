""" "Choose two target creatures controlled by the same player. That player sacrifices one of them of
their choice" (Incriminate), "Their controller chooses and sacrifices one of them. Return the other to
its owner's hand" (Barrin's Spite), "Exile one of those creatures and put two +1/+1 counters on the
other" (Cannibalize): one of the two targets is chosen as the spell resolves (2007 413.2c; 2026
608.2d), by the targets' controller (`chooser: "their_controller"`) or by the spell's controller
(`"you"`); `for_chosen` is what happens to it and `for_other` to the other one, each reading it as
`"it"`.

An illegal target is not affected (2007 413.2a; 2026 608.2b): with one of the two illegal, the legal
one is the only one to choose, and there is no other. Two legal targets no longer controlled by the
same player (a control change in between) no longer meet the targets' requirement (same_controller.py):
both are illegal, and nothing happens. The choice is the action's `choices: {"source id":
{"chosen_one": "id"}}`, one of the legal targets; none given, the first target (the log says it is
the default)."""
from __future__ import annotations

from dataclasses import replace

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit, known, SACRIFICED
from ..state import TargetRef
from ..targets import display
from .base import effect, object_of, resolve_ref, run

CHOOSERS = ("their_controller", "you")


@effect("one_of_two_targets", fields=("chooser", "for_chosen", "for_other"))
def one_of_two_targets(game, st, ctx):
    legal = [o for o in (object_of(game, resolve_ref(game, ctx, f"target:{i}")) for i in (0, 1))
             if o is not None and o.zone == "in_play"]
    if not legal:
        return
    if len({o.controller for o in legal}) > 1:
        emit(game, f"{' and '.join(display(game, o) for o in legal)} are no longer controlled by the same player: neither is a "
                   f"legal target now, so {ctx.source_name} does nothing to them.",
             ("illegal_target_unaffected", "the targets no longer meet the requirement they were chosen by"))
        return
    owner_of_choice = legal[0].controller if st.get("chooser", "their_controller") == "their_controller" else ctx.controller
    who = game.players[owner_of_choice].name
    given = made_for(game, ctx.source_id or "").get("chosen_one")
    field = f'"choices": {{"{ctx.source_id}": {{"chosen_one": ...}}}}'
    if given is not None and given not in {o.id for o in legal}:
        raise IllegalAction("choice_on_resolution", f"{who} chooses one of {', '.join(o.id for o in legal)} (the legal targets), "
                                                    f"not {given} (the action's {field})", "illegal_action_reversed")
    chosen = next(o for o in legal if o.id == given) if given is not None else legal[0]
    note = "" if given is not None else " (no choice was given: the default, the first target)"
    cites = [("choice_on_resolution", f"{who} makes the choice {ctx.source_name} asks for as it resolves")]
    if len(legal) == 1:
        cites.append(("illegal_target_unaffected", "the other target is illegal now: it can't be chosen or affected"))
    emit(game, f"{who} chooses {display(game, chosen)}{note}.", *cites)
    run(game, st.get("for_chosen") or [], replace(ctx, data={**ctx.data, "it": TargetRef("object", chosen.id, chosen.zcc)}))
    for other in legal:
        if other is not chosen and other.zone == "in_play" and st.get("for_other"):
            run(game, st["for_other"], replace(ctx, data={**ctx.data, "it": TargetRef("object", other.id, other.zcc)}))


@effect("its_controller_sacrifices", fields=("what",))
def its_controller_sacrifices(game, st, ctx):
    """ "That player sacrifices [the chosen one]": the permanent's controller sacrifices it (moves it
    from play to its owner's graveyard), whoever controls the spell; nothing if it is gone."""
    from ..zones import leave_play
    obj = object_of(game, resolve_ref(game, ctx, st.get("what", "it")))
    if obj is None or obj.zone != "in_play":
        return
    who, name = game.players[obj.controller].name, display(game, obj)

    def said(zone: str) -> None:
        if zone != "graveyard":
            emit(game, f"{who} sacrifices {name}.")
        else:
            emit(game, f"{who} sacrifices {name}; it is put into its owner's graveyard.", *known(game, SACRIFICED),
                 ("countered_destroyed_to_graveyard", "a sacrificed permanent goes to its owner's graveyard"))
    leave_play(game, obj, "graveyard", "sacrifice", said=said)
