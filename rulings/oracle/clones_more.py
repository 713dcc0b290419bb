"""Clones beyond clones.py:

* "You may have this creature enter as a copy of a creature you control[, except ...]." (Mirror
  Image, Mercurial Pretender, Visage Bandit): as clones.enters_as_a_copy, a replacement effect as it
  enters (2007 503.5; 2026 707.5), but only a creature its controller controls may be chosen
  (`as_copy_of: "creature_you_control"`, rulings/engine/effects/copy_permanent.py); the exceptions
  are clones.exceptions' (2007 503.9; 2026 707.9a-b).

Precision: another qualifier ("with power 4 or greater", "except his name is ~", "its name is")
stays text only.
"""
from __future__ import annotations

from .registry import ability_template


@ability_template(r'You may have ~ enter as a copy of a creature you control(?:, except (.+))?(?:\.|(?<=\.)")')
def enters_as_a_copy_of_your_creature(card, m) -> list[dict]:
    from .clones import exceptions
    how = {"as_copy_of": "creature_you_control"}
    if m.group(1):  # a quoted ability last keeps its closing quotation mark
        how.update(exceptions(card, m.group(1) + ('"' if m.group(0).endswith('"') else ""), True))
    return [{"kind": "static", "comes_into_play": how}]
