"""The kinds of source a Circle of Protection's shield names beyond one color (the engine's
`prevent_damage_from_source`, effects/damage.py; 2007: 419.8a-b; 2026: 609.7a-b):
`"either_color": ["black", "red"]` ("The next time a black or red source of your choice would deal
damage to you this turn, prevent that damage", Greater Realm of Preservation) and `"artifact_source":
true` ("... an artifact source of your choice ...", Circle of Protection: Artifacts). The source must
be of that kind as it is chosen, and the shield rechecks it as the source would deal damage: one
that no longer is leaves the damage alone and the shield unused."""
from __future__ import annotations

FIELDS = ("either_color", "artifact_source")


def words(st) -> str | None:
    """ "black or red source", "artifact source"; None when the step names neither."""
    if st.get("either_color"):
        return f"{' or '.join(st['either_color'])} source"
    if st.get("artifact_source"):
        return "artifact source"
    return None


def fits(c, either_color, artifact_source) -> bool:
    """Whether characteristics `c` are of the kind the shield names (any, when it names none)."""
    if either_color and not set(either_color) & set(c.colors):
        return False
    return not artifact_source or "Artifact" in c.types


def problems(st) -> dict[str, str]:
    """What is wrong with the fields of a `prevent_damage_from_source` step: {field: why}."""
    from .protection import COLORS
    out = {}
    if "either_color" in st:
        v = st["either_color"]
        if not (isinstance(v, list) and len(v) >= 2 and len(set(v)) == len(v) and all(c in COLORS for c in v)):
            out["either_color"] = "must be a list of two or more different colors"
        if "color" in st:
            out["either_color"] = 'is not given with "color"'
    if "artifact_source" in st and st["artifact_source"] is not True:
        out["artifact_source"] = "must be true"
    return out
