""" "Destroy target creature. It can't be regenerated. That creature's controller creates a 3/3 green Frog
Lizard creature token." (Rapid Hybridization), "destroy up to one target legendary permanent. That permanent's
controller creates a Junk token." (Commander Sofia Daguerre): the same as "Its controller creates ..."
(token_abilities.its_controller_creates: the one target the instruction before moved, its controller as it
last existed, noted before the move; none chosen, no one creates). "That creature's" only after a creature
target, "that permanent's" after any permanent target."""
from __future__ import annotations

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template


@effect_template(r"that (creature|permanent)'s controller creates (.+)")
def that_objects_controller_creates(eff, m):
    from .token_abilities import its_controller_creates
    if len(eff.targets) != 1:
        raise NotUnderstood(m.group(0))
    spec = eff.targets[0]
    if m.group(1) == "creature" and not (spec == "creature" or (isinstance(spec, dict) and spec.get("types") == ["Creature"])):
        raise NotUnderstood(m.group(0))
    pattern = next(p for _f, p, fn in EFFECT_TEMPLATES if fn is its_controller_creates)
    found = pattern.fullmatch(f"its controller creates {m.group(2)}")
    if found is None:
        raise NotUnderstood(m.group(0))
    its_controller_creates(eff, found)
