""""You may play lands from your graveyard" (Crucible of Worlds): a static ability, the keyword
`play_lands_from_graveyard` of a permanent, that lets its controller play a land card from their
own graveyard as they could from their hand: a special action in their main phase with an empty
stack, using one of their land plays (2026: 305.1, 305.2, and 116.2a: the land is put onto the
battlefield from the zone it was in; 2007: 103.1, the card's text beating the rule that a land is
played from the hand)."""
from __future__ import annotations

from .continuous import characteristics
from .targets import display

KEYWORD = "play_lands_from_graveyard"


def source_letting_play(game, player, obj) -> str | None:
    """The name of a permanent that lets `player` play `obj`, a land card in their own graveyard; else None."""
    if obj.zone != "graveyard" or obj.owner != player.index:
        return None
    for perm in game.in_play(player.index):
        if characteristics(game, perm).has_keyword(KEYWORD):
            return display(game, perm)
    return None


def cites(game, source: str, land_name: str) -> tuple:
    return (("land_from_other_zone", f"{source} lets its controller play the land {land_name} from their graveyard"),)
