"""Tokens whose size is a count: "create an X/X [color] [types] creature token [with keywords], where X
is [count]".

- "{4}{G}, {T}: Create an X/X colorless Construct artifact creature token, where X is the number of
  creatures you control." (Oviya Pashiri), "Create an X/X black Horror creature token, where X is the
  number of creatures that died this turn." (Spoils of Blood), "When this creature dies, create an X/X
  green Elemental creature token, where X is the number of creature cards in your graveyard." (Seed
  Guardian): the counts counts_more reads ("the number of ...").
- "... where X is the greatest power among creatures you control" (Miming Slime, Tumbleweed Rising):
  pump_counts' count (rulings/engine/greatest_power.py).
- "{U}, {T}, Sacrifice another nontoken creature: Create an X/X blue Zombie creature token, where X is
  the sacrificed creature's toughness." (Geralf, Visionary Stitcher): the creature sacrificed to pay the
  cost, as it last existed (damage_and_life's grammar: the one ability that sacrifices a creature).
- "When this creature dies, create an X/X black Horror creature token, where X is this creature's
  power." (Flesh Carver): the creature's power as it last existed on the battlefield (2007 413.2f;
  2026 608.2h), as token_counts' dies_create_by_own_power reads "create X ... tokens".

- "Create X 2/2 black Zombie creature tokens, where X is the sacrificed creature's power." (Ghoulcaller Gisa,
  Carrion), "Create X 1/1 white Pegasus creature tokens with flying, where X is your life total." (Storm Herd):
  the number of tokens, by the same counts.

X is counted once, as the instruction is followed (2007 413.2f; 2026 608.2h), and is the token's base
power and toughness (2007 216.1; 2026 111.4: the token has the characteristics the effect gives it;
rulings/engine/effects/tokens.py `x_is`). One token, of a fixed count; a card with an announced X
({X} in a cost) stays text only, and so does any count the grammars don't read whole ("the total power
of ... this way", "half your life total", "the amount of mana spent ...").
"""
from __future__ import annotations

import re

from .registry import EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template, parse_branch
from .token_counts import _or_pass_on

#: "create an X/X green Ooze creature token with trample": the one token, and its keywords (no quotation)
_HEAD = r"((?:you )?create) an X/X ([a-z, ]+? (?-i:(?:[A-Z][a-z]+ )+)(?:artifact )?creature token(?: with [a-z0-9 ,]+?)?)"


def _x_count(eff, words: str) -> dict:
    """The count "where X is [words]" names."""
    m = re.fullmatch(r"the greatest power among ([A-Za-z ]+)", words)
    if m:
        from .pump_counts import greatest_power
        return greatest_power(eff, m.group(1))
    m = re.fullmatch(r"the sacrificed creature's (power|toughness)", words)
    if m:
        from .damage_and_life import _sacrificed
        return _sacrificed(eff, m.group(1))
    if words == "your life total":
        return {"count": "your_life_total"}  # as the instruction is followed (a negative total counts 0: effects/base.py)
    from .token_counts import _counted
    return _counted(eff, words)


def _one_x_token(eff, head: str, whole: str) -> dict:
    """The one create_token step "create an X/X ..." makes (X allowed for the token alone)."""
    steps = list(eff.steps)
    eff.allow_x = True
    try:
        made = parse_branch(eff, f"{head}")
    finally:
        eff.allow_x = False
    if eff.steps != steps or len(made) != 1:
        raise NotUnderstood(whole)
    st = made[0]
    token = st.get("token") if st.get("do") == "create_token" else None
    if not isinstance(token, dict) or st.get("count") != 1 or "predefined" in st or "player" in st \
            or (token.get("power"), token.get("toughness")) != ("X", "X") or set(st) - {"do", "id", "count", "token"}:
        raise NotUnderstood(whole)
    return st


@effect_template(rf"{_HEAD}, where X is (.+)")
@_or_pass_on
def create_x_x_token_where(eff, m):
    """ "Create an X/X green Ooze creature token, where X is [count]": X counted as the instruction is
    followed, the token's base power and toughness."""
    if eff.card.has_x or eff.allow_x:
        raise NotUnderstood(m.group(0))  # an announced X is another X (tokens.create)
    count = _x_count(eff, m.group(3))
    st = _one_x_token(eff, f"{m.group(1)} an X/X {m.group(2)}", m.group(0))
    eff.steps.append({**st, "x_is": count})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is create_x_x_token_where)))


@ability_template(rf"When ~ dies, {_HEAD}, where X is ~'s (power|toughness)\.")
def dies_create_x_x_by_own_power(card, m):
    """ "When this creature dies, create an X/X black Horror creature token, where X is this creature's
    power." (Flesh Carver): triggered.dies reads no other "~" after the trigger; this one is the creature
    as it last existed on the battlefield (2007 413.2f; 2026 608.2h), and nothing else of the sentence
    may name it."""
    from .triggered import _triggered
    said = f"{m.group(1)} an X/X {m.group(2)}, where X is ~'s {m.group(3)}."
    if not card.is_permanent_creature or card.has_x or said.count("~") != 1 or re.search(r"\b(it|its)\b", said):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "dies", "who": "self"}, said)


@effect_template(r"((?:you )?create) X ([^\"]+? tokens(?: with [^\"]+?)?), where X is (the sacrificed creature's (?:power|toughness)|your life total)")
@_or_pass_on
def create_x_tokens_where_sacrificed_or_life(eff, m):
    """ "{B}, {T}, Sacrifice another creature: Create X 2/2 black Zombie creature tokens, where X is the sacrificed
    creature's power." (Ghoulcaller Gisa; Carrion's additional cost), "Create X 1/1 white Pegasus creature tokens
    with flying, where X is your life total." (Storm Herd): the number of tokens, counted as the instruction is
    followed (2007 413.2f; 2026 608.2h); the sacrificed creature as it last existed (damage_and_life's grammar)."""
    from .counts_more import x_is_count
    if eff.card.has_x or eff.allow_x:
        raise NotUnderstood(m.group(0))
    x_is_count(eff, f"{m.group(1)} X {m.group(2)}", m.group(0), _x_count(eff, m.group(3)))


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is create_x_tokens_where_sacrificed_or_life)))
