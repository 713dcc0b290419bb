""""X target ..." ("Tap X target creatures", "Destroy X target artifacts", "Return X target creature
cards from your graveyard to your hand"): as many targets as the X announced for the spell's or
ability's own cost. X is announced first (2007: 409.1b; 2026: 601.2b, 602.2b), and so the number of
targets is known when they are announced (2007: 409.1c "announces how many targets ... if the spell
or ability has a variable number of targets"; 2026: 601.2c "In some cases, the number of targets
will be defined by the spell's text"). All of them are one instance of the word "target", so no
object is chosen twice among them (2007: 409.1c; 2026: 115.3, 601.2c).

A card says it with one target filter marked `"x_targets": true` and the instructions that name
that target once ("target:N"); `expand` makes X targets of the filter and follows each such
instruction once for each of them, in order, as "destroy all ..." does (the later targets' numbers
move up by X - 1). With X = 0 there is no target and those instructions are left out.
"""
from __future__ import annotations


def has_x_targets(specs) -> bool:
    return any(isinstance(s, dict) and s.get("x_targets") is True for s in specs)


def _renumber(value, at: int, k: int, shift: int):
    """`value` with "target:at" as "target:at+k" and a later target's number moved up by `shift`."""
    if isinstance(value, str) and value.startswith("target:") and value[7:].isdigit():
        n = int(value[7:])
        return f"target:{n + k}" if n == at else f"target:{n + shift}" if n > at else value
    if isinstance(value, dict):
        return {key: _renumber(v, at, k, shift) for key, v in value.items()}
    if isinstance(value, list):
        return [_renumber(v, at, k, shift) for v in value]
    return value


def _names(value, ref: str) -> bool:
    if isinstance(value, str):
        return value == ref
    if isinstance(value, dict):
        return any(_names(v, ref) for v in value.values())
    if isinstance(value, list):
        return any(_names(v, ref) for v in value)
    return False


def expand(specs, steps, x: int | None):
    """The specs and steps with the "X target" filter made X targets (nothing to do without one)."""
    if not has_x_targets(specs):
        return tuple(specs), tuple(steps)
    at = next(i for i, s in enumerate(specs) if isinstance(s, dict) and s.get("x_targets") is True)
    n = max(x or 0, 0)
    ref = f"target:{at}"
    out_steps = []
    for st in steps:
        if _names(st, ref):
            out_steps += [_renumber(st, at, k, n - 1) for k in range(n)]
        else:
            out_steps.append(_renumber(st, at, 0, n - 1))
    return tuple(specs[:at]) + (specs[at],) * n + tuple(specs[at + 1:]), tuple(out_steps)


def repeated(specs, refs):
    """A target chosen twice among the X targets: one instance of the word "target"."""
    seen = set()
    for spec, ref in zip(specs, refs):
        if isinstance(spec, dict) and spec.get("x_targets") is True:
            if (ref.kind, ref.id) in seen:
                return ref
            seen.add((ref.kind, ref.id))
    return None


def cites(specs, x) -> list:
    """What the log says of the number of targets (409.1c / 601.2c)."""
    if not has_x_targets(specs):
        return []
    return [("variable_number_of_targets", f"X is {x or 0}, so it has {x or 0} target(s) for \"X target\"")]
