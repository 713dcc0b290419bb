"""Keyword lines that let a card be cast from, or returned from, its owner's graveyard:
"Retrace" (2026 702.81a: any card, cast by discarding a land card as an additional cost)
and "Jump-start" (2026 702.133a: an instant or sorcery, cast by discarding a card, then
exiled as it leaves the stack); the engine's rulings/engine/graveyard_casting.py casts them.
Both came later than February 2007: under those rules the engine refuses the casting.
Also "Escape—[mana], Exile N other cards from your graveyard." (2026 702.138a), "Unearth
[cost]" (2026 702.84a, the engine's unearth.py) and "[Cost]: Return this card from your
graveyard to the battlefield [tapped] / to your hand" abilities."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

MANA = r"(?:\{(?:\d+|[WUBRGCX])\})+"

#: the keyword as printed -> the engine's keyword
PLAIN = {"retrace": "retrace", "jump-start": "jump_start"}


def keyword(word: str) -> list[dict] | None:
    """The engine's keyword ability for one keyword of a keyword line, or None if not one of these.
    (Jump-start on a permanent card would do nothing in the engine, 702.133a; none is printed.)
    "Unearth [cost]" (702.84a) is read on a permanent's keyword line only: the compiler gives
    an instant or sorcery only its SPELL_KEYWORDS."""
    low = word.strip().lower()
    if low in PLAIN:
        return [{"kind": "keyword", "keyword": PLAIN[low]}]
    m = re.fullmatch(rf"mayhem ({MANA})", word.strip(), re.IGNORECASE)
    if m and "X" not in m.group(1):  # 2026 702.187b: cast from the graveyard if discarded this turn (rulings/engine/mayhem.py)
        return [{"kind": "keyword", "keyword": "mayhem", "cost": m.group(1)}]
    m = re.fullmatch(rf"unearth ({MANA})", word.strip(), re.IGNORECASE)
    if m and "X" not in m.group(1):
        return [{"kind": "keyword", "keyword": "unearth", "cost": m.group(1)}]
    return None



@ability_template(r"([^:\"]+): Return (?:~|this card) from your graveyard to (the battlefield(?: tapped)?|your hand)\.(?: (Activate only [^.]+\.))?")
def return_from_graveyard(card, m) -> list[dict]:
    """"[Cost]: Return this card from your graveyard to the battlefield [tapped] / to your hand": an
    ability that works only while the card is in its owner's graveyard (2007 402.8g; 2026 113.6m).
    A cost the card can't pay from there (tapping or sacrificing it, exiling it) is refused."""
    from .activated import RESTRICTIONS, cost
    paid = cost(m.group(1))
    if not paid or set(paid) - {"mana", "life", "discard", "sacrifice", "exile_cards", "sacrifice_count"} or paid.get("sacrifice") == "self":
        raise NotUnderstood(m.group(1))
    ab: dict = {"kind": "activated", "cost": paid, "zone": "graveyard"}
    if m.group(3):
        if m.group(3) not in RESTRICTIONS:
            raise NotUnderstood(m.group(3))
        key, value = RESTRICTIONS[m.group(3)]
        ab[key] = value
    if m.group(2) == "your hand":
        ab["effect"] = [{"do": "return_to_hand_from_graveyard", "what": "self"}]
    elif not {"Artifact", "Creature", "Enchantment", "Land"} & set(card.types) or "Aura" in card.subtypes:
        raise NotUnderstood(m.group(0))  # only a permanent card; an Aura would need something to enchant (303.4g)
    else:
        ab["effect"] = [{"do": "return_to_play", "what": "self", **({"tapped": True} if m.group(2).endswith("tapped") else {})}]
    return [ab]


NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
ESCAPE = rf"Escape—({MANA}), Exile ({'|'.join(NUMBERS)}) other cards from your graveyard\."


def escape(plain: str) -> list[dict] | None:
    """ "Escape—[mana], Exile N other cards from your graveyard." (2026 702.138a), or None if not
    that line: the compiler asks it for an instant or sorcery's line, the template for a permanent's."""
    m = re.fullmatch(ESCAPE, plain)
    if m is None or "X" in m.group(1):
        return None
    return [{"kind": "keyword", "keyword": "escape", "cost": m.group(1), "count": NUMBERS[m.group(2)]}]


@ability_template(ESCAPE)
def escape_line(card, m) -> list[dict]:
    found = escape(m.group(0))
    if found is None:
        raise NotUnderstood(m.group(0))
    return found


COUNTERS = {"a": 1, **NUMBERS}


@ability_template(r"(?:~|This creature) escapes with (a|two|three|four|five|six) \+1/\+1 counters? on it\.")
def escapes_with(card, m) -> list[dict]:
    """702.138c: "If this permanent escaped, it enters with [those counters]" (the engine's escapes_with)."""
    n = COUNTERS[m.group(1)]
    if (n == 1) != (m.group(1) == "a") or not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "escapes_with", "count": n}]
