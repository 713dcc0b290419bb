"""Playing cards from exile: "Exile the top card of your library. You may play that card
this turn." (the impulse draw), in a spell or in an activated or triggered ability.

The first sentence exiles the top N cards of your library (`exile_top`); the sentence
after it gives the permission and its duration to those very cards, so it is read only
right after that instruction and only when its words fit the number exiled ("that card"
for one, "those cards" for more). The durations the engine ends are "this turn" / "until
end of turn", "until the end of your next turn" and "until the beginning of your next
upkeep" (play_from_exile.py); any other ("until you exile another card"), a choice
("one of those cards"), a filter ("noncreature spells") or a cost change ("without paying
its mana cost") leaves the text text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .text import NUMBER, amount

ONE = r"(?:that card|it)"
MANY = r"(?:those cards|them|cards exiled this way)"
WHAT = rf"({ONE}|{MANY})"
THIS_TURN = r"(?:this turn|until end of turn)"
NEXT_TURN = r"until the end of your next turn"


@effect_template(rf"exile the top (?:({NUMBER}) )?(cards?) of your library")
def exile_top(eff, m):
    """The top card (or N cards) of your library, face up into exile (2026 406.3)."""
    n = 1 if m.group(1) is None else amount(m.group(1))
    if (m.group(1) is None) != (m.group(2).lower() == "card") or (m.group(1) is not None and n == 1):
        raise NotUnderstood(m.group(0))  # "the top two card", "the top one card": not the Oracle's words
    if n == "X" and not eff.allow_x:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "exile_top", "amount": n})


def _permission(eff, m, what: str, duration: str, spells_only: bool = False) -> None:
    """The permission for the cards the instruction just before exiled."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "exile_top" or "may_play" in last or "player" in last:
        raise NotUnderstood(m.group(0))
    one = what.lower() in ("that card", "it")
    if one != (last["amount"] == 1):
        raise NotUnderstood(m.group(0))  # "that card" after "the top two cards"
    last["may_play"] = duration
    if spells_only:
        last["spells_only"] = True


@effect_template(rf"you may play {WHAT} {THIS_TURN}")
def play_this_turn(eff, m):
    _permission(eff, m, m.group(1), "this_turn")


@effect_template(rf"until end of turn, you may play {WHAT}")
def until_end_of_turn(eff, m):
    _permission(eff, m, m.group(1), "this_turn")


@effect_template(rf"until the end of your next turn, you may play {WHAT}")
def until_your_next_turn(eff, m):
    _permission(eff, m, m.group(1), "end_of_your_next_turn")


@effect_template(rf"you may play {WHAT} {NEXT_TURN}")
def play_until_your_next_turn(eff, m):
    _permission(eff, m, m.group(1), "end_of_your_next_turn")


@effect_template(rf"until the beginning of your next upkeep, you may play {WHAT}")
def until_your_next_upkeep(eff, m):
    """Elkin Bottle: the permission ends as its controller's next upkeep begins."""
    _permission(eff, m, m.group(1), "your_next_upkeep")


@effect_template(rf"you may cast {ONE} {THIS_TURN}")
def cast_this_turn(eff, m):
    """ "You may cast it this turn": a spell only; a land exiled this way stays."""
    _permission(eff, m, "it", "this_turn", spells_only=True)


@effect_template(r"until end of turn, you may cast spells from among (them|those cards)")
def cast_from_among(eff, m):
    _permission(eff, m, m.group(1), "this_turn", spells_only=True)


@effect_template(r"until the end of your next turn, you may cast spells from among (them|those cards)")
def cast_from_among_next_turn(eff, m):
    _permission(eff, m, m.group(1), "end_of_your_next_turn", spells_only=True)
