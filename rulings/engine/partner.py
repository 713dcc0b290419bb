"""Partner abilities (2026 702.124): partner, choose a Background and Doctor's
companion "modify the rules for deck construction in the Commander variant
... and function before the game begins" (702.124a). A scenario is a game
already begun, so they do nothing in it; the replay says so rather than
staying silent. The February 2007 rules have no partner abilities (the
Commander variant's deck rules came later): under them the card's keyword is
said to be one those rules don't have."""
from __future__ import annotations

from .log import emit

# the engine's keyword -> its name as printed (702.124a lists them)
PARTNER_ABILITIES = {"partner": "partner", "choose_a_background": "choose a Background",
                     "doctors_companion": "Doctor's companion"}


def partner_abilities(card: dict) -> list[str]:
    """The partner abilities a card definition has, by their printed names."""
    found = []
    for ab in card.get("abilities") or ():
        if isinstance(ab, dict) and ab.get("kind") == "keyword" and ab.get("keyword") in PARTNER_ABILITIES:
            name = PARTNER_ABILITIES[ab["keyword"]]
            if name not in found:
                found.append(name)
    return found


def note_partner_abilities(game) -> None:
    """Say, once as the scenario starts, that each partner ability does nothing in the game."""
    for obj in game.objects.values():
        for name in partner_abilities(obj.card):
            who = f"{obj.id} ({obj.card.get('name')})"
            if game.rules.applies("partner"):
                emit(game, f"{who} has {name}: a partner ability changes only how a Commander deck is built, before the game "
                           "begins, so it does nothing in this game.",
                     ("partner", "partner abilities modify the rules for deck construction in the Commander variant and "
                                 "function before the game begins"))
            else:
                emit(game, f"Text only under the {game.rules.title}: {who} has {name}, a partner ability later than "
                           "February 2007 (it changes how a Commander deck is built); those rules do not have it, so it does nothing here.")
