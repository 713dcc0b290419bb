"""Riders after Threaten's kin ("Gain control of target creature until end of turn. Untap that creature. It gains
haste until end of turn."), each about the permanent whose control the spell just took:

* "If this spell was kicked, sacrifice that creature at the beginning of the next end step." (In Thrall to the
  Pit, through kicked.py), "At the beginning of the next end step, sacrifice it." (Momo's Heist): a delayed
  triggered ability (2007 404.4d; 2026 603.7c) that refers to that permanent; its controller sacrifices it only
  if they still control it then (2026 701.21a; the 2007 rules say it in their glossary, "Sacrifice"),
  and it does nothing if the permanent has left play since;
* "It gains haste." with no duration (Momo's Heist): for as long as the permanent stays in play;
* "Put a +1/+1 counter on it and untap it." (Mark of Mutiny);
* "~ deals 2 damage to any other target." (Bond of Passion): a second target, anything damage can be dealt to
  but the permanent taken (2026 115.3; `not_an_earlier_target`).

Precision: each only right after the spell gained control of its last target for its controller (a
"gain_control" or "give_control" to "you" of that target), else the sentence goes to the templates after these;
"If you do, you gain life equal to its toughness" (Spinal Embrace) and any other rider stay text only.
"""
from __future__ import annotations

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, pass_on
from .text import NUMBER

_IT = r"(?:it|that creature|that artifact|that permanent)"


def _taken(eff) -> str | None:
    """The last target, if a step of this effect gained control of it for the spell's controller."""
    last = eff.last_target
    if last is None:
        return None
    for st in eff.steps:
        if st.get("what") == last and (st.get("do") == "gain_control" or st.get("do") == "give_control" and st.get("to") == "you"):
            return last
    return None


def _word_fits(eff, words: str) -> bool:
    kind = words.lower().split()[-1]
    spec = eff.targets[-1]
    types = spec.get("types") if isinstance(spec, dict) else [{"creature": "Creature", "artifact": "Artifact"}.get(spec, spec)]
    return kind in ("it", "permanent") or types == [kind.capitalize()]


@effect_template(rf"(?:sacrifice ({_IT}) at the beginning of the next end step|at the beginning of the next end step, sacrifice ({_IT}))")
def sacrifice_taken_at_end_step(eff, m):
    words = m.group(1) or m.group(2)
    taken = _taken(eff)
    if taken is None or not _word_fits(eff, words):
        return pass_on(eff, m, sacrifice_taken_at_end_step)
    eff.steps.append({"do": "delayed_trigger", "at": "end_of_turn", "refers_to": taken, "text": "Sacrifice it.",
                      "effect": [{"do": "sacrifice", "what": "it"}]})


@effect_template(r"it gains haste")
def taken_gains_haste(eff, m):
    taken = _taken(eff)
    if taken is None:
        return pass_on(eff, m, taken_gains_haste)
    eff.steps.append({"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "haste"}, "to": taken})


@effect_template(r"put a \+1/\+1 counter on it and untap it")
def counter_and_untap_taken(eff, m):
    taken = _taken(eff)
    if taken is None:
        return pass_on(eff, m, counter_and_untap_taken)
    eff.steps.append({"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": taken})
    eff.steps.append({"do": "untap", "what": taken})


@effect_template(rf"~ deals ({NUMBER}) damage to any other target")
def damage_to_any_other_target(eff, m):
    from .damage import _amount
    from .damage_more import _ANY_OTHER
    if _taken(eff) is None or len(eff.targets) != 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(1)), "to": eff.target(dict(_ANY_OTHER))})


# tried before delayed_returns.py's and delayed.py's "sacrifice it at the beginning of the next end step" (a card just
# put onto the battlefield, a token just made), chosen_targets.py's catch-all for "it", and the other readings
for _fn in (damage_to_any_other_target, counter_and_untap_taken, taken_gains_haste, sacrifice_taken_at_end_step):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is _fn)))
