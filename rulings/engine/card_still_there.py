""""When this creature dies, you may exile it. If you do, ...": "it" is the card the event put
into the graveyard. A card that has left that zone since is a new object the ability can't
find (2007 217.1c; 2026 400.7), so its controller can't choose to exile it, and "if you do"
finds they didn't (2007 413.2c; 2026 608.2d, 118.12: an impossible choice can't be made)."""
from __future__ import annotations

from .errors import IllegalAction
from .effects.base import object_of, resolve_ref

#: instructions that move the trigger event's card out of the graveyard (effects/moves.py, graveyard_cards.py)
MOVES_THE_CARD = ("remove_from_game", "put_on_library_top", "put_on_library_bottom", "return_to_hand")


def check_can_choose(game, ctx, inner: dict, player_name: str, what: str) -> None:
    """Refuse choosing to move the object "it" names when it has changed zones since (a new object)."""
    if inner.get("do") not in MOVES_THE_CARD or inner.get("what") != "it":
        return
    card = object_of(game, resolve_ref(game, ctx, "it"))
    if card is None:
        raise IllegalAction("choice_on_resolution", f"the card has left the zone it was put into (it is a new object), so "
                                                    f"{player_name} can't choose to {what}", "zone_change_new_object", "illegal_action_reversed")
