"""Discarding a whole hand and drawing again (2026 701.9a "discard"; 121.1-2 draw one card at a time):

- "you may discard your hand" / "you may discard all the cards in your hand", then "If you do, draw two
  cards" (Vaultguard Trooper, Byway Barterer) or "If you do, draw that many cards" (Forgotten Creation,
  Book Devourer): the engine's `may`, its controller's choice as the effect is applied (2007 413.2c;
  2026 608.2d). An empty hand may be discarded: the draw still follows. "That many" is the number of
  cards discarded this way (rulings/engine/counted_amounts.py), never a damage trigger's amount;
- "you may discard your hand and draw three cards" (Ambergris, Agent of Progress): both instructions
  the one choice;
- "that player / defending player discards all the cards in their hand, then draws that many cards"
  (Barbed Shocker, Robber Fly): the player the trigger event names (triggered.EVENT_PLAYER).

Anything after these ("When you do, ...", "where X is the number of cards you've discarded this turn")
is read, or not, by the templates of its own words."""
from __future__ import annotations


from .optional import _may
from .registry import NotUnderstood, ability_template, effect_template, pass_on
from .text import NUMBER, amount
from .triggered import EVENT_PLAYER

_DISCARD_HAND = {"do": "discard_hand", "player": "you"}
_THAT_MANY = {"do": "draw", "amount": {"count": "discarded_this_way"}}


@effect_template(r"you may (discard (?:your hand|all the cards in your hand))")
def may_discard_hand(eff, m):
    _may(eff, m.group(1), effect=[dict(_DISCARD_HAND)])
    eff.said["may_discard_hand"] = len(eff.sentence_starts)  # the sentence it is: "If you do, ..." comes next


@effect_template(rf"you may (discard your hand and draw ({NUMBER}) cards?)")
def may_discard_hand_and_draw(eff, m):
    n = amount(m.group(2))
    if not isinstance(n, int) or n < 1 or (n == 1) != m.group(1).endswith(" card"):
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(1), effect=[dict(_DISCARD_HAND), {"do": "draw", "amount": n}])


@effect_template(r"draw that many cards")
def draw_that_many_discarded(eff, m):
    """ "If you do, draw that many cards" right after "you may discard (all the cards in) your hand" only
    (optional.if_you_do reads the branch alone): the cards discarded this way. Anywhere else the sentence
    goes on to the templates registered after this one."""
    said = eff.said.pop("may_discard_hand", None)
    if said is None or eff.steps or len(eff.sentence_starts) != said + 1:
        pass_on(eff, m, draw_that_many_discarded)
        return
    eff.steps.append(dict(_THAT_MANY))


@effect_template(rf"{EVENT_PLAYER} discards all the cards in their hand, then draws that many cards")
def event_player_wheels(eff, m):
    eff.steps.append({"do": "discard_hand", "player": "it"})
    eff.steps.append({**_THAT_MANY, "player": "it"})


@ability_template(r"Whenever ~ becomes blocked, defending player discards all the cards in their hand, then draws that many cards\.")
def blocked_defender_wheels(card, m):
    """Robber Fly: the player the creature attacks (noted as it attacks: 2026 508.5; 2007 308.1), who
    discards their hand and draws as many cards as were discarded this way."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "becomes_blocked", "who": "self"},
             "effect": [{"do": "discard_hand", "player": "defending_player"},
                        {**_THAT_MANY, "player": "defending_player"}]}]
