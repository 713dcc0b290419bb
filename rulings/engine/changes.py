"""What changed between two snapshots of the game state, and a snapshot rebuilt from them.

A replay's steps mostly repeat each other: a pass changes who has priority, not the
thousand permanents in play. A step's changes hold only what differs from the step
before: the top-level entries (turn, players, stack...), the id lists of the zones
whose contents or order changed, and the snapshots of the objects that changed. The
snapshot module shares unchanged dicts between steps, so most comparisons are `is`.

Applying a step's changes to the state before it gives back the very same snapshot
(equal, key order included, so it serializes byte for byte the same).
"""
from __future__ import annotations


def _ids(objects: list) -> list:
    return [o["id"] for o in objects]


class Tracker:
    """Follows a replay step by step: `changes(state)` says what `state` changes
    from the state given before it (the first state's changes are all of it)."""

    def __init__(self) -> None:
        self.state: dict | None = None
        self.objects: dict = {}  # id -> the object's snapshot in the last state

    def changes(self, state: dict) -> dict:
        prev = self.state or {}
        out: dict = {}
        top = {k: v for k, v in state.items() if k != "zones" and (k not in prev or (prev[k] is not v and prev[k] != v))}
        if top:
            out["top"] = top
        zones, objects = self._zones(prev.get("zones"), state["zones"])
        if zones:
            out["zones"] = zones
        if objects:
            out["objects"] = objects
        if list(state) != list(prev):
            out["order"] = list(state)  # the key order, so a rebuilt state serializes the same
        self.state = state
        return out

    def _zones(self, before: dict | None, now: dict) -> tuple[dict, dict]:
        if before is now:
            return {}, {}
        before = before or {}
        known = self.objects
        zones: dict = {}
        changed: dict = {}
        for player, by_zone in now.items():
            old = before.get(player)
            if old is by_zone:
                continue
            old = old or {}
            for zone, objs in by_zone.items():
                was = old.get(zone)
                if was is objs:
                    continue
                if was is None or list(old) != list(by_zone) or _ids(was) != _ids(objs):
                    zones.setdefault(player, {})[zone] = _ids(objs)
                for o in objs:
                    k = known.get(o["id"])
                    if k is not o and k != o:
                        changed[o["id"]] = o
                    known[o["id"]] = o
        return zones, changed


def rebuild(before: dict | None, changes: dict, objects: dict) -> dict:
    """The state after a step: `before` (the state before it, None for a keyframe)
    with the step's `changes` applied; `objects` (id -> snapshot) is updated in place."""
    objects.update(changes.get("objects") or {})
    before = before or {}
    top = changes.get("top") or {}
    order = changes.get("order") or list(before)
    zone_ids = changes.get("zones") or {}
    state: dict = {}
    for key in order:
        if key == "zones":
            state[key] = _rebuild_zones(before.get("zones") or {}, zone_ids, objects, changes.get("objects") or {})
        else:
            state[key] = top[key] if key in top else before[key]
    return state


def _rebuild_zones(before: dict, zone_ids: dict, objects: dict, changed: dict) -> dict:
    if not zone_ids and not changed:
        return before
    out: dict = {}
    players = list(before) + [p for p in zone_ids if p not in before]
    for player in players:
        old = before.get(player) or {}
        ids = zone_ids.get(player) or {}
        zones = list(old) + [z for z in ids if z not in old]
        out[player] = {
            zone: [objects[i] for i in ids[zone]] if zone in ids
            else ([objects[o["id"]] for o in old[zone]] if any(o["id"] in changed for o in old[zone]) else old[zone])
            for zone in zones
        }
    return out


def replay_changes(states):
    """Each state's changes from the one before it (the first one's are all of it)."""
    tracker = Tracker()
    for state in states:
        yield tracker.changes(state)
