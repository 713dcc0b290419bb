"""Damage to the player of a trigger event equal to a count of what that player has:

- "At the beginning of each player's upkeep, this enchantment deals damage to that player equal to the
  number of Swamps they control." (Karma; Primal Order's nonbasic lands, Cold Snap's snow lands,
  Ancient Runes' artifacts): the permanents the description names that that player controls, counted
  as the ability resolves (2007 413.2b; 2026 608.2c; the engine's `permanents` count with `of`);
- "... equal to the number of cards in that player's hand." (Price of Knowledge): that player's hand,
  counted as it resolves;
- "... deals X damage to that player, where X is 3 minus the number of cards in their hand" (Rackling,
  Wheel of Torture) / "the number of cards in their hand minus 4" (Viseling, Iron Maiden): the
  difference, 0 if negative (the engine's count `subtracted_from` / `minus`).

"That player" is the player whose upkeep it is (the engine's "it"; triggered.py's EVENT_PLAYER); a count
of 0 deals no damage at all (2007 419.5a; 2026 120.8).

Precision: only these exact counts; "other", a controller in the description ("Swamps you control"),
"X minus ..." and "untapped lands they controlled at the beginning of this turn" stay text only.
"""
from __future__ import annotations

from .described import described
from .registry import NotUnderstood, ability_template, effect_template, parse_effect
from .triggered import EVENT_PLAYER


@effect_template(rf"~ deals damage to {EVENT_PLAYER} equal to the number of ([A-Za-z ]+?) (?:they control|that player controls)")
def damage_equal_to_the_number_they_control(eff, m):
    what = m.group(1)
    if what.split()[0] in ("other", "cards", "untapped", "tapped"):
        raise NotUnderstood(m.group(0))
    spec = described(eff, what)
    if not isinstance(spec, dict) or "controller" in spec or "other" in spec:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "damage", "amount": {"count": "permanents", "filter": spec, "of": "it"}, "to": "it"})


@effect_template(rf"~ deals damage to {EVENT_PLAYER} equal to the number of cards in (?:their|that player's) hand")
def damage_equal_to_cards_in_their_hand(eff, m):
    eff.steps.append({"do": "damage", "amount": {"count": "cards_in_hand", "of": "it"}, "to": "it"})


_WHOSE = {"each player's": "each", "each opponent's": "opponent"}


@ability_template(r"At the beginning of (each player's|each opponent's) upkeep, ~ deals damage to that player equal to the number of "
                  r"([A-Za-z ]+? (?:they control|that player controls)|cards in (?:their|that player's) hand)\.")
def upkeep_damage_equal_to_their_count(card, m):
    """Karma, Primal Order, Ancient Runes, Cold Snap, Price of Knowledge: the player whose upkeep it is
    (triggered.py's step triggers read no "they": this reads the one "they" of the count). Only on a
    permanent: a spell has no upkeep trigger."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    eff = parse_effect(card, [f"~ deals damage to {EVENT_PLAYER} equal to the number of {m.group(2)}"])
    if eff.targets or len(eff.steps) != 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": _WHOSE[m.group(1)]},
             "effect": eff.steps}]


@ability_template(r"At the beginning of (each player's|each opponent's) upkeep, ~ deals X damage to that player, where X is "
                  r"(?:(\d+) minus the number of cards in their hand|the number of cards in their hand minus (\d+))\.")
def upkeep_damage_hand_difference(card, m):
    """Rackling, Wheel of Torture, Storm World ("3 minus the number of cards in their hand"), Viseling,
    Iron Maiden ("the number of cards in their hand minus 4"): that player's hand as the ability
    resolves; a negative X is 0 (2026 107.1b), and 0 damage is no damage (2007 419.5a; 2026 120.8)."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    n = int(m.group(2) or m.group(3))
    if not 1 <= n <= 100:
        raise NotUnderstood(m.group(0))
    amount = {"count": "cards_in_hand", "of": "it", **({"subtracted_from": n} if m.group(2) else {"minus": n})}
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": _WHOSE[m.group(1)]},
             "effect": [{"do": "damage", "amount": amount, "to": "it"}]}]
