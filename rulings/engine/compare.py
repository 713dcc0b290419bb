"""One scenario played under two editions, and where they part.

The two replays have one step per action each, so step n of one is step n of
the other. They part at the first step whose outcome differs: the action is
refused under one edition only, or the game state after it differs. The
words of the log and the rule numbers always differ between editions, so they
are shown but not compared.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from .editions import EDITIONS, RULES_2007, RULES_2026, rules_for
from .engine import play_steps, run_scenario
from .log import Replay, Step
from .scenario import Scenario

# what an object's snapshot holds that depends only on the card's wording in
# each edition (Typhoid Rats' trigger is deathtouch in 2026): not an outcome
_WORDING_KEYS = ("abilities", "keywords")


def _object_outcome(o: dict) -> str:
    # the snapshot is JSON-safe: its JSON text, wording left out, compares it whole
    return json.dumps({k: v for k, v in o.items() if k not in _WORDING_KEYS}, separators=(",", ":"))


def outcome(state: dict) -> tuple:
    """The comparable part of a snapshot: everything but the card wording."""
    players = tuple(repr(p) for p in state["players"])
    zones = tuple(sorted((owner, zone, tuple(_object_outcome(o) for o in objs))
                         for owner, by_zone in state["zones"].items() for zone, objs in by_zone.items()))
    stack = tuple(repr({k: v for k, v in item.items() if k not in ("text",)}) for item in state.get("stack", ()))
    top = tuple((k, repr(state.get(k))) for k in ("turn", "phase", "step", "active_player", "priority_player",
                                                   "awaiting"))
    return top, players, zones, stack


class _Outcomes:
    """The outcomes of many snapshots, each zone's worked out once: snapshots share
    unchanged zone lists and object dicts between steps (snapshot.py), so a zone
    list already seen is known by identity, and equal zones of the two replays get
    the same number, so comparing a step costs its zones, not its objects."""

    def __init__(self) -> None:
        self.seen: dict = {}  # id(list or dict) -> (it, its outcome), holding it so the id stays its own
        self.numbers: dict = {}

    def _object(self, o: dict) -> tuple:
        hit = self.seen.get(id(o))
        if hit is None or hit[0] is not o:
            hit = self.seen[id(o)] = (o, _object_outcome(o))
        return hit[1]

    def _zone(self, objs: list) -> int:
        hit = self.seen.get(id(objs))
        if hit is None or hit[0] is not objs:
            value = tuple(self._object(o) for o in objs)
            hit = self.seen[id(objs)] = (objs, self.numbers.setdefault(value, len(self.numbers)))
        return hit[1]

    def forget_if_large(self, most: int = 20000) -> None:
        """Let what was seen go once it is large: it only saves work, and a long
        replay would otherwise keep every state it passed."""
        if len(self.seen) > most:
            self.seen.clear()
            self.numbers.clear()

    def of(self, step: Step) -> tuple:
        state = step.state
        zones = tuple(sorted((owner, zone, self._zone(objs))
                             for owner, by_zone in state["zones"].items() for zone, objs in by_zone.items()))
        top, players, _, stack = outcome({**state, "zones": {}})
        return step.refused, (top, players, zones, stack)


@dataclass
class Comparison:
    """Both replays, the first step where they part, and how they end differently."""

    left: Replay
    right: Replay
    first_difference: int | None
    final_differences: list[str]

    @property
    def editions(self):
        return rules_for(self.left.rules), rules_for(self.right.rules)

    def to_json(self) -> dict:
        first = self.first_difference
        out = {"rules": [self.left.rules, self.right.rules], "first_difference": first,
               "final_differences": self.final_differences}
        if first is not None:
            out["steps"] = [self.left.steps[first].to_json(), self.right.steps[first].to_json()]
            for s in out["steps"]:
                del s["state"]
        return out


def _final_lines(a: dict, b: dict, la: str, lb: str) -> list[str]:
    lines = []
    for pa, pb in zip(a["players"], b["players"]):
        def said(p):
            return f"{p['life']} life" + (", lost the game" if p["lost"] else "") + (", won the game" if p["won"] else "")
        if said(pa) != said(pb):
            lines.append(f"{pa['name']}: {said(pa)} under {la}; {said(pb)} under {lb}.")

    def where(state):
        found = {}
        for owner, by_zone in state["zones"].items():
            for zone, objs in by_zone.items():
                for o in objs:
                    found[o["id"]] = (o["name"] or o["id"], zone, o.get("damage", 0), o.get("tapped", False), _pt(o))
        for item in state.get("stack", ()):
            kind = item.get("kind", "")
            what = item.get("name") if kind == "spell" else f"{item.get('name')}'s {kind.replace('_', ' ')}".rstrip()
            found["stack:" + str(item.get("id"))] = (what, "stack", 0, False, None)
        return found
    wa, wb = where(a), where(b)
    for oid in sorted(set(wa) | set(wb)):
        za, zb = wa.get(oid), wb.get(oid)
        if za is None or zb is None:
            name, zone = (za or zb)[0], (za or zb)[1]
            said = "on the stack" if zone == "stack" else "exists"
            lines.append(f"{name}: {said if za else 'not there'} under {la}; {said if zb else 'not there'} under {lb}.")
        elif za[1] != zb[1]:
            lines.append(f"{za[0]}: {_zone(za[1], a.get('rules'))} under {la}; {_zone(zb[1], b.get('rules'))} under {lb}.")
        else:
            if za[2] != zb[2]:
                lines.append(f"{za[0]}: {za[2]} damage under {la}; {zb[2]} damage under {lb}.")
            if za[4] != zb[4]:  # power and toughness after the layers (2007 418.5a; 2026 613.4)
                lines.append(f"{za[0]}: {za[4] or 'no power and toughness'} under {la}; {zb[4] or 'no power and toughness'} under {lb}.")
    if (a["turn"], a["phase"], a["step"]) != (b["turn"], b["phase"], b["step"]):
        def at(s):
            return f"turn {s['turn']}, " + (s["step"] or s["phase"]).replace("_", " ")
        lines.append(f"The scenario stops in {at(a)} under {la}; in {at(b)} under {lb}.")
    return lines


def _pt(o: dict) -> str | None:
    """An object's power and toughness as a judge says them ("3/4"), None for a noncreature."""
    if o.get("power") is None and o.get("toughness") is None:
        return None
    return f"{o.get('power')}/{o.get('toughness')}"


def _zone(zone: str, edition_date: str) -> str:
    """Where an object ended, in the edition's words (wording.py)."""
    w = rules_for(edition_date if edition_date in EDITIONS else None).words
    return {"in_play": w.in_play, "removed_from_game": w.removed,
            "ceased": "ceased to exist"}.get(zone, f"in the {zone.replace('_', ' ')}")


def compare_scenario(scenario: Scenario, left: str = RULES_2007, right: str = RULES_2026) -> Comparison:
    """Play `scenario` under both editions (dates) and compare the outcomes."""
    ra, rb = run_scenario(scenario, left), run_scenario(scenario, right)
    outcomes = _Outcomes()
    first = next((a.index for a, b in zip(ra.steps, rb.steps) if outcomes.of(a) != outcomes.of(b)), None)
    finals = _final_lines(ra.final_state, rb.final_state, short_name(left), short_name(right))
    return Comparison(ra, rb, first, finals)


@dataclass
class Parting:
    """Where two editions part, without the replays: the step of each at the first
    difference (None if none), how they end differently, and the number of steps."""

    rules: tuple[str, str]
    first_difference: int | None
    steps: tuple[Step | None, Step | None]
    final_differences: list[str]
    step_count: int


def where_they_part(scenario: Scenario, left: str = RULES_2007, right: str = RULES_2026) -> Parting:
    """compare_scenario's answer, played step by step under both editions in lockstep
    and kept only where it is needed (the first difference, the last states), so the
    memory is that of a few states, not of two whole replays."""
    outcomes = _Outcomes()
    first, at, last = None, (None, None), (None, None)
    count = 0
    for a, b in zip(play_steps(scenario, left), play_steps(scenario, right)):
        count += 1
        outcomes.forget_if_large()
        if first is None and outcomes.of(a) != outcomes.of(b):
            first, at = a.index, (a, b)
        elif first is not None:
            outcomes.seen.clear()  # no more comparing: let the states go
        last = (a, b)
    finals = _final_lines(last[0].state, last[1].state, short_name(left), short_name(right))
    return Parting((left, right), first, at, finals, count)


def short_name(date: str) -> str:
    return {RULES_2007: "the 2007 rules", RULES_2026: "the 2026 rules"}.get(date, date)
