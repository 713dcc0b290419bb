""" "[instruction] and put a +1/+1 counter on ~" / "[instruction], then put a charge counter on ~": an
instruction, then counters on the ability's own permanent, in the order written (2007 413.2b; 2026 608.2c):

- "{6}: Draw a card and put a +1/+1 counter on this creature." (Geology Enthusiast, She-Hulk);
- "{2}{U}: Draw a card, then put a +1/+1 counter on this creature." (Sphinx of Magosi);
- "{T}: Exile target creature and put a +1/+1 counter on Shauku." (the first part's own targets);
- "{2}, {T}, Sacrifice a land: Draw a card and put a charge counter on this artifact." (Arcane Spyglass).

Each part is read by the templates that read it alone ("Put a +1/+1 counter on ~"). A first part that is
optional or conditional ("you may ...", "if ...", "unless ...") would govern the counters too, and one that
names "it", "that" or "this way" may refer to what the counters part doesn't: those stay with the other
templates (passed on)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template, parse_sentence, pass_on
from .text import NUMBER

_HOLD = re.compile(r"\b(?:may|if|unless|instead|it|its|that|those|them|they|this way|where|for each|then|and)\b", re.IGNORECASE)


@effect_template(rf"(.+?)(?:,? and|, then) put ({NUMBER} (?:[+-]\d/[+-]\d|[a-z]+) counters? on ~)")
def instruction_then_counters_on_self(eff, m):
    first = m.group(1)
    if _HOLD.search(first) or first.lower().startswith(("when ", "whenever ", "at ", "choose ")):
        return pass_on(eff, m, instruction_then_counters_on_self)
    before = len(eff.steps)
    parse_sentence(eff, first[0].upper() + first[1:])
    if len(eff.steps) == before:
        raise NotUnderstood(m.group(0))
    counted = len(eff.steps)
    parse_sentence(eff, "Put " + m.group(2))
    if len(eff.steps) != counted + 1 or eff.steps[-1].get("do") != "put_counters" or eff.steps[-1].get("to") != "self":
        raise NotUnderstood(m.group(0))
