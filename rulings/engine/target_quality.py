"""An instruction followed, or replaced "instead", on a quality of the spell's or ability's target as it
resolves: "Burning Hands deals 2 damage to target creature or planeswalker. If that permanent is green,
Burning Hands deals 6 damage instead."; "Burn the Impure deals 3 damage to target creature. If that
creature has infect, Burn the Impure deals 3 damage to that creature's controller."

- `"if_target_is": {"target": "target:0", "filter": {...}}` (a target filter's fields: colors, types,
  all_types, subtypes, keyword): the instruction is followed only if that target, still legal, is on the
  battlefield and is what the filter describes, as the instruction is reached;
- `"unless_target_is": {...}` (the same) on the instruction right before one with that `"if_target_is"`:
  the pair said "instead". The quality is read once, as the first of the two is reached; exactly one of
  them is followed (2007 413.2b; 2026 608.2c: the instructions in order, each as it is written).

The quality is the object's as it is then (2007 413.2f; 2026 608.2h: information from the game is read as
the effect is applied). An illegal target gets neither (2007 413.2a; 2026 608.2b)."""
from __future__ import annotations

KEYS = ("if_target_is", "unless_target_is")


def _holds(game, cond: dict, ctx) -> bool:
    from . import target_filter
    from .effects.base import resolve_ref
    ref = resolve_ref(game, ctx, cond["target"])
    obj = game.objects.get(ref.id) if ref is not None and ref.kind == "object" else None
    if obj is None or obj.zone != "in_play" or obj.zcc != ref.zcc:
        return False
    return target_filter.why_not(game, cond["filter"], obj, obj.id, None, ctx.source_id, ctx.controller) is None


def _said(game, cond: dict) -> str:
    from .target_filter import describe
    what = describe(cond["filter"], game.words.today).removeprefix("target ")
    return f"its target is {'an' if what[:1] in 'aeiou' else 'a'} {what}"


def followed(game, st: dict, ctx) -> bool:
    """Whether the instruction with `if_target_is` / `unless_target_is` is followed."""
    from .log import emit
    if "unless_target_is" in st:
        cond = st["unless_target_is"]
        held = _holds(game, cond, ctx)
        ctx.data["target_is_pending"] = (cond, held)
        if held:
            emit(game, f"{ctx.source_name}: {_said(game, cond)}, so the instruction it says to follow instead is followed in place of this one.",
                 ("follow_instructions", "the instruction is replaced by the one said \"instead\" when its target has that quality as it is followed"))
        return not held
    cond = st["if_target_is"]
    pending = ctx.data.pop("target_is_pending", None)
    held = pending[1] if pending is not None and pending[0] == cond else _holds(game, cond, ctx)
    if not held:
        emit(game, f"{ctx.source_name}: it isn't so that {_said(game, cond)}, so that instruction is not followed.",
             ("follow_instructions", "the instruction is followed only if its target has that quality as it is followed"))
    return held
