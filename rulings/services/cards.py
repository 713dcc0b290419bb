"""The engine's card library, as the builder's card picker shows it."""
from __future__ import annotations

import json

from rulings.engine import CARD_LIBRARY


def library_card(name: str) -> dict | None:
    """The card pool's card of that name, compiled from its Oracle text: the
    card lookup the scenario loader uses for a name the engine's own cards
    don't know (rulings/engine/scenario/names.py)."""
    from django.db import DatabaseError

    from cards.compiling import compiled_definition
    try:
        return compiled_definition(name) if isinstance(name, str) and "\x00" not in name else None
    except DatabaseError:  # a database that is not there (no card library yet) means no pool card
        return None


def card_names() -> list[str]:
    return sorted(CARD_LIBRARY)


def card_search(query: str, limit: int = 12) -> list[dict]:
    """Cards whose name (first) or rules text contains the query, for the picker:
    the engine's own cards, then the whole card pool by name (cards' forgiving
    name search), each pool card with what of its text the engine plays."""
    needle = (query or "").strip().lower()
    by_name, by_text = [], []
    for name in sorted(CARD_LIBRARY):
        definition = CARD_LIBRARY[name] if isinstance(CARD_LIBRARY[name], dict) else {}
        if not needle or needle in name.lower():
            by_name.append({**_card_summary(name, definition), "played": True, "text_only": []})
        elif needle in json.dumps(definition, ensure_ascii=False).lower():
            by_text.append({**_card_summary(name, definition), "played": True, "text_only": []})
    found = by_name + by_text
    if needle and len(found) < limit:
        found += _pool_cards(query, limit - len(found), {c["name"] for c in found})
    return found[:limit]


def _pool_cards(query: str, limit: int, known: set) -> list[dict]:
    from django.db import DatabaseError

    from cards.models import Card
    from cards.search import find_names
    try:
        names = [n for n in find_names(query, limit=limit + len(known)) if n not in known][:limit]
        rows = {c.name: c for c in Card.objects.filter(name__in=names)}
    except DatabaseError:
        return []
    out = []
    for name in names:
        c = rows.get(name)
        if c is None:
            continue
        out.append({"name": name, "mana_cost": c.mana_cost, "types": c.type_line,
                    "pt": f"{c.power}/{c.toughness}" if c.power is not None and c.toughness is not None else "",
                    "text": c.oracle_text, "played": c.played,
                    "text_only": [a["text"] for a in c.abilities or () if not a.get("played")]})
    return out


def _text_of(value) -> str:
    if isinstance(value, (list, tuple)):
        return " ".join(str(v) for v in value)
    return "" if value is None else str(value)


def _card_summary(name: str, definition: dict) -> dict:
    types = _text_of(definition.get("type_line") or definition.get("types"))
    subtypes = _text_of(definition.get("subtypes"))
    if subtypes and "—" not in types:
        types = f"{types} — {subtypes}"
    power, toughness = definition.get("power"), definition.get("toughness")
    return {
        "name": name,
        "mana_cost": _text_of(definition.get("mana_cost")),
        "types": types,
        "pt": f"{power}/{toughness}" if power is not None and toughness is not None else "",
        "text": _text_of(definition.get("text") or definition.get("rules_text")),
    }
