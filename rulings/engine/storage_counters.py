"""Storage and depletion counters: counters with no rules meaning of their own (2026 122.1: "a marker
placed on an object ... that interacts with a rule, ability, or effect"; the February 2007 rules
define a counter only in their glossary), which a land's own abilities put on it, remove as a cost and
count.

* The cost `"remove_any_counters": "storage"`: "Remove any number of storage counters from this
  land". Its player chooses the number as the cost is paid (the action's `pay: {"remove_counters": N}`,
  0 when it names none: "any number" may be zero, 2026 107.1c), no more than the land has.
* The cost `"remove_x_counters": "storage"`: "Remove X storage counters from this land", X announced as
  the ability is activated (2007 409.1b; 2026 601.2b), the same action's `pay: {"remove_counters": X}`.
* The count `{"count": "counters_removed_this_way"}`: "Add {B} for each storage counter removed this
  way": the number that cost removed (`removed_this_way` hands it to the ability's resolution).
* The condition `{"source_tapped": true}`: "At the beginning of your upkeep, if this land is tapped,
  ..." (an intervening "if": 2007 404.3; 2026 603.4).
* The keyword `doesnt_untap_with_depletion_counter` (rulings/engine/untapping.py): "This land doesn't untap
  during your untap step if it has a depletion counter on it." (Land Cap; 2007 302.2; 2026 502.3).
* The instruction `sacrifice_if_no_counters` (`counter`): "If there are no depletion counters on this
  land, sacrifice it." (Peat Bog), checked as the ability resolves (2007 413.2; 2026 608.2)."""
from __future__ import annotations

from .effects.base import effect
from .errors import IllegalAction
from .log import emit
from .targets import display

#: the counter kinds of this module, allowed wherever a scenario names a counter
KINDS = ("storage", "depletion")
COUNT = "counters_removed_this_way"


def chosen_number(pay: dict | None) -> int:
    """The number of counters the action's `pay` chooses to remove (0 when it names none)."""
    n = (pay or {}).get("remove_counters", 0)
    return n if isinstance(n, int) and not isinstance(n, bool) else 0


def pay_any(game, player, source, kind: str, pay: dict | None, what: str, concept: str, x: bool = False) -> int:
    """Remove the chosen number of `kind` counters from the source as a cost; refused if it has fewer.
    `x`: the cost says "Remove X [kind] counters" (X announced), not "any number"."""
    n = chosen_number(pay)
    have = source.counters.get(kind, 0)
    if n < 0 or n > have:
        raise IllegalAction(concept, f"{display(game, source)} has {have} {kind} counter(s), so {n} can't be removed to pay the cost "
                                     f"(\"pay\": {{\"remove_counters\": N}} chooses how many, 0 to {have})", "illegal_action_reversed")
    if n:
        source.counters = {k: v for k, v in {**source.counters, kind: have - n}.items() if v}
        game.characteristics_changed()
    emit(game, f"{player.name} removes {n} {kind} counter{'s' if n != 1 else ''} from {display(game, source)} as a cost.",
         (concept, f"the cost of {what} is paid by the player {game.words.activating} it"),
         *([("announce_mode_and_x", f"X is announced as {n}")] if x else
           [("choose_any_number", "\"any number\" may be any positive number or zero")] if game.rules.applies("choose_any_number") else []))
    return n


def removed_this_way(cost: dict, pay: dict | None) -> dict:
    """What the resolving ability reads of its cost: the number of counters it removed (after the cost
    was paid, so the number the player chose)."""
    return {COUNT: chosen_number(pay)} if cost.get("remove_any_counters") or cost.get("remove_x_counters") else {}


def source_tapped(game, source_id) -> bool:
    """ "if this land is tapped": the source is a tapped permanent now."""
    src = game.objects.get(source_id) if source_id else None
    return src is not None and src.zone == "in_play" and bool(src.tapped)


@effect("sacrifice_if_no_counters", fields=("counter",))
def sacrifice_if_no_counters(game, st, ctx):
    """ "If there are no depletion counters on this land, sacrifice it.": the ability's source, if it is
    still a permanent its controller controls (an instruction that can't be followed does nothing,
    2007 103.3; 2026 101.3)."""
    from .zones import leave_play
    kind = st.get("counter", "depletion")
    src = game.objects.get(ctx.source_id) if ctx.source_id else None
    if src is None or src.zone != "in_play" or src.controller != ctx.controller:
        return
    left = src.counters.get(kind, 0)
    if left:
        emit(game, f"{display(game, src)} still has {left} {kind} counter{'s' if left != 1 else ''} on it, so it isn't sacrificed.")
        return
    name = display(game, src)
    emit(game, f"{name} has no {kind} counters on it: {game.players[ctx.controller].name} sacrifices it.",
         ("countered_destroyed_to_graveyard", "a sacrificed permanent is put into its owner's graveyard"))
    leave_play(game, src, "graveyard", "sacrificed")
