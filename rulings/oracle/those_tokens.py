""" "Create two 1/1 red Warrior creature tokens. They gain haste until end of turn." (Salt Road Skirmish;
Sokenzan, Crucible of Defiance's channel ability), "Those tokens gain haste until end of turn." (Siege-Gang
Lieutenant): each token the instruction just before made gains haste, until end of turn or, with no
duration, for as long as it stays on the battlefield (2007 418.3a; 2026 611.2a): the engine's
`each_token_made` (rulings/engine/those_tokens.py). Only right after an instruction that may make more than
one token ("That token gains haste" after one: token_counts.made_token_gains_haste), made by the effect's
controller; "they" only when no more than one target was named before (else whose?)."""
from __future__ import annotations

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template
from .token_counts import _made_just_before, _or_pass_on


@effect_template(r"(they|those tokens) gain haste( until end of turn)?")
@_or_pass_on
def made_tokens_gain_haste(eff, m):
    steps, last = _made_just_before(eff, m)
    if last.get("count", 1) == 1 or last.get("player"):
        raise NotUnderstood(m.group(0))
    if m.group(1).lower() == "they" and (len(eff.targets) > 1 or any(isinstance(t, dict) and (t.get("up_to") or t.get("x_targets"))
                                                                      for t in eff.targets)):
        raise NotUnderstood(m.group(0))
    steps.append({"do": "each_token_made", "effect": [{"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "haste"},
                                                       "to": "it", "until": "end_of_turn" if m.group(2) else None}]})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is made_tokens_gain_haste)))


@effect_template(r"(?:(sacrifice|exile) (them|those tokens) at the beginning of the next end step"
                 r"|at the beginning of the next end step, (sacrifice|exile) (them|those tokens))")
@_or_pass_on
def hasted_tokens_leave_at_end_step(eff, m):
    """ "Create two 1/1 red Warrior creature tokens. They gain haste until end of turn. Sacrifice them at the
    beginning of the next end step." (Salt Road Skirmish): the delayed sacrifice of those tokens that
    delayed_returns.tokens_leave_at_end_step reads right after the creation, read as well after the haste
    above (which names the same tokens and changes nothing of the creation)."""
    from .delayed_returns import tokens_leave_at_end_step
    steps = eff.steps
    if len(steps) < 2 or steps[-1].get("do") != "each_token_made" or steps[-2].get("do") != "create_token":
        raise NotUnderstood(m.group(0))
    if eff.sentence_starts and eff.sentence_starts[-1] != len(steps):
        raise NotUnderstood(m.group(0))
    haste = steps.pop()
    before = len(steps)
    try:
        tokens_leave_at_end_step(eff, m)
    except NotUnderstood:
        steps.append(haste)
        raise
    added = steps[before:]
    del steps[before:]
    steps += [haste, *added]  # the haste first, then the delayed sacrifice, as the card says them


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is hasted_tokens_leave_at_end_step)))
