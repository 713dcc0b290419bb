"""A player with hexproof or shroud (2026: 702.11c, "You can't be the target of
spells or abilities your opponents control"; 702.18a, "This permanent or player
can't be the target of spells or abilities"): a permanent's "You have hexproof" /
"You have shroud" (the keywords `you_have_hexproof`, `you_have_shroud`) gives it
to the player who controls that permanent.

Hexproof came later than February 2007; those rules have shroud only on permanents
(no rule of theirs names either on a player), so under them the card's own words
are followed and the log cites only the choice of targets (409.1c)."""
from __future__ import annotations

from .continuous import characteristics

KEYWORDS = ("you_have_hexproof", "you_have_shroud")


def why_protected(game, player, controller: int | None):
    """Why `player` can't be the target of a spell or ability `controller` controls, else None
    (a targets.Why naming the rule)."""
    from .targets import _because, display
    for obj in game.in_play(player.index):
        c = characteristics(game, obj)
        if c.has_keyword("you_have_shroud"):
            return _because("shroud" if game.rules.applies("player_hexproof") else "choose_targets",
                            f"{player.name} has shroud ({display(game, obj)}): they can't be the target of spells or abilities")
        if c.has_keyword("you_have_hexproof") and controller is not None and controller != player.index:
            return _because("player_hexproof" if game.rules.applies("player_hexproof") else "choose_targets",
                            f"{player.name} has hexproof ({display(game, obj)}): they can't be the target of spells or "
                            f"abilities {game.players[controller].name}, an opponent, controls")
    return None
