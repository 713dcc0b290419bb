"""An intervening "if" about the ability's own source's card type (2007 404.3; 2026 603.4: checked as
the trigger event occurs and again as the ability resolves): `{"source_is_enchantment": true}` is "if
this permanent is an enchantment" (Opal Caryatid's "When an opponent casts a creature spell, if this
permanent is an enchantment, it becomes a 2/2 Soldier creature."): the source is on the battlefield
and is an enchantment now, with every continuous effect applied (a Hidden or Opal permanent that
became a creature no longer is one, 2007 212.1b; 2026 205.1a). triggers.check_condition and
condition_text ask this module."""
from __future__ import annotations

from .continuous import characteristics

KEYS = ("source_is_enchantment",)


def holds(game, cond: dict, source_id: str | None) -> bool:
    src = game.objects.get(source_id) if source_id else None
    now = src is not None and src.zone == "in_play" and "Enchantment" in characteristics(game, src).types
    return now == bool(cond["source_is_enchantment"])


def said(cond: dict) -> str:
    return "the permanent is an enchantment" if cond["source_is_enchantment"] else "the permanent isn't an enchantment"
