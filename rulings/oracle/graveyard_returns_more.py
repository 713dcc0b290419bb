"""Cards that return themselves from their owner's graveyard (returns_itself.py) on more events, and in
one more wording:

- the events: "Whenever an opponent draws their second card each turn" (Dogged Detective), "Whenever you
  commit a crime" (Forsaken Miner), "Whenever you surveil" (Blood Operative), "Whenever one or more
  creatures you control deal combat damage to a player" (Pyrewild Shaman): none moves a card, so a card in
  a graveyard sees them as well as a permanent does (rulings/engine/graveyard_triggers.py; the ability
  functions only in the graveyard, 2007 402.8g; 2026 113.6m).
- "[Trigger], if this card is in your graveyard, you may pay {3}. If you do, return this card to your hand."
  (Pyrewild Shaman, Blood Operative): the intervening "if" says where the ability works, which the
  graveyard ability already does (it triggers only there, and returns nothing once its card has left,
  even to come back: a new object, 2007 217.1c; 2026 400.7); "this card" is the card in the graveyard,
  so it is returned from there. Read as returns_itself.py's "return this card from your graveyard to ...".
"""
from __future__ import annotations

from . import returns_itself
from .registry import NotUnderstood, ability_template

returns_itself.GRAVEYARD_EVENTS += ("draws_second_card", "commits_crime", "surveils", "creatures_deal_combat_damage")

_MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


@ability_template(r"((?:[A-Z][\w'-]*(?: [\w'-]+)* — )?(?:When|Whenever|At) [^,\"]+), if this card is in your graveyard, "
                  rf"(you may pay (?:{_MANA}|\d+ life)\. If you do, |you may )?return this card to (your hand|the battlefield)\.")
def if_this_card_is_in_your_graveyard(card, m):
    found = returns_itself.returns_itself(card, f"{m.group(1)}, {m.group(2) or ''}return this card from your graveyard to {m.group(3)}.")
    if not found:
        raise NotUnderstood(m.group(0))
    return found


# --- "... you may pay {2}{R}. If you do, return this card from your graveyard to the battlefield tapped and attacking." ---
returns_itself.GRAVEYARD_EVENTS += ("you_attack",)  # "Whenever you attack with three or more creatures" (2026 508.3d)


@ability_template(r"((?:When|Whenever|At) [^,\"]+), you may pay ((?:\{(?:\d+|[WUBRGC])\})+)\. If you do, return this card from your "
                  r"graveyard to the battlefield tapped and attacking( with a \+1/\+1 counter on it)?\.")
def return_tapped_and_attacking(card, m):
    """Warcry Phoenix, Phoenix Chick: returns_itself.py's ability with "tapped", its return made one that puts
    the creature into combat too (rulings/engine/graveyard_attacking.py)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    found = returns_itself.returns_itself(card, f"{m.group(1)}, you may pay {m.group(2)}. If you do, return this card from your "
                                                "graveyard to the battlefield tapped.")
    if not found or len(found) != 1 or "if" in found[0]:
        raise NotUnderstood(m.group(0))
    [may] = found[0]["effect"]
    if may.get("do") != "may" or may.get("then") != [{"do": "return_to_play", "what": "self", "tapped": True}]:
        raise NotUnderstood(m.group(0))
    back = {"do": "return_self_attacking", **({"with_counter": "+1/+1"} if m.group(3) else {})}
    return [{**found[0], "effect": [{**may, "then": [back]}]}]
