"""Abilities that work from a graveyard or take a card out of one.

- "You may return target creature card from your graveyard to your hand" (Gravedigger): the
  target is chosen as the ability goes on the stack, the "may" as it resolves (2007: 413.2c;
  2026: 608.2d).
- "Exile target player's graveyard" (Tormod's Crypt), "Put target card from a graveyard on the
  bottom of its owner's library" (Vessel of Endless Rest), "Put target creature card from a
  graveyard onto the battlefield under your control" (Reanimate, with "You lose life equal to
  that card's mana value"): rulings/engine/effects/graveyard_cards.py.
- "[Cost]: Return this card from your graveyard to ..." with a restriction the plain template
  (graveyard_casting.py) doesn't read: raid's "Activate only if you attacked this turn", "Activate
  only as a sorcery and only if you have one or fewer cards in hand"; and the same ability on an
  instant or sorcery card (Hammer of Bogardan): it works only in the graveyard (2007: 402.8g;
  2026: 113.6m).
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template, parse_sentence


# --- "you may return target ... from your graveyard to ..." ---------------------------------
@effect_template(r"you may (return target [^.]+ from your graveyard to (?:your hand|the battlefield))")
def may_return_target(eff, m):
    """The target is chosen as usual; returning it is the controller's choice on resolution (the
    engine's `may`). One optional instruction per effect (optional.py)."""
    if any(s.get("do") == "may" for s in eff.steps):
        raise NotUnderstood(m.group(0))
    before, count = eff.steps, len(eff.targets)
    eff.steps = []
    try:
        parse_sentence(eff, m.group(1))
        inner = eff.steps
    finally:
        eff.steps = before
    if len(inner) != 1 or inner[0].get("do") not in ("return_to_hand", "return_to_play") or len(eff.targets) != count + 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "may", "text": m.group(1)[0].lower() + m.group(1)[1:], "effect": inner})


# --- graveyards -----------------------------------------------------------------------------
@effect_template(r"exile target player's graveyard")
def exile_target_players_graveyard(eff, m):
    eff.steps.append({"do": "exile_graveyard", "player": eff.target("player")})


@effect_template(r"put target card from a graveyard on the bottom of its owner's library")
def put_on_bottom(eff, m):
    eff.steps.append({"do": "put_on_library_bottom", "what": eff.target({"zone": "graveyard"})})


REANIMATE = r"put target creature card from a graveyard onto the battlefield under your control"


@effect_template(REANIMATE)
def reanimate(eff, m):
    eff.steps.append({"do": "put_onto_battlefield_under_your_control", "what": eff.target("creature_card_in_a_graveyard")})


@effect_template(r"you lose life equal to that card's mana value")
def lose_life_equal_to_its_mana_value(eff, m):
    """Only right after Reanimate's sentence: "that card" is the card it put onto the battlefield."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "put_onto_battlefield_under_your_control" or last.get("lose_life_equal_to_mana_value"):
        raise NotUnderstood(m.group(0))
    last["lose_life_equal_to_mana_value"] = True
