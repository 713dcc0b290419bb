""" "Whenever equipped creature attacks, create a 2/2 white Knight creature token with vigilance that's attacking."
(Sigiled Sword of Valeron), "create two 4/4 white Angel creature tokens with flying and vigilance that are
attacking" (Parhelion II): tokens put onto the battlefield attacking, untapped (they were never declared as
attackers: 2007 308.3; 2026 508.4; rulings/engine/enters_attacking.py, as "that's tapped and attacking" is read
by token_abilities.py, without the tapping).

Only creature tokens, and only "attacking" alone ("attacking that player", "that attack that opponent" and the
like stay text only)."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .token_abilities import _created


@effect_template(r"(create (?:.+?) creature (tokens?)(?: with [a-z0-9 ,]+?)?) (?:that's|that are) attacking")
def tokens_attacking(eff, m):
    if (m.group(2) == "token") != ("that's attacking" in m.group(0)):
        raise NotUnderstood(m.group(0))
    step = _created(eff, m.group(1))
    if step.get("tapped") or step.get("attacking") or "Creature" not in step["token"].get("types", ()):
        raise NotUnderstood(m.group(0))
    step["attacking"] = True
