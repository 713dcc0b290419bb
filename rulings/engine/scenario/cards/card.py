"""Checking a card defined inline: its characteristics and a flip card's other half (508.1b),
then its abilities (abilities.py) and a spell's instructions (effect_checks.py)."""
from __future__ import annotations

import re

from ...mana import is_valid_cost
from ..fields import Checker, type_name
from ..vocabulary import BOUNDS, CARD_TYPES, COLORS


TOKEN_ID = re.compile(r"[A-Za-z0-9_]+")
CARD_FIELDS = ("name", "mana_cost", "types", "supertypes", "subtypes", "colors", "power",
               "toughness", "loyalty", "abilities", "targets", "effect", "modes", "additional_cost", "text", "flip", "text_only", "choose",
               "levels", "stations", "prototype", "back")


# 508.1b: a flip card's upside-down half has its own name, text box, type line,
# power and toughness; its color and mana cost are the card's (508.1c)
FLIP_FIELDS = ("name", "supertypes", "types", "subtypes", "power", "toughness", "abilities", "text")


def card(v: Checker, c, path: str) -> None:
    if not v.obj(c, path, CARD_FIELDS, ("name", "types")):
        return
    if "name" in c:
        v.string(c["name"], f"{path}.name")
    if "mana_cost" in c and c["mana_cost"] is not None and not is_valid_cost(c["mana_cost"]):
        v.err(f"{path}.mana_cost", 'must be mana symbols such as "{1}{G}", "{X}{R}", "{G/W}", "{2/W}" or "{W/P}"')
    elif isinstance(c.get("mana_cost"), str) and v.edition == "2007-02-01" and ("/P}" in c["mana_cost"] or "{2/" in c["mana_cost"]):
        v.err(f"{path}.mana_cost", "the February 2007 rules have no monocolored hybrid ({2/W}) or Phyrexian ({W/P}) mana symbols "
                                   "(104.3 there lists the mana symbols); play this scenario under the 2026-06-19 rules")
    types = c.get("types")
    if "types" in c and v.listof(types, f"{path}.types"):
        if not types:
            v.err(f"{path}.types", "must name at least one card type")
        for i, t in enumerate(types):
            v.choice(t, f"{path}.types[{i}]", CARD_TYPES)
    for key in ("supertypes", "subtypes"):
        if key in c and v.listof(c[key], f"{path}.{key}"):
            for i, t in enumerate(c[key]):
                v.string(t, f"{path}.{key}[{i}]")
    if "colors" in c and v.listof(c["colors"], f"{path}.colors"):
        for i, t in enumerate(c["colors"]):
            v.choice(t, f"{path}.colors[{i}]", COLORS)
    is_creature = isinstance(types, list) and "Creature" in types
    for key in ("power", "toughness"):
        if key in c:
            v.integer(c[key], f"{path}.{key}", *BOUNDS["power_toughness"])
        elif is_creature:
            v.err(f"{path}.{key}", "is required for a creature")
    if "loyalty" in c:  # a planeswalker's printed loyalty (306.5a)
        v.integer(c["loyalty"], f"{path}.loyalty", *BOUNDS["loyalty"])
        if isinstance(types, list) and "Planeswalker" not in types:
            v.err(f"{path}.loyalty", "only a planeswalker has loyalty (306.5)")
    if "text" in c:
        v.string(c["text"], f"{path}.text", nonempty=False)
    if "abilities" in c and v.listof(c["abilities"], f"{path}.abilities"):
        for i, ab in enumerate(c["abilities"]):
            ability(v, ab, f"{path}.abilities[{i}]")
    ntargets = target_specs(v, c.get("targets"), f"{path}.targets") if "targets" in c else 0
    if "effect" in c:
        effects(v, c["effect"], f"{path}.effect", ntargets)
    if "modes" in c and v.listof(c["modes"], f"{path}.modes"):
        check_modes(v, c["modes"], f"{path}.modes")
    if "choose" in c:  # "Choose two —", "Choose one or both —": the play_spell action's `modes` (700.2)
        if "modes" not in c:
            v.err(f"{path}.choose", "is only for a modal spell (with modes)")
        _choose(v, c["choose"], c.get("modes"), f"{path}.choose")
    if "additional_cost" in c:  # "As an additional cost to cast this spell, ..." (additional_costs.py)
        from ...additional_costs import problems as additional_cost_problems
        for field, message in additional_cost_problems(c["additional_cost"], BOUNDS):
            v.err(f"{path}.additional_cost" + (f".{field}" if field else ""), message)
        if isinstance(c["additional_cost"], dict) and "sacrifice" in c["additional_cost"] and any(
                isinstance(ab, dict) and ab.get("kind") == "keyword" and "sacrifice" in ab for ab in c.get("abilities") or ()):
            v.err(f"{path}.additional_cost.sacrifice", "a card can't also have a kicker or buyback that sacrifices: "
                                                       "pay.sacrifice names one permanent")
    if "flip" in c:
        flip_half(v, c["flip"], f"{path}.flip", types)
    if "back" in c:  # a transforming double-faced card's back face (2026 712.8; double_faced.py)
        back_face(v, c["back"], f"{path}.back", types)
    if "levels" in c:  # a leveler's level symbols (2026 711.2)
        from .levels import levels
        levels(v, c["levels"], f"{path}.levels", is_creature)
    if "prototype" in c and v.obj(c["prototype"], f"{path}.prototype", ("mana_cost", "power", "toughness"),
                                  ("mana_cost", "power", "toughness")):  # 2026 718.2: its second set of characteristics
        if "mana_cost" in c["prototype"] and not is_valid_cost(c["prototype"]["mana_cost"]):
            v.err(f"{path}.prototype.mana_cost", 'must be mana symbols such as "{1}{W}"')
        for key in ("power", "toughness"):
            if key in c["prototype"]:
                v.integer(c["prototype"][key], f"{path}.prototype.{key}", *BOUNDS["power_toughness"])
        if not is_creature:
            v.err(f"{path}.prototype", "only a creature card has a prototype (702.160a: its power and toughness)")
    if "stations" in c:  # a station card's station symbols (2026 721.2)
        from .levels import stations
        stations(v, c["stations"], f"{path}.stations", is_creature)
    if "text_only" in c and v.listof(c["text_only"], f"{path}.text_only"):
        for i, t in enumerate(c["text_only"]):  # Oracle text the engine does not play (the replay notes it)
            v.string(t, f"{path}.text_only[{i}]")


def flip_half(v: Checker, half, path: str, types) -> None:
    """The flipped half of a flip card (508.1b), checked like a card's own
    characteristics; it can't give a color or mana cost (508.1c)."""
    if not isinstance(half, dict):
        v.err(path, f"must be an object, not {type_name(half)}")
        return
    if isinstance(types, list) and ({"Instant", "Sorcery"} & set(types)):
        v.err(path, "only a permanent card can be a flip card: a flip card flips only in play (508.2)")
    for k in half:
        if k in ("mana_cost", "colors"):
            v.err(f"{path}.{k}", "a flip card's color and mana cost don't change when it flips (508.1c): give them on the card")
        elif k not in FLIP_FIELDS:
            v.err(f"{path}.{k}", "unknown field")
    card(v, {k: x for k, x in half.items() if k in FLIP_FIELDS}, path)


def back_face(v: Checker, face, path: str, types) -> None:
    """A double-faced card's back face (2026 712.8e): checked like a card's own characteristics, with
    no mana cost (its mana value is its front face's) and its color indicator as `colors` (204)."""
    from ...double_faced import BACK_FIELDS
    if not isinstance(face, dict):
        v.err(path, f"must be an object, not {type_name(face)}")
        return
    if isinstance(types, list) and ({"Instant", "Sorcery"} & set(types)):
        v.err(path, "only a permanent card transforms here: a transforming card's front face is a permanent (701.27)")
    if "name" not in face or "types" not in face:
        v.err(path, "a back face needs its name and types")
    for k in face:
        if k == "mana_cost":
            v.err(f"{path}.{k}", "a back face has no mana cost: its mana value is its front face's (712.8e)")
        elif k not in BACK_FIELDS:
            v.err(f"{path}.{k}", "unknown field")
        elif k == "back":
            v.err(f"{path}.{k}", "a back face has no back face of its own")
    if isinstance(face.get("types"), list) and {"Instant", "Sorcery"} & set(face["types"]):
        v.err(f"{path}.types", "a back face that is an instant or sorcery can't be transformed into (701.27d)")
    card(v, {k: x for k, x in face.items() if k in BACK_FIELDS}, path)


# the checks call each other (an ability's instructions may hold abilities): imported last, so that
# either module may be loaded first
from .abilities import _choose, ability
from .effect_checks import effects
from .values import check_modes, target_specs  # noqa: E402
