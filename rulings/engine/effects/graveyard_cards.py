"""Instructions that move cards out of a graveyard to somewhere other than their
owner's hand: "Exile target player's graveyard" (Tormod's Crypt), "Put target card
from a graveyard on the bottom of its owner's library" (Vessel of Endless Rest),
and "Put target creature card from a graveyard onto the battlefield under your
control" (Reanimate). Each card that moves becomes a new object (2007: 217.1c;
2026: 400.7); a card goes to its OWNER's library (2007: 217.1d; 2026: 400.3)."""
from __future__ import annotations

from ..continuous import characteristics
from ..target_filter import mana_value
from ..log import emit
from ..state import TargetRef
from ..targets import display
from ..zones import put_into_play
from .base import effect, object_of, resolve_ref


def _player(game, ctx, ref: str):
    found = resolve_ref(game, ctx, ref)
    if found is None or found.kind != "player":
        return None
    return game.player_named(found.id)


def _graveyard_card(game, ctx, st):
    card = object_of(game, resolve_ref(game, ctx, st.get("what", "target:0")))
    return card if card is not None and card.zone == "graveyard" else None


@effect("exile_graveyard", fields=("player", "players"))
def exile_graveyard(game, st, ctx):
    """Every card in the player's graveyard (`players`: `"each_player"`, all graveyards, or
    `"each_opponent"`, each opponent's) is exiled (2007: removed from the game) at once."""
    if st.get("players") in ("each_player", "each_opponent"):
        everyone = [game.players[i] for i in game.apnap()]
        whose = [q for q in everyone if st["players"] == "each_player" or q.index != ctx.controller]
    else:
        p = _player(game, ctx, st.get("player", "target:0"))
        whose = [p] if p is not None else []
    moved = [(q, [game.objects[oid] for oid in game.zones[(q.index, "graveyard")]]) for q in whose]
    for _q, cards in moved:
        for card in cards:
            game.move(card, "removed_from_game")
    for q, cards in moved:
        emit(game, f"{q.name}'s graveyard is {game.words.removed}: {len(cards)} card{'s' if len(cards) != 1 else ''}"
                   + (f" ({', '.join(c.card.get('name', '?') for c in cards)})." if cards else "."),
             ("zone_change_new_object", "each card that changes zones becomes a new object"))


@effect("put_on_library_bottom", fields=("what",))
def put_on_library_bottom(game, st, ctx):
    """A card in a graveyard goes to the bottom of its owner's library."""
    _to_library(game, st, ctx, top=False)


@effect("put_on_library_top", fields=("what",))
def put_on_library_top(game, st, ctx):
    """A card in a graveyard goes on top of its owner's library."""
    _to_library(game, st, ctx, top=True)


def _to_library(game, st, ctx, top: bool) -> None:
    card = _graveyard_card(game, ctx, st)
    if card is None:
        return
    name = display(game, card)
    game.move(card, "library", top=top)
    emit(game, f"{name} is put {'on top' if top else 'on the bottom'} of its owner's ({game.players[card.owner].name}'s) library.",
         ("card_to_owners_zone", "a card put into a library goes to its owner's"),
         ("zone_change_new_object", "when it changes zones it becomes a new object"))


@effect("put_onto_battlefield_under_your_control", fields=("what", "lose_life_equal_to_mana_value"))
def put_onto_battlefield_under_your_control(game, st, ctx):
    """A card in any graveyard enters under the control of the ability's or spell's
    controller (not necessarily its owner). `lose_life_equal_to_mana_value`: Reanimate's
    "You lose life equal to that card's mana value", its value read as the card was in
    the graveyard (if it is no longer there, nothing happens)."""
    card = _graveyard_card(game, ctx, st)
    if card is None:
        emit(game, "The card is no longer in the graveyard, so nothing is put " + game.words.into_play + ".",
             ("zone_change_new_object", "a card that changed zones is a new object the instruction can't find"))
        ctx.data["it"] = None  # nothing put: "it" afterwards names nothing
        return
    value = mana_value(game, card, characteristics(game, card))
    you = game.players[ctx.controller]
    put_into_play(game, card, ctx.controller, "put",
                  text=f"{display(game, card)} is put {game.words.into_play} from {game.players[card.owner].name}'s graveyard "
                       f"under {you.name}'s control.",
                  cites=(("zone_change_new_object", "it is a new object under the control of the player who put it there"),))
    if card.zone == "in_play":  # "It gains haste." after it: the new permanent (2007 217.1c; 2026 400.7)
        ctx.data["it"] = TargetRef("object", card.id, card.zcc)
    if st.get("lose_life_equal_to_mana_value"):
        you.life -= value
        emit(game, f"{you.name} loses {value} life, that card's {'mana value' if game.words.today else 'converted mana cost'} "
                   f"({you.life} life).")


@effect("return_attached_to_it", fields=())
def return_attached_to_it(game, st, ctx):
    """ "Return this card from your graveyard to the battlefield attached to that creature" (Dragon
    Breath): the Aura card, if it is still the object that triggered (217.1c / 400.7), enters under
    its owner's control attached to the creature of the trigger event, which must still be on the
    battlefield and be something it can enchant; otherwise it stays in the graveyard (2026 303.4i)."""
    aura = game.objects.get(ctx.source_id)
    zcc = ctx.data.get("source_zcc")
    if aura is None or aura.zone != "graveyard" or (zcc is not None and aura.zcc != zcc):
        emit(game, f"{ctx.source_name} is no longer in the graveyard, so nothing returns.",
             ("zone_change_new_object", "a card that changed zones is a new object the ability can't find"))
        return
    host = object_of(game, ctx.data.get("event_object"))
    name = display(game, aura)
    from ..enchant import why_cant_enchant
    why = "it has left the battlefield" if host is None or host.zone != "in_play" else why_cant_enchant(game, aura, host, display(game, host))
    if why:
        cites = (("aura_put_onto_illegal_object", "an Aura put onto the battlefield attached to what it can't enchant stays where it is"),) \
            if game.rules.applies("aura_put_onto_illegal_object") else ()
        emit(game, f"{name} stays in the graveyard: it can't be attached to that creature ({why}).", *cites)
        return
    put_into_play(game, aura, aura.owner, "returned", attach_to=host.id,
                  text=f"{name} returns from the graveyard {game.words.to_play} under {game.players[aura.owner].name}'s control "
                       f"attached to {display(game, host)}.",
                  cites=(("zone_change_new_object", "it is a new object"),))


@effect("exile_from_own_graveyard", fields=("player",))
def exile_from_own_graveyard(game, st, ctx):
    """ "Target player exiles a card from their graveyard" (Relic of Progenitus): that player chooses
    the card as the ability resolves (2007: 413.2c; 2026: 608.2d), named by the resolving action's
    `choices` for the source (`{"source_id": {"cards": [id]}}`, a card in that player's graveyard);
    without a choice, the last card put there. An empty graveyard: nothing happens."""
    from ..choices import made_for
    from ..errors import IllegalAction
    p = _player(game, ctx, st.get("player", "target:0"))
    if p is None:
        return
    yard = list(game.zones[(p.index, "graveyard")])
    if not yard:
        emit(game, f"{p.name}'s graveyard is empty, so nothing is {game.words.removed}.")
        return
    named = made_for(game, ctx.source_id).get("cards")
    cites = [("choice_on_resolution", f"{p.name} chooses the card while the effect is applied")]
    if named:
        if len(named) != 1 or named[0] not in yard:
            raise IllegalAction("choice_on_resolution", f"{p.name} must choose one card in their own graveyard", "illegal_action_reversed")
        card, default = game.objects[named[0]], ""
    else:
        card, default = game.objects[yard[-1]], " (no choice was given: the last card put there)"
    name = display(game, card)
    game.move(card, "removed_from_game")
    said = f"exiles {name} from their graveyard" if game.words.today else f"removes {name} (in their graveyard) from the game"
    emit(game, f"{p.name} {said}{default}.", *cites)


@effect("shuffle_hand_and_graveyard_into_library", fields=("player",))
def shuffle_hand_and_graveyard_into_library(game, st, ctx):
    """ "Each player shuffles their hand and graveyard into their library" (Timetwister), for one
    player (`player`, `"it"` in a for_each over the players): every card of their hand and graveyard
    goes into their library, then it is shuffled (2026 701.24a, also when nothing was put into it)."""
    from .library import _names, _player as player_of, shuffle_and_say
    p = player_of(game, st, ctx)
    if p is None:
        return
    moved = list(game.zones[(p.index, "hand")]) + list(game.zones[(p.index, "graveyard")])
    for oid in moved:
        game.move(game.objects[oid], "library")
    shuffle_and_say(game, p, f"{p.name} shuffles their hand and graveyard ({_names(game, moved)}) into their library")
