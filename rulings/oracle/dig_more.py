"""More wordings of digging (rulings/oracle/digging.py, the engine's `dig` and `mill`):

- "You may reveal a Cleric card, a Rogue card, a Warrior card, and/or a Wizard card from among them and
  put those cards into your hand" (Harper Recruiter), "an Angel card, a Demon card, and/or a Dragon card
  ... and put them into your hand" (Kaalia, Zenith Seeker): at most one card of each kind, as digging.py's
  two kinds ("a creature card and/or a land card");
- "Put one into your hand and the other into your graveyard" (Codecracker Hound): digging.py's "Put one of
  them into your hand and the other into your graveyard";
- "you mill two cards" (Festerleech: "you" after "a player" the trigger names): the ability's controller
  mills (701.17a), as "mill two cards"."""
from __future__ import annotations

import re

from .damage import _amount
from .registry import NotUnderstood, effect_template
from .text import NUMBER

KIND = r"an? [A-Za-z]+ card"


@effect_template(rf"you may reveal ({KIND}(?:, {KIND})+,? and/or {KIND}) from among them "
                 r"and put (?:them|those cards) into your hand")
def one_of_each_of_several_kinds(eff, m):
    from .digging import AfterMill, _open_dig, quality  # imported here: this module registers before digging's templates
    try:
        step = _open_dig(eff, m.group(0))
    except AfterMill:
        raise NotUnderstood(m.group(0)) from None
    words = [w.split(" ", 1)[1] for w in re.split(r",? and/or |, ", m.group(1))]
    kinds = [quality(w) for w in words]
    if len({repr(k) for k in kinds}) != len(kinds):
        raise NotUnderstood(m.group(0))
    step.update({"for": {"each_of": kinds}, "count": len(kinds), "optional": True, "show": True})


@effect_template(r"put (one|two) into your hand and the other into your graveyard")
def one_and_the_other_without_of_them(eff, m):
    from .digging import one_and_the_other
    one_and_the_other(eff, m)


@effect_template(rf"you mill ({NUMBER}) cards?")
def you_mill(eff, m):
    n = _amount(eff, m.group(1))
    if not isinstance(n, int) or (n == 1) != m.group(0).endswith(" card"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "mill", "amount": n})


# -- the same instructions in other words: each read as the wording digging.py reads --

@effect_template(r"you may reveal (an? [^.]+? card) from among them and put that card into your hand")
def reveal_and_put_that_card(eff, m):
    """ "You may reveal a Hero card from among them and put that card into your hand" (Director Nick Fury)."""
    from .registry import parse_sentence
    parse_sentence(eff, f"you may reveal {m.group(1)} from among them and put it into your hand")


@effect_template(r"put (two|three) of those cards into your hand and the rest (into your graveyard|on the bottom of your library in (?:any|a random) order)")
def some_of_those_cards(eff, m):
    """ "Put two of those cards into your hand and the rest into your graveyard" (Scattered Thoughts)."""
    from .registry import parse_sentence
    parse_sentence(eff, f"put {m.group(1)} of them into your hand and the rest {m.group(2)}")


@effect_template(rf"look at the top ({NUMBER}) cards of your library, then put one of them into your hand and the rest into your graveyard")
def look_then_one_and_the_rest(eff, m):
    """ "look at the top three cards of your library, then put one of them into your hand and the rest into your
    graveyard" (Organ Hoarder): the two sentences digging.py reads, in one."""
    from .registry import parse_sentence
    parse_sentence(eff, f"look at the top {m.group(1)} cards of your library")
    parse_sentence(eff, "put one of them into your hand and the rest into your graveyard")


@effect_template(rf"you may (look at the top ({NUMBER}) cards of your library, then put them back in any order)")
def may_look_and_put_back(eff, m):
    """ "At the beginning of your upkeep, you may look at the top three cards of your library, then put them
    back in any order" (Mirri's Guile): library.py's instruction, wrapped in the controller's choice as the
    effect is applied (2007 413.2c; 2026 608.2d)."""
    from .optional import _may
    from .registry import parse_branch
    inner = parse_branch(eff, m.group(1))
    if [s.get("do") for s in inner] != ["look_and_put_back"]:
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(1), effect=inner)
