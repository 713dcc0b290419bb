""" "If you don't, [effect]" after an optional instruction: "At the beginning of your upkeep, you
may sacrifice an artifact. If you don't, tap this creature and it deals 2 damage to you." (Yawgmoth
Demon), "When this creature enters, you may pay {2}. If you don't, blight 2." (Chaos Spewer), "you
may blight 2. If you don't, you lose 3 life." (Gutsplitter Gang).

The sentence before must be one `may` step read by the optional families (optional.py,
optional_payments.py, optional_instructions.py ...): "If you don't" then checks whether the player
chose not to do it (2026 118.12: "[A player] may [do something]. If [that player] [does, doesn't,
or can't], [effect]"; the choice made as the effect is applied, 2007 413.2c / 2026 608.2d; a player
can't choose what they can't do, so one with no artifact to sacrifice doesn't). The follow-up is the
engine's `otherwise` of that `may`. One "If you don't" per `may`, read after "If you do" or alone;
a follow-up that is itself a choice ("If you don't, you may ...") stays text only, as does "If you
don't [verb] ..." (a different question: "If you don't cast it, ..."). "tap ~ and it deals N damage
to you" is read as its two instructions ("it" is ~, the only object named).
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template, parse_branch, pass_on
from .text import NUMBER


@effect_template(r"if you don't, (.+)")
def if_you_dont(eff, m):
    """What happens only if the player chose not to do the optional instruction just before (118.12)."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "may":
        pass_on(eff, m, if_you_dont)  # not after a choice: another family's, if any
        return
    if "otherwise" in last:
        raise NotUnderstood(m.group(0))
    follow = m.group(1)
    if tapped := re.fullmatch(rf"tap ~ and it deals ({NUMBER}) damage to you", follow):
        # "tap this creature and it deals 2 damage to you" (Yawgmoth Demon): "it" is ~, the only object named
        follow = ["tap ~", f"~ deals {tapped.group(1)} damage to you"]
    otherwise = [st for part in ([follow] if isinstance(follow, str) else follow) for st in parse_branch(eff, part)]
    if not otherwise or any(s.get("do") == "may" for s in otherwise):
        raise NotUnderstood(m.group(0))
    last["otherwise"] = otherwise
