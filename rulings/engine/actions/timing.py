"""When a spell or ability may be cast or activated: an instant's timing and a sorcery's
(2007 212.5a, 212.7a; 2026 601.3, 307.1), and split second (502.58a / 702.61a)."""
from __future__ import annotations

from ..continuous import characteristics
from ..errors import IllegalAction
from ..priority import where
from ..targets import display


def sorcery_timing_ok(game, player) -> str | None:
    if game.active != player.index:
        return f"it is {game.players[game.active].name}'s turn"
    if game.phase not in ("precombat_main", "postcombat_main"):
        return f"it is the {where(game)}, not a main phase"
    if game.stack:
        return "the stack is not empty"
    return None


def spell_timing(game, player, c, name: str, face_down: bool) -> list:
    """When it may be played: an instant, or a card with flash (502.57a), any time
    its player has priority; anything else only in its player's main phase with
    an empty stack. The reasons to cite."""
    flash = c.has_keyword("flash") and not face_down
    if flash and "Instant" not in c.types:
        return [("flash", f"{name} has flash: it can be {game.words.cast_past} any time its player could {game.words.cast} an instant")]
    if "Instant" in c.types and not face_down:
        return [("instant_speed", f"an instant can be {game.words.cast_past} any time its player has priority"),
                ("instant_any_time_with_priority", f"{name} is an instant")]
    why = sorcery_timing_ok(game, player)
    if why:
        raise IllegalAction("sorcery_speed", f"{name} is not an instant: it can be {game.words.cast_past} only in its player's own main phase with an empty stack, and {why}")
    return [("sorcery_speed", "a non-instant spell in its player's main phase with an empty stack")]


def check_split_second(game, what: str) -> None:
    """502.58a (702.61a): while a spell with split second is on the stack, no
    other spell can be played and no ability that isn't a mana ability; special
    actions and mana abilities still can (702.61b)."""
    for item in game.stack:
        if item.kind != "spell":
            continue
        spell = game.objects.get(item.source_id)
        if spell is not None and characteristics(game, spell).has_keyword("split_second"):
            raise IllegalAction("split_second", f"{display(game, spell)} has split second and is on the stack, so {what}")
