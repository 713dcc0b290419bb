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
    """Cards whose name (first) or rules text contains the query, for the picker."""
    needle = (query or "").strip().lower()
    by_name, by_text = [], []
    for name in sorted(CARD_LIBRARY):
        definition = CARD_LIBRARY[name] if isinstance(CARD_LIBRARY[name], dict) else {}
        if not needle or needle in name.lower():
            by_name.append(_card_summary(name, definition))
        elif needle in json.dumps(definition, ensure_ascii=False).lower():
            by_text.append(_card_summary(name, definition))
    return (by_name + by_text)[:limit]


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
