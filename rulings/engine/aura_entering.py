"""An Aura put onto the battlefield other than by resolving as an Aura spell (returned by Oblivion
Ring's kind, flickered, found by a search, reanimated) when the effect doesn't say what it will
enchant: the player putting it there chooses, as it enters, a legal object for its enchant ability
(2007: 212.4j; 2026: 303.4f). With no legal object it stays in its zone, or, from the stack, goes to
its owner's graveyard (2007: 212.4j; 2026: 303.4g). The choice is the action's `choices` for the
Aura, `{"aura_id": {"enchant": "permanent_id"}}`; without one, the first legal permanent, said."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .targets import display

#: put_into_play returns without moving the Aura: it stays where it is
STAYS = object()


def host_as_it_enters(game, aura, controller: int):
    """The id of the permanent `aura` (a card about to be put into play unattached under
    `controller`'s control) will enchant; None if it isn't an Aura; STAYS if nothing can be."""
    c = characteristics(game, aura)
    if "Aura" not in c.subtypes:
        return None
    from .choices import made_for
    from .enchant import enchant_filter
    from .target_filter import why_not
    spec = enchant_filter(game, aura)
    legal = [p for p in game.in_play() if p is not aura
             and why_not(game, spec, p, display(game, p), None, aura.id, controller) is None]
    who = game.players[controller].name
    cite = ("aura_enters_not_cast", "the player putting it there chooses what it enchants as it enters")
    named = made_for(game, aura.id).get("enchant")
    if named is not None:
        host = game.objects.get(named)
        if host not in legal:
            why = "not a permanent" if host is None or host.zone != "in_play" else \
                why_not(game, spec, host, display(game, host), None, aura.id, controller) or "it can't enchant that"
            raise IllegalAction("aura_enters_not_cast", f"{display(game, aura)} can't enchant {named} ({why})")
        emit(game, f"{who} chooses {display(game, host)} for {display(game, aura)} to enchant as it enters.", cite)
        return host.id
    if not legal:
        where = "the graveyard" if aura.zone == "stack" else "where it is"
        emit(game, f"{display(game, aura)} can't enter: nothing can be enchanted by it, so it stays {where}.",
             ("aura_enters_nothing_legal", "an Aura with nothing legal to enchant remains in its current zone"))
        if aura.zone == "stack":
            from .zones import move_card
            move_card(game, aura, "graveyard")
        return STAYS
    emit(game, f"{who} chooses {display(game, legal[0])} for {display(game, aura)} to enchant as it enters "
               "(no choice was given: the first permanent it can enchant).", cite)
    return legal[0].id
