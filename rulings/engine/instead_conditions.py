"""An instruction replaced "instead" when a condition holds as the spell or ability resolves
("Galvanic Blast deals 2 damage to any target. Metalcraft — Galvanic Blast deals 4 damage instead if you
control three or more artifacts."; "You gain 4 life. If a creature died this turn, you gain 8 life
instead."): the first version carries `"unless_condition": {...}`, the one right after it the same
`"if_condition": {...}`. The condition is checked once, for the controller of the spell or ability, as
the first of the two is reached (2007 413.2b; 2026 608.2c): the first is followed only if it doesn't
hold, the second only if it did, so exactly one of the two is followed (following the first can't make
the second happen too)."""
from __future__ import annotations

#: besides board_life_conditions.INSTRUCTION_IF, the conditions such a pair may have (triggers.check_condition reads
#: them): hellbent's "if you have no cards in hand", threshold's "if seven or more cards are in your graveyard",
#: "if you control three or more creatures", "if you're the monarch"
INSTEAD_IF = ("your_hand_empty", "cards_in_your_graveyard_at_least", "creatures_you_control_at_least", "monarch")
INSTEAD_IF += ("your_life_at_most",)  # fateful hour's "if you have 5 or less life"


def instead_step(game, st: dict, ctx) -> bool:
    """Whether the instruction of such a pair is followed."""
    from .log import emit
    from .triggers import check_condition, condition_text
    if "unless_condition" in st:
        cond = st["unless_condition"]
        held = check_condition(game, cond, ctx.controller, ctx.source_id)
        ctx.data["instead_pending"] = (cond, held)
        if not held:
            return True
        said = condition_text(cond, game.words).replace("its controller", "the controller of " + ctx.source_name)
        emit(game, f"{ctx.source_name}: {said}, so the instruction it says to follow instead is followed in place of this one.",
             ("follow_instructions", "the instruction is replaced by the one said \"instead\" when its condition holds as it is followed"))
        return False
    cond, held = ctx.data.pop("instead_pending")
    if cond != st["if_condition"]:  # not the pair's second instruction (the loader refuses that): checked on its own
        from .board_life_conditions import instruction_condition_holds
        return instruction_condition_holds(game, st, ctx)
    if held:
        return True
    said = condition_text(cond, game.words).replace("its controller", "the controller of " + ctx.source_name)
    emit(game, f"{ctx.source_name}: it isn't so that {said}, so the instruction said \"instead\" is not followed.",
         ("follow_instructions", "the instruction says to do it instead only if its condition held as the spell or ability resolved"))
    return False
