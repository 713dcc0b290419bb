"""Offspring (2026: 702.175a) and squad (702.157a): an optional additional cost
paid as the creature spell is cast, and a triggered ability linked to it that
makes token copies of the creature as it enters.

"Offspring [cost]" means "You may pay an additional [cost] as you cast this
spell" and "When this permanent enters, if its offspring cost was paid, create
a token that's a copy of it, except it's 1/1." "Squad [cost]" means "As an
additional cost to cast this spell, you may pay [cost] any number of times"
and "When this creature enters, if its squad cost was paid, create a token
that's a copy of it for each time its squad cost was paid." The action pays
them with `pay: {"offspring": true}` / `pay: {"squad": N}`; the costs are
added to the total cost (601.2f). Only the permanent a spell whose cost was
paid became triggers: a token copy (or a permanent put onto the battlefield
without being cast) has the keyword but no cost was paid for it. Both are
later than February 2007: under those rules paying them is refused."""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .state import PendingTrigger
from .targets import display

#: keyword -> its reminder of the triggered ability, and the exceptions of its copies
TRIGGERED = {
    "offspring": ("When this creature enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1.",
                  {"base_pt": [1, 1]}),
    "squad": ("When this creature enters, if its squad cost was paid, create a token that's a copy of it for each time "
              "its squad cost was paid.", {}),
}


def add_paid(game, c, total: str, pay: dict, face_down: bool, name: str, cites: list) -> tuple[str, tuple]:
    """The total cost with the offspring cost or the squad costs the action pays
    added; and what to remember on the spell (its stack item's data)."""
    from .actions import add_costs
    data: tuple = ()
    for kw, times in (("offspring", 1 if (pay or {}).get("offspring") else 0), ("squad", int((pay or {}).get("squad") or 0))):
        if not times:
            continue
        if not game.rules.applies(kw):
            raise IllegalAction("total_cost", f"pay.{kw}: {kw} is later than February 2007; the {game.rules.title} don't have it, "
                                              "so no such cost can be paid")
        ability = None if face_down else c.keyword_ability(kw)
        if ability is None:
            raise IllegalAction(kw, f"pay.{kw}: {name} has no {kw}" + (" (it is cast face down)" if face_down else ""),
                                "playing_spell_steps")
        total = add_costs(total, *([ability["cost"]] * times))
        said = f"the {kw} cost {ability['cost']}" + (f" is paid {times} times" if times > 1 else " is paid")
        cites.append((kw, f"{said} as an additional cost"))
        data += ((kw, times),)
    return total, data


def trigger_paid(game, obj, item) -> None:
    """As the permanent the spell became enters, the ability linked to each cost
    paid for it triggers (the intervening "if" is true: 603.4)."""
    for kw, (text, how) in TRIGGERED.items():
        times = item.get(kw)
        if not times or obj.zone != "in_play":
            continue
        step = {"do": "create_token_copy", "of": "self", "id": kw, "keyword_ability": kw}
        if how:
            step["except"] = dict(how)
        if times > 1:
            step["count"] = times
        emit(game, f"{display(game, obj)}'s {kw} cost was paid, so its {kw} ability triggers.",
             (kw, f"its {kw} cost was paid as it was cast"),
             ("intervening_if", "the condition is true as it triggers"))
        game.pending = game.pending + (PendingTrigger(item.controller, obj.id, obj.zcc, display(game, obj), text, (step,)),)
