"""Prototype cards (2026 702.160, 718; later than February 2007, whose rules have none: a card with a
prototype is refused under them as the scenario loads).

A card's `prototype` (`{"mana_cost": "{1}{W}", "power": 2, "toughness": 2}`) is its second set of
mana cost, power and toughness (718.2). Cast with `pay: {"prototype": true}`, the spell is
prototyped (718.3): on the stack and as the permanent it becomes it has only those (718.3b), and
the colors of that mana cost; its other characteristics stay (718.5). The alternative values are
copiable (718.2a): a copy of a prototyped spell or permanent has them too (718.3c-d). Everywhere
else, and when cast normally, the card has its normal characteristics (718.4)."""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .mana import colors_of_cost
from .targets import display

NO_PROTOTYPE_2007 = ("prototype cards (2026 702.160, 718) are later than the February 2007 rules; "
                     "play this scenario under the 2026-06-19 rules")

_SHOWN: dict = {}  # id(card) -> (card, the prototyped card)


def prototyped_card(card: dict) -> dict:
    """`card` with its alternative mana cost, power and toughness, and that cost's colors (718.3b)."""
    proto = card.get("prototype")
    if not proto:
        return card
    found = _SHOWN.get(id(card))
    if found is None or found[0] is not card:
        if len(_SHOWN) > 10_000:
            _SHOWN.clear()
        shown = {k: v for k, v in card.items() if k not in ("prototype", "colors")}
        shown.update(mana_cost=proto["mana_cost"], power=proto["power"], toughness=proto["toughness"],
                     colors=list(colors_of_cost(proto["mana_cost"])))
        found = _SHOWN[id(card)] = (card, shown)
    return found[1]


def cast_prototyped(game, obj, name: str) -> None:
    """702.160a: the player chose to cast it prototyped, as it is put on the stack (601.2b)."""
    if not game.rules.applies("prototype"):
        raise IllegalAction("static_abilities_not_played", f"prototype is later than February 2007: the {game.rules.title} have none")
    if not obj.card.get("prototype"):
        raise IllegalAction("prototype", f"{name} has no prototype, so it can't be {game.words.cast_past} prototyped")
    obj.prototyped = True
    game.characteristics_changed()
    proto = obj.card["prototype"]
    emit(game, f"{display(game, obj)} is {game.words.cast_past} prototyped: it has mana cost {proto['mana_cost']} and is "
               f"{proto['power']}/{proto['toughness']}.",
         ("prototype", "a player who casts a spell with prototype can choose to cast it prototyped"),
         ("prototyped_characteristics", "a prototyped spell and the permanent it becomes have only the alternative power, "
                                        "toughness and mana cost, and that cost's colors"))
