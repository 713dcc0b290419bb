"""More of what a static ability's condition (`while`) may count in a graveyard, beside
graveyard_counts.py's creature, land, and instant and sorcery cards:

- `permanent_cards_in_your_graveyard_at_least`: "as long as there are four or more permanent cards in
  your graveyard" (descend 4, an ability word: 2026 207.2c); a permanent card is an artifact,
  creature, enchantment, land or planeswalker card (2026 110.4a; the engine has no battles);
- `artifact_cards_in_your_graveyard_at_least`: "as long as an artifact card is in your graveyard";
- `lesson_cards_in_your_graveyard_at_least`, `desert_cards_in_your_graveyard_at_least`: "as long as
  there's a Lesson card / there is a Desert card in your graveyard" (a card with that subtype; neither
  is a creature type, so no changeling card has it);
- `mana_values_among_cards_in_your_graveyard_at_least`: "as long as there are five or more mana values
  among cards in your graveyard": the different mana values of those cards, 0 among them (a land's; X
  is 0 off the stack: 2007 203.3, 2026 202.3);
- `cards_in_an_opponents_graveyard_at_least`: "as long as an opponent has eight or more cards in their
  graveyard": any one opponent's graveyard;
- `cards_in_your_graveyard_at_most`: "as long as there are no cards in your graveyard" (0).

Each is read for the source's controller whenever the effect is applied (2007 418.5a; 2026 613.4c,
611.3a), from the printed characteristics of the cards in the graveyard (a card there has its own), and
reads no permanent's characteristics (graveyard_counts.py lists these keys with its own)."""
from __future__ import annotations

from .mana import parse_cost

PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")


def _cards(game, player: int) -> list[dict]:
    return [game.objects[oid].card for oid in game.zones[(player, "graveyard")]]


def _typed(game, you: int, types: tuple) -> int:
    return sum(1 for c in _cards(game, you) if set(types) & set(c.get("types", ())))


def _subtyped(game, you: int, subtype: str) -> int:
    return sum(1 for c in _cards(game, you) if subtype in (c.get("subtypes") or ()))


def _mana_values(game, you: int) -> int:
    return len({parse_cost(c.get("mana_cost") or "").converted() for c in _cards(game, you)})


def _opponents_most(game, you: int) -> int:
    return max((len(game.zones[(p.index, "graveyard")]) for p in game.players if p.index != you), default=0)


#: the `while` key -> (what it counts for the source's controller, whether the number is a floor or a ceiling)
COUNTS = {
    "permanent_cards_in_your_graveyard_at_least": (lambda game, you: _typed(game, you, PERMANENT_TYPES), "at_least"),
    "artifact_cards_in_your_graveyard_at_least": (lambda game, you: _typed(game, you, ("Artifact",)), "at_least"),
    "lesson_cards_in_your_graveyard_at_least": (lambda game, you: _subtyped(game, you, "Lesson"), "at_least"),
    "desert_cards_in_your_graveyard_at_least": (lambda game, you: _subtyped(game, you, "Desert"), "at_least"),
    "mana_values_among_cards_in_your_graveyard_at_least": (_mana_values, "at_least"),
    "cards_in_an_opponents_graveyard_at_least": (_opponents_most, "at_least"),
    "cards_in_your_graveyard_at_most": (lambda game, you: len(game.zones[(you, "graveyard")]), "at_most"),
}


def holds(game, you: int, key: str, n: int) -> bool:
    count, side = COUNTS[key]
    found = count(game, you)
    return found >= n if side == "at_least" else found <= n
