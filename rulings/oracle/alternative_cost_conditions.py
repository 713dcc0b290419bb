"""The Legates' free cast: "If an opponent controls a Swamp and you control a Plains, you may cast this spell
without paying its mana cost." (Cho-Arrim Legate, Massacre, Submerge, Mogg Salvage): an alternative cost its
text lists (2007 409.1b; 2026 118.9), {0}, there only while an opponent controls a permanent with the first land
type and its caster one with the second (rulings/engine/alternative_cost_conditions.py). Read on a permanent
card's line by the template and on an instant's or sorcery's by the compiler (`legate_cost`). Other
conditions ("If you control two or more white permanents that share an artist") stay text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

_LAND = r"(Plains|Island|Swamp|Mountain|Forest)"
LEGATE = rf"If an opponent controls an? {_LAND} and you control an? {_LAND}, you may cast (?:~|this spell) without paying its mana cost\."


def _a(land: str) -> str:
    return ("an " if land[0] in "AEIOU" else "a ") + land


def legate_cost(plain: str) -> list[dict] | None:
    """The keyword of the Legates' sentence, or None if `plain` isn't one."""
    m = re.fullmatch(LEGATE, plain)
    if m is None:
        return None
    theirs, yours = m.group(1), m.group(2)
    if plain.replace("~", "this spell") != (f"If an opponent controls {_a(theirs)} and you control {_a(yours)}, you may cast this spell "
                                            "without paying its mana cost."):
        return None  # "a Island": not a wording of the Oracle text
    return [{"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "if_you_control": yours, "if_an_opponent_controls": theirs}]


@ability_template(LEGATE)
def legate_alternative_cost(card, m) -> list[dict]:
    found = legate_cost(m.group(0))
    if found is None:
        raise NotUnderstood(m.group(0))
    return found


# --- cards exiled from the hand (rulings/engine/exile_from_hand_costs.py) ------------------------------------
_COLOR = r"(white|blue|black|red|green)"


def exile_cost(plain: str) -> list[dict] | None:
    """ "You may exile a red card from your hand rather than pay this spell's mana cost." (Pyrokinesis), "... exile two
    green cards ..." (Allosaurus Rider), "You may pay 1 life and exile a blue card ..." (Force of Will), "If it's not
    your turn, you may exile a white card ..." (Force of Virtue): the keyword, or None."""
    m = re.fullmatch(rf"(?P<turn>If it's not your turn, you may|You may) (?:pay (?P<life>\d+) life and )?exile (?P<n>a|two) {_COLOR} "
                     r"(?P<cards>cards?) from your hand rather than pay (?:~|this spell)'s mana cost\.", plain)
    if m is None or (m.group("n") == "two") != (m.group("cards") == "cards"):
        return None
    if m.group("life") and (int(m.group("life")) < 1 or m.group("turn").startswith("If")):
        return None
    ab = {"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "what": f"exile:{m.group(4)}"}
    if m.group("n") == "two":
        ab["count"] = 2
    if m.group("life"):
        ab["also_life"] = int(m.group("life"))
    if m.group("turn").startswith("If"):
        ab["if_not_your_turn"] = True
    return [ab]


@ability_template(rf"(?:If it's not your turn, you may|You may) (?:pay \d+ life and )?exile (?:a|two) {_COLOR} cards? from your hand "
                  r"rather than pay (?:~|this spell)'s mana cost\.")
def exile_alternative_cost(card, m) -> list[dict]:
    found = exile_cost(m.group(0))
    if found is None:
        raise NotUnderstood(m.group(0))
    return found
