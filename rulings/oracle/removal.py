"""Destroy / exile / return to hand / counter / tap / untap target ..., and
"destroy all creatures"."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import PERMANENT_TARGETS, TARGET_RE, ref


@effect_template(rf"destroy ({TARGET_RE})")
def destroy(eff, m):
    eff.steps.append({"do": "destroy", "what": ref(eff, m.group(1), PERMANENT_TARGETS)})


@effect_template(r"destroy all creatures")
def destroy_all(eff, m):
    eff.steps.append({"do": "for_each", "creatures": {}, "effect": [{"do": "destroy", "what": "it"}]})


@effect_template(r"(?:it|they) can't be regenerated")
def no_regenerate(eff, m):
    """A rider on the destruction before it (Terror's "It can't be regenerated")."""
    last = eff.steps[-1] if eff.steps else None
    if last and last.get("do") == "for_each" and [s.get("do") for s in last["effect"]] == ["destroy"]:
        last = last["effect"][0]
    if last is None or last.get("do") != "destroy" or last.get("no_regenerate"):
        raise NotUnderstood(m.group(0))
    last["no_regenerate"] = True


@effect_template(rf"exile ({TARGET_RE})")
def exile(eff, m):
    """Exile is 2007's "remove from the game" (406 in 2026)."""
    eff.steps.append({"do": "remove_from_game", "what": ref(eff, m.group(1), PERMANENT_TARGETS)})


@effect_template(r"exile (target creature you control|target creature), then return (?:it|that card) to the battlefield "
                 r"under its owner's control")
def flicker(eff, m):
    """ "Exile target creature you control, then return it to the battlefield under its owner's
    control": it comes back a new object (400.7), its enters abilities triggering."""
    eff.steps.append({"do": "remove_from_game", "what": ref(eff, m.group(1), CREATURE_FLICKER)})
    eff.steps.append({"do": "return_to_play", "what": "it"})


CREATURE_FLICKER = ("target creature you control", "target creature")


@effect_template(rf"return ({TARGET_RE}|~) to its owner's hand")
def bounce(eff, m):
    eff.steps.append({"do": "return_to_hand", "what": ref(eff, m.group(1), PERMANENT_TARGETS + ("~",))})


@effect_template(r"counter (target spell|target instant or sorcery spell)")
def counter(eff, m):
    eff.steps.append({"do": "counter", "what": ref(eff, m.group(1))})


@effect_template(rf"(tap|untap) ({TARGET_RE}|~|it|that creature)")
def tap(eff, m):
    """ "Untap it" / "Untap that creature": the target a sentence before named (High Stride, Act of Treason)."""
    if m.group(2).lower() == "that creature" and (not eff.targets or "creature" not in eff.targets[-1]):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": m.group(1).lower(), "what": ref(eff, m.group(2), PERMANENT_TARGETS + ("~",))})


@effect_template(r"gain control of (target creature|target permanent|target artifact or creature) until end of turn")
def gain_control_until_end_of_turn(eff, m):
    """Act of Treason's "Gain control of target creature until end of turn" (a control-changing
    effect, layer 2: 613.1b in 2026)."""
    eff.steps.append({"do": "gain_control", "what": ref(eff, m.group(1), ("target creature", "target permanent")),
                      "until": "end_of_turn"})


@effect_template(r"regenerate (~|target creature)")
def regenerate(eff, m):
    what = ref(eff, m.group(1), ("~", "target creature"))
    if what != "self" and what != "target:0":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "regenerate", "what": what})
