"""Permanents that become copies of another, beyond "~ becomes a copy of ..." (clones.py):

- "Target artifact or creature becomes a copy of another target artifact or creature." (True
  Polymorph): the first target becomes a copy of the second while staying on the battlefield (2007
  503.4; 2026 707.4), with no duration: for the rest of the game. The second target is a different
  one (`not_an_earlier_target`); if either target is illegal as the spell resolves, nothing becomes a
  copy (2007 413.2a; 2026 608.2b).
- "Each nonland permanent you control becomes a copy of target non-Aura permanent." (Mirrorform):
  each of them as the spell resolves, the set fixed then (2007 418.3b; 2026 611.2c), the target too
  if you control it (it becomes a copy of itself: no change).

The engine's `become_copy` (rulings/engine/effects/copies.py), with `for_each` for "each". Any other
description, a duration, or an exception stays text only."""
from __future__ import annotations

from .described import described
from .registry import NotUnderstood, effect_template
from .targets import is_permanent, spec

_WHAT = r"(artifact or creature|creature|artifact|permanent|nonland permanent|non-Aura permanent)"


def _permanent(words: str) -> dict:
    found = spec(f"target {words}")
    if isinstance(found, str):
        found = {"permanent": {}, "creature": {"types": ["Creature"]}}.get(found)
    if not isinstance(found, dict) or not is_permanent(found) or found.get("up_to") or found.get("other"):
        raise NotUnderstood(words)
    return dict(found)


@effect_template(rf"target {_WHAT} becomes a copy of another target {_WHAT}")
def target_becomes_a_copy_of_another(eff, m):
    if eff.targets:
        raise NotUnderstood(m.group(0))
    to = eff.target(_permanent(m.group(1)))
    of = eff.target({**_permanent(m.group(2)), "not_an_earlier_target": True})
    eff.steps.append({"do": "become_copy", "to": to, "of": of})


@effect_template(rf"each nonland permanent you control becomes a copy of target {_WHAT}")
def yours_become_copies(eff, m):
    if eff.targets or not ({"Instant", "Sorcery"} & set(eff.card.types)):
        raise NotUnderstood(m.group(0))
    each = described(eff, "nonland permanents you control")
    of = eff.target(_permanent(m.group(1)))
    eff.steps.append({"do": "for_each", "permanents": each, "effect": [{"do": "become_copy", "to": "it", "of": of}]})
