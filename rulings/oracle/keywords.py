"""Keyword lines ("Flying, first strike", "Equip {2}", "Kicker {1}{G}",
"Protection from black"): each keyword the engine plays (its KEYWORDS), the
costed ones with their mana cost."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

SIMPLE = {
    "flying": "flying", "haste": "haste", "defender": "defender", "first strike": "first_strike",
    "double strike": "double_strike", "trample": "trample", "vigilance": "vigilance", "deathtouch": "deathtouch",
    "lifelink": "lifelink", "fear": "fear", "shadow": "shadow", "flash": "flash", "split second": "split_second",
    "indestructible": "indestructible", "reach": "reach", "menace": "menace", "hexproof": "hexproof",
    "shroud": "shroud", "infect": "infect", "wither": "wither", "storm": "storm",
    "horsemanship": "horsemanship", "intimidate": "intimidate", "skulk": "skulk",
}
#: characteristic-defining keywords (604.3 in 2026): they work as the object's own
#: ability only, so only a keyword line of the card itself has them, never a grant
CHARACTERISTIC_DEFINING = {"changeling": "changeling", "devoid": "devoid"}
#: keywords a permanent has only as printed: a grant of them is not read (unleash works as it enters)
OWN_ONLY = {**CHARACTERISTIC_DEFINING, "unleash": "unleash"}
COSTED = {"equip": "equip", "kicker": "kicker", "flashback": "flashback", "morph": "morph"}
MANA = r"(?:\{(?:\d+|[WUBRGCX])\})+"
LANDWALK = re.compile(r"(plains|island|swamp|mountain|forest)walk")
PROTECTION = {"white": "white", "blue": "blue", "black": "black", "red": "red", "green": "green",
              "artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment", "instants": "instant",
              "lands": "land", "sorceries": "sorcery"}
ENCHANT = {"creature": "creature", "permanent": "permanent", "land": "land"}


def keyword(word: str) -> list[dict]:
    """The engine's keyword abilities for one keyword of a keyword line."""
    w = word.strip()
    low = w.lower()
    if low in SIMPLE:
        return [{"kind": "keyword", "keyword": SIMPLE[low]}]
    m = re.fullmatch(rf"(equip|kicker|flashback|morph) ({MANA})", w, re.IGNORECASE)
    if m and "X" not in m.group(2):
        return [{"kind": "keyword", "keyword": COSTED[m.group(1).lower()], "cost": m.group(2)}]
    m = re.fullmatch(rf"suspend (\d+)—({MANA})", w, re.IGNORECASE)
    if m and "X" not in m.group(2) and int(m.group(1)) >= 1:
        return [{"kind": "keyword", "keyword": "suspend", "count": int(m.group(1)), "cost": m.group(2)}]
    m = re.fullmatch(r"dredge (\d+)", low)
    if m and int(m.group(1)) >= 1:
        return [{"kind": "keyword", "keyword": "dredge", "count": int(m.group(1))}]
    m = LANDWALK.fullmatch(low)
    if m:
        return [{"kind": "keyword", "keyword": "landwalk", "what": m.group(1).capitalize()}]
    m = re.fullmatch(r"protection from (\w+)(?: and from (\w+))?", low)
    if m and all(q in PROTECTION for q in m.groups() if q):
        return [{"kind": "keyword", "keyword": "protection", "from": PROTECTION[q]} for q in m.groups() if q]
    m = re.fullmatch(r"enchant (creature|permanent|land)", low)
    if m:
        return [{"kind": "keyword", "keyword": "enchant", "what": ENCHANT[m.group(1)]}]
    raise NotUnderstood(word)


@ability_template(r"[A-Z][^.:\"]*")
def keyword_line(card, m) -> list[dict]:
    """A line of keywords separated by commas (or semicolons after a costed one)."""
    out: list[dict] = []
    for word in re.split(r"[,;] ", m.group(0)):
        low = word.strip().lower()
        out += [{"kind": "keyword", "keyword": OWN_ONLY[low]}] if low in OWN_ONLY else keyword(word)
    if any(ab["keyword"] == "storm" for ab in out) and not {"Instant", "Sorcery"} & set(card.types):
        # Storm copies of a permanent spell become tokens (2026 111.13 / 608.3f), which the engine
        # doesn't do: on a permanent card storm stays text only (Stormscale Scion).
        raise NotUnderstood(m.group(0))
    return out
