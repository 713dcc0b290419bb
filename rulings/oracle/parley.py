"""Parley (an ability word, 2026 207.2c; rulings/engine/parley.py): "Each player reveals the top card of
their library. For each nonland card revealed this way, you create a 1/1 white Spirit creature token with
flying. Then each player draws a card." (Rousing of Souls; Selvala's Charge, "a 3/3 green Elephant
creature token"; Cutthroat Negotiator's attack trigger, "a tapped Treasure token"; Storm Fleet Negotiator,
"a Map token"). The count is of the cards just revealed, as the instruction is followed; the tokens are
created at once. Only a token creation follows "For each nonland card revealed this way" here (other
families' counters, pumps, mana and "you investigate" stay text only), and only right after the reveal."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_sentence


@effect_template(r"each player reveals the top card of their library")
def each_player_reveals_top(eff, m):
    eff.steps.append({"do": "each_player_reveals_top"})


@effect_template(r"for each nonland card revealed this way, you create (an? (?:tapped )?[^\"]+? token(?: with [a-z ,]+)?)")
def create_for_each_nonland_revealed(eff, m):
    if not eff.steps or eff.steps[-1] != {"do": "each_player_reveals_top"}:
        raise NotUnderstood(m.group(0))
    before = len(eff.steps)
    parse_sentence(eff, f"create {m.group(1)}")
    made = eff.steps[before:]
    if len(made) != 1 or made[0].get("do") != "create_token" or made[0].get("count") != 1 or "player" in made[0]:
        raise NotUnderstood(m.group(0))
    made[0]["count"] = {"count": "nonland_revealed_this_way"}


@effect_template(r"then each player draws a card")
def then_each_player_draws(eff, m):
    """ "Then each player draws a card.": parley's last instruction, each the card they revealed if it is still on top."""
    if not eff.steps or eff.steps[-1].get("count") != {"count": "nonland_revealed_this_way"}:
        raise NotUnderstood(m.group(0))
    parse_sentence(eff, "each player draws a card")


@effect_template(r"Parley — (each player reveals the top card of their library)")
def parley_word(eff, m):
    """The ability word before a spell's first sentence (2026 207.2c: no rules meaning; the February 2007
    text prints none), read as the instruction after it."""
    parse_sentence(eff, m.group(1))


# token_counts.for_each_create matches "For each ..., you create a ... token with flying" too and refuses it: this
# narrower wording is read first
from .registry import EFFECT_TEMPLATES  # noqa: E402

EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is create_for_each_nonland_revealed)))
