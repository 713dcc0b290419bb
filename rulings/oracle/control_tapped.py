"""Control for as long as the source remains tapped: "{T}: Gain control of target creature for as
long as you control ~ and ~ remains tapped." (Rubinia Soulsinger, Willow Satyr's "target legendary
creature", Hivis of the Scale's "target Dragon", Helm of Possession) and "... for as long as ~
remains tapped": a control-changing effect (layer 2: 2007 418.5a; 2026 613.1b) whose duration
ends once the source untaps (for good, even if it is tapped again), leaves play or, for "you
control ~", changes controller; an "as long as" duration already over as the ability resolves makes
it do nothing (2007 418.3d; 2026 611.2b): rulings/engine/effects/control.py.

Precision: only these two durations, each naming the source itself; a target phrase the grammar
doesn't read ("whose controller controls an Island", "with power less than or equal to the number of
Islands you control") and any condition added to the duration ("and that creature's power remains
...") stay text only. Not on an instant or sorcery ("~" would be no permanent).
"""
from __future__ import annotations

from .control import _SELF, _permanent
from .registry import NotUnderstood, effect_template
from .targets import TARGET_RE


@effect_template(rf"gain control of ({TARGET_RE}) for as long as (?:(you control) {_SELF} and {_SELF}|{_SELF}) remains tapped")
def gain_control_while_tapped(eff, m):
    if not eff.card.types or {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "give_control", "what": _permanent(eff, m.group(1)), "to": "you",
                      "until": "source_controlled_tapped" if m.group(2) else "source_tapped"})
