""" "Target creature gets +N/+N until end of turn", "... gains flying until
end of turn", and the same for each creature you control."""
from __future__ import annotations

import re

from .keywords import granted as _gained
from .described import described
from .registry import NotUnderstood, effect_template
from .targets import CREATURE_TARGETS, TARGET_RE, is_creature, ref
from .typed_targets import PUMP_TARGETS  # "target Soldier": a creature type alone (typed_targets.py)

PT = r"([+-]\d+)/([+-]\d+)"
WHO = rf"(~|{TARGET_RE})"


def _steps(to, pt, gains) -> list[dict]:
    steps = []
    if pt and not all(-100 <= int(x) <= 100 for x in pt):
        raise NotUnderstood("/".join(pt))
    if pt:
        steps.append({"do": "pump", "power": int(pt[0]), "toughness": int(pt[1]), "to": to, "until": "end_of_turn"})
    for ab in gains:
        steps.append({"do": "gain_ability", "ability": ab, "to": to, "until": "end_of_turn"})
    return steps


@effect_template(rf"{WHO} gets {PT} until end of turn")
def pump(eff, m):
    if m.group(1).lower().startswith("another target") and eff.targets:
        from .pump_more import ANOTHER, another_target_gets  # "another" than the target before it
        return another_target_gets(eff, re.fullmatch(ANOTHER, m.group(0), re.IGNORECASE))
    eff.steps += _steps(ref(eff, m.group(1), PUMP_TARGETS), (m.group(2), m.group(3)), [])


@effect_template(rf"{WHO} gets {PT} and gains ([a-z ,]+?) until end of turn")
def pump_and_gain(eff, m):
    gains = _gained(m.group(4))
    eff.steps += _steps(ref(eff, m.group(1), PUMP_TARGETS), (m.group(2), m.group(3)), gains)


def _gained_control_of(eff) -> bool:
    """ "Gain control of target permanent until end of turn. Untap that permanent. It gains haste until
    end of turn" (Zealous Conscripts): any permanent target the effect has just gained control of."""
    from .targets import is_permanent
    last = eff.last_target
    return last is not None and is_permanent(eff.targets[-1]) and any(
        st["do"] in ("gain_control", "give_control") and st.get("what") == last and st.get("to", "you") == "you" for st in eff.steps)


@effect_template(r"(it|that creature) gains ([a-z ,]+?) until end of turn")
def it_gains(eff, m):
    """ "Gain control of target creature ... It gains haste until end of turn": the creature
    targeted a sentence before (only a creature target)."""
    if not eff.targets or eff.targets[-1] not in ("creature", "creature_you_control", "nonblack_creature",
                                                  "nonartifact_nonblack_creature") and not is_creature(eff.targets[-1]) \
            and not _gained_control_of(eff):
        raise NotUnderstood(m.group(0))  # a creature target the grammar reads too ("target creature with power 4 or less")
    if any(st["do"] in ("remove_from_game", "return_to_play") for st in eff.steps):
        from .registry import pass_on  # a flickered or returned creature is a new object (400.7), not the target:
        return pass_on(eff, m, it_gains)  # returned_it.py reads "it" as that new object
    if eff.last_target is None:
        raise NotUnderstood(m.group(0))  # "it" after "up to one target creature": which, if any
    eff.steps += _steps(eff.last_target, None, _gained(m.group(2)))


@effect_template(rf"(?:(it|that creature) gets {PT}(?: and gains ([a-z ,]+?))? until end of turn"
                 rf"|until end of turn, (it|that creature) gets {PT}(?: and gains ([a-z ,]+?))?)")
def it_gets(eff, m):
    """Threaten's kin: "Gain control of target creature until end of turn. Untap that creature. It
    gets +2/+0 and gains haste until end of turn": the creature targeted a sentence before (only a
    creature target, and not one a flicker made a new object, 400.7)."""
    g = m.groups()
    who, p, t, gains = (g[0], g[1], g[2], g[3]) if g[0] else (g[4], g[5], g[6], g[7])
    if not eff.targets or eff.targets[-1] not in ("creature", "creature_you_control", "nonblack_creature",
                                                  "nonartifact_nonblack_creature") and not is_creature(eff.targets[-1]):
        raise NotUnderstood(m.group(0))
    if any(st["do"] in ("remove_from_game", "return_to_play") for st in eff.steps) or eff.last_target is None:
        raise NotUnderstood(m.group(0))  # a new object (400.7), or "it" after "up to one target creature"
    eff.steps += _steps(eff.last_target, (p, t), _gained(gains) if gains else [])


@effect_template(rf"{WHO} gains ([a-z ,]+?) until end of turn")
def gain(eff, m):
    gains = _gained(m.group(2))
    eff.steps += _steps(ref(eff, m.group(1), PUMP_TARGETS), None, gains)


@effect_template(rf"creatures you control get {PT}(?: and gain ([a-z ,]+?))? until end of turn")
def pump_yours(eff, m):
    gains = _gained(m.group(3)) if m.group(3) else []
    eff.steps.append({"do": "for_each", "creatures": {"you_control": True}, "effect": _steps("it", (m.group(1), m.group(2)), gains)})


@effect_template(r"creatures you control gain ([a-z ,]+?) until end of turn")
def gain_yours(eff, m):
    eff.steps.append({"do": "for_each", "creatures": {"you_control": True}, "effect": _steps("it", None, _gained(m.group(1)))})


@effect_template(rf"all creatures get {PT}(?: and gain ([a-z ,]+?))? until end of turn")
def pump_all(eff, m):
    gains = _gained(m.group(3)) if m.group(3) else []
    eff.steps.append({"do": "for_each", "creatures": {}, "effect": _steps("it", (m.group(1), m.group(2)), gains)})


@effect_template(rf"(?!.*\b(?:target|each|up to|that|those|they|all)\b)((?:other )?[a-z0-9 ,']*?creatures[a-z0-9 ,']*?) get {PT}"
                 rf"(?: and gain ([a-z ,]+?))? until end of turn")
def pump_described(eff, m):
    """ "Creatures your opponents control get -1/-1 until end of turn", "Attacking creatures get
    +1/+1 until end of turn", "Blocking creatures you control get +2/+2 ...": each creature the
    description names as it resolves; the set is fixed then (2007: 418.3b; 2026: 611.2c)."""
    gains = _gained(m.group(4)) if m.group(4) else []
    eff.steps.append({"do": "for_each", "permanents": described(eff, m.group(1), creatures_only=True),
                      "effect": _steps("it", (m.group(2), m.group(3)), gains)})
