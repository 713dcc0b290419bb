""" "As long as there are four or more creature cards in your graveyard" (Reclusive Taxidermist), "three
or more land cards" (Elvish Reclaimer), "three or more instant and/or sorcery cards" (Spelleater
Wolverine): a static ability's condition (`while`), read for its source's controller each time the
effect is applied (2007 418.5a 6d; 2026 613.4c, 611.3a). It counts the cards of that graveyard with any
of those card types (their printed types: a card in a graveyard has its own characteristics), and reads no
permanent's characteristics, so an ability granted while it holds is decided as effects are gathered.
"""
from __future__ import annotations

#: the `while` key and the card types a card it counts has one of
KEYS = {"creature_cards_in_your_graveyard_at_least": ("Creature",),
        "land_cards_in_your_graveyard_at_least": ("Land",),
        "instant_and_sorcery_cards_in_your_graveyard_at_least": ("Instant", "Sorcery")}
from .graveyard_quantities import COUNTS as MORE, holds as _more_holds  # noqa: E402  (permanent cards, mana values, an opponent's graveyard...)
KEYS.update({k: () for k in MORE})


def while_holds(game, you: int, cond: dict) -> bool:
    for key, types in KEYS.items():
        if key in cond and key in MORE:
            if not _more_holds(game, you, key, cond[key]):
                return False
        elif key in cond:
            n = sum(1 for oid in game.zones[(you, "graveyard")] if set(types) & set(game.objects[oid].card.get("types", ())))
            if n < cond[key]:
                return False
    return True
