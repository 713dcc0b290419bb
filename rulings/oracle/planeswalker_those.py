"""Loyalty abilities that act on the creatures you control as a group (2026 606; read by the
ordinary effect templates once each sentence is):

- "Put three +1/+1 counters on each creature you control. Those creatures gain trample until end
  of turn." (Domri, City Smasher's −8), "Untap all creatures you control. Those creatures get +1/+1
  until end of turn." (Gideon, Martial Paragon's +2), "... Those creatures gain flying until your
  next turn." (Elspeth, Storm Slayer's 0): "those creatures" are the ones the sentence before acted
  on, each creature you control as it resolved; the second sentence is done to each of them in the
  same for-each (2026 608.2c), lasting until end of turn (611.2a) or until your next turn begins
  (611.2a; rulings/engine/until_next_turn.py).
- "Until your next turn, creatures you control get +1/+0 and gain lifelink." (Sorin, Solemn
  Visitor's +1): the creatures you control as it resolves (the set fixed then: 611.2c), each until
  its controller's next turn.
- "Gain control of all creatures target opponent controls." (Ashiok, Sculptor of Fears): each such
  permanent that player controls as it resolves, for the rest of the game.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template

_PT = r"([+-]\d+)/([+-]\d+)"
_UNTIL = r"until (end of turn|your next turn)"
#: what "each creature you control" / "all creatures you control" compile to (the for-each before "those creatures")
_YOURS = ({"creatures": {"you_control": True}}, {"permanents": {"controller": "you", "types": ["Creature"]}})


def _group_steps(p, t, keywords, until: str) -> list[dict]:
    from .keywords import granted
    if p is not None and not all(-20 <= int(x) <= 20 for x in (p, t)):
        raise NotUnderstood(f"{p}/{t}")
    steps = []
    if p is not None:
        steps.append({"do": "pump", "power": int(p), "toughness": int(t), "to": "it", "until": until})
    for ab in granted(keywords) if keywords else ():
        if ab.get("kind") != "keyword":
            raise NotUnderstood(keywords)
        steps.append({"do": "gain_ability", "ability": ab, "to": "it", "until": until})
    return steps


@effect_template(rf"those creatures (?:get {_PT} and gain ([a-z ,]+?)|get {_PT}|gain ([a-z ,]+?)) {_UNTIL}")
def those_creatures(eff, m):
    """ "Those creatures gain trample until end of turn", after "Put three +1/+1 counters on each
    creature you control" or "Untap all creatures you control": added to that for-each."""
    p1, t1, k1, p2, t2, k2, until = m.groups()
    p, t, keywords = (p1, t1, k1) if p1 is not None else (p2, t2, None) if p2 is not None else (None, None, k2)
    starts = eff.sentence_starts
    if len(starts) < 2:
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:starts[-1]]
    if len(before) != 1 or starts[-1] != len(eff.steps):
        raise NotUnderstood(m.group(0))
    each = before[0]
    inner = each.get("effect") or []
    if (each.get("do") != "for_each" or {k: v for k, v in each.items() if k not in ("do", "effect")} not in _YOURS
            or len(inner) != 1 or not (inner[0].get("do") == "put_counters" and inner[0].get("to") == "it"
                                       and set(inner[0]) == {"do", "counter", "amount", "to"}
                                       or inner[0] == {"do": "untap", "what": "it"})):
        raise NotUnderstood(m.group(0))
    each["effect"] = inner + _group_steps(p, t, keywords, until.replace(" ", "_"))


@effect_template(rf"until your next turn, creatures you control get {_PT}(?: and gain ([a-z ,]+?))?")
def yours_until_your_next_turn(eff, m):
    """ "Until your next turn, creatures you control get +1/+0 and gain lifelink." (Sorin, Solemn
    Visitor's +1): each creature you control as it resolves."""
    p, t, keywords = m.groups()
    eff.steps.append({"do": "for_each", "permanents": {"controller": "you", "types": ["Creature"]},
                      "effect": _group_steps(p, t, keywords, "your_next_turn")})




@effect_template(r"gain control of all ([a-z ,']+?) (target player|target opponent) controls")
def gain_control_of_all_theirs(eff, m):
    """ "Gain control of all creatures target opponent controls." (Ashiok, Sculptor of Fears's −11),
    "... all artifacts and creatures target opponent controls." (Tezzeret, Master of Metal's −8): the
    target player chosen as the ability is put on the stack, then each permanent of the description
    that player controls as it resolves (the set fixed then, 2026 611.2c), yours with no end to the
    effect (611.2a: no duration stated, it lasts until the end of the game)."""
    from .mode_effects import _theirs
    spec, who = _theirs(eff, m.group(1), m.group(2))
    if set(spec) != {"types"}:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "permanents": spec, "controlled_by": who, "effect": [{"do": "gain_control", "what": "it"}]})
