""""Whenever you cycle or discard a card" (Drake Haven), "Whenever you discard a card",
"Whenever an opponent discards a card", and "Whenever you cycle a card", "Whenever a player
cycles a card": triggered abilities whose trigger event is one card discarded (2026 701.9a: moved
from its owner's hand to that player's graveyard, whatever made it: a cost, an effect, the
cleanup step's discard to hand size; a discarded card with madness is still discarded, only
exiled instead) or one card cycled (discarded to pay a cycling or typecycling cost: 2026
702.29c, 702.29f; 2007 502.18c). A card cycled is a card discarded: an ability that triggers
on "cycle or discard" triggers once for it (2026 702.29d), on its discard.

The engine fires `discards` in zones.move_card, where a card goes from a hand to a graveyard,
and `cycles` where a cycling ability's cost has been paid (actions/activating.py).

The triggers: `{"event": "discards", "whose": "your" | "opponent" | "each", "another": true?,
"or_cycles": true?}` ("cycle or discard": the same event, said so in the log) and
`{"event": "cycles", "whose": ..., "another": true?}` ("another card": not the source itself)."""
from __future__ import annotations


def card_discarded(game, obj, owner: int) -> None:
    from .mayhem import card_discarded as mark_discarded  # "if you discarded it this turn" (mayhem.py)
    mark_discarded(game, obj)
    from .triggers import fire
    fire(game, "discards", player=owner, obj=obj, discarded=True)


def card_cycled(game, obj, player: int, typecycling: bool = False) -> None:
    from .triggers import fire
    fire(game, "cycles", player=player, obj=obj, discarded=True, typecycling=typecycling)


def matches(trig: dict, source, data: dict) -> bool:
    if trig.get("another") and data["obj"].id == source.id:
        return False
    whose = trig.get("whose", "your")
    if whose == "your":
        return data["player"] == source.controller
    if whose == "opponent":
        return data["player"] != source.controller
    return whose == "each"


def cites(game, ev: str, data: dict, trig: dict) -> list:
    name = game.players[data["player"]].name
    if ev == "cycles":
        out = [("cycling", f"{name} cycled a card: it was discarded to pay a cycling cost")]
        if data.get("typecycling"):  # 702.29f / 502.18c: a typecycling (landcycling) cost is a cycling cost
            out.append(("cycles_trigger", f"{name} discarded it to pay a typecycling cost, which is a cycling cost"))
        return out
    out = [("discard_trigger", f"{name} discarded a card: the trigger event")]
    if game.rules.applies("discard"):
        out.append(("discard", "a discarded card moves from its owner's hand to their graveyard"))
    if trig.get("or_cycles") and game.rules.applies("cycle_or_discard_once"):
        out.append(("cycle_or_discard_once", "\"cycle or discard\": a card cycled is discarded once, so it triggers once"))
    return out
