"""More wordings of stun counters (2026 122.1d) and shield counters (2026 122.1c), played by the
engine's later_counters.py; later than February 2007, so refused under those rules naming the counter.

- "This creature enters tapped with three stun counters on it." (Sleep-Cursed Faerie): a
  replacement effect (2026 614.1c), so it is never on the battlefield untapped or without them.
- "Tap up to two target creatures. Put a stun counter on each of them." (Homesickness) and
  "Tap up to two target creatures and put a stun counter on each of them." (Out Cold): "each of
  them" is each of the up-to-N targets the tapping named, each one chosen and still legal
  (2026 601.2c, 608.2b); an unchosen one gets nothing.
- "Put a shield counter on each of up to three target creatures." (Protection Magic).
- "Tap target creature or Vehicle, then put three stun counters on it." (Stall Out).
- "Whenever this creature attacks, put three stun counters on it and draw three cards." (Ambling Stormshell).
- "Put a stun counter on up to one target tapped creature." (Cryogen Relic)."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template, parse_sentence
from .text import NUMBER, amount
from .up_to import CREATURES, NUMBERS, PHRASE, up_to_targets
from .targets import PERMANENT_TARGETS, TARGET_RE, ref

_N = r"up to (one|two|three|four|five)"


def _count(word: str, m) -> int:
    n = amount(word)
    if not isinstance(n, int) or n < 1:
        raise NotUnderstood(m.group(0))
    return n


@ability_template(rf"~ enters tapped with ({NUMBER}) stun counters? on it\.")
def enters_tapped_with_stun_counters(card, m) -> list[dict]:
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"tapped": True, "counters": {"stun": _count(m.group(1), m)}}}]


def _tapped_up_to(eff) -> list[str]:
    """The up-to-N targets the sentence before this one tapped (all of its steps, all of the
    effect's up-to targets), or NotUnderstood."""
    if len(eff.sentence_starts) < 2:
        raise NotUnderstood("each of them")
    before = eff.steps[eff.sentence_starts[-2]:eff.sentence_starts[-1]]
    up_to = [f"target:{i}" for i, t in enumerate(eff.targets) if isinstance(t, dict) and t.get("up_to")]
    if len(up_to) < 2 or [st.get("what") for st in before] != up_to or any(st != {"do": "tap", "what": st.get("what")} for st in before):
        raise NotUnderstood("each of them")
    return up_to


@effect_template(rf"put ({NUMBER}) stun counters? on each of them")
def stun_each_of_them(eff, m):
    """ "Tap up to two target creatures. Put a stun counter on each of them." """
    n = _count(m.group(1), m)
    for ref in _tapped_up_to(eff):
        eff.steps.append({"do": "put_counters", "counter": "stun", "amount": n, "to": ref})


@effect_template(rf"tap {_N} ({PHRASE}) and put ({NUMBER}) stun counters? on each of them")
def tap_and_stun_each(eff, m):
    """ "Tap up to two target creatures and put a stun counter on each of them." """
    k = NUMBERS[m.group(1).lower()]
    n = _count(m.group(3), m)
    if k < 2:
        raise NotUnderstood(m.group(0))
    refs = up_to_targets(eff, k, m.group(2), PERMANENT_TARGETS)
    for ref in refs:
        eff.steps.append({"do": "tap", "what": ref})
    for ref in refs:
        eff.steps.append({"do": "put_counters", "counter": "stun", "amount": n, "to": ref})


@effect_template(rf"put ({NUMBER}) shield counters? on each of {_N} ({PHRASE})")
def shield_on_each(eff, m):
    """ "Put a shield counter on each of up to three target creatures." """
    n = _count(m.group(1), m)
    k = NUMBERS[m.group(2).lower()]
    if k < 2:
        raise NotUnderstood(m.group(0))  # "each of up to one": not a phrase of Oracle text
    for ref in up_to_targets(eff, k, m.group(3), CREATURES):
        eff.steps.append({"do": "put_counters", "counter": "shield", "amount": n, "to": ref})


@effect_template(rf"tap ({TARGET_RE}), then put ({NUMBER}) stun counters? on it")
def tap_then_stun(eff, m):
    """ "Tap target creature or Vehicle, then put three stun counters on it." (Stall Out): the tapping
    first, then the counters on the same target."""
    n = _count(m.group(2), m)
    what = ref(eff, m.group(1), PERMANENT_TARGETS)
    eff.steps.append({"do": "tap", "what": what})
    eff.steps.append({"do": "put_counters", "counter": "stun", "amount": n, "to": what})


@effect_template(rf"put ({NUMBER}) stun counters? on ~ and (draw (?:a card|{NUMBER} cards))")
def stun_self_and_draw(eff, m):
    """ "Whenever this creature attacks, put three stun counters on it and draw three cards." (Ambling
    Stormshell; "it" there is this permanent, "~"): the counters, then the draw."""
    if not {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))  # a spell's "~" is the spell itself, not a permanent
    n = _count(m.group(1), m)
    eff.steps.append({"do": "put_counters", "counter": "stun", "amount": n, "to": "self"})
    parse_sentence(eff, m.group(2)[:1].upper() + m.group(2)[1:])


@effect_template(rf"put ({NUMBER}) (stun|shield) counters? on up to one ({PHRASE})")
def counters_on_up_to_one(eff, m):
    """ "Put a stun counter on up to one target tapped creature." (Cryogen Relic): on the one target
    if one was chosen (and is still legal as it resolves), else on nothing."""
    n = _count(m.group(1), m)
    [what] = up_to_targets(eff, 1, m.group(3), PERMANENT_TARGETS)
    eff.steps.append({"do": "put_counters", "counter": m.group(2).lower(), "amount": n, "to": what})
