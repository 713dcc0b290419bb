"""Reading Oracle text before any template sees it: reminder text dropped,
the card's references to itself made one word ("~"), amounts read.

Reminder text (in parentheses) only restates the rules; the templates match
the card's own words.
"""
from __future__ import annotations

import re

SELF = "~"
_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_WORDS = ("this creature", "this artifact", "this enchantment", "this land", "this permanent", "this spell",
               "this Aura", "this Equipment", "this Vehicle", "this Saga", "this Spacecraft", "this Planet")
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10}
NUMBER = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X)"


def strip_reminders(paragraph: str) -> str:
    return _REMINDER.sub("", paragraph).strip()


def self_references(paragraph: str, name: str) -> str:
    """The card's name, its short name (a legend's "Krenko" for "Krenko, Mob
    Boss") and "this creature" and the like all become "~" (201.5: a card's
    name in its text means that object)."""
    out = paragraph
    names = [name]
    if name.startswith("A-") and len(name) > 2:  # a rebalanced digital card ("A-Psionic Snoop") names itself without the prefix
        names.append(name[2:])
    if "," in name:
        names += [n.split(",")[0] for n in names]
    for n in sorted(names, key=len, reverse=True):
        if n:
            out = re.sub(rf"(?<![\w'-]){re.escape(n)}(?![\w-])", SELF, out)
    for word in _SELF_WORDS:
        out = re.sub(rf"\b{word}\b", SELF, out)
        out = re.sub(rf"\b{word[0].upper()}{word[1:]}\b", SELF, out)
    return out


def amount(word: str):
    """ "a", "two", "3", "X" -> 1, 2, 3, "X"."""
    w = word.lower()
    if w == "x":
        return "X"
    if w.isdigit():
        return int(w)
    return NUMBERS[w]


def sentences(text: str) -> list[str]:
    """The sentences of an effect, each without its final period. A period
    inside a mana symbol or a quotation never ends one; quoted text is not split."""
    if '"' in text:
        return [text.rstrip(".")] if text.endswith(".") else [text]
    parts = re.split(r"(?<=\.)\s+", text.strip())
    out = []
    for p in parts:
        if not p.endswith("."):
            return [text]  # not plain sentences: no template will match
        out.append(p[:-1])
    return out
