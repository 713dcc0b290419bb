"""Keyword lines and sentences of costs paid instead of a card's mana cost (the engine's
rulings/engine/alternative_costs.py; the action's `pay.alternative`, 2007 409.1b, 2026 118.9):
- "Dash [cost]" (2026 702.109a), "Blitz [cost]" (702.152a) and "Evoke [cost]" (702.74a), on
  creature cards, and "Surge [cost]" (702.117a) and "Spectacle [cost]" (702.137a), on any spell (the compiler reads it on an
  instant's or sorcery's keyword line too): all later than February 2007, so under those
  rules the engine refuses them (the card is still cast for its mana cost);
- "You may pay [mana] [and return a basic land you control to its owner's hand] rather than
  pay this spell's mana cost" on a permanent card, and "You may sacrifice two Mountains /
  return an Island you control to its owner's hand rather than pay this spell's mana cost" and
  "If you control a Plains, you may tap an untapped creature you control / sacrifice a creature /
  pay N life rather than pay this spell's mana cost" on any card, under both editions;
- and "Ninjutsu [cost]" (2007 502.43a; 2026 702.49a), an ability activated from the hand
  (rulings/engine/ninjutsu.py)."""
from __future__ import annotations

import re

from .registry import ability_template

MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


def keyword(word: str) -> list[dict] | None:
    """The engine's keyword ability for "Dash / Blitz / Ninjutsu / Evoke / Surge {cost}", or None if not one of them."""
    m = re.fullmatch(rf"(dash|blitz|ninjutsu|evoke|surge|spectacle) ({MANA})", word.strip(), re.IGNORECASE)
    if m is None:
        return None
    return [{"kind": "keyword", "keyword": m.group(1).lower(), "cost": m.group(2)}]


@ability_template(rf"You may pay ({MANA})( and return a basic land you control to its owner's hand)? rather than pay (?:~|this spell)'s mana cost\.")
def printed_alternative_cost(card, m) -> list[dict]:
    """An alternative cost the card's text lists (2007 409.1b, 409.1f; 2026 118.9): paid rather than
    the mana cost, optionally also returning a basic land its player controls to its owner's hand
    (a Borderpost). Read on a permanent card's line; the action chooses it with `pay.alternative`."""
    ab = {"kind": "keyword", "keyword": "alternative_cost", "cost": m.group(1)}
    if m.group(2):
        ab["what"] = "basic_land"
    return [ab]


LAND = r"(Plains|Island|Swamp|Mountain|Forest)"
OTHER = (rf"You may (sacrifice|return) (a|an|two) {LAND}(s?)(?: you control to (its|their) owner's hand)? "
         r"rather than pay (?:~|this spell)'s mana cost\.")


def other_cost(plain: str) -> list[dict] | None:
    """ "You may sacrifice two Mountains / return an Island you control to its owner's hand rather than pay
    this spell's mana cost." (2007 409.1b; 2026 118.9), or None: the compiler asks it for an instant's
    or sorcery's line, the template for a permanent's."""
    m = re.fullmatch(OTHER, plain)
    if m is None:
        return None
    verb, n, land, plural, whose = m.group(1), 2 if m.group(2) == "two" else 1, m.group(3), m.group(4), m.group(5)
    if (n == 2) != (plural == "s") or (verb == "return") != (whose is not None) or (whose and (whose == "their") != (n == 2)):
        return None
    ab = {"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "what": f"{verb}:{land}"}
    return [{**ab, "count": n} if n != 1 else ab]


@ability_template(OTHER)
def other_alternative_cost(card, m) -> list[dict]:
    from .registry import NotUnderstood
    found = other_cost(m.group(0))
    if found is None:
        raise NotUnderstood(m.group(0))
    return found


CONDITIONAL = (rf"If you control an? {LAND}, you may (tap an untapped creature you control|sacrifice a creature|pay (\d+) life) "
               r"rather than pay (?:~|this spell)'s mana cost\.")


def conditional_cost(plain: str) -> list[dict] | None:
    """ "If you control a Plains, you may tap an untapped creature you control / If you control a Swamp,
    you may sacrifice a creature / pay 4 life rather than pay this spell's mana cost." (2007 409.1b;
    2026 118.9): the condition is checked as the spell is cast. None if not that sentence."""
    m = re.fullmatch(CONDITIONAL, plain)
    if m is None:
        return None
    ab = {"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "if_you_control": m.group(1)}
    if m.group(3):
        return [{**ab, "what": "pay_life", "count": int(m.group(3))}]
    return [{**ab, "what": "tap:creature" if m.group(2).startswith("tap") else "sacrifice:creature"}]


@ability_template(CONDITIONAL)
def conditional_alternative_cost(card, m) -> list[dict]:
    from .registry import NotUnderstood
    found = conditional_cost(m.group(0))
    if found is None:
        raise NotUnderstood(m.group(0))
    return found
