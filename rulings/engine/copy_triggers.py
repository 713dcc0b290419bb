"""Abilities that trigger on copying a spell: magecraft's "Whenever you cast or copy an
instant or sorcery spell" (an ability word, no rules meaning of its own: 2026 207.2c).
To copy a spell is to put a copy of it onto the stack (2007: 503.10; 2026: 707.10); the
player who copies it is the one under whose control the copy is put there, its controller.
A copy isn't cast (2026 707.10; 2007: "played", 503.10), so "whenever you cast" alone
doesn't trigger on it; "or copy" does, once for each copy an effect makes (Archmage
Emeritus's rulings). The trigger: `{"event": "plays_spell", "or_copies": true}`."""
from __future__ import annotations

from .continuous import characteristics


def copied(game, cid: str, controller: int, targets: tuple) -> None:
    """A copy `cid` of a spell was put onto the stack under `controller`'s control."""
    from .target_filter import mana_value
    from .triggers import fire
    obj = game.objects[cid]
    chars = characteristics(game, obj)
    fire(game, "copies_spell", player=controller, types=tuple(chars.types), targets=tuple(targets),
         colors=tuple(chars.colors), spell_chars=chars, mana_value=mana_value(game, obj, chars), copied=True)


def matches(trig: dict, event: str) -> bool:
    """Whether a cast trigger also triggers on this copy: only "cast or copy"."""
    return event == "copies_spell" and trig.get("event") == "plays_spell" and bool(trig.get("or_copies"))


def cites(game, data: dict) -> list:
    who = game.players[data["player"]].name
    return [("copy_spell", f"{who} copied the spell: a copy was put onto the stack under {who}'s control, "
                           f"which triggers an ability that triggers on copying a spell")]
