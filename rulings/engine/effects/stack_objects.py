"""Abilities on the stack as targets and countered: "Counter target activated ability" (Squelch),
"Counter target activated or triggered ability", "Counter target spell, activated ability, or
triggered ability" (Disallow).

An activated or triggered ability on the stack is an object (2007: 200.8 / 2026: 113.7, 602.1,
603.1) a spell or ability can target by its stack id ("a3", "t5": the `id` of the stack item); a
mana ability never goes on the stack, so it can't be targeted (2007: 406.1 / 2026: 605.3b). It is a
legal target while it is still on the stack (checked as it is chosen and on resolution: 2007
409.1c, 413.2a; 2026 601.2c, 608.2b). Countering it removes it from the stack and none of its
effects happen (2007: 414.1; 2026: 701.6a), with no refund (2026 701.6b)."""
from __future__ import annotations

from ..log import emit
from ..state import TargetRef

#: the target kinds of abilities on the stack, by the kinds of stack item each one accepts
ABILITY_SPECS = {"activated_ability": ("activated",), "activated_or_triggered_ability": ("activated", "triggered"),
                 "spell_or_ability": ("spell", "activated", "triggered")}
WORDS = {"activated": "an activated ability", "triggered": "a triggered ability", "spell": "a spell"}


def item_ref(game, raw: str) -> TargetRef | None:
    """The reference for an ability on the stack named by its stack id; None if none has it."""
    item = next((i for i in game.stack if i.id == raw and i.kind in ("activated", "triggered")), None)
    return TargetRef("stack", raw, 0) if item is not None else None


def item_of(game, ref):
    return next((i for i in game.stack if i.id == ref.id), None) if ref is not None and ref.kind == "stack" else None


def name(item) -> str:
    return f"{item.name}'s {'triggered ' if item.kind == 'triggered' else 'activated '}ability"


def why_illegal(game, spec, ref: TargetRef, self_item_id: str | None = None) -> str | None:
    """None if the ability on the stack `ref` names is a legal target for `spec` now, else why not."""
    item = item_of(game, ref)
    if item is None:
        return f"{ref.id} is no longer on the stack"
    kinds = ABILITY_SPECS.get(spec, ()) if isinstance(spec, str) else ()
    if item.kind not in kinds:
        from ..targets import describe
        return f"{name(item)} is not a legal {describe(spec, game.words.today)}"
    if item.id == self_item_id:
        return "an ability can't target itself"
    return None


def counter_ability(game, ctx, item) -> None:
    """Remove an ability from the stack: none of its effects happen (701.6a / 414.1)."""
    game.stack = tuple(i for i in game.stack if i.id != item.id)
    emit(game, f"{name(item)} is countered: it leaves the stack and none of its effects happen.",
         ("counter_ability", "countering an ability removes it from the stack"),
         ("no_refund", "the costs paid for it are not refunded"))
