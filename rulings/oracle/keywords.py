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
SIMPLE.update({"persist": "persist", "undying": "undying"})  # 2026 702.79a, 702.93a: the engine's dies triggers
SIMPLE.update({"convoke": "convoke", "affinity for artifacts": "affinity_for_artifacts"})  # cost_reduction.py
SIMPLE.update({"delve": "delve", "improvise": "improvise"})
SIMPLE.update({"evolve": "evolve"})
SIMPLE.update({"bargain": "bargain"})  # 2026 702.166a: an optional additional cost (rulings/engine/bargain.py)
SIMPLE.update({"cascade": "cascade", "rebound": "rebound"})  # 2026 702.85a, 702.88a: rulings/engine/cascade.py, rebound.py
SIMPLE.update({"undaunted": "undaunted"})  # 2026 702.125a: cost_reduction.py
SIMPLE.update({"myriad": "myriad"})  # 2026 702.116a: rulings/engine/myriad.py (two-player games)
SIMPLE.update({f"affinity for {w}": f"affinity_for_{w}" for w in ("creatures", "enchantments", "equipment")})  # 702.41a  # 2026 702.100a: rulings/engine/evolve.py  # 2026 702.66a, 702.126a: cost_reduction.py
from rulings.engine.cost_reduction import AFFINITY as _AFFINITY  # noqa: E402
SIMPLE.update({k.replace("_", " "): k for k in _AFFINITY})  # 702.41a: "affinity for Forests", "affinity for planeswalkers"
COSTED = {"equip": "equip", "kicker": "kicker", "flashback": "flashback", "morph": "morph"}
MANA = r"(?:\{(?:\d+|[WUBRGCX])\})+"
LANDWALK = re.compile(r"(plains|island|swamp|mountain|forest)walk")
PROTECTION = {"white": "white", "blue": "blue", "black": "black", "red": "red", "green": "green",
              "artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment", "instants": "instant",
              "lands": "land", "sorceries": "sorcery", "multicolored": "multicolored", "monocolored": "monocolored"}
ENCHANT = {"creature": "creature", "permanent": "permanent", "land": "land"}
# partner abilities as printed (2026 702.124a): they only change how a Commander deck is built.
# "Partner with [name]" (also a triggered ability) and "Partner—[text]" are not among them here.
PARTNER_ABILITIES = {"partner": "partner", "choose a background": "choose_a_background",
                     "doctor's companion": "doctors_companion"}


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
    m = re.fullmatch(rf"(entwine|escalate) ({MANA})", w, re.IGNORECASE)
    if m and "X" not in m.group(2):  # 502.32a / 702.42a, 702.120a (rulings/engine/mode_costs.py)
        return [{"kind": "keyword", "keyword": m.group(1).lower(), "cost": m.group(2)}]
    m = re.fullmatch(rf"awaken (\d+)—({MANA})", w, re.IGNORECASE)
    if m and "X" not in m.group(2) and int(m.group(1)) >= 1:  # 2026 702.113a (rulings/engine/awaken.py)
        return [{"kind": "keyword", "keyword": "awaken", "count": int(m.group(1)), "cost": m.group(2)}]
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
    m = re.fullmatch(rf"buyback ({MANA})", w, re.IGNORECASE)
    if m and "X" not in m.group(1):  # 502.16a; 2026 702.27a (rulings/engine/buyback.py)
        return [{"kind": "keyword", "keyword": "buyback", "cost": m.group(1)}]
    m = re.fullmatch(rf"foretell ({MANA})", w, re.IGNORECASE)
    if m and "X" not in m.group(1):  # 2026 702.143a: a special action from the hand (rulings/engine/foretell.py)
        return [{"kind": "keyword", "keyword": "foretell", "cost": m.group(1)}]
    m = re.fullmatch(rf"plot ({MANA})", w, re.IGNORECASE)
    if m and "X" not in m.group(1):  # 2026 702.170a: a special action from the hand (rulings/engine/plot.py)
        return [{"kind": "keyword", "keyword": "plot", "cost": m.group(1)}]
    m = re.fullmatch(r"crew (\d+)", low)
    if m and int(m.group(1)) >= 1:  # 2026 702.122a: an activated ability of a Vehicle (rulings/engine/vehicles.py)
        return [{"kind": "keyword", "keyword": "crew", "count": int(m.group(1))}]
    m = re.fullmatch(r"toxic (\d+)", low)
    if m and int(m.group(1)) >= 1:  # 2026 702.164: poison counters with combat damage to a player
        return [{"kind": "keyword", "keyword": "toxic", "count": int(m.group(1))}]
    from . import graveyard_casting  # retrace (702.81a), jump-start (702.133a)
    if (found := graveyard_casting.keyword(w)) is not None:
        return found
    from . import explore_and_madness  # madness (502.24a / 702.35a)
    if (found := explore_and_madness.keyword(w)) is not None:
        return found
    from . import enters_mechanics  # megamorph (702.37b)
    if (found := enters_mechanics.keyword(w)) is not None:
        return found
    from . import alternative_costs  # dash (702.109a), blitz (702.152a)
    if (found := alternative_costs.keyword(w)) is not None:
        return found
    if low.replace("\u2019", "'") in PARTNER_ABILITIES:  # 702.124: Commander deck construction only
        return [{"kind": "keyword", "keyword": PARTNER_ABILITIES[low.replace("\u2019", "'")]}]
    if low == "spell commander":  # its reminder: "This card can be your commander." (2026 903.3a): commander.py
        return [{"kind": "keyword", "keyword": "can_be_your_commander"}]
    from .protection_types import protection_keyword  # "protection from Goblins" (protection_types.py)
    from .ward import ward_keyword  # 2026 702.21a: "Ward {2}" (ward.py)
    if (found := ward_keyword(w)) is not None or (found := protection_keyword(w)) is not None:
        return found
    from .hexproof_from import hexproof_from_keyword  # 2026 702.11d: "hexproof from black" (hexproof_from.py)
    if (found := hexproof_from_keyword(w)) is not None:
        return found
    from .hexproof_from import firebending_keyword  # 2026 702.189a: "Firebending 2" (hexproof_from.py)
    if (found := firebending_keyword(w)) is not None:
        return found
    from .optional_additional_costs import gift_keyword  # 2026 702.174a: "Gift a card" (optional_additional_costs.py)
    if (found := gift_keyword(w)) is not None:
        return found
    from .spell_copies import replicate_keyword  # 502.52a; 2026 702.56a: "Replicate {1}{U}" (spell_copies.py)
    if (found := replicate_keyword(w)) is not None:
        return found
    from .miracle import miracle_keyword  # 2026 702.94a: "Miracle {1}{W}" (miracle.py)
    if (found := miracle_keyword(w)) is not None:
        return found
    raise NotUnderstood(word)


def granted(words: str) -> list[dict]:
    """The keywords a pump or a static ability gives ("gains flying and first strike", "has
    trample"); one with a cost, enchant or storm is never granted by these templates."""
    out = []
    for w in re.split(r", and |, | and ", words):
        abilities = keyword(w)
        if any(a["keyword"] in ("equip", "kicker", "flashback", "enchant", "storm", "retrace", "jump_start", "unearth", "dash", "blitz", "ninjutsu", "evoke", "surge", "spectacle", "replicate") for a in abilities):
            raise NotUnderstood(w)
        if any(a["keyword"] in ("cascade", "rebound", "plot", "foretell", "gift", "miracle") for a in abilities):
            raise NotUnderstood(w)  # they work only on the stack (702.85a, 702.88a): a grant to a permanent isn't what's said
        out += abilities
    return out


@ability_template(r"[A-Z][^.:\"]*")
def keyword_line(card, m) -> list[dict]:
    """A line of keywords separated by commas (or semicolons after a costed one)."""
    out: list[dict] = []
    for word in re.split(r"[,;] ", m.group(0)):
        low = word.strip().lower()
        out += [{"kind": "keyword", "keyword": OWN_ONLY[low]}] if low in OWN_ONLY else keyword(word)
    if any(ab["keyword"] in ("madness", "bestow") for ab in out) and "Land" in card.types:
        raise NotUnderstood(m.group(0))  # a land's madness is played as a land (Madlands): not what madness.py does
    if any(ab["keyword"] in ("storm", "replicate") for ab in out) and not {"Instant", "Sorcery"} & set(card.types):
        # Storm copies of a permanent spell become tokens (2026 111.13 / 608.3f), which the engine
        # doesn't do: on a permanent card storm stays text only (Stormscale Scion).
        raise NotUnderstood(m.group(0))
    if any(ab["keyword"] == "rebound" for ab in out) and not {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))  # the engine exiles only an instant or sorcery with rebound (stack.py): Jeskai Baller
    if any(ab["keyword"] == "gift" for ab in out) and not {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))  # a permanent's gift is a triggered ability (2026 702.174b) the engine doesn't play: Kitnap
    return out
