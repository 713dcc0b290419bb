"""Kicked creatures that enter with more than +1/+1 counters (an ability linked to the kicker:
2007 502.21b; 2026 702.33e; "enters with" a replacement effect: 2007 419.1b; 2026 614.1c):

- "If this creature was kicked, it enters with two +1/+1 counters on it and with first strike"
  (Benalish Lancer, Faerie Squadron, Duskwalker, Pouncing Kavu, Kavu Titan, Pouncing Wurm): the
  counters and the keyword, which it has for as long as it stays on the battlefield (the engine's
  kicked_entering.py, `with_keywords`);
- "If this creature was kicked, it enters with three additional time counters on it" (Ravaging
  Riftwurm): time counters beside those of the card's own vanishing (2007 502.60a; 2026 702.63a),
  so only on a card whose text has "Vanishing N".

A quoted ability ("and with \\"This creature can attack as though it didn't have defender.\\""),
keyword counters ("and a trample counter on it") and any other keyword stay text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .text import amount

_N = r"(?P<n>a|one|two|three|four|five|six|seven|eight|nine|ten)"
#: the keywords the engine lets a kicked creature enter with (kicked_entering.WITH_KEYWORDS)
KEYWORDS = {"flying": "flying", "first strike": "first_strike", "fear": "fear", "haste": "haste", "trample": "trample"}


def _count(card, m) -> int:
    if "Creature" not in card.types:
        raise NotUnderstood(m.group(0))  # "this creature": a creature card's own ability
    n = amount(m.group("n"))
    if not isinstance(n, int) or n < 1 or (n == 1) == ("counters on it" in m.group(0)):
        raise NotUnderstood(m.group(0))  # "a +1/+1 counter", "two +1/+1 counters"
    return n


@ability_template(rf"If ~ was kicked, it enters(?: the battlefield)? with {_N} \+1/\+1 counters? on it and with "
                  rf"(?P<kw>{'|'.join(KEYWORDS)})\.")
def kicked_enters_with_counters_and_keyword(card, m):
    n = _count(card, m)
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": n}, "if_kicked": True,
                                                   "with_keywords": [KEYWORDS[m.group("kw")]]}}]


@ability_template(rf"If ~ was kicked, it enters(?: the battlefield)? with {_N} additional time counters? on it\.")
def kicked_enters_with_additional_time_counters(card, m):
    n = _count(card, m)
    if not any(re.fullmatch(r"Vanishing \d+", p.split(" (")[0].strip()) for p in card.paragraphs):
        raise NotUnderstood(m.group(0))  # "additional": beside the time counters of its own vanishing
    return [{"kind": "static", "comes_into_play": {"counters": {"time": n}, "if_kicked": True}}]


@ability_template(r"~ enters(?: the battlefield)? with a charge counter on it for each time it was kicked\.")
def charge_counter_per_kick(card, m):
    """ "This artifact enters with a charge counter on it for each time it was kicked" (Everflowing Chalice:
    multikicker, 2026 702.33c-e): as many charge counters as the kicker was paid times (none if not kicked)."""
    if "Artifact" not in card.types or not any(re.fullmatch(r"(?:Multikicker|Kicker) \{[^.]+", p.split(" (")[0].strip())
                                               for p in card.paragraphs):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"charge": 1}, "if_kicked": True, "per_kick": True}}]
