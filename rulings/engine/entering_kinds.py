"""Which permanents an "[Objects] enter tapped" replacement watches (2007 419.1c; 2026 614.1d):
"Artifacts, creatures, and lands your opponents control enter tapped" (Kismet), "Creatures and
nonbasic lands ..." (Thalia, Heretic Cathar), "Artifacts and lands enter tapped" (Root Maze). The
kinds are read from the permanent's characteristics as it would enter (2026 614.12)."""
from __future__ import annotations

#: a replacement's "what" -> (card types, whether a land must be nonbasic)
ENTERING = {"artifacts": (("Artifact",), False), "lands": (("Land",), False), "artifacts_and_lands": (("Artifact", "Land"), False),
            "artifacts_creatures_and_lands": (("Artifact", "Creature", "Land"), False),
            "creatures_and_nonbasic_lands": (("Creature", "Land"), True), "artifacts_and_creatures": (("Artifact", "Creature"), False),
            "nonbasic_lands": (("Land",), True)}
ENTERING_KINDS = tuple(ENTERING)


def enters_as_kind(chars, what: str | None) -> bool:
    """Whether a permanent of characteristics `chars` is one of the kinds `what` names (any permanent
    for "what" not one of ENTERING_KINDS: "creatures" and "permanents" are read by the caller)."""
    if what not in ENTERING:
        return True
    types, nonbasic_lands = ENTERING[what]
    for t in types:
        if t in chars.types and not (t == "Land" and nonbasic_lands and "Basic" in chars.supertypes):
            return True
    return False
