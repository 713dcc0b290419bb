""""Whenever you draw a card" (Lorescale Coatl, Psychosis Crawler), "Whenever an opponent
draws a card", "Whenever a player draws a card": a triggered ability whose trigger event
is one card draw (2026 603.2; 2007 410.2). Cards are drawn one at a time (2026 121.2;
2007 423.2), so an instruction to draw three cards triggers it three times; a draw
replaced by another effect is no draw (2026 614.6; 2007 419.6a), nor is an attempt to
draw from an empty library. The engine fires the event as each card is put into its
owner's hand by a draw (zones.draw, second_draw.card_drawn).

The trigger: `{"event": "draws_card", "whose": "your" | "opponent" | "each"}`."""
from __future__ import annotations


def matches(trig: dict, source, data: dict) -> bool:
    whose = trig.get("whose", "your")
    if whose == "your":
        return data["player"] == source.controller
    if whose == "opponent":
        return data["player"] != source.controller
    return whose == "each"


def cites(game, data: dict) -> list:
    name = game.players[data["player"]].name
    return [("draw_trigger", f"{name} drew a card: the trigger event"),
            ("draws_one_at_a_time", "cards are drawn one at a time: each card drawn is its own event")]
