"""A scenario's `expect` block: the ruling the judge expects, checked against
the replay's final state.

    "expect": {"life": {"Alice": 17}, "zones": {"bears": "graveyard"},
               "power_toughness": {"bears": {"power": 5, "toughness": 5}},
               "counters": {"ogre": {"+1/+1": 1}}, "winner": "Alice", "lost": ["Bob"],
               "refused": [3]}

Every key is optional. `refused` lists the steps (1 is the first action) the
rules refuse, all of them: a step refused and not listed is unmet too.
`zones` may also say `"stack"`, or `"ceased_to_exist"` for a token or a copy
that left the game (2026: 111.7-111.8, 707.10a; 2007: 216.3, 420.5f, 420.5j).
The check reads only the replay's last state and its refused steps, so it
can't disagree with what the step pages show.
"""
from __future__ import annotations

from .pt_counters import KINDS as PT_KINDS  # "+2/+2", "-0/-1" counters (pt_counters.py)

from dataclasses import dataclass

from .scenario.fields import Checker
from .scenario.vocabulary import BOUNDS, MAX_ACTIONS, ZONES
from .named_counters import KINDS as NAMED_KINDS  # quest, verse counters (named_counters.py)

EXPECT_FIELDS = ("life", "zones", "power_toughness", "counters", "winner", "lost", "refused")
EXPECT_ZONES = ZONES + ("stack", "ceased_to_exist")
COUNTER_KINDS = ("+1/+1", "-1/-1", "time", "charge", "age", "fade", "shield", "stun", "spore", "oil", "storage", "depletion", "finality", *NAMED_KINDS, *PT_KINDS)  # finality (2026 122.1h); age: cumulative upkeep (502.13a / 702.24a); fade: fading; shield, stun (2026 122.1c-d)
EXPECT_ZONES += ("outside_the_game",)
EXPECT_ZONES += ("phased_out",)  # a permanent phased out (phasing.py)  # a sideboard card still outside the game (outside_the_game.py)
CEASED = "ceased_to_exist"


@dataclass(frozen=True)
class Expectation:
    """One expectation and whether the replay meets it."""

    kind: str  # one of EXPECT_FIELDS
    subject: str  # a player's name, an object's id, or "" for the game
    text: str  # what is expected, in plain words
    actual: str  # what the replay shows, in plain words
    met: bool

    def to_json(self) -> dict:
        return {"kind": self.kind, "subject": self.subject, "text": self.text, "actual": self.actual, "met": self.met}


def validate(v: Checker, expect, path: str, names: list, ids: dict, known, actions: int) -> None:
    """Check an `expect` block: its players, objects (`known(id)`, which
    also knows the tokens the scenario's cards can make), bounds and words."""
    if not v.obj(expect, path, EXPECT_FIELDS):
        return

    def player(name, p):
        if v.string(name, p) and name not in names:
            v.err(p, f'no player "{name}"')

    def obj(oid, p):
        if isinstance(oid, str) and not known(oid):
            v.err(p, f'no object "{oid}"')

    if "life" in expect and v.obj(expect["life"], f"{path}.life", tuple(k for k in expect["life"] if isinstance(k, str))
                                  if isinstance(expect["life"], dict) else ()):
        for name, life in expect["life"].items():
            player(name, f"{path}.life.{name}")
            v.integer(life, f"{path}.life.{name}", *BOUNDS["life"])
    if "zones" in expect and v.obj(expect["zones"], f"{path}.zones", tuple(k for k in expect["zones"] if isinstance(k, str))
                                   if isinstance(expect["zones"], dict) else ()):
        for oid, zone in expect["zones"].items():
            obj(oid, f"{path}.zones.{oid}")
            v.choice(zone, f"{path}.zones.{oid}", EXPECT_ZONES)
    pt = expect.get("power_toughness")
    if "power_toughness" in expect and v.obj(pt, f"{path}.power_toughness", tuple(k for k in pt if isinstance(k, str)) if isinstance(pt, dict) else ()):
        for oid, given in pt.items():
            p = f"{path}.power_toughness.{oid}"
            obj(oid, p)
            if v.obj(given, p, ("power", "toughness")):
                if not given:
                    v.err(p, 'needs "power" or "toughness"')
                for k in ("power", "toughness"):
                    if k in given:
                        v.integer(given[k], f"{p}.{k}", *BOUNDS["power_toughness"])
    cs = expect.get("counters")
    if "counters" in expect and v.obj(cs, f"{path}.counters", tuple(k for k in cs if isinstance(k, str)) if isinstance(cs, dict) else ()):
        for oid, given in cs.items():
            p = f"{path}.counters.{oid}"
            obj(oid, p)
            if v.obj(given, p, COUNTER_KINDS):
                for k, n in given.items():
                    v.integer(n, f"{p}.{k}", *BOUNDS["counters"])
    if "winner" in expect and expect["winner"] is not None:
        player(expect["winner"], f"{path}.winner")
    if "lost" in expect and v.listof(expect["lost"], f"{path}.lost"):
        for i, name in enumerate(expect["lost"]):
            player(name, f"{path}.lost[{i}]")
    if "refused" in expect and v.listof(expect["refused"], f"{path}.refused"):
        for i, n in enumerate(expect["refused"]):
            if v.integer(n, f"{path}.refused[{i}]", 1, MAX_ACTIONS) and n > actions:
                v.err(f"{path}.refused[{i}]", f"there is no step {n}: the scenario has {actions} actions")


def _zone_words(rules: str) -> dict:
    if rules == "2007-02-01":
        return {"in_play": "in play", "removed_from_game": "removed from the game", "stack": "on the stack",
                CEASED: "ceased to exist"}
    return {"in_play": "on the battlefield", "removed_from_game": "in exile", "stack": "on the stack", CEASED: "ceased to exist"}


def _where(zone: str, words: dict) -> str:
    if zone == "outside_the_game":  # not a zone (2007 217.1e; 2026 400.11)
        return "outside the game"
    return words.get(zone) or f"in the {zone.replace('_', ' ')}"


def check(expect: dict, final_state: dict, refused_steps: list[int], rules: str) -> list[Expectation]:
    """Each expectation of a validated `expect` block against the final state."""
    out: list[Expectation] = []
    players = {p["name"]: p for p in final_state.get("players", ())}
    objects = {o["id"]: o for by_zone in final_state.get("zones", {}).values() for objs in by_zone.values() for o in objs}
    on_stack = {str(item.get("object") or item.get("id")) for item in final_state.get("stack", ())}
    words = _zone_words(rules)
    for name, life in (expect.get("life") or {}).items():
        have = players[name]["life"]
        out.append(Expectation("life", name, f"{name} has {life} life", f"{name} has {have} life", have == life))
    for oid, zone in (expect.get("zones") or {}).items():
        o = objects.get(oid)
        label = o["name"] if o and o.get("name") else oid
        now = o["zone"] if o else ("stack" if oid in on_stack else CEASED)
        out.append(Expectation("zones", oid, f"{label} is {_where(zone, words)}", f"{label} is {_where(now, words)}", now == zone))
    for oid, given in (expect.get("power_toughness") or {}).items():
        o = objects.get(oid)
        label = o["name"] if o and o.get("name") else oid
        want = "/".join(str(given.get(k, "*")) for k in ("power", "toughness"))
        if o is None or o.get("power") is None:
            out.append(Expectation("power_toughness", oid, f"{label} is {want}", f"{label} has no power and toughness", False))
            continue
        have = f"{o['power']}/{o['toughness']}"
        met = all(o.get(k) == given[k] for k in ("power", "toughness") if k in given)
        out.append(Expectation("power_toughness", oid, f"{label} is {want}", f"{label} is {have}", met))
    for oid, given in (expect.get("counters") or {}).items():
        o = objects.get(oid)
        label = o["name"] if o and o.get("name") else oid
        have = (o or {}).get("counters") or {}
        want_text = ", ".join(f"{n} {k}" for k, n in given.items()) or "no counters"
        have_text = ", ".join(f"{have.get(k, 0)} {k}" for k in given) or "no counters"
        met = o is not None and all(have.get(k, 0) == n for k, n in given.items())
        out.append(Expectation("counters", oid, f"{label} has {want_text} counters", f"{label} has {have_text} counters"
                               if o else f"{label} is not in the game", met))
    if "winner" in expect:
        want, have = expect["winner"], final_state.get("winner")
        out.append(Expectation("winner", want or "", f"{want} wins the game" if want else "no player wins",
                               f"{have} wins the game" if have else "no player has won", want == have))
    if "lost" in expect:
        want_lost = sorted(expect["lost"])
        have_lost = sorted(p["name"] for p in final_state.get("players", ()) if p.get("lost"))
        out.append(Expectation("lost", "", _players_lost(want_lost), _players_lost(have_lost), want_lost == have_lost))
    if "refused" in expect:
        want_refused = sorted(set(expect["refused"]))
        out.append(Expectation("refused", "", _refused(want_refused), _refused(refused_steps), want_refused == sorted(refused_steps)))
    return out


def _players_lost(names: list[str]) -> str:
    return (" and ".join(names) + (" loses the game" if len(names) == 1 else " lose the game")) if names else "no player loses"


def _refused(steps: list[int]) -> str:
    if not steps:
        return "no action is refused"
    if len(steps) == 1:
        return f"step {steps[0]} is refused"
    return "steps " + ", ".join(map(str, steps[:-1])) + f" and {steps[-1]} are refused"


def summary(results: list[Expectation]) -> str:
    met = sum(r.met for r in results)
    return f"{met} of {len(results)} expectations met"
