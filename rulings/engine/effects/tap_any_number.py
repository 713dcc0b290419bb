""""Tap any number of untapped creatures you control." and what counts them, "for each creature
tapped this way" (Harmony of Nature, Orphans of the Wheat, Jaddi Lifestrider): a choice made as the
effect is followed (2007 413.2c; 2026 608.2d)."""
from __future__ import annotations

from ..log import emit
from ..targets import display
from .base import effect


@effect("tap_any_number", fields=())
def tap_any_number(game, st, ctx):
    """ "Tap any number of untapped creatures you control" (Harmony of Nature, Orphans of the Wheat):
    its controller chooses which as it resolves (2007 413.2c; 2026 608.2d), none to all of them, named
    by the resolving action's `choices` for the source, `{"source_id": {"tap": ["a", "b"]}}` (the
    engine never picks for a player: none given is refused naming the field). Each must be an
    untapped creature that player controls. Tapping them is not a cost, so a creature that came
    under their control this turn may be tapped. "For each creature tapped this way" counts them
    (`{"count": "tapped_this_way"}`, counted_amounts.py)."""
    from dataclasses import replace
    from ..choices import made_for
    from ..continuous import characteristics
    from ..errors import IllegalAction
    from ..state import TargetRef
    from .base import run
    p = game.players[ctx.controller]
    field = f'"choices": {{"{ctx.source_id}": {{"tap": [...]}}}}'
    given = made_for(game, ctx.source_id or "").get("tap")
    if given is None:
        raise IllegalAction("choice_on_resolution", f"{p.name} chooses which untapped creatures they control to tap as it resolves, and "
                                                    f"none were named: say it in the action's {field} (an empty list taps none)")
    if not isinstance(given, (list, tuple)) or len(set(map(str, given))) != len(given):
        raise IllegalAction("choice_on_resolution", f"the creatures tapped must be a list of different object ids (the action's {field})")
    chosen = []
    for oid in given:
        o = game.objects.get(oid) if isinstance(oid, str) else None
        if o is None or o.zone != "in_play" or o.controller != ctx.controller or o.tapped or not characteristics(game, o).is_creature:
            raise IllegalAction("choice_on_resolution", f"{oid} is not an untapped creature {p.name} controls (the action's {field})")
        chosen.append(o)
    emit(game, f"{p.name} chooses to tap {', '.join(display(game, o) for o in chosen) or 'no creature'}.",
         ("choice_on_resolution", f"{p.name}, who controls {ctx.source_name}, chooses which creatures to tap as it resolves"))
    for o in chosen:
        run(game, [{"do": "tap", "what": "it"}], replace(ctx, data={**ctx.data, "it": TargetRef("object", o.id, o.zcc)}))
    ctx.data["tapped_this_way"] = sum(1 for o in chosen if o.zone == "in_play" and o.tapped)


@effect("untap_up_to_lands", fields=("amount",))
def untap_up_to_lands(game, st, ctx):
    """ "Untap up to five lands" (Peregrine Drake, Frantic Search): no target, so its controller
    chooses which lands as it resolves (2007 413.2c; 2026 608.2d), any player's, none to `amount` of
    them, named by the resolving action's `choices` for the source, `{"source_id": {"untap_lands":
    ["f1", "f2"]}}` (none given is refused naming the field)."""
    from dataclasses import replace
    from ..choices import made_for
    from ..continuous import characteristics
    from ..errors import IllegalAction
    from ..state import TargetRef
    from .base import run
    p, most = game.players[ctx.controller], st.get("amount", 1)
    field = f'"choices": {{"{ctx.source_id}": {{"untap_lands": [...]}}}}'
    given = made_for(game, ctx.source_id or "").get("untap_lands")
    if given is None:
        raise IllegalAction("choice_on_resolution", f"{p.name} chooses up to {most} lands to untap as it resolves, and none were named: "
                                                    f"say it in the action's {field} (an empty list untaps none)")
    if not isinstance(given, (list, tuple)) or len(set(map(str, given))) != len(given) or len(given) > most:
        raise IllegalAction("choice_on_resolution", f"the lands untapped must be a list of at most {most} different object ids (the action's {field})")
    chosen = []
    for oid in given:
        o = game.objects.get(oid) if isinstance(oid, str) else None
        if o is None or o.zone != "in_play" or "Land" not in characteristics(game, o).types:
            raise IllegalAction("choice_on_resolution", f"{oid} is not a land {game.words.in_play} (the action's {field})")
        chosen.append(o)
    emit(game, f"{p.name} chooses to untap {', '.join(display(game, o) for o in chosen) or 'no land'} (up to {most}).",
         ("choice_on_resolution", f"{p.name}, who controls {ctx.source_name}, chooses which lands to untap as it resolves"))
    for o in chosen:
        run(game, [{"do": "untap", "what": "it"}], replace(ctx, data={**ctx.data, "it": TargetRef("object", o.id, o.zcc)}))
