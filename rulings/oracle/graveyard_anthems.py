"""Threshold's and delirium's anthems: "Threshold — Other creatures you control get +2/+2 as long as there are seven
or more cards in your graveyard" (Silver Seraph), "Threshold — As long as ..., creatures your opponents control get
-1/-0" (Mindwhisker), "Delirium — Crabs you control get +1/+1 as long as ..." (Scuttletide), and "White creatures get
an additional +1/+1 as long as ..." after the card's own "White creatures get +1/+1." (Divine Sacrament).

The anthem is read by the templates that read it without the condition ("Other creatures you control get +2/+2."),
then applied only while the condition holds for its source's controller (2007 418.5a; 2026 613.4c): a pump and
nothing else (a keyword granted to other creatures while a condition holds stays text only). Threshold and delirium
are ability words (2026 207.2c)."""
from __future__ import annotations

import re

from . import conditions
from .registry import NotUnderstood, ability_template, read_by_others
from .statics import PT


def _anthem(card, subject: str, verb: str, p: str, t: str, cond: dict) -> list[dict]:
    found = read_by_others(card, f"{subject} {verb} {p}/{t}.", lambda family, _fn: family == "graveyard_anthems")
    if not found or any(ab.get("kind") != "static" or ab.get("affects") in (None, "self", "enchanted", "equipped")
                        or set(ab) - {"kind", "affects", "filter", "pump"} or "pump" not in ab for ab in found):
        raise NotUnderstood(subject)
    return [{**ab, "while": dict(cond)} for ab in found]


def _additional(card, subject: str, verb: str) -> None:
    if not any(re.fullmatch(rf"{re.escape(subject)} {verb} {PT}\.", p) for p in card.paragraphs):
        raise NotUnderstood(subject)  # "an additional" pump: only beside the card's own plain one


@ability_template(rf"(Threshold|Delirium) — ([A-Z][^,]+?) (gets?) (an additional )?{PT} as long as (.+)\.")
def anthem_as_long_as(card, m) -> list[dict]:
    word, subject, verb, additional, p, t, condition = m.groups()
    cond = conditions._condition(word, condition)
    if additional:
        _additional(card, subject, verb)
    return _anthem(card, subject, verb, p, t, cond)


@ability_template(rf"(Threshold|Delirium) — As long as ([^,]+), ([a-z][^,]+?) (gets?) (an additional )?{PT}\.")
def as_long_as_anthem(card, m) -> list[dict]:
    word, condition, subject, verb, additional, p, t = m.groups()
    cond = conditions._condition(word, condition)
    subject = subject[0].upper() + subject[1:]
    if additional:
        _additional(card, subject, verb)
    return _anthem(card, subject, verb, p, t, cond)
