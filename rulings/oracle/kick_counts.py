""" "When this creature enters, ... for each time it was kicked" on a permanent with multikicker (2026
702.33c-e; the engine's kick_counts.py, `{"count": "times_source_was_kicked"}`): the ability triggers
whether or not it was kicked (its count is then 0):

- "you gain 2 life for each time it was kicked" (Lightkeeper of Emeria);
- "create a 2/2 green Wolf creature token for each time it was kicked" (Wolfbriar Elemental);
- "it deals damage to target player or planeswalker equal to twice the number of times it was kicked"
  (Deathforge Shaman).

Only on a card whose own text has multikicker; other instructions stay text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, parse_effect
from .text import amount

_ENTERS = r"When ~ enters(?: the battlefield)?, "
KICKS = "times_source_was_kicked"


def _multikicker(card, m) -> None:
    if not any(re.fullmatch(r"Multikicker \{[^.]+", p.split(" (")[0].strip()) for p in card.paragraphs):
        raise NotUnderstood(m.group(0))  # "each time it was kicked": the card's own multikicker


def _trigger(effect: list[dict], targets: list) -> list[dict]:
    ab = {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "effect": effect}
    return [{**ab, "targets": targets} if targets else ab]


@ability_template(_ENTERS + r"you gain (?P<n>\w+) life for each time it was kicked\.")
def gain_life_per_kick(card, m):
    _multikicker(card, m)
    n = amount(m.group("n"))
    if not isinstance(n, int) or n < 1:
        raise NotUnderstood(m.group(0))
    return _trigger([{"do": "gain_life", "amount": {"count": KICKS, "times": n} if n != 1 else {"count": KICKS}, "player": "you"}], [])


@ability_template(_ENTERS + r"create (?P<token>an? [^.]+? token) for each time it was kicked\.")
def token_per_kick(card, m):
    _multikicker(card, m)
    eff = parse_effect(card, ["create " + m.group("token")])
    if eff.targets or len(eff.steps) != 1 or eff.steps[0].get("do") != "create_token" or eff.steps[0].get("count") != 1:
        raise NotUnderstood(m.group(0))
    return _trigger([{**eff.steps[0], "count": {"count": KICKS}}], [])


@ability_template(_ENTERS + r"it deals damage to target player or planeswalker equal to (?P<times>twice )?the number of times it was kicked\.")
def damage_per_kick(card, m):
    _multikicker(card, m)
    eff = parse_effect(card, ["~ deals 1 damage to target player or planeswalker"])
    if len(eff.targets) != 1 or len(eff.steps) != 1 or eff.steps[0] != {"do": "damage", "amount": 1, "to": "target:0"}:
        raise NotUnderstood(m.group(0))
    count = {"count": KICKS, "times": 2} if m.group("times") else {"count": KICKS}
    return _trigger([{**eff.steps[0], "amount": count}], eff.targets)
