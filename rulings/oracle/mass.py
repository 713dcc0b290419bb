""" "You gain 2 life for each creature you control", "Draw a card for each creature you control
with flying", "Each opponent loses 1 life for each creature you control": an amount counted
as the instruction is followed, over the permanents in play a description names (the target
grammar's words with no target, `described`)."""
from __future__ import annotations

from .damage import _amount
from .described import PLURALS, described
from .registry import NotUnderstood, effect_template, pass_on
from .text import NUMBER

SINGULAR = {v: k for k, v in PLURALS.items()}


def counted(eff, phrase: str, times) -> dict:
    """{"count": "permanents", "filter": ..., "times": N} for "for each [phrase]" ("creature you control");
    what it doesn't read, counts_more.py may ("creature card in your graveyard", domain)."""
    try:
        return _counted(eff, phrase, times)
    except NotUnderstood:
        from .counts_more import for_each_more, times_of
        return times_of(for_each_more(eff, phrase), times)


def _counted(eff, phrase: str, times) -> dict:
    words = phrase.lower().split()
    if not words or words[0] in ("each", "card", "cards") or any(w in PLURALS for w in words):
        raise NotUnderstood(phrase)
    plural = [SINGULAR.get(w, w) for w in words]
    if plural == words:
        raise NotUnderstood(phrase)  # a singular type noun says "each one"
    if not isinstance(times, int) or times < 1:
        raise NotUnderstood(phrase)
    out = {"count": "permanents", "filter": described(eff, " ".join(plural))}
    if times != 1:
        out["times"] = times
    return out


DESCRIPTION = r"([a-z0-9 ']+?)"


@effect_template(rf"you gain ({NUMBER}) life for each {DESCRIPTION}")
def gain_life_for_each(eff, m):
    if m.group(2).startswith("card "):  # "for each card in your hand": amounts.py's
        return pass_on(eff, m, gain_life_for_each)
    eff.steps.append({"do": "gain_life", "amount": counted(eff, m.group(2), _amount(eff, m.group(1))), "player": "you"})


@effect_template(rf"draw a card for each {DESCRIPTION}")
def draw_for_each(eff, m):
    eff.steps.append({"do": "draw", "amount": counted(eff, m.group(1), 1)})


@effect_template(rf"each opponent loses ({NUMBER}) life for each {DESCRIPTION}")
def each_opponent_loses_for_each(eff, m):
    """Counted for each opponent in turn (APNAP order, 2026: 101.4), "you control" being the controller's."""
    eff.steps.append({"do": "for_each", "players": "each_opponent",
                      "effect": [{"do": "lose_life", "amount": counted(eff, m.group(2), _amount(eff, m.group(1))), "player": "it"}]})
