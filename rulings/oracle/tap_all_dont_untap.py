""""Tap all creatures target player controls. Those creatures don't untap during that player's next untap
step." (Sleep), "... tap all nonblue creatures. Those creatures don't untap during their controllers' next
untap steps." (Breaching Leviathan), "Tap all nonland permanents target opponent controls. They don't untap
during their controller's next untap step." (Kiora Bests the Sea God's chapter II): right after the sentence
that tapped all the permanents it described (the set fixed as it resolved: 2007 418.3b; 2026 611.2c), each of
them doesn't untap during its controller's next untap step, the player who controls it then (2007 302.2,
418.3a; 2026 502.3, 611.2a; rulings/engine/next_untap.py).

Precision: only after one "tap all ..." sentence (the engine's for_each that taps each one and does nothing
else); "those creatures" only if it described creatures alone, "that player's" only if it named the
permanents a target player controls (whose next untap step is then each one's controller's).
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template


def _tap_all_before(eff) -> dict | None:
    """The one for_each step of the sentence before, if all it does is tap each one."""
    if len(eff.sentence_starts) < 2:
        return None
    before = eff.steps[eff.sentence_starts[-2]:eff.sentence_starts[-1]]
    if len(before) != 1 or before[0].get("do") != "for_each" or before[0].get("effect") != [{"do": "tap", "what": "it"}]:
        return None
    return before[0]


@effect_template(r"(those creatures|those permanents|they) don't untap during (that player's next untap step|"
                 r"their controller's next untap step|their controllers' next untap steps)")
def those_tapped_dont_untap_next(eff, m):
    step = _tap_all_before(eff)
    if step is None or "players" in step:
        raise NotUnderstood(m.group(0))
    described = step.get("permanents") if "permanents" in step else None
    creatures_only = "creatures" in step or (isinstance(described, dict) and described.get("types") == ["Creature"])
    if m.group(1).lower() == "those creatures" and not creatures_only:
        raise NotUnderstood(m.group(0))
    if m.group(2).startswith("that player's"):
        who = step.get("controlled_by")
        if not (isinstance(who, str) and who.startswith("target:")
                and eff.targets[int(who.split(":")[1])] in ("player", "opponent")):
            raise NotUnderstood(m.group(0))
    step["effect"] = [*step["effect"], {"do": "doesnt_untap_next", "what": "it"}]
