""" +1/+1 counters on a group, counters removed from the permanent itself, tapped creature tokens
and the Blood token.

"When this creature enters, put a +1/+1 counter on each other creature you control" (Ridgescale
Tusker): for each creature the description names as the ability resolves (the set fixed then),
one counter on it; "other" (not this permanent) only on a permanent's ability. "Remove a -1/-1
counter from this creature" (Magmaroth): as many as it has, up to the number said. "Create a
tapped 2/2 black Zombie creature token" (Overseer of the Damned): the token enters tapped.
"Create a Blood token" (Bloodcrazed Socialite): a predefined token (2026 111.10g), which the
February 2007 rules don't have (there the token's own words are followed and the log says so).
"""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .damage import _amount
from .described import described, each_described
from .registry import NotUnderstood, ability_template, effect_template, parse_sentence
from .text import NUMBER

_KIND = r"([+-]1/[+-]1)"


@effect_template(rf"put ({NUMBER}) {_KIND} counters? on each (other [a-z ,']+?)")
def put_counters_each_other(eff, m):
    """ "Put a +1/+1 counter on each other creature you control", "... on each other Human you
    control", "Put a -1/-1 counter on each other creature" (Carnifex Demon)."""
    n = _amount(eff, m.group(1))
    if not isinstance(n, int) or n < 1 or (n == 1) != (" counter on " in m.group(0)):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "permanents": _each(eff, m.group(3)),
                      "effect": [{"do": "put_counters", "counter": m.group(2), "amount": n, "to": "it"}]})


def _each(eff, phrase: str) -> dict:
    """ "other creature you control" (each_described), or "other Human you control": the
    subtype's plural through `described` (every permanent of that subtype, creature or not)."""
    try:
        return each_described(eff, phrase)
    except NotUnderstood:
        words = phrase.split()
        if len(words) == 5 and words[1] in CREATURE_TYPES and words[2:] == ["creature", "you", "control"]:
            # "each other Dragon creature you control": a creature of yours with that creature type
            return dict(sorted({**described(eff, "other creatures you control"), "subtypes": [words[1]]}.items()))
        if len(words) < 2 or not words[1][:1].isupper() or words[1].endswith("s"):
            raise
        return described(eff, " ".join([words[0], words[1] + "s", *words[2:]]))


@effect_template(rf"remove ({NUMBER}) {_KIND} counters? from ~")
def remove_counters_from_self(eff, m):
    """ "Remove a -1/-1 counter from this creature": it loses as many as it has, up to the number said."""
    n = _amount(eff, m.group(1))
    if not isinstance(n, int) or n < 1 or (n == 1) != (" counter from " in m.group(0)):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "remove_counters", "counter": m.group(2), "amount": n, "to": "self"})


@effect_template(rf"create ({NUMBER}) tapped (\d+/\d+ [a-z, ]+? (?-i:(?:[A-Z][a-z]+ )+)(?:artifact )?creature tokens?"
                 r"(?: with [a-z ,]+?)?)")
def create_tapped_creature_tokens(eff, m):
    """ "Create a tapped 2/2 black Zombie creature token": the token template's token, entering tapped."""
    before = len(eff.steps)
    parse_sentence(eff, f"create {m.group(1)} {m.group(2)}")
    made = eff.steps[before:]
    if len(made) != 1 or made[0].get("do") != "create_token":
        raise NotUnderstood(m.group(0))
    made[0]["tapped"] = True


def blood_token() -> dict:
    """2026 111.10g: a colorless Blood artifact token with "{1}, {T}, Discard a card, Sacrifice this token: Draw a card." """
    return {"types": ["Artifact"], "subtypes": ["Blood"], "colors": [],
            "abilities": [{"kind": "activated", "cost": {"mana": "{1}", "tap": True, "discard": 1, "sacrifice": "self"},
                           "effect": [{"do": "draw", "amount": 1}],
                           "text": "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."}]}


@effect_template(rf"create ({NUMBER}) Blood tokens?")
def create_blood(eff, m):
    n = _amount(eff, m.group(1))
    if (n == 1) != m.group(0).endswith("token"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "create_token", "id": "blood", "count": n, "predefined": "Blood", "token": blood_token()})


@ability_template(r"Whenever you gain life, put that many \+1/\+1 counters on ~\.")
def counters_for_life_gained(card, m) -> list[dict]:
    """ "Whenever you gain life, put that many +1/+1 counters on this creature" (Ageless Entity):
    each life gain is one event (2026 119.9), "that many"
    the life gained in it."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "gain_life", "whose": "your"},
             "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": {"count": "life_gained"}, "to": "self"}]}]


@ability_template(r"~ enters(?: the battlefield)? with (six|seven|eight|nine|ten) \+1/\+1 counters on it\.")
def enters_with_many_counters(card, m):
    """ "This creature enters with six +1/+1 counters on it" (Spike Hatcher): a replacement effect
    (2007 419.1b / 2026 614.1c), as statics.py's smaller numbers."""
    from .text import amount
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": amount(m.group(1))}}}]


@effect_template(rf"you may (put ({NUMBER}) ([+-]1/[+-]1) counters? on ((?:another )?target [a-z ,']+?))")
def may_put_counters_on_target(eff, m):
    """ "When this creature dies, you may put a -1/-1 counter on target creature" (Festering
    Mummy): the target is chosen as the ability is put on the stack, whether to put the counter
    as it resolves (2007 413.2c / 2026 608.2d)."""
    from .optional import _may
    if " for each " in m.group(0) or " where " in m.group(0):
        raise NotUnderstood(m.group(0))
    before = len(eff.steps)
    parse_sentence(eff, m.group(1))
    made = eff.steps[before:]
    if len(made) != 1 or made[0].get("do") != "put_counters":
        raise NotUnderstood(m.group(0))
    del eff.steps[before:]
    _may(eff, m.group(1), effect=made)


@ability_template(r"Creature tokens you control have ([a-z ,]+)\.")
def creature_tokens_have(card, m):
    """ "Creature tokens you control have haste" (Brudiclad): a static ability for the creatures
    of its controller that are tokens, read whenever it applies (the filter's `token`)."""
    from .statics import _statics
    return _statics({"kind": "static", "affects": "creatures", "filter": {"you_control": True, "token": True}}, None, m.group(1))


@effect_template(rf"you may (create ({NUMBER}) (?:tapped )?\d+/\d+ [a-z, ]+? (?-i:(?:[A-Z][a-z]+ )+)(?:artifact )?creature tokens?"
                 r"(?: with [a-z ,]+?)?)")
def may_create_creature_tokens(eff, m):
    """ "You may create a 1/1 white Bird creature token with flying" (Emeria Angel): the choice
    made as the ability resolves (2007 413.2c / 2026 608.2d)."""
    from .optional import _may
    before = len(eff.steps)
    parse_sentence(eff, m.group(1))
    made = eff.steps[before:]
    if len(made) != 1 or made[0].get("do") != "create_token":
        raise NotUnderstood(m.group(0))
    del eff.steps[before:]
    _may(eff, m.group(1), effect=made)
