"""What both builder forms read from the document being edited: its players, its objects' ids and
labels, its edition, and a number's upper bound."""
from __future__ import annotations

from ..services import state_panel


INT_LIMIT = 1_000_000


def player_names(document) -> list[str]:
    return [str(p.get("name")) for p in document.get("players") or [] if p.get("name")]


def object_ids(document) -> list[str]:
    return [str(o.get("id")) for o in document.get("objects") or [] if o.get("id")]


def object_label(obj: dict, document: dict | None = None) -> str:
    """"bears2 — Grizzly Bears (battlefield, Bob)": the zone as the document's edition names it."""
    name = obj.get("card") if isinstance(obj.get("card"), str) else (obj.get("name") or (obj.get("card") or {}).get("name"))
    labels = state_panel.ZONE_LABELS_2026 if is_today(document) else state_panel.ZONE_LABELS
    zone = str(obj.get("zone", ""))
    return f"{obj.get('id')} — {name} ({labels.get(zone, zone.replace('_', ' ')).lower()}, {obj.get('owner')})"


def is_today(document: dict | None) -> bool:
    """Whether the document is played under the June 2026 rules (their words: "cast", "battlefield")."""
    if not isinstance(document, dict):
        return False
    return document.get("rules") == "2026-06-19" or ("rules" not in document and document.get("format") == 2)  # format 2's default


def words_of(text: str) -> list[str]:
    """"Artifact Creature" or "Artifact, Creature" -> ["Artifact", "Creature"]."""
    return [w for w in (text or "").replace(",", " ").split() if w]
