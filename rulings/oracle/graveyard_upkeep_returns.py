""" "At the beginning of your upkeep, if this card is in your graveyard, you may pay {1}{B}{B}. If you do, return it
to your hand." (Pyre Zombie, Ghastly Remains, Master of Death's "you may pay 1 life"): graveyard_returns_more.py's
ability with "it" for "this card": the only object the ability names is the card in the graveyard (the intervening
"if", 2007 404.3 / 2026 603.4, names it), so "it" is that card, returned from there (returns_itself.py: the
ability functions only in the graveyard, 2007 402.8g; 2026 113.6m; a card that left and came back is a new
object, 2007 217.1c; 2026 400.7)."""
from __future__ import annotations

from . import returns_itself
from .registry import NotUnderstood, ability_template

_MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


@ability_template(r"((?:When|Whenever|At) [^,\"~]+), if this card is in your graveyard, "
                  rf"(you may pay (?:{_MANA}|\d+ life)\. If you do, |you may )?return it to (your hand|the battlefield)\.")
def if_this_card_is_in_your_graveyard_return_it(card, m):
    found = returns_itself.returns_itself(card, f"{m.group(1)}, {m.group(2) or ''}return this card from your graveyard to {m.group(3)}.")
    if not found:
        raise NotUnderstood(m.group(0))
    return found
