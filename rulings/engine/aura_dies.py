"""An Aura's "When enchanted creature dies, return that card to the battlefield under your
control" (False Demise, Unhallowed Pact): a leaves-the-battlefield ability of the Aura that looks
back in time (2007: 410.10c-d; 2026: 603.6c, 603.10a), so it triggers although the Aura, then
attached to nothing, is put into the graveyard right after (2007: 420.5c; 2026: 704.5m), or left
with the creature. "That card" is the creature card put into the graveyard: if it has left the
graveyard by the time the ability resolves, it is a new object and nothing returns
(2007: 217.1c; 2026: 400.7). "You" is the Aura's controller as it triggered."""
from __future__ import annotations

from .effects.base import effect, object_of, resolve_ref
from .log import emit
from .targets import display


def enchanted_as_it_left(aura, obj, last) -> bool:
    """Was `aura` (an Aura, or an Equipment: "Whenever equipped creature dies") attached to `obj`
    (now the object it became, one zone change later) as `obj` left?
    The Aura as it is now if still on the battlefield, else as it last existed there."""
    if not last.is_creature:
        return False
    if aura.zone == "in_play":
        host = (aura.attached_to, aura.attached_zcc)
    else:
        host = tuple(aura.last_attached[1:]) if aura.last_attached else None
    return host == (obj.id, obj.zcc - 1)


def was_of_subtype(trig: dict, last) -> bool:
    """ "Whenever equipped creature dies, if it was a Human, ..." (Avacyn's Collar: `"subtype": "Human"`):
    the creature's subtypes as it last existed on the battlefield (2007 410.10d; 2026 603.10a), which no
    later event changes, so the condition checked as it triggers is the one checked as it resolves
    (2007 404.3; 2026 603.4)."""
    return "subtype" not in trig or trig["subtype"] in last.subtypes


@effect("return_to_play_under_your_control", fields=("what",))
def return_to_play_under_your_control(game, st, ctx):
    """ "Return that card to the battlefield under your control": the card (`what`: "it", the
    trigger event's object) comes back a new object under the ability's controller's control."""
    from .zones import put_into_play
    ref = resolve_ref(game, ctx, st.get("what", "it"))
    card = game.objects.get(ref.id) if ref is not None and ref.kind == "object" else None
    you = game.players[ctx.controller]
    if card is not None and card.token and card.zone != "in_play":
        put_into_play(game, card, ctx.controller, "returned")  # says why it stays where it is (2007: 216.4; 2026: 111.8)
        return
    card = object_of(game, ref)
    if card is None or card.zone != "graveyard":
        emit(game, "The card is no longer in the graveyard, so nothing returns.",
             ("zone_change_new_object", "a card that changed zones again is a new object the instruction can't find"))
        return
    put_into_play(game, card, ctx.controller, "returned",
                  text=f"{display(game, card)} returns from the graveyard {game.words.to_play} under {you.name}'s control as a new object.",
                  cites=(("zone_change_new_object", "it is a new object: no memory of its counters, damage, Auras or effects"),))
