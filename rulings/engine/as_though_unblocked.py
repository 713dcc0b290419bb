""" "You may have this creature assign its combat damage as though it weren't blocked"
(Rhox, Lone Wolf): the keyword `assign_as_though_unblocked`. The controller takes the
choice by assigning all of the creature's combat damage to the player or planeswalker
it attacks; an unblocked creature assigns there (2007 310.2b; 2026 510.1b). Without
that assignment it assigns to its blockers as usual (310.2c; 510.1c). The rulings:
all of it one way or the other, never split, and the choice stands even when its
blockers are gone or have protection."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .multiple_blocks import is_blocking

KEYWORD = "assign_as_though_unblocked"


def assignment(game, obj, given, name: str, power: int, stage_cites: list) -> list | None:
    """`obj`'s assignment as though it weren't blocked, when its controller gives one
    that sends damage to what it attacks; None when the ability isn't used."""
    if given is None or not (obj.attacking and obj.blocked) or not characteristics(game, obj).has_keyword(KEYWORD):
        return None
    from .combat import attacked_recipient
    attacked = attacked_recipient(game, obj, [])
    if attacked is None or not any(to == attacked[0] for to, _ in given):
        return None
    if not all(to == attacked[0] for to, _ in given):
        if characteristics(game, obj).has_keyword("trample"):
            return None  # trample's own division (lethal to the blockers, the rest past them)
        raise IllegalAction("blocked_damage_to_blockers",
                            f"{name} assigns its combat damage either as though it weren't blocked or to its blockers, not split")
    total = sum(amount for _, amount in given)
    if total != power:
        raise IllegalAction("combat_damage_equal_to_power", f"{name} must assign exactly {power} combat damage, not {total}")
    attacked_recipient(game, obj, stage_cites)
    stage_cites.append(("unblocked_damage_to_player", f"{name}'s controller has it assign its combat damage as though it weren't "
                                                      f"blocked: all of it to {attacked[0]}, as an unblocked creature assigns"))
    return [(obj.id, name, attacked[1], power)]


def used(game, obj, assignments) -> bool:
    """Whether `obj` assigned as though it weren't blocked (so trample's lethal check is not asked)."""
    if not characteristics(game, obj).has_keyword(KEYWORD):
        return False
    blockers = {b.id for b in game.in_play() if is_blocking(b, obj.id)}
    mine = [r for src, _, r, _ in assignments if src == obj.id]
    return bool(mine) and all(not (r[0] == "object" and r[1] in blockers) for r in mine)
