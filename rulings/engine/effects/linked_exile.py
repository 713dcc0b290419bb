"""Two linked abilities (2007: 217.7d; 2026: 607.2a): Faceless Butcher's "When this creature
enters, exile another target creature" and "When this creature leaves the battlefield, return
the exiled card to the battlefield under its owner's control". The second refers only to the
cards the first exiled, and only those the same object exiled (a permanent that leaves and
comes back is a new object, 2007: 217.1c; 2026: 400.7, linked to nothing it did before).

Unlike "exile ... until ~ leaves the battlefield" (until.py, 610.3), these are two separate
triggered abilities: if the source leaves before its enters ability resolves, the leaves
ability resolves first and returns nothing, then the enters ability exiles the creature for
good (Fiend Hunter's rulings)."""
from __future__ import annotations

from ..log import emit, exiled
from ..state import Effect, TargetRef
from ..targets import display
from .base import effect, permanent

KIND = "exiled_with_linked_ability"


@effect("exile_linked", fields=("what",))
def exile_linked(game, st, ctx):
    """Exile the permanent and remember it was exiled by this ability of this object (the
    source as it was when the ability triggered or was activated)."""
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    if exile_linked_to_source(game, ctx, obj):
        ctx.data["it"] = TargetRef("object", obj.id, obj.zcc)


def exile_linked_to_source(game, ctx, obj) -> bool:
    """Exile `obj` and link it to the ability's source (as the ability's object saw it), for the
    linked ability that returns it (Faceless Butcher; champion, rulings/engine/champion.py); False
    if a replacement sent it elsewhere, when nothing is linked."""
    from ..zones import leave_play
    name = display(game, obj)
    leave_play(game, obj, "removed_from_game", "removed")
    emit(game, f"{name} is {game.words.removed}.", *((exiled(game),) if obj.zone == "removed_from_game" else ()))
    if obj.zone != "removed_from_game":
        return False
    link(game, ctx, obj)
    return True


def link(game, ctx, obj) -> None:
    """Remember that `obj`, just exiled, was exiled by this ability of the object it belongs to (the
    source as it was when the ability triggered or was activated): what its linked ability returns
    (2007: 217.7d; 2026: 607.2a). `remove_from_game` and `reveal_hand` do it when marked `linked`."""
    if obj.zone != "removed_from_game":
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), KIND, obj.id, obj.zcc,
                                          (("source_id", ctx.source_id), ("source_zcc", ctx.data.get("stack_source_zcc"))),
                                          None, ctx.source_name),)


#: where `return_linked_exiled` puts the cards: `into`
INTO = ("in_play", "hand", "graveyard")


@effect("return_linked_exiled", fields=("into", "tapped"))
def return_linked_exiled(game, st, ctx):
    """A leaves-the-battlefield ability's "return the exiled card(s) to the battlefield under its
    (their) owner's control" (`into` "in_play", the default; `tapped`), "... to its owner's hand"
    (Tidehollow Sculler: "hand"), "... to their owner's graveyard" (Gravegouger): each card the
    object that left (its zone-change count before it left) exiled with its linked ability and
    still in exile returns, a new object (400.7); a card that left exile since is a new object the
    ability can't find. Several return to the battlefield in one event (2007: 410.10a; 2026: 603.6a)."""
    from ..zones import entering_together, move_card, put_into_play
    left = ctx.data.get("stack_source_zcc")
    left_as = left - 1 if left is not None else None  # the leaves ability's source is the object after it left
    linked = [e for e in game.effects if e.kind == KIND and e.get("source_id") == ctx.source_id and e.get("source_zcc") == left_as]
    cite = ("linked_exile", "the ability refers only to the cards its linked ability exiled")
    found = [game.objects.get(e.target) for e in linked]
    found = [(e, o) for e, o in zip(linked, found) if o is not None and o.zone == "removed_from_game" and o.zcc == e.zcc]
    if linked:
        game.effects = tuple(e for e in game.effects if e not in linked)
    if not found:
        emit(game, f"No card {game.words.removed} by {ctx.source_name}'s linked ability is there, so nothing returns.", cite)
        return
    into = st.get("into", "in_play")
    if into != "in_play":
        for _e, obj in found:
            name, owner = display(game, obj), game.players[obj.owner].name
            move_card(game, obj, into)
            where = {"hand": "hand", "graveyard": "graveyard"}[into]
            emit(game, f"{name}, {game.words.removed} by {ctx.source_name}'s linked ability, returns to its owner's ({owner}'s) {where}.", cite)
        return
    tapped = bool(st.get("tapped"))
    if len(found) > 1:
        emit(game, f"The cards {game.words.removed} by {ctx.source_name}'s linked ability return together, in one event: each one's "
                   "abilities see the others enter.",
             ("comes_into_play_trigger", "each time an event puts permanents onto the battlefield, all of them, newcomers included, "
                                         "are checked for abilities that trigger on entering"))
    with entering_together(game):
        for _e, obj in found:
            text = (f"{display(game, obj)}, {game.words.removed} by {ctx.source_name}'s linked ability, returns {game.words.to_play}"
                    f"{' tapped' if tapped else ''} under its owner's ({game.players[obj.owner].name}'s) control as a new object.")
            put_into_play(game, obj, obj.owner, "returned", text=text, tapped=tapped,
                          cites=(cite, ("zone_change_new_object", "it is a new object: no memory of its counters, damage, Auras or effects")))
