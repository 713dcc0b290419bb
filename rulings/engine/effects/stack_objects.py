"""Abilities on the stack as targets and countered: "Counter target activated ability" (Squelch),
"Counter target activated or triggered ability", "Counter target spell, activated ability, or
triggered ability" (Disallow); and "Change the target of target spell [or ability] with a single
target" (Shunt, Deflection, Redirect Lightning), the `change_target` effect.

An activated or triggered ability on the stack is an object (2007: 200.8 / 2026: 113.7, 602.1,
603.1) a spell or ability can target by its stack id ("a3", "t5": the `id` of the stack item); a
mana ability never goes on the stack, so it can't be targeted (2007: 406.1 / 2026: 605.3b). It is a
legal target while it is still on the stack (checked as it is chosen and on resolution: 2007
409.1c, 413.2a; 2026 601.2c, 608.2b). Countering it removes it from the stack and none of its
effects happen (2007: 414.1; 2026: 701.6a), with no refund (2026 701.6b)."""
from __future__ import annotations

import dataclasses

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..state import TargetRef
from .base import effect, resolve_ref

#: the target kinds of abilities on the stack, by the kinds of stack item each one accepts
ABILITY_SPECS = {"activated_ability": ("activated",), "activated_or_triggered_ability": ("activated", "triggered"),
                 "spell_or_ability": ("spell", "activated", "triggered")}
#: "target spell [or ability] with a single target": chosen once as its only target when it was put on the
#: stack (2026 115.9a; the 2007 glossary, "Targeted": one that targets the same object twice isn't)
SINGLE_TARGET_SPECS = {"spell_with_a_single_target": ("spell",), "spell_or_ability_with_a_single_target": ("spell", "activated", "triggered"),
                       "activated_ability_with_a_single_target": ("activated",)}
ABILITY_SPECS.update({k: v for k, v in SINGLE_TARGET_SPECS.items() if k != "spell_with_a_single_target"})
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
    if spec in SINGLE_TARGET_SPECS:
        return why_not_single(item, name(item))
    return None


def why_not_single(item, what: str) -> str | None:
    """ "With a single target": one target chosen, once (2026 115.9a)."""
    if len(item.targets) != 1:
        return f"{what} has {len(item.targets)} targets, not a single target"
    return None


def spell_item(game, obj):
    return next((i for i in game.stack if i.kind == "spell" and i.source_id == obj.id), None)


def counter_ability(game, ctx, item) -> None:
    """Remove an ability from the stack: none of its effects happen (701.6a / 414.1)."""
    game.stack = tuple(i for i in game.stack if i.id != item.id)
    emit(game, f"{name(item)} is countered: it leaves the stack and none of its effects happen.",
         ("counter_ability", "countering an ability removes it from the stack"),
         ("no_refund", "the costs paid for it are not refunded"))


@effect("change_target", fields=("what",))
def change_target(game, st, ctx):
    """ "Change the target of target spell with a single target": its controller, the effect's, names
    the new target as the effect is applied (the resolving action's `choices`: `{"source_id":
    {"new_target": "id or player"}}`). It can change only to another legal target for that spell or
    ability; if there is none, the target is unchanged (2007 415.7a; 2026 115.7a); a choice that
    isn't one, or none when there is one, refuses the action. The new target becomes its target
    (abilities that trigger on that, ward, trigger: 2026 601.2c)."""
    from ..targets import ref_display, ref_for, why_illegal
    from ..ward import became_targets
    ref = resolve_ref(game, ctx, st.get("what", "target:0"))
    if ref is None:
        return
    item = item_of(game, ref) if ref.kind == "stack" else None
    if ref.kind == "object":
        obj = game.objects.get(ref.id)
        item = spell_item(game, obj) if obj is not None and obj.zcc == ref.zcc and obj.zone == "stack" else None
    if item is None or len(item.targets) != 1 or not item.target_specs:
        return
    what = name(item) if item.kind != "spell" else item.name
    old, spec = item.targets[0], item.target_specs[0]
    self_id = item.source_id if item.kind == "spell" else None

    def why_not(r) -> str | None:
        if r == old:
            return f"{ref_display(game, r)} is already its target: the target must change to another one"
        return why_illegal(game, spec, r, self_id, item.source_id, item.controller)

    why = ("change_target", "a target can change only to another legal target")
    given = made_for(game, ctx.source_id).get("new_target")
    if given is None:
        others = [p.name for p in game.players] + list(game.objects) + [i.id for i in game.stack if i.kind != "spell"]
        if not any(why_not(r) is None for r in (ref_for(game, raw) for raw in others) if r is not None):
            emit(game, f"There is no other legal target for {what}, so its target is unchanged ({ref_display(game, old)}).", why)
            return
        raise IllegalAction("change_target", f"{ctx.source_name} changes the target of {what}: name its new target in the "
                            f'resolving action\'s "choices": {{"{ctx.source_id}": {{"new_target": ...}}}}',
                            "choice_on_resolution", "illegal_action_reversed")
    new = ref_for(game, given) if isinstance(given, str) else None
    reason = f'no object or player "{given}"' if new is None else why_not(new)
    if reason is not None:
        raise IllegalAction("change_target", f"{given} can't be the new target of {what}: {reason}",
                            "choice_on_resolution", "illegal_action_reversed")
    changed = dataclasses.replace(item, targets=(new,))
    game.stack = tuple(changed if i.id == item.id else i for i in game.stack)
    emit(game, f"{ctx.source_name} changes the target of {what} from {ref_display(game, old)} to {ref_display(game, new)}.", why,
         *((("single_target", "it was put on the stack with one target, chosen once"),) if game.rules.applies("single_target") else ()))
    became_targets(game, item.id, item.controller, (new,), spell=item.kind == "spell")
