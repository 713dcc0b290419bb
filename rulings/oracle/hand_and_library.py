"""Instructions about hands: "You may put a creature card (a land card, an artifact card, an
enchantment card) from your hand onto the battlefield [tapped]" (Elvish Piper, Skyshroud Ranger,
Burgeoning), "Target opponent reveals their hand. You choose a card from it. That player discards
that card" (Coercion: the "nonland" kin are players.py's), and "Each player discards their hand,
then draws seven cards" (Wheel of Fortune: every player discards, then every player draws, each in
turn order, 2007 101.4 / 2026 101.4)."""
from __future__ import annotations

from .players import _last_reveal
from .registry import NotUnderstood, effect_template

FROM_HAND_TYPES = {"creature": "Creature", "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment"}


@effect_template(r"you may put an? (creature|land|artifact|enchantment) card from your hand onto the battlefield( tapped)?")
def may_put_from_hand(eff, m):
    """The card is chosen as the effect is applied (2007 413.2c / 2026 608.2d); none chosen, none is put."""
    step = {"do": "put_into_play_from_hand", "type": FROM_HAND_TYPES[m.group(1).lower()]}
    if m.group(2):
        step["tapped"] = True
    eff.steps.append(step)


@effect_template(r"you choose a card from it")
def choose_any_card_from_hand(eff, m):
    """Right after "Target opponent reveals their hand": any card of it, chosen as the effect is
    applied (413.2c / 608.2d)."""
    last = _last_reveal(eff, m.group(0))
    if "choose" in last:
        raise NotUnderstood(m.group(0))
    last["choose"] = "any"


@effect_template(r"each player discards their hand, then draws seven cards")
def wheel(eff, m):
    eff.steps.append({"do": "for_each", "players": "each_player", "effect": [{"do": "discard_hand", "player": "it"}]})
    eff.steps.append({"do": "for_each", "players": "each_player", "effect": [{"do": "draw", "amount": 7, "player": "it"}]})
