"""Toxic N (2026 702.164): "Combat damage dealt to a player by a creature with
toxic causes that creature's controller to give the player a number of poison
counters equal to that creature's total toxic value, in addition to the
damage's other results" (702.164c); the total toxic value is the sum of the N
of each toxic ability the creature has (702.164b). A keyword later than
February 2007: under those rules it does nothing, and the replay says so
(engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

from .log import emit


def total_toxic_value(c) -> int:
    """702.164b: the sum of the N values of all the creature's toxic abilities."""
    return sum(int(ab.get("count") or 0) for ab in c.abilities
               if ab.get("kind") == "keyword" and ab.get("keyword") == "toxic")


def give_poison_for_toxic(game, source, source_name: str, player) -> None:
    """After `source` dealt combat damage to `player`: its toxic gives poison counters."""
    from .continuous import last_known
    if source is None or not game.rules.applies("toxic"):
        return
    n = total_toxic_value(last_known(game, source))
    if n <= 0:
        return
    player.poison = player.poison + n
    emit(game, f"{player.name} also gets {n} poison counter{'s' if n != 1 else ''} ({player.poison} in all): "
               f"{source_name} has toxic {n}.",
         ("toxic", f"{source_name}'s total toxic value is {n}; its controller gives {player.name} that many poison counters "
                   "in addition to the damage's other results"))
