"""Cards leaving a graveyard as one event: "Whenever one or more cards leave your graveyard"
(Tormod, the Desecrator), "Whenever one or more creature cards leave your graveyard" (Desecrated
Tomb), "... during your turn" (Attuned Hunter). The ability triggers once for all the cards that
leave one player's graveyard at the same time (2007 410.6; 2026 603.2c: an ability triggers only
once each time its trigger event occurs).

What is one event: the cards one instruction moves (effects/base.run), the cards one spell's or
ability's costs move (delve, "Exile two cards from your graveyard"), each wrapped in
`one_graveyard_event`; any other move out of a graveyard (a card cast from it, a dredged card) is
an event of its own. The cards are seen as they were in the graveyard (2026 603.10a: an ability that
triggers when a card leaves a graveyard looks back in time). A token is no card (2026 111.1)."""
from __future__ import annotations

from contextlib import contextmanager

_OPEN: list[dict] = []  # the events being made: owner index -> [(card id, its card types in the graveyard)]

#: the card types a trigger may name ("one or more creature cards", "artifact and/or creature cards")
CARD_TYPES = ("Artifact", "Creature", "Instant", "Sorcery", "Land", "Enchantment")


@contextmanager
def one_graveyard_event(game):
    """Every card that leaves a graveyard inside is one event per graveyard (only the outermost fires)."""
    _OPEN.append({})
    try:
        yield
    except BaseException:
        _OPEN.pop()  # an action refused halfway: nothing triggers
        raise
    left = _OPEN.pop()
    if _OPEN:
        for owner, cards in left.items():
            _OPEN[-1].setdefault(owner, []).extend(cards)
    else:
        for owner, cards in left.items():
            _fire(game, owner, cards)


def seen_in_graveyard(game, obj) -> tuple | None:
    """What the trigger reads of a card about to leave its graveyard (Game.move), or None for a token."""
    if getattr(obj, "token", False):
        return None
    from .continuous import characteristics
    return obj.id, tuple(characteristics(game, obj).types)


def left(game, obj, seen: tuple) -> None:
    """`obj` has left its owner's graveyard (Game.move, after the move)."""
    if _OPEN:
        _OPEN[-1].setdefault(obj.owner, []).append(seen)
    else:
        _fire(game, obj.owner, [seen])


def _fire(game, owner: int, cards: list) -> None:
    from .triggers import fire
    fire(game, "cards_leave_graveyard", owner=owner, cards=tuple(cards))


def matches(game, trig: dict, source, data: dict) -> bool:
    """The trigger of `source` (a permanent) sees this event: its controller's graveyard, a card of
    the types it names, during its controller's turn if it says so."""
    if data["owner"] != source.controller:
        return False
    wanted = set(trig.get("card_types") or ())
    if wanted and not any(wanted & set(types) for _oid, types in data["cards"]):
        return False
    return trig.get("during") != "your_turn" or game.active == source.controller
