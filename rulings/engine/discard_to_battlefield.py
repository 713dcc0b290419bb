""""If a spell or ability an opponent controls causes you to discard this card, put it onto the
battlefield instead of putting it into your graveyard" (Wilt-Leaf Liege, Obstinate Baloth, Loxodon
Smiter; "... with two +1/+1 counters on it ...", Dodecapod): a replacement effect (2007 419.1a;
2026 614.1a) of the card in its owner's hand. The ability's effect moves the card out of the hand,
so it functions only there (2007 402.8g; 2026 113.6m). The card is still discarded ("Whenever you
discard a card" triggers), only put into play under its owner's control instead.

The card's keyword: `{"keyword": "discarded_by_opponent_enters"}`, or
`{"keyword": "discarded_by_opponent_enters_with_counters", "count": 2}` (that many +1/+1 counters).

What causes a discard: the spell or ability whose instructions are being followed (effects.base.run
marks its controller around each instruction, `caused_by`). A card discarded to pay a cost is
discarded by the player paying it, even while an opponent's ability resolves ("... unless that
player discards a card", ward's "unless that player discards a card": 2026 118.12, 118.12a): those
payments are marked as caused by no spell or ability (`caused_by(game, None)`), as are an activated
ability's or a spell's costs and the cleanup step's discard, which aren't followed as instructions.
"""
from __future__ import annotations

from contextlib import contextmanager

from .continuous import characteristics
from .log import emit, known
from .targets import display

KEYWORDS = ("discarded_by_opponent_enters", "discarded_by_opponent_enters_with_counters")


@contextmanager
def caused_by(game, controller: int | None, source_name: str = ""):
    """While the block runs, a discard is caused by a spell or ability `controller` controls (its source
    `source_name`; None: by no spell or ability, such as a cost's payment)."""
    before = getattr(game, "_discard_cause", None)
    object.__setattr__(game, "_discard_cause", None if controller is None else (controller, source_name))
    try:
        yield
    finally:
        object.__setattr__(game, "_discard_cause", before)


def _keyword(game, obj) -> dict | None:
    for ab in characteristics(game, obj).abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") in KEYWORDS:
            return ab
    return None


def replaced(game, obj) -> bool:
    """The card `obj` is being discarded from its owner's hand: if an opponent's spell or ability
    causes it and the card has the ability, it is put into play instead; True if so."""
    cause = getattr(game, "_discard_cause", None)
    if cause is None or cause[0] == obj.owner:
        return False
    ab = _keyword(game, obj)
    if ab is None:
        return False
    from .zones import put_into_play
    n = int(ab.get("count") or 0) if ab["keyword"] == "discarded_by_opponent_enters_with_counters" else 0
    owner = game.players[obj.owner]
    name = display(game, obj)
    w = game.words
    emit(game, f"{cause[1] or 'A spell or ability'} ({game.players[cause[0]].name}'s) causes {owner.name} to discard {name}: it is put {w.into_play} "
               f"instead of into their graveyard" + (f", with {n} +1/+1 counter{'s' if n != 1 else ''} on it." if n else "."),
         *known(game, ("replacement_instead", "\"instead\": the discard's move to the graveyard is replaced"),
                ("ability_moves_object_out_of_zone", "the ability moves the card out of its owner's hand, so it works there")))
    put_into_play(game, obj, obj.owner, "put", counters={"+1/+1": n} if n else None,
                  text=f"{name} is put {w.into_play} under {owner.name}'s control.")
    return True
