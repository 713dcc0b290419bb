""" "When this creature enters, put a +1/+1 counter on each other creature you control named Charmed
Stray" (Charmed Stray, Baloth Packhunter): a target filter's `"named": "Charmed Stray"`, the permanents
with that name, compared as the instruction is followed. The name is the one the card prints, not the
source's own (2026 201.5 is about text that refers to the object it's on; "named Charmed Stray" is any
object with that name). An object with no name (face down) is named nothing (2026 201.2a); a split
card's or other two-named object's every name counts (201.2a: the same name if they have one in common)."""
from __future__ import annotations


def why_not_named(game, obj, name: str, wanted: str) -> str | None:
    """None if `obj` has the name `wanted`, else why not."""
    from .continuous import characteristics
    have = characteristics(game, obj).name
    if not have or wanted not in [n.strip() for n in have.split("//")]:
        return f"{name} is not named {wanted}"
    return None
