"""Keywords until end of turn for the creatures a description names, and "Until end of turn," put first:

- "Warrior creatures you control gain menace until end of turn" (Blood-Chin Rager), "Blocking creatures gain first
  strike until end of turn" (Ambush), "Cats you control gain hexproof and indestructible until end of turn" (Basri,
  Tomorrow's Champion): each creature the words describe as the effect begins (the set fixed then: 2007 418.3b; 2026
  611.2c), as pump.py's "Attacking creatures get +1/+1 until end of turn" and planeswalkers.py's "Elementals you
  control get +2/+0 until end of turn" read them, with a keyword instead of a pump;
- "Until end of turn, target creature gets +1/+1 and gains indestructible" (Armor of Shadows), "Until end of turn,
  this creature gets +2/+0 and gains first strike", "Until end of turn, target creature gains flying": the same
  instructions as "... gets +1/+1 and gains indestructible until end of turn" (pump.py), the duration said first
  (2007 418.3a; 2026 611.2a)."""
from __future__ import annotations

import re

from .described import described
from .keywords import granted
from .pump import PT, _steps
from .registry import NotUnderstood, effect_template, parse_sentence
from .targets import TARGET_RE


@effect_template(r"(?!.*\b(?:target|each|up to|that|those|they|all)\b)((?:[a-z0-9 ,']*? )?creatures[a-z0-9 ,']*?) gain ([a-z ,]+?) "
                 r"until end of turn")
def described_creatures_gain(eff, m):
    """ "Blocking creatures gain first strike until end of turn", "Warrior creatures you control gain menace ...";
    "other" only on a permanent's ability (described.py: a spell has no "this creature")."""
    found = described(eff, m.group(1), creatures_only=True)
    eff.steps.append({"do": "for_each", "permanents": found, "effect": _steps("it", None, granted(m.group(2)))})


@effect_template(r"([A-Z][A-Za-z]+ you control) gain ([a-z ,]+?) until end of turn")
def typed_yours_gain(eff, m):
    """ "Cats you control gain hexproof and indestructible until end of turn": every permanent of that creature
    type you control (a Kindred one too), as planeswalkers.described_yours_get reads "Elementals you control get"."""
    found = described(eff, m.group(1))
    if not isinstance(found, dict) or found.get("controller") != "you" or not found.get("subtypes") or "types" in found:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "permanents": found, "effect": _steps("it", None, granted(m.group(2)))})


@effect_template(rf"until end of turn, (~|it|{TARGET_RE}) (gets {PT}(?:,? and gains ([a-z ,]+?))?|gains ([a-z ,]+?)(?: and gets {PT})?)")
def until_end_of_turn_first(eff, m):
    """The same sentence with "until end of turn" last, read by pump.py's templates."""
    who = m.group(1)
    p, t = (m.group(3), m.group(4)) if m.group(3) else (m.group(7), m.group(8))
    gains = m.group(5) or m.group(6)
    if p and gains:
        sentence = f"{who} gets {p}/{t} and gains {gains} until end of turn"
    elif p:
        sentence = f"{who} gets {p}/{t} until end of turn"
    else:
        sentence = f"{who} gains {gains} until end of turn"
    if re.search(r"\bor\b|\bchoice\b", gains or ""):
        raise NotUnderstood(m.group(0))
    parse_sentence(eff, sentence)
