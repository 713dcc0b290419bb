"""Token doubling (2007: 419.1a; 2026: 614.1a, 614.16): "If an effect would create
one or more tokens under your control, it creates twice that many of those tokens
instead" (Anointed Procession, Parallel Lives). A static replacement ability
`{"event": "create_tokens", "whose": "yours" | "any", "instead": "double"}` that
watches each token-creating event; each applies to it once (419.6a / 614.5), so
two make four times as many, and the player who would create the tokens
chooses their order (419.9a / 616.1)."""
from __future__ import annotations

from .log import emit
from .replacement import Replacement, choose, statics
from .targets import display


def replaced_count(game, controller: int, count: int) -> int:
    """How many tokens `controller` creates when an effect would create `count`."""
    applied: set = set()
    name = game.players[controller].name
    while count > 0:
        options = [Replacement(perm.id, display(game, perm), perm.timestamp, ability=ab)
                   for perm, ab in statics(game, "create_tokens")
                   if (ab["replacement"].get("whose", "yours") == "any" or perm.controller == controller)
                   and (perm.id, perm.timestamp) not in applied]
        if not options:
            break
        r = choose(game, options, name, f"{name} creating {count} token{'s' if count != 1 else ''}")
        applied.add((r.source_id, r.timestamp))
        verb = "create" if game.words.today else "put into play"
        emit(game, f"{name} would {verb} {count} token{'s' if count != 1 else ''}; instead twice that many, {2 * count} ({r.source_name}).",
             ("replacement_instead", f"{r.source_name}'s effect replaces the token creation with twice as many"),
             ("replacement_once", "each replacement effect applies to an event once, never to its own result"))
        count *= 2
    return count
