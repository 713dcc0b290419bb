""" "Whenever this creature or another Ally you control enters, you may have Ally creatures you control gain first
strike until end of turn" (Highland Berserker), "... get +1/+0 until end of turn" (Akoum Battlesinger), "you may
have other attacking creatures get +X/+X until end of turn, where X is this creature's power" (Cultivator of
Blades): the instruction about a group of creatures (no target) as the templates read it without "you may have",
made optional: the engine's `may`, its choice made as the effect is applied (2007 413.2c; 2026 608.2d)."""
from __future__ import annotations

from .optional import _may
from .registry import NotUnderstood, effect_template, parse_branch


@effect_template(r"you may have (?!.*\btargets?\b)((?:other |all |each )?[^.]*?(?:creatures|Allies)(?: you control)?) "
                 r"(get|gain) ([^.]+ until end of turn(?:, where X is [^.]+)?)")
def may_have_group(eff, m):
    subject, verb, rest = m.groups()
    before = len(eff.targets)
    steps = parse_branch(eff, f"{subject} {verb} {rest}")
    if not steps or len(eff.targets) != before:
        raise NotUnderstood(m.group(0))
    _may(eff, f"have {subject} {verb} {rest}", effect=steps)


from .registry import EFFECT_TEMPLATES  # noqa: E402
# until_end_of_turn.described_creatures_gain would read "you may have Ally creatures ..." as its described
# creatures first (and refuse it): this template is tried before it
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())
