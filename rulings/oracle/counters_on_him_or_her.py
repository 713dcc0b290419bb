""" "put a +1/+1 counter on him / on her" on a creature card that names a character (Zuko, Seeking
Honor: "Whenever Zuko deals combat damage to a player, put a +1/+1 counter on him."; Mockingbird, Big Bertha's
"enters with X +1/+1 counters on her"): the pronoun is the card's own, read as "it" is on other cards and the
paragraph goes back through the templates, so it is played only where "it" would be read as the card itself
(object_referents.py: every object named before it is the card) or as the templates read "it" there.

Only "counter(s) on him/her", on a creature card; any other "him", "her" or "he"/"she" leaves the
paragraph as it was (text only)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others

_ON = re.compile(r"\b(counters? on) (?:him|her)\b")
_OTHER = re.compile(r"\b(?:he|she|him|her|his|hers|himself|herself)\b", re.IGNORECASE)


@ability_template(r"[^\"]*\bcounters? on (?:him|her)\b[^\"]*")
def counters_on_the_character(card, m):
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    rewritten = _ON.sub(r"\1 it", m.group(0))
    if _OTHER.search(rewritten):
        raise NotUnderstood(m.group(0))
    found = read_by_others(card, rewritten, lambda _family, fn: fn is counters_on_the_character)
    if found is None:
        raise NotUnderstood(m.group(0))
    return found
