""""Draw a card for each tapped creature target opponent controls." (Borrowing 100,000 Arrows, Theft of
Dreams), "You gain 3 life for each black creature target opponent controls." (Starlight), "You gain 2 life
for each creature target player controls." (Divine Congregation): the permanents the words describe that the
target player controls, counted as the spell resolves (2007 413.2c; 2026 608.2c): the engine's
`{"count": "permanents", "filter": ..., "of": "target:0"}` (effects/base.py). If the target is illegal then,
the spell does nothing (2007 413.2a; 2026 608.2b).

Precision: the permanents are the grammar's reading of a singular target phrase, whole, with no "other",
"another", "chosen" or player word of its own ("you control"); only "target player" / "target opponent".
"""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, effect_template
from .targets import described_permanents, ref
from .text import NUMBER


@effect_template(rf"(?P<what>draw a card|you gain (?P<n>{NUMBER}) life) for each (?P<words>[a-z ]+?) (?P<who>target player|target opponent) controls")
def for_each_target_player_controls(eff, m):
    described = described_permanents(m.group("words"), m)
    who = ref(eff, m.group("who"))
    amount = {"count": "permanents", "filter": described, "of": who}
    if m.group("what").lower().startswith("draw"):
        eff.steps.append({"do": "draw", "amount": amount})
        return
    times = _amount(eff, m.group("n"))
    if not isinstance(times, int) or times < 1:
        raise NotUnderstood(m.group(0))
    if times != 1:
        amount["times"] = times
    eff.steps.append({"do": "gain_life", "amount": amount, "player": "you"})
