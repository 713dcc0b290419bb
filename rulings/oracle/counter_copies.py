""" "Copy target instant or sorcery spell that targets you. You may choose new targets for the copy."
(Mirror Sheen): a copy (2007 503.10; 2026 707.10) as copies.py makes it, of a spell whose targets
include what "that targets" names, read as they are now (2026 115.9b; counterspells.that_targets),
checked as the target is chosen and on resolution (2007: 409.1c, 413.2a; 2026: 601.2c, 608.2b).
"You may choose new targets for the copy" is read after it by copies.new_targets."""
from __future__ import annotations

from .counterspells import _THAT_TARGETS, that_targets
from .registry import NotUnderstood, effect_template
from .targets import SPELL_TARGETS, parse, ref


@effect_template(rf"copy (target instant or sorcery spell) that targets {_THAT_TARGETS}")
def copy_spell_that_targets(eff, m):
    ref(eff, m.group(1), SPELL_TARGETS)
    found = that_targets(m.group(2).lower())
    if not found:
        raise NotUnderstood(m.group(0))
    eff.targets[-1] = {**parse(m.group(1).lower()), "that_targets": found}
    eff.steps.append({"do": "copy_spell", "what": f"target:{len(eff.targets) - 1}", "new_targets": False})
