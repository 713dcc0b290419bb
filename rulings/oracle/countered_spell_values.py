""" What a counterspell gives for the mana value of the spell it counters, in the sentence after a plain
"Counter target [kind of] spell." (the engine's `counter` of the effect's one target, a spell):

- "Create an X/X green Ooze creature token, where X is that spell's mana value." (Mystic Genesis);
- "Create X 1/1 colorless Thopter artifact creature tokens with flying, where X is that spell's mana
  value." (Access Denied), "Create X Treasure tokens, ..." (Spell Swindle), "Put X +1/+1 counters on this
  creature, where X is that spell's mana value." (Draining Whelk's enters trigger);
- "Draw cards equal to that spell's mana value." (Overwhelming Intellect);
- "Its controller gains life equal to its mana value." (Illumination: the countered spell's controller);
- "You get an amount of {E} equal to its mana value." (Electrosiphon).

The mana value is the spell's as it last existed on the stack (2007 413.2f; 2026 608.2h), with the number
chosen for its X there (2026 202.3e): the engine notes it before the spell is countered
(rulings/engine/countered_spell_values.py, `note_spell_mana_value`), and reads it even if the spell
can't be countered and stays. A counterspell with a cost to pay ("unless its controller pays"), with an
"instead" of its own, or with another sentence between stays text only, and so does a card with an X of
its own (another X).
"""
from __future__ import annotations

import json

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template
from .targets import is_spell

COUNT = {"count": "noted_spell_mana_value"}
_VALUE = r"(?:that spell's|its) mana value"


def _after_counter(eff, m, controller: bool = False) -> None:
    """Check the sentence before is one plain `counter` of the effect's only target, a spell; note the
    spell's mana value (and, with `controller`, its controller) before that step. NotUnderstood otherwise."""
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1 or eff.card.has_x:
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:starts[-1]]
    spec = eff.targets[0]
    if (len(before) != 1 or before[0] != {"do": "counter", "what": "target:0"} or len(eff.steps) != starts[-1]
            or not is_spell(spec) or "abilit" in json.dumps(spec)):
        raise NotUnderstood(m.group(0))
    notes = [{"do": "note_spell_mana_value", "of": "target:0"}]
    if controller:
        notes.append({"do": "note_its_controller", "of": "target:0"})
    eff.steps[starts[-2]:starts[-2]] = notes
    eff.sentence_starts[-1] += len(notes)  # the notes went in before the counterspell's own step


def _restore(eff, steps, targets, starts) -> None:
    eff.steps[:], eff.targets[:], eff.sentence_starts[:] = steps, targets, starts


@effect_template(rf"(.+\bX\b.+), where X is that spell's mana value")
def x_is_countered_mana_value(eff, m):
    """ "Create an X/X green Ooze creature token, where X is that spell's mana value", "Create X ... tokens",
    "Put X +1/+1 counters on ~": the one instruction's X is the count (an X/X token's size)."""
    from .counts_more import x_is_count
    from .x_size_tokens import _HEAD, _one_x_token
    import re
    head = m.group(1)
    steps, targets, starts = list(eff.steps), list(eff.targets), list(eff.sentence_starts)
    _after_counter(eff, m)
    try:
        token = re.fullmatch(_HEAD, head, re.IGNORECASE)
        if token:
            st = _one_x_token(eff, f"{token.group(1)} an X/X {token.group(2)}", m.group(0))
            eff.steps.append({**st, "x_is": dict(COUNT)})
        else:
            x_is_count(eff, head, m.group(0), dict(COUNT))
        new = eff.steps[eff.sentence_starts[-1]:]
        if len(new) != 1 or new[0].get("do") not in ("create_token", "put_counters") or "'X'" in repr(
                [{k: v for k, v in new[0].items() if k not in ("count", "amount", "token")}, eff.targets]):
            raise NotUnderstood(m.group(0))
        if new[0]["do"] == "put_counters" and (new[0].get("counter") != "+1/+1" or new[0].get("to") != "self"
                                               or not eff.card.is_permanent_creature):
            raise NotUnderstood(m.group(0))  # only "on this creature", the source
    except NotUnderstood:
        _restore(eff, steps, targets, starts)
        raise


@effect_template(r"draw cards equal to that spell's mana value")
def draw_countered_mana_value(eff, m):
    """ "Counter target creature spell. Draw cards equal to that spell's mana value." (Overwhelming Intellect)."""
    _after_counter(eff, m)
    eff.steps.append({"do": "draw", "amount": dict(COUNT)})


@effect_template(rf"(?:its|that spell's) controller gains life equal to {_VALUE}")
def its_controller_gains_countered_mana_value(eff, m):
    """ "Counter target artifact or enchantment spell. Its controller gains life equal to its mana value."
    (Illumination): the countered spell's controller as it last existed on the stack (2007 413.2f; 2026 608.2h)."""
    _after_counter(eff, m, controller=True)
    eff.steps.append({"do": "gain_life", "amount": dict(COUNT), "player": "its_controller"})


@effect_template(rf"you get an amount of \{{E\}}(?: \(energy counters\))? equal to {_VALUE}")
def energy_countered_mana_value(eff, m):
    """ "Counter target spell. You get an amount of {E} (energy counters) equal to its mana value." (Electrosiphon)."""
    _after_counter(eff, m)
    eff.steps.append({"do": "get_energy", "amount": dict(COUNT)})


# read before the templates of the whole "..., where X is [count]" and "equal to its mana value" (counts_more,
# x_size_tokens, life_more), which read no spell's mana value
for _fn in (x_is_countered_mana_value, draw_countered_mana_value, its_controller_gains_countered_mana_value,
            energy_countered_mana_value):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is _fn)))
