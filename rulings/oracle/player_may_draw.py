""" "Target opponent may draw a card" (Phelddagrif, Soldevi Heretic), "defending player may draw a card"
(Harbor Guardian), "Counter target spell. That spell's controller may draw a card." (Vex): the named player's
own choice as the effect is applied (2007 413.2c; 2026 608.2d; rulings/engine/player_may.py). Other
players ("each opponent may", "its controller may" of a creature) stay text only here."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import ref
from .text import NUMBER, amount
from .triggered import EVENT_PLAYER


def _draw(m_n: str, word: str, m) -> list[dict]:
    n = amount(m_n)
    if not isinstance(n, int) or n < 1 or (n == 1) != (word == "card"):
        raise NotUnderstood(m.group(0))
    return [{"do": "draw", "amount": n, "player": "it"}]


@effect_template(rf"(target opponent|target player|{EVENT_PLAYER}) may draw ({NUMBER}) (cards?)")
def player_may_draw(eff, m):
    who = "it" if m.group(1) == EVENT_PLAYER else ref(eff, m.group(1))
    text = m.group(0)[m.group(0).index(" may ") + 5:]
    eff.steps.append({"do": "player_may", "player": who, "text": text, "effect": _draw(m.group(2), m.group(3), m)})


@effect_template(rf"that spell's controller may draw ({NUMBER}) (cards?)")
def countered_spells_controller_may_draw(eff, m):
    from .counter_riders import _after_counter
    steps = _draw(m.group(1), m.group(2), m)
    _after_counter(eff, m, ("counter",))
    eff.steps.append({"do": "player_may", "player": "its_controller", "text": m.group(0)[len("that spell's controller may "):],
                      "effect": steps})
