""" "When this creature enters, put a +1/+1 counter on each other creature you control named ~" (Charmed
Stray), "put two +1/+1 counters on each ..." (Baloth Packhunter): the sentence without "named ~" is the
counters on each other creature you control (a `for_each` over the permanents a filter describes), with
the filter's `"named"` the card's own name (rulings/engine/named_filter.py): every other creature its
controller controls with that name as the instruction is followed. Anything else ("named ~" after
another phrase, a counter of another kind) stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_sentence


@effect_template(r"(put (?:a|two|three) \+1/\+1 counters? on each other creature you control) named ~")
def counters_on_each_other_named(eff, m):
    before = len(eff.steps)
    parse_sentence(eff, m.group(1))
    new = eff.steps[before:]
    if len(new) != 1 or new[0].get("do") != "for_each" or set(new[0]) != {"do", "permanents", "effect"} \
            or new[0]["permanents"] != {"controller": "you", "other": True, "types": ["Creature"]} \
            or [st.get("do") for st in new[0]["effect"]] != ["put_counters"] or not eff.card.name:
        raise NotUnderstood(m.group(0))
    new[0]["permanents"] = {**new[0]["permanents"], "named": eff.card.name}
