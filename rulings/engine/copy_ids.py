"""The ids a scenario may use for copies of spells (2007: 503.10; 2026: 707.10): a copy of the
spell "bolt" is "bolt_copy", the next ones "bolt_copy-2", "bolt_copy-3"... (effects/copies.put_copy,
as a token's ids are numbered). A copy is a new object that exists only once it is made, so an
action that resolves it names its choices by that id (`choices: {"bolt_copy": {...}}`): the
storm, casualty, replicate or "copy that spell" copies of a spell that scries, searches or
discards each get their own choice. Only when some card of the scenario copies spells, and only
for ids no object or player already has."""
from __future__ import annotations

from .scenario.cards import instructions

COPYING_KEYWORDS = ("storm", "replicate", "casualty", "conspire", "gravestorm", "cipher")
COPYING_INSTRUCTIONS = ("copy_spell", "copy_that_spell")


def copies_spells(card) -> bool:
    if not isinstance(card, dict):
        return False
    if any(isinstance(ab, dict) and ab.get("keyword") in COPYING_KEYWORDS for ab in card.get("abilities") or ()):
        return True
    return any(st.get("do") in COPYING_INSTRUCTIONS for st in instructions(card))


def copy_ids(objects, ids: dict, names: list) -> set:
    from .cards import CARD_LIBRARY
    objects = [o for o in (objects if isinstance(objects, list) else ()) if isinstance(o, dict)]
    cards = [CARD_LIBRARY.get(o.get("card")) if isinstance(o.get("card"), str) else o.get("card") for o in objects]
    if not any(copies_spells(c) for c in cards):
        return set()
    return {f"{o['id']}_copy" for o in objects if isinstance(o.get("id"), str)} - set(ids) - set(names)
