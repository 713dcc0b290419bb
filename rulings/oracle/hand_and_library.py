"""Instructions about hands: "You may put a creature card (a land card, an artifact card, an
enchantment card) from your hand onto the battlefield [tapped]" (Elvish Piper, Skyshroud Ranger,
Burgeoning), "Target opponent reveals their hand. You choose a card from it. That player discards
that card" (Coercion: the "nonland" kin are players.py's), and "Each player discards their hand,
then draws seven cards" (Wheel of Fortune: every player discards, then every player draws, each in
turn order, 2007 101.4 / 2026 101.4)."""
from __future__ import annotations

from .damage import _amount
from .players import _last_reveal
from .registry import NotUnderstood, effect_template, pass_on
from .targets import ref
from .text import NUMBER

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


@effect_template(rf"discard ({NUMBER}) cards? at random")
def discard_at_random(eff, m):
    eff.steps.append({"do": "discard", "amount": _amount(eff, m.group(1)), "player": "you", "random": True})


@effect_template(rf"draw ({NUMBER}) cards?, then discard ({NUMBER}) cards? at random")
def draw_then_discard_at_random(eff, m):
    eff.steps.append({"do": "draw", "amount": _amount(eff, m.group(1))})
    eff.steps.append({"do": "discard", "amount": _amount(eff, m.group(2)), "player": "you", "random": True})


@effect_template(r"you choose a (nonland )?card from it and exile that card")
def choose_and_exile(eff, m):
    """Thought-Knot Seer's kin: the chosen card is exiled from the hand."""
    last = _last_reveal(eff, m.group(0))
    if "choose" in last:
        raise NotUnderstood(m.group(0))
    last["choose"] = "nonland" if m.group(1) else "any"
    last["exile"] = True


@effect_template(r"(target player|target opponent) reveals their hand and you choose a (nonland )?card from it")
def reveals_and_you_choose(eff, m):
    eff.steps.append({"do": "reveal_hand", "player": ref(eff, m.group(1)), "choose": "nonland" if m.group(2) else "any"})


@effect_template(r"exile that card")
def exile_chosen_card(eff, m):
    """Only right after a card chosen from a revealed hand; otherwise other families read it."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "reveal_hand" or "choose" not in last or last.get("discard") or last.get("exile"):
        pass_on(eff, m, exile_chosen_card)
        return
    last["exile"] = True


@effect_template(rf"discard your hand, then draw ({NUMBER}) cards?")
def discard_hand_then_draw(eff, m):
    """Bedlam Reveler: every card of the hand is discarded, then the player draws."""
    eff.steps.append({"do": "discard_hand", "player": "you"})
    eff.steps.append({"do": "draw", "amount": _amount(eff, m.group(1))})


@effect_template(r"each player discards their hand")
def each_player_discards_hand(eff, m):
    """Each player in turn order from the active player (101.4)."""
    eff.steps.append({"do": "for_each", "players": "each_player", "effect": [{"do": "discard_hand", "player": "it"}]})
