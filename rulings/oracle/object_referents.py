"""An ability's "it" when the only object named before it is the ability's own source.

"Whenever this creature deals combat damage to a player, you may sacrifice it. If you do, draw
three cards" (Impaler Shrike), "Whenever this creature attacks, you may pay {E}{E}. If you do,
put a +1/+1 counter on it" (Thriving Ibex), "Discard a card: This creature gains hexproof until
end of turn. Tap it" (Prognostic Sphinx): a pronoun means the object its words last named, and
here that is the source of the ability ("this creature", which is the object itself: 2007
201.5 / 2026 201.5a), so "it" is read as "~" and the paragraph goes back through the
templates.

Precision: the pronoun is read as the source only when every object word before it (in the
trigger condition and in the effect) is the source itself: a trigger condition or an effect
that names another object first ("a creature", "target land", "a card", "that spell", a
subtype) keeps its "it" for the templates that know which object that is. A dies or
leaves-the-battlefield trigger's "it" is the card in its new zone (a new object, 2007 217.1c /
2026 400.7), not the source: those paragraphs are not read here.
"""
from __future__ import annotations

import re

from .registry import ABILITY_TEMPLATES, NotUnderstood, ability_template

#: words that name an object other than the source (or a group of them): after one, "it" may be that object
_OTHER_OBJECT = re.compile(
    r"\b(?:target|cards?|tokens?|creatures?|permanents?|artifacts?|enchantments?|lands?|spells?|abilit(?:y|ies)|"
    r"them|they|those|one|ones|copy|copies|each|all|another|other|emblem|Auras?|Equipment|Vehicles?|counters? from|"
    r"top|bottom|library|graveyard|hand|exiled?|stack|source|damage dealt)\b", re.IGNORECASE)
#: a capitalized word that is not the first of its sentence: a subtype or a name ("a Dragon", "Forest")
_CAPITAL = re.compile(r"(?<![.:—,] )(?<!^)\b(?!I\b)[A-Z][a-z]+")
_IT = re.compile(r"\bit\b(?!')", re.IGNORECASE)
#: trigger conditions whose "it" is the card after it left the battlefield (a new object): not the source
_LEFT = re.compile(r"\b(?:dies|die|leaves the battlefield|is put into (?:a|your|its owner's) graveyard|is exiled)\b")


def _clean(text: str) -> bool:
    """No word naming an object other than the source."""
    return _OTHER_OBJECT.search(text) is None and _CAPITAL.search(text.replace("~", "")) is None


def source_it(before: str, body: str) -> str | None:
    """`body` with each "it" read as "~" while every object word before it is "~" (the ability's
    source), or None when no "it" is read so. `before`: the trigger condition or cost, which must
    name ~ and nothing else."""
    if "~" not in before and "~" not in body:
        return None
    if not _clean(before) or '"' in body:
        return None
    out, pos, changed = [], 0, False
    for m in _IT.finditer(body):
        if not _clean(body[:m.start()]):
            break
        if "~" not in before and "~" not in body[:m.start()]:
            break  # nothing named before it yet
        out.append(body[pos:m.start()])
        out.append("~")
        pos, changed = m.end(), True
    if not changed:
        return None
    out.append(body[pos:])
    return "".join(out)


def _again(card, paragraph: str, me) -> list[dict]:
    """The rewritten paragraph through every other ability template (as the compiler would)."""
    for _family, pattern, fn in ABILITY_TEMPLATES:
        if fn is me:
            continue
        found = pattern.fullmatch(paragraph)
        if found is None:
            continue
        try:
            return fn(card, found)
        except NotUnderstood:
            continue
    raise NotUnderstood(paragraph)


@ability_template(r"((?:[A-Z][\w' ]+ — )?(?:When|Whenever|At) [^,\"]*~[^,\"]*), ([^\"]*\bit\b[^\"]*)")
def triggered_source_it(card, m):
    """ "Whenever ~ deals combat damage to a player, you may sacrifice it. If you do, ...": the
    trigger condition names ~ and nothing else, so "it" is ~."""
    head, body = m.group(1), m.group(2)
    if _LEFT.search(head):
        raise NotUnderstood(m.group(0))
    rewritten = source_it(head, body)
    if rewritten is None:
        raise NotUnderstood(m.group(0))
    return _again(card, f"{head}, {rewritten}", triggered_source_it)


@ability_template(r"([^:\"]+): ([^\"]*~[^\"]*\bit\b[^\"]*)")
def activated_source_it(card, m):
    """ "Discard a card: ~ gains hexproof until end of turn. Tap it.": the effect names ~ first and
    nothing else before "it". The cost is not read for antecedents (it is paid, not said)."""
    cost, body = m.group(1), m.group(2)
    if re.search(r"\b(?:When|Whenever|At)\b", cost):
        raise NotUnderstood(m.group(0))
    rewritten = source_it("", body)
    if rewritten is None:
        raise NotUnderstood(m.group(0))
    return _again(card, f"{cost}: {rewritten}", activated_source_it)
