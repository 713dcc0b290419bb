""" "You may put a card from your hand on the bottom of your library. If you do, draw a card." (Fire Prophecy,
Manhole Missile, Volcanic Spite: the "you may ... If you do" is ifyoudo.py's), "Draw three cards, then put a card
from your hand on the bottom of your library." (Amass the Components), "draw two cards, then put two cards from
your hand on the bottom of your library" (Sawtooth Loon): rulings/engine/hand_to_bottom.py, the player choosing
the cards (and, of two or more, their order: 2026 401.4).

"Any number of cards", a condition before it ("Then if you don't control a legendary creature, ...") and "each
player" stay text only."""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, effect_template
from .text import NUMBER

BOTTOM = rf"put ({NUMBER}) cards? from your hand on the bottom of your library( in any order)?"


def _step(eff, m_amount: str, card_word_plural: bool, any_order) -> dict:
    n = _amount(eff, m_amount)
    if not isinstance(n, int) or n < 1 or (n > 1) != card_word_plural or (any_order and n < 2):
        raise NotUnderstood(m_amount)
    step: dict = {"do": "put_from_hand_on_bottom"}
    if n != 1:
        step["amount"] = n
    return step


@effect_template(BOTTOM)
def put_from_hand_on_bottom(eff, m):
    eff.steps.append(_step(eff, m.group(1), " cards from " in m.group(0), m.group(2)))


@effect_template(rf"draw ({NUMBER}) cards?, then {BOTTOM}")
def draw_then_put_on_bottom(eff, m):
    """In the order written (2007 413.2b; 2026 608.2c): the cards just drawn may be the ones put there."""
    drawn = _amount(eff, m.group(1))
    if not isinstance(drawn, int) or (drawn > 1) != m.group(0).split(",")[0].endswith("cards"):
        raise NotUnderstood(m.group(0))
    step = _step(eff, m.group(2), " cards from " in m.group(0), m.group(3))
    eff.steps += [{"do": "draw", "amount": drawn}, step]


@effect_template(r"you may (put a card from your hand on the bottom of your library)")
def may_put_from_hand_on_bottom(eff, m):
    """A choice made as the effect is applied (2007 413.2c; 2026 608.2d), then "If you do, draw a card"
    (optional.py's `if_you_do`): with an empty hand, the player can't choose to (effects/optional.py)."""
    from .optional import _may
    _may(eff, m.group(1), effect=[{"do": "put_from_hand_on_bottom"}])
