""" "Goad target creature" and its kin (2026 701.15; rulings/engine/goad.py): "Whenever this creature
attacks, goad target creature an opponent controls", "When this creature enters, tap target creature an
opponent controls. Goad it.", "{T}, Sacrifice a Treasure: Goad target creature.", "Up to three target
creatures can't block this turn. Goad them." (each of them), "you may goad target creature" (a choice made
as the ability resolves). "Goad all creatures you don't control" (each of them). An Aura's "is goaded" stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import PERMANENT_TARGETS, ref

PHRASE = r"target creature(?: an opponent controls| defending player controls| you don't control)?"


@effect_template(rf"goad ({PHRASE})")
def goad_target(eff, m):
    eff.steps.append({"do": "goad", "to": ref(eff, m.group(1), PERMANENT_TARGETS)})


@effect_template(rf"you may goad ({PHRASE})")
def may_goad_target(eff, m):
    from .optional import _may
    to = ref(eff, m.group(1), PERMANENT_TARGETS)
    _may(eff, f"goad {m.group(1)}", effect=[{"do": "goad", "to": to}])


@effect_template(r"goad (it|that creature|them)")
def goad_it(eff, m):
    """ "Goad it" / "Goad that creature": the one creature the instruction before named; "Goad them": each of
    the "up to N target creatures" the instruction before named."""
    last = eff.steps[-1] if eff.steps else None
    word = m.group(1).lower()
    if last is None:
        raise NotUnderstood(m.group(0))
    if word == "them":
        ups = [i for i, t in enumerate(eff.targets) if isinstance(t, dict) and t.get("up_to")]
        if len(ups) < 2 or not all(any(s.get("to", s.get("what")) == f"target:{i}" for s in eff.steps) for i in ups):
            raise NotUnderstood(m.group(0))
        eff.steps.extend({"do": "goad", "to": f"target:{i}"} for i in ups)
        return
    if eff.last_target is None or last.get("to", last.get("what")) != eff.last_target or len(eff.targets) != 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "goad", "to": eff.last_target})


@effect_template(r"goad all creatures (you don't control|your opponents control)")
def goad_all(eff, m):
    """ "Goad all creatures you don't control." (Disrupt Decorum): each of them as the spell resolves (in a game of
    two players, the creatures the other player controls)."""
    eff.steps.append({"do": "for_each", "creatures": {"opponents_control": True}, "effect": [{"do": "goad", "to": "it"}]})
