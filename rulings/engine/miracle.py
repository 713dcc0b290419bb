"""Miracle (2026 702.94a): "Miracle [cost]" means "You may reveal this card from your hand as you
draw it if it's the first card you've drawn this turn. When you reveal this card this way, you may
cast it by paying [cost] rather than its mana cost." A static ability linked to a triggered ability
(603.11); the card stays revealed until it leaves the hand or the ability leaves the stack (702.94b).

The engine counts each card a player draws this turn (second_draw.py; a scenario that starts
mid-turn gives `players[].cards_drawn_this_turn`). As a card with miracle is drawn and it is its
owner's first card drawn this turn, the drawing action's `choices` for the card `{"miracle": true}`
reveal it (without that choice it isn't revealed: the player may, 702.94a) and its trigger goes on
the stack as any other (603.3). As the trigger resolves, the action's `choices` for the card
`{"cast": true}` cast it from the hand paying the miracle cost from the mana pool and the fewest of
its owner's mana abilities (unless.pay_generic), an alternative cost (118.9), during the resolution
(608.2g: its timing is not checked), its targets the action's `trigger_targets` for the card, else
the first legal ones. A card that left the hand first can't be cast this way: the ability does
nothing. Miracle costs with X are not read (the compiler leaves them text only).

Miracle is later than the February 2007 rules: a card with it is refused as it is cast under them
(free_cast.refuse_later_keyword), and a choice to reveal it as it is drawn is refused there."""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .effects.base import effect
from .errors import IllegalAction
from .cast_while_resolving import cast_paying
from .log import emit
from .targets import display

#: the triggered ability miracle is linked to (702.94a's words)
TRIGGER = {"kind": "triggered", "effect": [{"do": "miracle_cast"}],
           "text": "When you reveal this card this way, you may cast it by paying its miracle cost rather than its mana cost."}


def miracle_cost(game, obj) -> str | None:
    kw = characteristics(game, obj).keyword_ability("miracle")
    return kw.get("cost") if kw else None


def drawn(game, player, obj) -> None:
    """`player` drew `obj`: if it has miracle and is the first card they drew this turn, they may
    reveal it (the action's `choices`), and its trigger goes on the stack."""
    cost = miracle_cost(game, obj)
    if cost is None:
        return
    chosen = made_for(game, obj.id).get("miracle")
    name = display(game, obj)
    if not game.words.today:
        if chosen:
            raise IllegalAction("keyword_abilities", f"{name} has miracle, a keyword later than the February 2007 rules "
                                                     "(2026: rule 702.94); the engine plays it only under the 2026 rules")
        return
    nth = game.draws_this_turn.count(player.index)
    if nth != 1:
        if chosen:
            raise IllegalAction("miracle", f"{name} is the {_ordinal(nth)} card {player.name} has drawn this turn: only the "
                                           "first card drawn in a turn may be revealed for its miracle")
        return
    if not chosen:
        emit(game, f"{player.name} doesn't reveal {name} for its miracle"
                   f"{' (no choice was given: the player does not)' if chosen is None else ''}.",
             ("miracle", "its owner may reveal it as they draw it, if it's the first card they've drawn this turn"))
        return
    emit(game, f"{player.name} reveals {name} as they draw it: it is the first card they have drawn this turn, and it has "
               f"miracle ({cost}). It stays revealed until it leaves their hand or its ability leaves the stack.",
         ("miracle", "you may reveal this card from your hand as you draw it if it's the first card you've drawn this turn"),
         ("miracle_revealed", "the revealed card stays revealed until it leaves the hand or its ability leaves the stack"))
    from .triggers import _trigger
    _trigger(game, obj, obj.owner, TRIGGER, {},
             extra_cites=(("miracle", "when you reveal this card this way, its linked triggered ability triggers"),))


def _ordinal(n: int) -> str:
    return {2: "second", 3: "third"}.get(n, f"{n}th")


@effect("miracle_cast", internal=True)
def miracle_cast(game, st, ctx):
    """The miracle trigger resolves: its owner may cast the card from their hand for its miracle cost."""
    from .free_cast import chose_to_cast
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "hand" or obj.zcc != ctx.data.get("stack_source_zcc", obj.zcc):
        emit(game, f"{ctx.source_name} is no longer in its owner's hand: it can't be {game.words.cast_past} this way.",
             ("miracle", "the linked ability casts the revealed card from the hand"))
        return
    owner = game.players[obj.owner]
    cost = miracle_cost(game, obj)
    name = display(game, obj)
    if cost is not None and chose_to_cast(game, obj.id, owner.name, name):
        _cast(game, obj, owner, cost)


def _cast(game, obj, owner, cost: str) -> bool:
    """Cast `obj` from its owner's hand now, paying `cost` rather than its mana cost (702.94a, 118.9)."""
    w = game.words
    return cast_paying(
        game, obj, owner, cost, "miracle", "their hand",
        ("alternative_cost", f"{w.casting} it for its miracle cost follows the rules for {w.casting} a spell"),
        (("miracle", "when you reveal this card this way, you may cast it by paying its miracle cost rather than its mana cost"),
         ("alternative_cost", "the miracle cost is an alternative cost, paid rather than the mana cost"),
         ("cast_during_resolution", f"{w.cast_past} while the ability resolves: the steps of {w.casting} a spell"),
         ("spell_goes_on_stack", f"a {w.cast_past} spell goes on top of the stack")),
        stays=f": it stays in {owner.name}'s hand")
