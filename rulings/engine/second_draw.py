""""Whenever you draw your second card each turn" (Faerie Mastermind, Sneaky Snacker):
a triggered ability whose event is a player's drawing of their second card in a turn
(2007 404.1 / 410; 2026 603.2). The engine counts each card a player draws this turn
(a draw replaced by another effect isn't a draw, 2007 419.6a / 2026 614.6; an attempt
to draw from an empty library draws nothing), from zero as each turn begins; a
scenario that starts in the middle of a turn says how many cards a player had drawn
before it (`players[].cards_drawn_this_turn`, 0 if not given).

The trigger `{"event": "draws_second_card", "whose": "your" | "opponent" | "each"}`."""
from __future__ import annotations


def card_drawn(game, player) -> None:
    """`player` drew a card: count it, and fire the event with its number this turn."""
    from .triggers import fire
    game.draws_this_turn = game.draws_this_turn + (player.index,)
    game.characteristics_changed()  # "as long as you've drawn two or more cards this turn" reads the count (board_and_hand_conditions.py)
    fire(game, "draws_card", player=player.index, nth=game.draws_this_turn.count(player.index))


def matches(trig: dict, source, data: dict) -> bool:
    if data["nth"] != 2:
        return False
    whose = trig.get("whose", "your")
    if whose == "your":
        return data["player"] == source.controller
    if whose == "opponent":
        return data["player"] != source.controller
    return whose == "each"
