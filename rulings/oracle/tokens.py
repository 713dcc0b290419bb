""" "Create two 1/1 white Soldier creature tokens (with flying)" (111 in
2026; 2007's "put ... into play"): the token's characteristics, and an id
later actions call it by (its first creature type, lowercased)."""
from __future__ import annotations

import re

from .damage import _amount
from .keywords import CHARACTERISTIC_DEFINING, keyword
from .registry import NotUnderstood, effect_template, parse_sentence, pass_on
from .text import NUMBER

COLORS = ("white", "blue", "black", "red", "green")


#: "named Wasp", "named Ballistic Boulder", "named Kobolds of Kher Keep": the token's name (2007 216.1; 2026 111.4)
NAMED = r"(?: named ((?-i:[A-Z][A-Za-z'-]*(?: (?:of|the|[A-Z][A-Za-z'-]*))*)))?"


@effect_template(rf"(?:create|put) ({NUMBER}) (\d+|X)/(\d+|X) ([a-z, ]+?) ((?-i:(?:[A-Z][a-z]+ )+))(artifact |enchantment )?creature tokens?"
                 rf"(?: with ([a-z0-9 ,]+?))?{NAMED}(?: onto the battlefield| into play)?")
def create(eff, m):
    """ "Create X X/X green Ooze creature tokens" (the X announced for the spell: 2007 104.3c; 2026 107.3a),
    "a 1/1 white Glimmer enchantment creature token", "with flying named Wasp" (its name: 216.1 / 111.4)."""
    if m.group(7) and re.search(r"\bthat (?:is|are)\b", m.group(7)):
        return pass_on(eff, m, create)  # "with lifelink that are tapped and attacking": token_abilities.py
    n = _amount(eff, m.group(1))
    words = re.split(r", and |, | and ", m.group(4).strip())
    if words == ["colorless"]:
        colors = []
    elif all(w in COLORS for w in words):
        colors = words
    else:
        raise NotUnderstood(m.group(4))
    if m.group(0).lower().startswith("put") and not re.search(r"(onto the battlefield|into play)$", m.group(0)):
        raise NotUnderstood(m.group(0))
    subtypes = m.group(5).split()
    abilities = []
    for w in re.split(r", and |, | and ", m.group(7)) if m.group(7) else ():
        if w in CHARACTERISTIC_DEFINING:  # "with changeling": the token's own ability, as its characteristics are (111.4)
            abilities.append({"kind": "keyword", "keyword": CHARACTERISTIC_DEFINING[w]})
            continue
        try:
            abilities += keyword(w)
        except NotUnderstood:  # "with prowess": a keyword line of the token's own, read as a card's is
            from .compiler import _ability  # the compiler imports this module: read at call time
            from .registry import Card
            found = _ability(Card(name=m.group(5).strip(), types=("Creature",)), w[:1].upper() + w[1:])
            if not found or any(ab.get("kind") != "keyword" for ab in found):
                raise
            abilities += found
    pt = [m.group(2), m.group(3)]
    if "X" in pt and (pt != ["X", "X"] or not eff.allow_x):
        raise NotUnderstood(m.group(0))  # an X/X token only with an X announced for the spell or ability
    token = {"types": ([m.group(6).strip().capitalize()] if m.group(6) else []) + ["Creature"], "subtypes": subtypes,
             "colors": colors, "power": pt[0] if pt[0] == "X" else int(pt[0]), "toughness": pt[1] if pt[1] == "X" else int(pt[1])}
    if m.group(8):
        token["name"] = m.group(8)
    if abilities:
        token["abilities"] = abilities
    eff.steps.append({"do": "create_token", "id": re.sub(r"\W", "_", subtypes[0].lower()), "count": n, "token": token})


#: 2026 111.10a: "A Treasure token is a colorless Treasure artifact token with
#: '{T}, Sacrifice this token: Add one mana of any color.'"
TREASURE = {"types": ["Artifact"], "subtypes": ["Treasure"], "colors": [],
            "abilities": [{"kind": "activated", "cost": {"tap": True, "sacrifice": "self"},
                           "effect": [{"do": "add_mana", "one_of": ["{W}", "{U}", "{B}", "{R}", "{G}"]}],
                           "text": "{T}, Sacrifice this token: Add one mana of any color."}]}


@effect_template(rf"(?:(.+) and )?create ({NUMBER}) Treasure (tokens?)")
def create_treasure(eff, m):
    """ "Create a Treasure token": a predefined token (2026 111.10a), which the
    February 2007 rules don't have (there the card's own words are followed, and the log says so); "Draw two
    cards and create a Treasure token": the first instruction, then this one."""
    n = _amount(eff, m.group(2))
    if (n == 1) != (m.group(3) == "token"):
        raise NotUnderstood(m.group(0))
    if m.group(1):
        parse_sentence(eff, m.group(1))
    eff.steps.append({"do": "create_token", "id": "treasure", "count": n, "predefined": "Treasure", "token": TREASURE})
def clue_token() -> dict:
    """111.10f: a colorless Clue artifact token with "{2}, Sacrifice this token: Draw a card." """
    return {"types": ["Artifact"], "subtypes": ["Clue"], "colors": [],
            "abilities": [{"kind": "activated", "cost": {"mana": "{2}", "sacrifice": "self"},
                           "effect": [{"do": "draw", "amount": 1}], "text": "{2}, Sacrifice this token: Draw a card."}]}


def food_token() -> dict:
    """111.10b: a colorless Food artifact token with "{2}, {T}, Sacrifice this token: You gain 3 life." """
    return {"types": ["Artifact"], "subtypes": ["Food"], "colors": [],
            "abilities": [{"kind": "activated", "cost": {"mana": "{2}", "tap": True, "sacrifice": "self"},
                           "effect": [{"do": "gain_life", "amount": 3, "player": "you"}],
                           "text": "{2}, {T}, Sacrifice this token: You gain 3 life."}]}


def lander_token() -> dict:
    """111.10u: a colorless Lander artifact token with "{2}, {T}, Sacrifice this token: Search your
    library for a basic land card, put it onto the battlefield tapped, then shuffle." """
    return {"types": ["Artifact"], "subtypes": ["Lander"], "colors": [],
            "abilities": [{"kind": "activated", "cost": {"mana": "{2}", "tap": True, "sacrifice": "self"},
                           "effect": [{"do": "search_library", "for": {"supertypes": ["Basic"], "types": ["Land"]},
                                       "into": "in_play", "tapped": True}, {"do": "shuffle_library"}],
                           "text": "{2}, {T}, Sacrifice this token: Search your library for a basic land card, "
                                   "put it onto the battlefield tapped, then shuffle."}]}
