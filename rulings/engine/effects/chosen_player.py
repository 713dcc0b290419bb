""" "Choose an opponent. If that player has more cards in hand than you, draw cards equal to the
difference" (Sandstone Oracle, Slithermuse): a player chosen (not targeted) as the spell or ability
resolves, by its controller (2007 413.2c; 2026 608.2d); the instruction after it reads "that player".

`choose_player`'s `among` is "opponent" (the only kind the cards use). The choice is the action's
`choices: {"source id": {"chosen_player": "Bob"}}`, an opponent of the controller still in the game;
none given, the first opponent in turn order after the controller (the log says it is the default)."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..state import TargetRef
from .base import effect
from ..life_and_draws import draw_cards

AMONG = ("opponent",)


@effect("choose_player", fields=("among",))
def choose_player(game, st, ctx):
    you = game.players[ctx.controller]
    them = game.opponents(ctx.controller)
    ctx.data["chosen_player"] = None
    if not them:
        emit(game, f"{you.name} has no opponent to choose.")
        return
    given = made_for(game, ctx.source_id or "").get("chosen_player")
    field = f'"choices": {{"{ctx.source_id}": {{"chosen_player": ...}}}}'
    if given is not None and given not in {p.name for p in them}:
        raise IllegalAction("choice_on_resolution", f"{you.name} chooses an opponent ({', '.join(p.name for p in them)}), not "
                                                    f"{given} (the action's {field})", "illegal_action_reversed")
    if given is None:
        order = [game.players[(ctx.controller + k) % len(game.players)] for k in range(1, len(game.players))]
        chosen, note = next(p for p in order if p in them), " (no choice was given: the default, the next opponent in turn order)"
    else:
        chosen, note = game.player_named(given), ""
    ctx.data["chosen_player"] = TargetRef("player", chosen.name, 0)
    emit(game, f"{you.name} chooses {chosen.name}{note}.",
         ("choice_on_resolution", f"{you.name}, who controls {ctx.source_name}, chooses the opponent as it resolves"))


@effect("draw_the_difference", fields=())
def draw_the_difference(game, st, ctx):
    """ "If that player has more cards in hand than you, draw cards equal to the difference": both hands
    counted as it resolves; nothing if the chosen player has no more cards than the controller."""
    ref = ctx.data.get("chosen_player")
    if ref is None:
        return
    you, them = game.players[ctx.controller], game.player_named(ref.id)
    mine, theirs = len(game.zones[(you.index, "hand")]), len(game.zones[(them.index, "hand")])
    if theirs <= mine:
        emit(game, f"{them.name} has {theirs} card{'s' if theirs != 1 else ''} in hand, not more than {you.name}'s {mine}: "
                   f"{you.name} draws nothing.")
        return
    emit(game, f"{them.name} has {theirs} cards in hand, {theirs - mine} more than {you.name}'s {mine}: {you.name} draws {theirs - mine}.")
    draw_cards(game, you, theirs - mine)
