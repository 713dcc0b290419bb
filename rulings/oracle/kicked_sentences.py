""" "If this spell was kicked, ..." sentences that kicked.py doesn't read (an ability linked to
the kicker: 2007 502.21b; 2026 702.33e), on an instant or sorcery:

- "If this spell was kicked, instead <instructions>" (Colossal Growth, Primal Growth, Bold
  Defense): the kicked instructions replace the whole sentence before (`"if_kicked": false` on
  its steps, `true` on the new ones), whatever they are, but with no target of their own (a
  target chosen only if kicked, 2007 409.1d; 2026 601.2c, stays text only);
- "those creatures" / "they" after a sentence about a group of creatures ("Creatures you control
  get +2/+1 until end of turn. If this spell was kicked, those creatures also gain trample until
  end of turn"; "... they get +1/+1 until end of turn"; "... those creatures get -2/-2 until end
  of turn instead"): the same group, counted again as the spell resolves (nothing happens between
  the two sentences that could change it), with the kicked instructions; with "instead", the
  sentence before happens only if it wasn't kicked;
- "If it was kicked, ..." (Cinderclasm): "it" is the spell itself, read as "If this spell was kicked".

Anything else goes on to kicked.py's reading of the sentence."""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template, parse_branch, parse_sentence, pass_on

#: the group a "those creatures" sentence may name: one "for each" instruction over creatures
_GROUP_KEYS = ("creatures", "permanents")


def _where(eff, m) -> tuple[int, list[dict]]:
    """Where the kicked sentence's steps begin, and the steps of the sentence before it."""
    starts = eff.sentence_starts
    here = starts[-1] if starts else len(eff.steps)
    if len(eff.steps) != here or any("if_kicked" in st for st in eff.steps) or len(starts) < 2:
        raise NotUnderstood(m.group(0))  # one kicked sentence per effect, read as a whole sentence, after another
    before = eff.steps[starts[-2]:here]
    if not before:
        raise NotUnderstood(m.group(0))
    return here, before


def _group_steps(eff, m, before: list[dict], predicate: str) -> list[dict]:
    """ "those creatures get +2/+1 until end of turn": the group of the one "for each" step before, with the
    instructions "creatures you control <predicate>" gives each of them."""
    if len(before) != 1 or before[0].get("do") != "for_each" or not (set(_GROUP_KEYS) & set(before[0])):
        raise NotUnderstood(m.group(0))
    group = before[0]
    kind = group.get("permanents", {}).get("types") if "permanents" in group else ["Creature"]
    if kind != ["Creature"]:
        raise NotUnderstood(m.group(0))  # "those creatures": a group of creatures
    ntargets = len(eff.targets)
    steps = parse_branch(eff, "creatures you control " + predicate)
    if len(eff.targets) != ntargets or len(steps) != 1 or steps[0].get("do") != "for_each" \
            or set(steps[0]) != {"do", "creatures", "effect"} or steps[0]["creatures"] != {"you_control": True}:
        raise NotUnderstood(m.group(0))
    if any(k in st for st in steps[0]["effect"] for k in ("if_kicked", "for_each")):
        raise NotUnderstood(m.group(0))
    return [{**{k: v for k, v in group.items() if k != "effect"}, "effect": steps[0]["effect"]}]


@effect_template(r"If (?P<who>~|it) was kicked, (?P<lead>instead )?(?P<rest>.+?)(?P<instead> instead)?")
def kicked_sentence(eff, m):
    if not ({"Instant", "Sorcery"} & set(eff.card.types)):
        pass_on(eff, m, kicked_sentence)  # a permanent's "if it was kicked": not this module's
        return
    lead, trailing, rest = bool(m.group("lead")), bool(m.group("instead")), m.group("rest")
    group = re.fullmatch(r"(?:those creatures(?: also)?|they) (?P<predicate>(?:get|gain|have) .+)", rest)
    if m.group("who") == "it" and not lead and not group:
        parse_sentence(eff, "If ~ was kicked, " + rest + (" instead" if trailing else ""))  # Cinderclasm: the spell's own
        return
    if not lead and not group:
        pass_on(eff, m, kicked_sentence)  # kicked.py reads it
        return
    if lead and trailing:
        raise NotUnderstood(m.group(0))
    here, before = _where(eff, m)
    ntargets = len(eff.targets)
    old_steps = {id(st) for st in eff.steps}  # a template may insert a step before the sentence's own
    if group:
        new = _group_steps(eff, m, before, group.group("predicate"))
        eff.steps.extend(new)
    else:
        parse_sentence(eff, rest)
        new = [st for st in eff.steps if id(st) not in old_steps]
    if len(eff.targets) != ntargets or not new:
        raise NotUnderstood(m.group(0))  # a target chosen only if kicked (409.1d / 601.2c)
    if lead or trailing:
        for st in before:
            st["if_kicked"] = False
    for st in new:
        st["if_kicked"] = True
