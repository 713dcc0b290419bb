"""Madness (2007 502.24a; 2026 702.35a): "If a player would discard this card, that player
discards it, but exiles it instead of putting it into their graveyard" (2007: "may remove it
from the game instead") and "When this card is exiled this way, its owner may cast it by
paying [cost] rather than paying its mana cost. If that player doesn't, they put this card
into their graveyard." Casting it follows the rules for alternative costs (502.24b / 702.35b).

In this engine a card goes from a hand to a graveyard only by being discarded (701.9a /
2007 "discard"), so zones.move_card asks `discarded` here for each such move. Under 2007
the player may decline: the action's `choices` for the card `{"madness": false}` (without
one the card is removed from the game). The trigger is put on the stack as any other
(2007 410; 2026 603); as it resolves the action's `choices` for the card `{"cast": true}`
casts it, paying the madness cost from the mana pool and the fewest of its owner's mana
abilities (unless.pay_generic), its targets the action's `trigger_targets` for the card,
else the first legal ones. Without that choice, or with no legal target, it goes to the
graveyard. A card that left exile first stays where it is (2026 702.35c). If another
replacement effect would also apply to the discard, madness is applied first (its owner
chooses the order, 2007 419.9a / 2026 616.1), and the log says so."""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .effects.base import effect
from .cast_while_resolving import cast_paying
from .log import emit
from .targets import display

#: the triggered ability madness represents (its text in each edition's words)
TRIGGER_2007 = {"kind": "triggered", "effect": [{"do": "madness_cast"}],
                "text": "When this card is removed from the game this way, its owner may play it by paying its madness cost "
                        "rather than paying its mana cost. If that player doesn't, he or she puts this card into his or her graveyard."}
TRIGGER_2026 = {**TRIGGER_2007, "text": "When this card is exiled this way, its owner may cast it by paying its madness cost "
                                        "rather than paying its mana cost. If that player doesn't, they put this card into their graveyard."}


def madness_cost(game, obj) -> str | None:
    for ab in characteristics(game, obj).abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == "madness":
            return ab.get("cost")
    return None


def discarded(game, obj) -> bool:
    """The card `obj` is being discarded from its owner's hand: if it has madness, it is
    exiled instead (2007: if its owner chooses) and its trigger waits; True if so."""
    cost = madness_cost(game, obj)
    if cost is None:
        return False
    w = game.words
    name = display(game, obj)
    owner = game.players[obj.owner].name
    if not game.words.today and made_for(game, obj.id).get("madness") is False:
        emit(game, f"{owner} discards {name} and chooses not to use its madness: it is put into their graveyard.",
             ("madness", "the player may remove the discarded card from the game instead"))
        return False
    from .replacement import _graveyard_replacements
    others = _graveyard_replacements(game, obj, set())
    game.move(obj, "removed_from_game")
    default = "" if game.words.today or "madness" in made_for(game, obj.id) else " (no choice was given: they use it)"
    emit(game, f"{owner} discards {name}; it has madness ({cost}), so it is {w.removed} instead of being put into "
               f"a graveyard{default}.",
         ("madness", "if a player would discard this card, it is discarded but exiled instead of put into the graveyard"
                     if w.today else "if a player would discard this card, it is discarded but may be removed from the game instead"),
         *((("replacement_order", f"{owner} chooses the order of the replacement effects: madness first"),) if others else ()))
    from .triggers import _trigger
    _trigger(game, obj, obj.owner, TRIGGER_2026 if w.today else TRIGGER_2007, {},
             extra_cites=(("madness", f"its triggered ability triggers when it is {w.removed} this way"),))
    return True


@effect("madness_cast", internal=True)
def madness_cast(game, st, ctx):
    """The madness trigger resolves: its owner casts the card paying its madness cost, or puts it
    into their graveyard."""
    from .free_cast import chose_to_cast
    from .zones import move_card
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "removed_from_game" or obj.zcc != ctx.data.get("stack_source_zcc", obj.zcc):
        return  # 702.35c: it left exile; the ability does nothing more
    w = game.words
    name = display(game, obj)
    owner = game.players[obj.owner]
    cost = madness_cost(game, obj)
    if cost is not None and chose_to_cast(game, obj.id, owner.name, name) and _cast(game, obj, owner, cost):
        return
    move_card(game, obj, "graveyard")
    emit(game, f"{owner.name} puts {name} into their graveyard.",
         ("madness", f"if the player doesn't {w.cast} it, they put the card into their graveyard"))


def _cast(game, obj, owner, cost: str) -> bool:
    """Cast `obj` from exile now, paying `cost` rather than its mana cost (502.24b / 702.35b)."""
    w = game.words
    return cast_paying(
        game, obj, owner, cost, "madness", "exile" if w.today else "the removed-from-the-game zone",
        ("madness_alternative_cost", f"{w.casting} it follows the rules for {w.casting} a spell"),
        (("madness", f"its owner may {w.cast} it by paying its madness cost rather than its mana cost"),
         ("madness_alternative_cost", f"{w.casting} a spell with madness follows the rules for paying alternative costs"),
         *((("cast_during_resolution", f"{w.cast_past} while the ability resolves: the steps of {w.casting} a spell"),)
           if game.rules.applies("cast_during_resolution") else ()),
         ("spell_goes_on_stack", f"a {w.cast_past} spell goes on top of the stack")))
