""" +1/+1 and -1/-1 counters put on a target permanent that need not be a creature (2026 122.1: a counter
is a marker on an object; 2007 has no rule of its own for counters, the engine follows the card's words):

- "Put two +1/+1 counters on target artifact, creature, or land you control" / "on target permanent";
- "Put a +1/+1 counter on target creature or Vehicle you control" (Perilous Snare, Grafted Growth);
- "Put two +1/+1 counters on up to one target artifact or creature" (Fertilid's Favor): zero or one target
  (2007 409.1c; 2026 115.6, 601.2c).

The counters are put on the permanent whatever its types (the engine's put_counters): on a noncreature
they change nothing until it is a creature (their power/toughness change applies to a creature only:
2007 418.5a layer 6c; 2026 613.4c). The target is checked as it is chosen and as the ability resolves
(2007 409.1c, 413.2a; 2026 601.2c, 608.2b). A phrase that names only creatures is the older templates'
(counters.py, planeswalkers.py); any phrase the target grammar doesn't read stays with them too."""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, effect_template, pass_on
from .targets import CREATURE_TARGETS, PERMANENT_TARGETS, is_creature, spec
from .text import NUMBER
from .up_to import up_to_targets

_KIND = r"([+-]1/[+-]1)"


def _n(eff, m) -> int:
    """The number of counters, "a" with "counter", two or more (or X) with "counters"."""
    n = _amount(eff, m.group(1))
    if n == "X":
        return n
    if not isinstance(n, int) or n < 1 or (n == 1) != (" counter on " in m.group(0)):
        raise NotUnderstood(m.group(0))
    return n


def _noncreature_phrase(phrase: str) -> bool:
    """A permanent target phrase whose filter lets a noncreature be chosen (the older templates read the rest)."""
    p = " ".join(phrase.lower().split())
    if p in CREATURE_TARGETS or p not in PERMANENT_TARGETS:
        return False
    try:
        found = spec(p)
    except NotUnderstood:
        return False
    return not is_creature(found)


@effect_template(rf"put ({NUMBER}) {_KIND} counters? on ((?:another )?target [A-Za-z ,'-]+?)")
def put_counters_on_target_permanent(eff, m):
    """ "Put two +1/+1 counters on target permanent", "... on target creature or Vehicle you control"."""
    phrase = m.group(3)
    if not _noncreature_phrase(phrase) or " and " in phrase:
        return pass_on(eff, m, put_counters_on_target_permanent)
    n = _n(eff, m)
    p = " ".join(phrase.lower().split())
    if p.startswith("another ") and (eff.targets or {"Instant", "Sorcery"} & set(eff.card.types)):
        raise NotUnderstood(m.group(0))  # "another": other than this permanent, on its own ability with one target
    eff.steps.append({"do": "put_counters", "counter": m.group(2), "amount": n, "to": eff.target(spec(p))})


@effect_template(rf"put ({NUMBER}) {_KIND} counters? on up to one (target [A-Za-z ,'-]+?)")
def put_counters_on_up_to_one_permanent(eff, m):
    """ "Put two +1/+1 counters on up to one target artifact or creature": the counters go on the one
    chosen, if any, and still legal (up_to.py)."""
    if not _noncreature_phrase(m.group(3)) or " and " in m.group(3):
        return pass_on(eff, m, put_counters_on_up_to_one_permanent)
    n = _n(eff, m)
    if n == "X":
        raise NotUnderstood(m.group(0))
    (ref,) = up_to_targets(eff, 1, m.group(3), PERMANENT_TARGETS)
    eff.steps.append({"do": "put_counters", "counter": m.group(2), "amount": n, "to": ref})
