"""The monarch (2026 725): a designation a player can have (725.1), one player
at a time (725.3), with two inherent triggered abilities that have no source
and are controlled by the player who was the monarch when they triggered
(725.2): "At the beginning of the monarch's end step, that player draws a card"
and "Whenever a creature deals combat damage to the monarch, its controller
becomes the monarch". The February 2007 rules have no monarch, and a card's
"you become the monarch" doesn't say what it means: a scenario under them that
names one is refused."""
from __future__ import annotations

from .log import emit
from .state import PendingTrigger

NO_MONARCH_2007 = ("the February 2007 rules have no monarch (a designation of later rules, 2026: 725); "
                   "play this scenario under the 2026-06-19 rules")
END_STEP_TEXT = "At the beginning of the monarch's end step, that player draws a card."
DAMAGE_TEXT = "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."


def the_monarch(game):
    """The player who is the monarch now, or None (725.1: none until an effect makes one)."""
    return next((p for p in game.players if p.monarch), None)


def become(game, player, why: str) -> None:
    """`player` becomes the monarch; the current monarch ceases to be (725.3)."""
    before = the_monarch(game)
    if before is player:
        emit(game, f"{player.name} is already the monarch.", ("monarch", why))
        return
    if before is not None:
        before.monarch = False
    player.monarch = True
    cites = [("monarch", why)]
    if before is not None:
        cites.append(("monarch_only_one", f"{before.name} ceases to be the monarch as {player.name} becomes it"))
    emit(game, f"{player.name} becomes the monarch" + (f" ({before.name} no longer is)." if before else "."), *cites)


def _trigger(game, monarch, text: str, effect: tuple, data: tuple, why: str) -> None:
    game.pending = game.pending + (PendingTrigger(monarch.index, None, -1, "The monarch", text, effect, (), None, data),)
    emit(game, f"The monarch's inherent ability triggers: \"{text}\"",
         ("monarch_triggers", why),
         ("trigger_waits_for_priority", "it waits until a player would receive priority"))


def end_step_begins(game) -> None:
    """725.2: the monarch draws a card at the beginning of their own end step."""
    monarch = the_monarch(game)
    if monarch is not None and monarch.index == game.active:
        _trigger(game, monarch, END_STEP_TEXT, ({"do": "draw", "amount": 1},), (),
                 f"{monarch.name} is the monarch and it is the beginning of their end step")


def combat_damage_dealt(game, src, ref, amount: int) -> None:
    """725.2: a creature dealt combat damage to the monarch: its controller will become the monarch."""
    monarch = the_monarch(game)
    if monarch is None or ref is None or ref.kind != "player" or ref.id != monarch.name or amount <= 0 or src is None:
        return
    from .continuous import last_known
    if not last_known(game, src).is_creature:
        return
    controller = src.controller
    _trigger(game, monarch, DAMAGE_TEXT, ({"do": "become_the_monarch"},), (("new_monarch", controller),),
             f"a creature {game.players[controller].name} controls dealt combat damage to {monarch.name}, the monarch")
