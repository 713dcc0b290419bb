"""What happens when no card was taken into the hand from among the cards looked at, revealed or
milled: "Look at the top five cards of your library. You may reveal a creature card from among them
and put it into your hand. Put the rest on the bottom of your library in a random order. If you didn't
put a card into your hand this way, draw a card." (Adventure Awaits; Blossom Prancer's "you gain 4
life", Rosecot Knight's "put a +1/+1 counter on this creature"); "When this creature enters, mill three
cards. You may put a land card from among them into your hand. If you don't, put a +1/+1 counter on
this creature." (Ainok Wayfarer). The engine's `if_none_put_into_hand` (rulings/engine/effects/
dig_results.py) follows the instructions only if the `dig` or `mill_and_take` just before put no card
into the hand.

Only after a take the player may decline ("you may", "up to one") whose card goes into the hand; the
instructions that follow name no target (chosen as the ability is put on the stack, not once the cards
are sorted)."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_branch, pass_on


def _taken_into_hand(last: dict) -> bool:
    if last.get("do") == "dig":
        return bool(last.get("for") is not None and last.get("optional") and last.get("into", "hand") == "hand"
                    and last.get("rest") != "hand" and not last.get("all") and not last.get("rest_may") and "player" not in last)
    if last.get("do") == "mill_and_take":
        return bool(last.get("optional"))
    return False


def _then(eff, m, words: str) -> None:
    last = eff.steps[-1] if eff.steps else {}
    targets = len(eff.targets)
    steps = parse_branch(eff, words)
    if not steps or len(eff.targets) != targets or any(s.get("do") in ("may", "if_none_put_into_hand") for s in steps):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "if_none_put_into_hand", "effect": steps})


@effect_template(r"if you didn't put a card into your hand this way, (.+)")
def if_you_didnt_put_a_card_into_your_hand(eff, m):
    last = eff.steps[-1] if eff.steps else {}
    if not _taken_into_hand(last):
        raise NotUnderstood(m.group(0))
    _then(eff, m, m.group(1))


@effect_template(r"if you don't, (.+)")
def if_you_dont_take_one(eff, m):
    """ "You may put a land card from among them into your hand. If you don't, ...": after a dig's or a
    mill's take (another family's "If you don't" follows a `may`: ifyoudo.py)."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") not in ("dig", "mill_and_take"):
        pass_on(eff, m, if_you_dont_take_one)
        return
    if not _taken_into_hand(last) or "rest" in last and last["do"] == "dig":
        raise NotUnderstood(m.group(0))  # "If you don't" right after the take, before the rest are put away
    _then(eff, m, m.group(1))
