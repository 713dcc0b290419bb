"""One scenario played under two editions, and where they part.

The two replays have one step per action each, so step n of one is step n of
the other. They part at the first step whose outcome differs: the action is
refused under one edition only, or the game state after it differs. The
words of the log and the rule numbers always differ between editions, so they
are shown but not compared.
"""
from __future__ import annotations

from dataclasses import dataclass

from .editions import RULES_2007, RULES_2026, rules_for
from .engine import run_scenario
from .log import Replay, Step
from .scenario import Scenario

# what an object's snapshot holds that depends only on the card's wording in
# each edition (Typhoid Rats' trigger is deathtouch in 2026): not an outcome
_WORDING_KEYS = ("abilities", "keywords")


def _object_outcome(o: dict) -> tuple:
    return tuple((k, repr(v)) for k, v in o.items() if k not in _WORDING_KEYS)


def outcome(state: dict) -> tuple:
    """The comparable part of a snapshot: everything but the card wording."""
    players = tuple(repr(p) for p in state["players"])
    zones = tuple(sorted((owner, zone, tuple(_object_outcome(o) for o in objs))
                         for owner, by_zone in state["zones"].items() for zone, objs in by_zone.items()))
    stack = tuple(repr({k: v for k, v in item.items() if k not in ("text",)}) for item in state.get("stack", ()))
    top = tuple((k, repr(state.get(k))) for k in ("turn", "phase", "step", "active_player", "priority_player",
                                                   "awaiting"))
    return top, players, zones, stack


def _step_outcome(step: Step) -> tuple:
    return step.refused, outcome(step.state)


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
            lines.append(f"{za[0]}: {_zone(za[1], la)} under {la}; {_zone(zb[1], lb)} under {lb}.")
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
    modern = edition_date != RULES_2007
    return {"in_play": "on the battlefield" if modern else "in play",
            "removed_from_game": "exiled" if modern else "removed from the game",
            "ceased": "ceased to exist"}.get(zone, f"in the {zone.replace('_', ' ')}")


def compare_scenario(scenario: Scenario, left: str = RULES_2007, right: str = RULES_2026) -> Comparison:
    """Play `scenario` under both editions (dates) and compare the outcomes."""
    ra, rb = run_scenario(scenario, left), run_scenario(scenario, right)
    first = next((a.index for a, b in zip(ra.steps, rb.steps) if _step_outcome(a) != _step_outcome(b)), None)
    finals = _final_lines(ra.final_state, rb.final_state, short_name(left), short_name(right))
    return Comparison(ra, rb, first, finals)


def short_name(date: str) -> str:
    return {RULES_2007: "the 2007 rules", RULES_2026: "the 2026 rules"}.get(date, date)
