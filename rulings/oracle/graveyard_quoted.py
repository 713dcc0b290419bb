"""Threshold's quoted abilities: "Threshold — As long as there are seven or more cards in your graveyard, ~ has
"{R}: This creature gets +1/+0 until end of turn."" and "... ~ gets +3/+3 and has "..."" (Fledgling Dragon,
Vigilant Sentry, Treacherous Vampire): the creature's own static ability, applying only while the condition holds
(2007 418.5a; 2026 613.4c and 613.1f), under which it has the quoted ability (an ability grants one with "has":
2007 402.1; 2026 113.1a) and any bonus. The quotation is read as granted_quoted.granted reads an Aura's grant
(its "this creature" is the creature itself). Threshold is an ability word (2026 207.2c): the condition is the
graveyard count, which reads no permanent's characteristics (conditions.SAFE). Anything else in the sentence
("is black", "has trample, and has ...") stays text only."""
from __future__ import annotations

from . import conditions
from .granted_quoted import _names_itself, granted
from .registry import NotUnderstood, ability_template
from .statics import PT


@ability_template(rf'(?:(Threshold) — )?As long as ([^,"]+), ~ (?:gets {PT} and )?has "([^"]+)"')
def as_long_as_has_quoted(card, m) -> list[dict]:
    if not card.is_permanent_creature or _names_itself(card):
        raise NotUnderstood(m.group(0))
    cond = conditions._condition(m.group(1), m.group(2))
    if set(cond) - set(conditions.SAFE):
        raise NotUnderstood(m.group(2))
    out = conditions._conditional(card, m.group(1), m.group(2), (m.group(3), m.group(4)), None) if m.group(3) else []
    return out + [{"kind": "static", "affects": "self", "gains": granted(card, m.group(5)), "while": cond}]
