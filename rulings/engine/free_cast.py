"""Casting a card from exile without paying its mana cost while an ability resolves
(cascade's "You may cast it without paying its mana cost", rebound's "you may cast this
card from exile without paying its mana cost"): 2026 608.2g, the steps of 601.2a-i with no
priority after it is cast; its mana cost is not paid, an alternative cost (118.9), so X is 0
(107.3b). The choice is the player's, given in the resolving action's `choices` for the
object whose ability resolves (`{"cast": true}`, with `"mode"` for a modal spell); the
spell's targets are the action's `trigger_targets` for the card, else the first legal ones
(as a suspended card's, 702.62a). Cards whose casting needs more (an additional cost) are
refused, naming what the engine can't do. Both keywords are later than February 2007
(refuse_later_keyword): only 2026 games reach here."""
from __future__ import annotations

import random

from .choices import made_for
from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .state import PendingTrigger, StackItem
from .targets import display, ref_display

#: the keywords of this family that the February 2007 rules don't have, and their 2026 rule
LATER_KEYWORDS = {"cascade": "702.85", "rebound": "702.88", "warp": "702.185", "plot": "702.170", "foretell": "702.143", "miracle": "702.94"}
#: the keyword actions of this family later than February 2007 (instructions), and their 2026 rule
LATER_ACTIONS = {"discover": "701.57"}
#: how a refusal says an instruction of LATER_ACTIONS that is not a keyword action ("rolls a die")
LATER_ACTION_WORDS: dict[str, str] = {}
#: the keywords later than February 2007 that a token a card creates may have, and their 2026 rule
LATER_TOKEN_KEYWORDS = {"decayed": "702.147"}


def refuse_later_keyword(game, c, name: str, card: dict | None = None) -> None:
    """Under the 2007 rules a spell with cascade or rebound, or whose card discovers, is
    refused: its keyword is not one of that edition's (502.1), and the engine doesn't guess
    what it would mean."""
    if game.words.today:
        return
    for kw, rule in LATER_KEYWORDS.items():
        if c.has_keyword(kw):
            raise IllegalAction("keyword_abilities", f"{name} has {kw}, a keyword later than the February 2007 rules (2026: rule {rule}); "
                                                     "the engine plays it only under the 2026 rules")
    if card is not None:
        from .scenario.cards import instructions
        found = {st.get("do") for st in instructions([card])} & set(LATER_ACTIONS)
        for kw in sorted(found):
            said = LATER_ACTION_WORDS.get(kw) or f"says \"{kw}\", a keyword action"
            raise IllegalAction("keyword_abilities", f"{name} {said} later than the February 2007 rules "
                                                     f"(2026: rule {LATER_ACTIONS[kw]}); the engine plays it only under the 2026 rules")
        for st in instructions([card]):
            token = st.get("token") if st.get("do") == "create_token" else None
            for ab in token.get("abilities", ()) if isinstance(token, dict) else ():
                if isinstance(ab, dict) and ab.get("keyword") in LATER_TOKEN_KEYWORDS:
                    kw = ab["keyword"]
                    raise IllegalAction("keyword_abilities", f"{name} creates a token with {kw}, a keyword later than the February 2007 "
                                                             f"rules (2026: rule {LATER_TOKEN_KEYWORDS[kw]}); the engine plays it only under the 2026 rules")


def exile_until_nonland(game, player, accept) -> tuple[list, object]:
    """Exile cards from the top of `player`'s library one at a time until a nonland card
    `accept(obj, characteristics)` takes (cascade 702.85a, discover 701.57a): (every card
    exiled, that card or None when the library ran out)."""
    from .zones import move_card
    exiled = []
    while game.zones[(player.index, "library")]:
        top = game.objects[game.zones[(player.index, "library")][-1]]
        move_card(game, top, "removed_from_game")
        exiled.append(top)
        c = characteristics(game, top)
        if "Land" not in c.types and accept(top, c):
            return exiled, top
    return exiled, None


def to_bottom_in_random_order(game, player, cards: list, why: tuple) -> None:
    """The cards on the bottom of the library in a random order: one the engine draws from
    the game itself, the same on every replay."""
    if not cards:
        return
    ids = [o.id for o in cards]
    random.Random(f"{game.turn}:{game.step}:{player.name}:{','.join(ids)}").shuffle(ids)
    for oid in ids:
        game.move(game.objects[oid], "library", top=False)
    emit(game, f"{player.name} puts {', '.join(display(game, game.objects[oid]) for oid in ids)} on the bottom of their library "
               "in a random order (the engine draws one random order, the same on every replay).", why)


def chose_to_cast(game, chooser_id: str, who: str, what: str) -> bool:
    """Whether the action's `choices` for `chooser_id` say `{"cast": true}`; logged either way."""
    given = made_for(game, chooser_id).get("cast")
    if not given:
        default = " (no choice was given: the player doesn't)" if given is None else ""
        emit(game, f"{who} doesn't {game.words.cast} {what}{default}.",
             ("choice_on_resolution", f"{who} chooses while the effect is applied whether to {game.words.cast} it"))
        return False
    return True


def cast_without_paying(game, controller: int, obj, chooser_id: str, why: tuple) -> bool:
    """Cast `obj` (a card in exile) now, without paying its mana cost; False if it can't be
    cast (no legal target: it stays where it is). `why`: the (concept, reason) of the keyword."""
    from .actions import played
    from .triggers import _choose_targets, spell_cast
    card = obj.card
    c = characteristics(game, obj)
    name = display(game, obj)
    w = game.words
    if "Land" in c.types:
        return False
    if card.get("additional_cost"):
        raise IllegalAction("cast_during_resolution", f"{name} has an additional cost; casting it during a resolution with that "
                                                      "cost is not in the engine")
    from .casting_restrictions import cant_cast_now  # "Cast this spell only during combat" (601.3)
    if cant_cast_now(game, controller, c, name):
        return False
    specs, steps, mode = tuple(card.get("targets", ())), tuple(card.get("effect", ())), None
    if card.get("modes"):
        mode = made_for(game, chooser_id).get("mode")
        if not isinstance(mode, int) or not 0 <= mode < len(card["modes"]):
            raise IllegalAction("announce_mode_and_x", f"choices.{chooser_id}.mode: {name} is modal: choose a mode from 0 to "
                                                       f"{len(card['modes']) - 1}", "cast_during_resolution")
        specs, steps = tuple(card["modes"][mode].get("targets", ())), tuple(card["modes"][mode].get("effect", ()))
    if "Aura" in c.subtypes and not specs:
        specs = ("creature",)
    targets = ()
    if specs:
        targets = _choose_targets(game, PendingTrigger(controller, obj.id, obj.zcc, name, "", (), specs))
        if targets is None:
            emit(game, f"{name} can't be {w.cast_past} (no legal target), so it stays {w.removed}.",
                 ("cast_during_resolution", f"a spell {w.cast_past} during a resolution follows the steps of {w.casting} a spell"))
            return False
    origin = "exile"
    game.move(obj, "stack", controller=controller)
    item = StackItem(id=obj.id, kind="spell", controller=controller, name=display(game, obj), text=card.get("text", ""),
                     source_id=obj.id, source_zcc=obj.zcc, effect=steps, targets=targets, target_specs=specs,
                     x=0 if "{X}" in (card.get("mana_cost") or "") else None, mode=mode)
    game.push(item)
    tg = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
    emit(game, f"{game.players[controller].name} {w.casts} {name} from {origin} without paying its mana cost{tg}; it goes on the stack.",
         why, ("cast_during_resolution", f"{w.cast_past} while the ability resolves: the steps of {w.casting} a spell, "
                                         "and no player receives priority after it"),
         ("without_paying_mana_cost", "its mana cost is not paid: an alternative cost (X is 0)"),
         ("spell_goes_on_stack", f"a {w.cast_past} spell goes on top of the stack"))
    played(game, obj, item, c)
    spell_cast(game, controller, obj, targets)
    return True
