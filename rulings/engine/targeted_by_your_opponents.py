"""An Aura's "Enchanted creature can't be the target of spells or abilities your opponents control" (Shielding
Plax, Canopy Cover), granted by a static ability's `gains` as the keyword `cant_be_targeted_by_your_opponents`.

"Your" is the player who controls the Aura (the source of the static ability) as it applies: the grant is
stamped with that player (cant_attack_you.py's `stamped`), so this is not hexproof (whose "your" is the
creature's own controller, 2026 702.11b): an Aura on an opponent's creature keeps that opponent's own spells
and abilities from targeting it, and the Aura's controller may still target it. A spell or ability whose
controller is one of that player's opponents can't choose it as a target (2007 409.1c; 2026 601.2c: only a
legal target is chosen), and one that targeted it finds it illegal as it resolves."""
from __future__ import annotations

KEYWORD = "cant_be_targeted_by_your_opponents"


def why_not(game, obj, c, controller: int | None) -> str | None:
    """Why a spell or ability `controller` controls can't target `obj`; None if it can."""
    if controller is None:
        return None
    for ab in c.abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == KEYWORD and ab.get("player", obj.controller) != controller:
            you = game.players[ab.get("player", obj.controller)].name
            return (f"an Aura {you} controls says it can't be the target of spells or abilities {you}'s opponents control, "
                    f"and {game.players[controller].name} is one")
    return None
