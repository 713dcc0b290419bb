"""One instruction creating different tokens: "When this creature dies, create a 3/3 colorless Phyrexian
Wurm artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token
with lifelink." (Wurmcoil Engine), "create a 3/3 colorless Golem artifact creature token with flying, a
3/3 colorless Golem artifact creature token with vigilance, and a 3/3 colorless Golem artifact creature
token with trample" (Triplicate Titan): each token as the token templates read it, created in the order
written (2007 413.2b; 2026 608.2c: the instructions in the order written; each token has the
characteristics its own words give it, 2007 216.1; 2026 111.4). Every part must be a token the
templates read whole, of a fixed number, with no quotation."""
from __future__ import annotations

import re

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, parse_branch
from .token_counts import _or_pass_on

#: where the next token's words begin: ", a 3/3 ...", " and a Treasure token", ", and two 1/1 ..."
_NEXT = r"(?:,? and |, )(?=(?:a|an|one|two|three|four) (?:\d+/\d+ |(?-i:[A-Z])))"


@effect_template(r"((?:you )?create) ((?:a|an|one|two|three|four) [^\"]+? tokens?(?: with [^\"]+?)?"
                 r"(?:,? and |, )(?:a|an|one|two|three|four) [^\"]+? tokens?(?: with [^\"]+?)?)")
@_or_pass_on
def create_several_tokens(eff, m):
    """ "Create A and B" / "create A, B, and C": each part a creation of its own."""
    parts = re.split(_NEXT, m.group(2), flags=re.IGNORECASE)
    if len(parts) < 2:
        raise NotUnderstood(m.group(0))
    made = []
    for part in parts:
        if not re.search(r"\btokens?(?: with [^\"]+)?$", part):
            raise NotUnderstood(m.group(0))
        steps = parse_branch(eff, f"{m.group(1)} {part}")
        if len(steps) != 1 or steps[0].get("do") != "create_token" or "player" in steps[0] or not isinstance(steps[0].get("count"), int):
            raise NotUnderstood(m.group(0))
        made += steps
    eff.steps += made


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is create_several_tokens)))
