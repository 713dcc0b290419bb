"""Cipher (2026 702.99a): "If this spell is represented by a card, you may exile this card
encoded on a creature you control" and "For as long as this card is encoded on that creature,
that creature has 'Whenever this creature deals combat damage to a player, you may copy the
encoded card and you may cast the copy without paying its mana cost.'"

As the spell finishes resolving (stack.py asks `encode` before it would go to the graveyard),
the resolving action's `choices` for the spell `{"cipher": "creature id"}` names a creature its
controller controls: the card is exiled encoded on it (no choice: it goes to the graveyard as
usual). The creature gains the ability above (a continuous effect for that creature object);
as that ability resolves, the action's `choices` for the creature `{"cast": true}` copies the
encoded card and casts the copy without paying its mana cost (707.12; 608.2g: its targets are
the action's `trigger_targets` for the encoded card, else the first legal ones). If the card
has left exile by then, it is no longer encoded and nothing happens (702.99c).
A keyword later than February 2007: under those rules a spell with cipher is refused as it is cast."""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .effects.base import effect
from .errors import IllegalAction
from .free_cast import LATER_KEYWORDS, chose_to_cast
from .log import emit
from .state import Effect, PendingTrigger, StackItem
from .targets import display, ref_display

LATER_KEYWORDS["cipher"] = "702.99"
TEXT = ("Whenever this creature deals combat damage to a player, you may copy the encoded card and you may cast the copy "
        "without paying its mana cost.")


def encode(game, obj, item, c) -> bool:
    """The resolving spell's card is exiled encoded on the creature the action names; True if so."""
    if not c.has_keyword("cipher") or item.get("copy_of") or obj.token:
        return False
    chosen = made_for(game, obj.id).get("cipher")
    if not chosen:
        emit(game, f"{display(game, obj)} is not encoded on a creature (no choice was given, or none): it goes to the graveyard.",
             ("cipher", "its controller may exile the card encoded on a creature they control"))
        return False
    host = game.objects.get(chosen)
    if host is None or host.zone != "in_play" or host.controller != item.controller or not characteristics(game, host).is_creature:
        raise IllegalAction("cipher", f"choices.{obj.id}.cipher: {chosen} is not a creature {game.players[item.controller].name} "
                                      "controls", "illegal_action_reversed")
    game.move(obj, "removed_from_game")
    ability = {"kind": "triggered", "trigger": {"event": "deals_damage", "who": "self", "to": "player", "combat": True},
               "effect": [{"do": "cipher_cast", "card": obj.id, "card_zcc": obj.zcc}], "text": TEXT}
    game.effects = game.effects + (Effect(game.new_timestamp(), "gain_ability", host.id, host.zcc, (("ability", ability),), None,
                                          display(game, obj)),)
    game.characteristics_changed()
    emit(game, f"{display(game, obj)} is exiled encoded on {display(game, host)}, which has \"{TEXT}\" for as long as it is encoded.",
         ("cipher", "the card is exiled encoded on a creature its controller controls, which has the ability for as long as it is encoded"))
    return True


@effect("cipher_cast", fields=("card", "card_zcc"), internal=True)
def cipher_cast(game, st, ctx):
    from .actions import played
    from .effects.copies import GameObject, token_ids
    from .triggers import _choose_targets, spell_cast
    card = game.objects.get(st.get("card"))
    if card is None or card.zone != "removed_from_game" or card.zcc != st.get("card_zcc"):
        emit(game, "The encoded card has left exile, so it is no longer encoded and nothing happens.",
             ("cipher", "the ability works only for as long as the card is encoded on the creature"))
        return
    you = game.players[ctx.controller]
    name = display(game, card)
    if not chose_to_cast(game, ctx.source_id, you.name, f"a copy of {name}"):
        return
    w = game.words
    specs, steps = tuple(card.card.get("targets", ())), tuple(card.card.get("effect", ()))
    if card.card.get("additional_cost") or card.card.get("modes"):
        raise IllegalAction("cipher", f"{name} has an additional cost or modes; {w.casting} its copy with them is not in the engine")
    cid = token_ids(game, card.id + "_copy", 1)[0]
    copy = GameObject(game.journal, cid, card.card, ctx.controller, "stack")
    copy.controller = ctx.controller
    copy.timestamp = game.new_timestamp()
    game.objects = {**game.objects, cid: copy}
    game.copies = game.copies + (cid,)
    targets = ()
    if specs:
        targets = _choose_targets(game, PendingTrigger(ctx.controller, card.id, card.zcc, name, "", (), specs))
        if targets is None:
            game.objects = {k: v for k, v in game.objects.items() if k != cid}
            game.copies = tuple(x for x in game.copies if x != cid)
            emit(game, f"The copy of {name} can't be {w.cast_past} (no legal target).",
                 ("cast_during_resolution", f"a spell {w.cast_past} during a resolution follows the steps of {w.casting} a spell"))
            return
    item = StackItem(id=cid, kind="spell", controller=ctx.controller, name=f"{name} (copy)", text=card.card.get("text", ""),
                     source_id=cid, source_zcc=copy.zcc, effect=steps, targets=targets, target_specs=specs,
                     x=0 if "{X}" in (card.card.get("mana_cost") or "") else None, data=(("copy_of", card.id),))
    game.push(item)
    tg = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
    emit(game, f"{you.name} copies the encoded card {name} and {w.casts} the copy without paying its mana cost{tg}; it goes on the stack.",
         ("cipher", "the encoded card may be copied and the copy cast without paying its mana cost"),
         ("cast_during_resolution", f"{w.cast_past} while the ability resolves: the steps of {w.casting} a spell"),
         ("without_paying_mana_cost", "its mana cost is not paid: an alternative cost (X is 0)"),
         ("spell_goes_on_stack", f"a {w.cast_past} spell goes on top of the stack"))
    played(game, copy, item, characteristics(game, copy))
    spell_cast(game, ctx.controller, copy, targets)
