"""Cards of a player's choice revealed from their hand, one of them chosen and discarded (the engine's `reveal_hand`
with `reveals`, rulings/engine/effects/hand.py):

- "Target player reveals three cards from their hand and you choose one of them. That player discards that card."
  (Blackmail; "X cards", Cabal Interrogator);
- "Target player reveals a number of cards from their hand equal to the number of Swamps you control. You choose one
  of them. That player discards that card." (Mire's Toll);
- "target player reveals X cards from their hand, where X is the number of Faeries you control. You choose one of
  those cards. That player discards that card." (Thieving Sprite);
- "Target player reveals three cards from their hand. You choose two of them. That player discards those cards."
  (Noggin Whack).

The revealing player chooses which cards to reveal, all of them if their hand holds fewer, and then the spell's or
ability's controller chooses among those only, as the effect is applied (2007 413.2c, 416.3; 2026 608.2d, 609.3).
A single card revealed ("reveals a card from their hand"), revealed at random, or any other count or choice stays
text only."""
from __future__ import annotations

import re

from .damage import _amount
from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template
from .targets import ref
from .text import NUMBER

_WHO = r"(target player|target opponent)"


def _reveal(eff, who: str, n) -> dict:
    step = {"do": "reveal_hand", "player": ref(eff, who.lower()), "reveals": n}
    eff.steps.append(step)
    return step


def _several(eff, word: str, text: str):
    """ "three cards", "X cards": a count above one."""
    if word.lower() in ("a", "an", "one"):
        raise NotUnderstood(text)
    return _amount(eff, word)


def _counted(eff, what: str, text: str) -> dict:
    """ "the number of Swamps you control": a count of permanents the engine makes as it resolves."""
    from .amounts import number_of
    if not re.fullmatch(r"[A-Za-z' ]+ you control", what):
        raise NotUnderstood(text)
    return number_of(eff, what)


@effect_template(rf"{_WHO} reveals ({NUMBER}) cards from their hand")
def reveals_cards_from_hand(eff, m):
    _reveal(eff, m.group(1), _several(eff, m.group(2), m.group(0)))


@effect_template(rf"{_WHO} reveals ({NUMBER}) cards from their hand and you choose one of them")
def reveals_cards_and_you_choose_one(eff, m):
    _reveal(eff, m.group(1), _several(eff, m.group(2), m.group(0)))["choose"] = "any"


@effect_template(rf"{_WHO} reveals a number of cards from their hand equal to the number of ([A-Za-z' ]+?)")
def reveals_a_number_of_cards(eff, m):
    _reveal(eff, m.group(1), _counted(eff, m.group(2), m.group(0)))


@effect_template(rf"{_WHO} reveals X cards from their hand, where X is the number of ([A-Za-z' ]+?)")
def reveals_x_cards_where_x(eff, m):
    _reveal(eff, m.group(1), _counted(eff, m.group(2), m.group(0)))


def _last_shown(eff, text: str) -> dict:
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "reveal_hand" or "reveals" not in last or "choose" in last:
        raise NotUnderstood(text)
    return last


@effect_template(r"you choose one of (?:them|those cards)")
def you_choose_one_of_them(eff, m):
    """One of the cards just revealed: the spell's or ability's controller's choice (`choose` "any")."""
    _last_shown(eff, m.group(0))["choose"] = "any"


@effect_template(r"you choose (two|three|four) of (?:them|those cards)")
def you_choose_several_of_them(eff, m):
    """ "You choose two of them. That player discards those cards." (Noggin Whack): `count` among the revealed."""
    n = _several(eff, m.group(1), m.group(0))
    last = _last_shown(eff, m.group(0))
    if isinstance(last["reveals"], int) and n >= last["reveals"]:
        raise NotUnderstood(m.group(0))
    last.update({"choose": "any", "count": n})


# before life_more's "[player] does several things" and counts_more's "..., where X is ...", which would split these
for _fn in (reveals_cards_and_you_choose_one, reveals_x_cards_where_x):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is _fn)))
