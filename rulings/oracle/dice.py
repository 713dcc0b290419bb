""""Roll a d20." and the results table under it (2026: 706.1a, 706.3a-b): the roll, the
table and what each line says are one ability, whose paragraphs the compiler reads together.
A line is "N | effect", "N1—N2 | effect" or "N+ | effect"; a name before a dash on a line
("Trapped! — You lose 3 life.") is flavor, as an ability word is. A line whose effect the
compiler can't read, or that targets (its targets would be chosen with the ability's, whatever
the roll), leaves the whole ability text only; so does a table whose lines overlap."""
from __future__ import annotations

import re

from .registry import Card, NotUnderstood, effect_template, parse_effect
from .text import self_references, sentences, strip_reminders

ROW = re.compile(r"(?P<min>\d+)(?:[—–-](?P<max>\d+)|(?P<plus>\+))? \| (?P<effect>.+)")
FLAVOR = re.compile(r"[A-Z][^—|]{0,60}? — (?=[A-Z])")
# a flavor word before the ability ("Circle of Death — {5}{B}: Roll a d20."): no rules meaning (2026 207.2d)
FLAVOR_WORD = re.compile(r"[A-Z][A-Za-z',!\- ]{0,40} — (?=When |Whenever |At |\{|[A-Z][a-z]+ target)")
HEAD = re.compile(r".*\broll a d(4|6|8|10|12|20)\.", re.IGNORECASE)


@effect_template(r"roll a d(4|6|8|10|12|20)")
def roll_a_die(eff, m):
    eff.steps.append({"do": "roll_die", "sides": int(m.group(1))})


def blocks(paragraphs: list[str]) -> dict[int, int]:
    """{index of a paragraph ending "roll a dN.": number of results-table lines after it}."""
    found = {}
    for i, p in enumerate(paragraphs):
        if not HEAD.fullmatch(p.strip()):
            continue
        n = 0
        while i + 1 + n < len(paragraphs) and ROW.fullmatch(paragraphs[i + 1 + n].strip()):
            n += 1
        if n:
            found[i] = n
    return found


def without_flavor_word(head: str) -> str:
    return FLAVOR_WORD.sub("", head, count=1)


def results(card: Card, lines: list[str], sides: int, name: str) -> list[dict]:
    """The table's lines as the engine's `results`: [{"min", "max", "effect"}, ...]."""
    out = []
    for line in lines:
        m = ROW.fullmatch(line.strip())
        low = int(m["min"])
        high = sides if m["plus"] else int(m["max"] or low)
        text = FLAVOR.sub("", self_references(strip_reminders(m["effect"]), name).strip(), count=1)
        if not 1 <= low <= high <= sides or any(low <= r["max"] and r["min"] <= high for r in out):
            raise NotUnderstood(line)
        sub = parse_effect(card, sentences(text))
        if sub.targets:
            raise NotUnderstood(line)
        out.append({"min": low, "max": high, "effect": sub.steps})
    return out


def attach(steps: list[dict], card: Card, lines: list[str], name: str) -> None:
    """Give the roll that ends `steps` (the head paragraph's effect) its results table."""
    roll = steps[-1] if steps else None
    if roll is None or roll.get("do") != "roll_die" or "results" in roll:
        raise NotUnderstood(lines[0])
    roll["results"] = results(card, lines, roll["sides"], name)
