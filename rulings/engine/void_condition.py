"""Void's condition (2026 207.2c: "void" is an ability word, with no rules meaning of its own): "if a
nonland permanent left the battlefield this turn or a spell was warped this turn" (Elegy Acolyte,
Voidforged Titan), `{"void": true}` in an ability's `if`.

- "a nonland permanent left the battlefield this turn": any player's permanent that wasn't a land as it
  last existed on the battlefield (its characteristics then), whatever zone it went to; noted as it
  leaves (zones.leave_play);
- "a spell was warped this turn": a spell was cast for its warp cost this turn (2026 702.185c), by any
  player; noted as it becomes cast (actions/casting.py).

Either makes it true; both are forgotten as a new turn begins (priority._new_turn). As any intervening
"if", it is checked as the event occurs and again as the ability resolves (2026 603.4). Warp is later
than the February 2007 rules: a card that asks this is refused under them (scenario/load.py)."""
from __future__ import annotations

KEY = "void"
NO_VOID_2007 = ("void's \"a spell was warped this turn\" is later than the February 2007 rules (2026: 702.185c); "
                "play this scenario under the 2026-06-19 rules")


def forget(game) -> None:
    if game.nonland_left_this_turn:
        game.nonland_left_this_turn = False
    if game.spell_warped_this_turn:
        game.spell_warped_this_turn = False


def holds(game) -> bool:
    return bool(game.nonland_left_this_turn or game.spell_warped_this_turn)


def asks_void(card) -> bool:
    """Whether a card's abilities have the condition (the loader's refusal under 2007)."""
    abilities = card.get("abilities") if isinstance(card, dict) else None
    return isinstance(abilities, list) and any(isinstance(ab, dict) and isinstance(ab.get("if"), dict) and KEY in ab["if"]
                                               for ab in abilities)
