"""More sortings of the top cards looked at or revealed (the engine's `dig`, rulings/engine/effects/digging.py),
beside digging.py's and looktop.py's:

- "Look at the top two cards of your library. Put one of those cards into your hand and the other into your
  graveyard." (Orazca Puzzle-Door, Nymris): digging.py's "one of them ... and the other";
- "Domain — Look at the top X cards of your library, where X is the number of basic land types among lands you
  control." (Worldly Counsel, Shadow Prophecy): X counted as the instruction is followed (counts_more.py's
  domain count);
- "Put up to two of them into your hand and the rest into your graveyard." (Shadow Prophecy): any cards, none
  to two;
- "Put up to three enchantment cards from among them into your hand and the rest of the revealed cards into your
  graveyard." (Kruphix's Insight), after "Reveal the top six cards of your library".

Anything else stays text only."""
from __future__ import annotations

import re

from .digging import REST, _open_dig, _rest, one_and_the_other, quality
from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template

_UP_TO = {"one": 1, "two": 2, "three": 3}


@effect_template(r"put (one|two) of those cards into your hand and the other into your graveyard")
def one_of_those_and_the_other(eff, m):
    """ "of those cards" for digging.py's "of them": exactly one more card was looked at than go to the hand."""
    sentence = f"put {m.group(1)} of them into your hand and the other into your graveyard"
    pattern = next(p for _f, p, fn in EFFECT_TEMPLATES if fn is one_and_the_other)
    one_and_the_other(eff, pattern.fullmatch(sentence))


@effect_template(r"look at the top X cards of your library, where X is the number of basic land types among lands you control")
def look_at_top_domain(eff, m):
    """Domain: the number of basic land types among the lands the controller controls, counted as it resolves."""
    if eff.card.has_x:
        raise NotUnderstood(m.group(0))  # the card's own X is another number
    eff.steps.append({"do": "look_at_top", "amount": {"count": "basic_land_types"}})


@effect_template(rf"put up to (one|two|three) of them into your hand and the rest {REST}")
def up_to_some_of_them(eff, m):
    """Shadow Prophecy: any of the cards looked at, at most that many (none if the player chooses)."""
    step = _open_dig(eff, m.group(0))
    if step.get("reveal") or not isinstance(step.get("amount"), (int, dict)):
        raise NotUnderstood(m.group(0))
    n = _UP_TO[m.group(1).lower()]
    step.update({"for": {}, "optional": True, **({"count": n} if n != 1 else {})})
    _rest(step, m.group(2))


@effect_template(rf"put up to (one|two|three) ([a-z]+ cards) from among them into your hand and the rest of the revealed cards {REST}")
def up_to_some_revealed(eff, m):
    """Kruphix's Insight: after "Reveal the top six cards of your library", at most that many cards of the quality."""
    step = _open_dig(eff, m.group(0))
    if not step.get("reveal"):
        raise NotUnderstood(m.group(0))
    n = _UP_TO[m.group(1).lower()]
    if n == 1:
        raise NotUnderstood(m.group(0))  # "up to one ... cards": not said so
    step.update({"for": quality(re.sub(r" cards$", " card", m.group(2))), "optional": True, "count": n})
    _rest(step, m.group(3))


# read before digging.py's "where X is the number of [permanents] you control", which refuses this count
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is look_at_top_domain)))
