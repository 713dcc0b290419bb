"""Mayhem (2026 702.187): "Mayhem [cost]" means "As long as you discarded this card this turn, you
may cast it from your graveyard by paying [cost] rather than paying its mana cost" (702.187b), an
alternative cost (601.2b, 601.2f-h; graveyard_casting.py casts it). It works only while the card
is in its owner's graveyard (702.187a), and only for the object that was discarded: a card that
left the graveyard since is a new object (400.7).

A card is marked as discarded this turn where discard_triggers.card_discarded sees it go from a
hand to a graveyard (701.9a): a continuous-effect record of kind "discarded_this_turn" on that
object, ending at the end of the turn. Mayhem came later than February 2007: under those rules the
card can't be cast this way, and the refusal says so (graveyard_casting.way_to_cast).
"Mayhem" without a cost (702.187c, playing a land card) is not read by the compiler."""
from __future__ import annotations


def card_discarded(game, obj) -> None:
    """`obj` (now in its owner's graveyard) was discarded this turn."""
    from .state import Effect
    from .targets import display
    if obj.zone == "graveyard":  # not a madness card exiled instead
        game.effects = game.effects + (Effect(game.new_timestamp(), "discarded_this_turn", obj.id, obj.zcc, (), "end_of_turn",
                                              display(game, obj)),)


def discarded_this_turn(game, obj) -> bool:
    return any(e.kind == "discarded_this_turn" and e.target == obj.id and e.zcc == obj.zcc for e in game.effects)


def mayhem_ways(game, obj, c) -> list:
    """The mayhem way to cast this graveyard card, if it has mayhem and was discarded this turn."""
    from .graveyard_casting import Way
    mayhem = c.keyword_ability("mayhem")
    if mayhem is None or not mayhem.get("cost") or obj.zone != "graveyard" or not discarded_this_turn(game, obj):
        return []
    return [Way("mayhem", mayhem["cost"])]
