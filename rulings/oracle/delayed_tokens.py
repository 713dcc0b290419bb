"""A token created later: "When this creature dies, create a 4/4 red Bird creature token with flying at the
beginning of the next end step." (Rukh Egg), "{G}, Sacrifice this creature: Create a 1/1 green Insect
creature token with flying named Butterfly at the beginning of the next end step." (Giant Caterpillar).

The ability creates a delayed triggered ability as it resolves (2007 404.4; 2026 603.7), which triggers at
the beginning of the next end step, once, and creates the token then (its controller the controller of the
ability that made it: 2007 404.4e; 2026 603.7d), as delayed.py's "Sacrifice it at the beginning of the next
end step" does. The creation is one the token templates read whole, of a fixed number, the controller's."""
from __future__ import annotations

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, parse_branch
from .token_counts import _or_pass_on


@effect_template(r"(create (?:a|an|one|two|three|four) [^,\"]+? tokens?(?: with [a-z ,]+?)?(?: named [A-Z][A-Za-z' ]+?)?) "
                 r"at the beginning of the next end step")
@_or_pass_on
def create_at_next_end_step(eff, m):
    """ "Create a 4/4 red Bird creature token with flying at the beginning of the next end step"."""
    steps = parse_branch(eff, m.group(1))
    if len(steps) != 1 or steps[0].get("do") != "create_token" or not isinstance(steps[0].get("count"), int) \
            or "player" in steps[0] or steps[0].get("attacking"):
        raise NotUnderstood(m.group(0))
    said = m.group(1)
    eff.steps.append({"do": "delayed_trigger", "at": "end_of_turn", "text": f"{said[:1].upper()}{said[1:]}.", "effect": steps})


# tokens.create would take "flying at the beginning of the next end step" for keywords (and refuse it): read first
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is create_at_next_end_step)))
