"""Platinum Angel's "You can't lose the game and your opponents can't win the game." (rulings/engine/cant_lose.py):
a static ability of a permanent, the "can't" beating any rule or effect that says its controller loses or an
opponent wins (2007 103.2; 2026 101.2)."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"You can't lose the game and your opponents can't win the game\.")
def cant_lose_cant_win(card, m):
    if not card.types or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))  # Angel's Grace's "this turn" is another wording
    return [{"kind": "keyword", "keyword": "cant_lose_opponents_cant_win"}]
