""" "When this creature enters, you may put a card an opponent owns from exile into that player's graveyard. If you
do, ..." (the processors: Mind Raker, Murk Strider, Ulamog's Reclaimer, Wasteland Strangler): the instruction
`{"do": "put_exiled_card_into_graveyard"}`, inside a `may` whose `then` is what "If you do" says.

The player chooses the card as the effect is applied (2007 413.2c; 2026 608.2d): any card in exile (2007: removed
from the game) that an opponent owns, face up or face down; it goes into its owner's graveyard (2007 217.1a;
2026 400.3), a new object (2007 217.1c; 2026 400.7). The action's `choices` for the source names it
(`{"source_id": {"may": true, "cards": [id]}}`); without one, the last such card exiled. A player with no such
card in exile can't choose to do it (`can_choose`, asked by the `may` before the choice), so "If you do" follows
only a card really put there (2026 118.12)."""
from __future__ import annotations

from .choices import made_for
from .effects.base import effect
from .errors import IllegalAction
from .log import emit
from .targets import display


def _eligible(game, player: int) -> list[str]:
    return [oid for q in game.players if q.index != player for oid in game.zones[(q.index, "removed_from_game")]]


def can_choose(game, ctx, you, what: str) -> None:
    if not _eligible(game, ctx.controller):
        raise IllegalAction("choice_on_resolution", f"no card an opponent owns is {_in_exile(game)}, so {you.name} can't choose to {what}",
                            "illegal_action_reversed")


def _in_exile(game) -> str:
    return "in exile" if game.words.today else "removed from the game"


@effect("put_exiled_card_into_graveyard", fields=())
def put_exiled_card_into_graveyard(game, st, ctx):
    from .zones import move_card
    you = game.players[ctx.controller]
    eligible = _eligible(game, ctx.controller)
    if not eligible:
        emit(game, f"No card an opponent of {you.name} owns is {_in_exile(game)}, so none is put into a graveyard.")
        return
    named = list(made_for(game, ctx.source_id).get("cards") or ())
    if named and (len(named) != 1 or named[0] not in eligible):
        raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.cards must name one card an opponent of {you.name} "
                                                    f"owns {_in_exile(game)} ({', '.join(eligible)})", "illegal_action_reversed")
    oid = named[0] if named else eligible[-1]
    card = game.objects[oid]
    owner = game.players[card.owner]
    name = display(game, card)
    move_card(game, card, "graveyard")
    default = "" if named else " (no choice was given: the last such card exiled)"
    emit(game, f"{you.name} chooses {name}, a card {owner.name} owns {_in_exile(game)}, and puts it into {owner.name}'s graveyard{default}.",
         ("choice_on_resolution", f"{you.name} chooses the card while the effect is applied"),
         ("card_to_owners_zone", "a card put into a graveyard goes to its owner's"),
         ("zone_change_new_object", "when it changes zones it becomes a new object"))
