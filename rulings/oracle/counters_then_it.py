""" "Put a +1/+1 counter on this creature. It gains flying until end of turn." (Fearless Fledgling, Syndicate Trafficker,
Silvar, Vito's Inquisitor), "... It gets +1/+1 until end of turn": "it" after an instruction that put counters on the
ability's own permanent is that permanent (the other templates read "~ gains flying until end of turn").

"Sacrifice this creature: Put a +2/+2 counter on target Chimera creature. It gains first strike. (This effect lasts
indefinitely.)" (the Chimeras): "it" is the creature the counter was just put on, and the ability it gains has no
duration: it lasts as long as that creature is on the battlefield (the engine's gain_ability with no `until`; a new
object has no memory of it: 2007 217.1c; 2026 400.7). Only with the card's own "(This effect lasts indefinitely.)"."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_sentence, pass_on


def _last_counters(eff):
    last = eff.steps[-1] if eff.steps else None
    return last if isinstance(last, dict) and last.get("do") == "put_counters" else None


@effect_template(r"(?:it|he|she) ((?:gains|gets) [^.]+? until end of turn)")
def it_after_counters_on_itself(eff, m):
    last = _last_counters(eff)
    if last is None or last.get("to") != "self":
        return pass_on(eff, m, it_after_counters_on_itself)  # another "it": the other templates'
    before = len(eff.steps)
    try:
        parse_sentence(eff, "~ " + m.group(1))
    except NotUnderstood:
        del eff.steps[before:]
        return pass_on(eff, m, it_after_counters_on_itself)
    if any(st.get("to") != "self" for st in eff.steps[before:]):
        raise NotUnderstood(m.group(0))


@effect_template(r"it gains ((?:(?!until|this turn)[a-z ])+)")
def it_gains_indefinitely(eff, m):
    last = _last_counters(eff)
    if last is None or not str(last.get("to", "")).startswith("target:") or eff.last_target != last["to"] \
            or not any("(This effect lasts indefinitely.)" in p for p in eff.card.paragraphs):
        return pass_on(eff, m, it_gains_indefinitely)
    from .keywords import granted
    abilities = granted(m.group(1))
    if len(abilities) != 1 or set(abilities[0]) != {"kind", "keyword"}:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "gain_ability", "ability": abilities[0], "to": last["to"]})
