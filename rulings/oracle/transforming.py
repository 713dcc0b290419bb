"""Transforming double-faced cards (2026 712.2, 701.27): a record of layout "transform" with its
`back` (the back face's record). Each face is read as a card of its own (its name, type line, text,
power and toughness); the card is fully played only when both are. The engine's definition is the
front face's, with the back face as its `back` (rulings/engine/double_faced.py).

The data gives no color indicator (204) for a back face, which is the back face's color (202.2e).
It is read only where the card leaves no doubt: a land back face has none (colorless), nor has an
Eldrazi one (Eldritch Moon's back faces: every Eldrazi back face of that file is colorless); any other
takes its front face's colors when the card's color identity is exactly those colors (the identity
includes the indicator, 903.4). Checked against the MTGJSON AtomicCards of 2022-04-25, which gives
each face's colors: this reads 211 back faces, all as that file colors them, and leaves 16 unread;
any other card stays text only.

Also the templates: "transform this creature" (701.27a), "Whenever this creature transforms into
[its back face]" (701.27e), and the werewolves' "if no spells were cast last turn" / "if a player
cast two or more spells last turn".
"""
from __future__ import annotations

import re

from rulings.engine.double_faced import BACK_FIELDS  # the back face's fields the engine reads

from . import intervening_if
from .intervening_if import COUNT, _n
from .registry import NotUnderstood, ability_template, effect_template

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

intervening_if.CONDITIONS += (
    (r"no spells were cast last turn", lambda m: {"no_spells_cast_last_turn": True}),
    (rf"a player cast {COUNT} or more spells last turn", lambda m: {"a_player_cast_last_turn_at_least": _n(m.group(1))}),
)


def _is_spell(card) -> bool:
    return bool({"Instant", "Sorcery"} & set(card.types))


def is_transforming(record: dict) -> bool:
    return record.get("layout") == "transform" and isinstance(record.get("back"), dict)


def _cost_colors(cost: str) -> list[str]:
    return [word for letter, word in _COLOR_WORDS.items() if re.search(r"\{[^}]*" + letter + r"[^}]*\}", cost or "")]


def back_colors(record: dict) -> list[str] | None:
    """The back face's colors (its color indicator), or None when the data can't tell them."""
    back = record["back"]
    if "Land" in (back.get("types") or ()) or "Eldrazi" in (back.get("subtypes") or ()):
        return []
    identity = record.get("color_identity")
    if identity is None:
        return None
    front = _cost_colors(record.get("mana_cost") or "")
    if sorted(_COLOR_WORDS[c] for c in identity if c in _COLOR_WORDS) != sorted(front):
        return None
    return front


def compile_transforming(record: dict, compile_face):
    """(definition or None, verdicts with each one's `side`, played, why not) of a transforming card;
    `compile_face` compiles one face's record (compiler.compile_card)."""
    front_name, _, back_name = record["name"].partition(" // ")
    text = (record.get("text") or "").split("\n//\n")[0]  # the card library's text is both faces', the front's first
    front = compile_face({**record, "name": front_name, "text": text, "layout": "normal", "faces": False, "back": None})
    back_record = {**record["back"], "name": record["back"].get("name") or back_name, "layout": "normal", "faces": False,
                   "back_face": True}
    back = compile_face(back_record)
    verdicts = [{**v, "side": "a"} for v in front.abilities] + [{**v, "side": "b"} for v in back.abilities]
    if not front.played or not back.played:
        return None, verdicts, False, front.why_not or back.why_not or "text the engine does not play"
    if {"Instant", "Sorcery"} & set(record.get("types") or ()) or {"Instant", "Sorcery"} & set(back_record.get("types") or ()):
        return None, verdicts, False, "a transforming card with an instant or sorcery face"
    colors = back_colors(record)
    if colors is None:
        return None, verdicts, False, "its back face's color indicator is not in the data"
    definition = dict(front.definition)
    face = {k: back.definition[k] for k in BACK_FIELDS if k in back.definition}
    face["colors"] = colors
    definition["back"] = face
    definition["text"] = f"{front.definition.get('text', '')}\n//\n{back.definition.get('text', '')}"
    return definition, verdicts, True, ""


@effect_template(r"transform ~")
def transform(eff, m):
    """701.27a: "transform this creature": the permanent whose ability it is turns over."""
    if _is_spell(eff.card):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "transform"})


@ability_template(r"(When|Whenever) ~ transforms into ~, ([^\"]+)")
def transforms_into(card, m):
    """701.27e: "Whenever this creature transforms into [this face]": the face that has the ability
    is the one it transformed into (the card's name here is this face's)."""
    from .triggered import _triggered
    if _is_spell(card):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "transforms_into", "into": card.name}, m.group(2))


@ability_template(r"(When|Whenever) ~ enters or transforms into ~, ([^\"]+)")
def enters_or_transforms_into(card, m):
    """Two trigger events, one ability each (603.2): it enters, or it transforms into this face."""
    from .triggered import _triggered
    if _is_spell(card):
        raise NotUnderstood(m.group(0))
    return (_triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(2))
            + _triggered(card, {"event": "transforms_into", "into": card.name}, m.group(2)))


@effect_template(r"exile ~, then return (?:it|him|her) to the battlefield transformed under (your|its owner's|their owner's|his owner's|her owner's) control")
def exile_and_return_transformed(eff, m):
    """ "III — Exile this Saga, then return it to the battlefield transformed under your control.": it
    leaves and comes back a new object (400.7) with its back face up (712.14a), its entering abilities
    triggering."""
    if _is_spell(eff.card):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "remove_from_game", "what": "self"})
    eff.steps.append({"do": "return_to_play", "what": "it", "transformed": True, **({"under": "you"} if m.group(1) == "your" else {})})



@effect_template(r"you may (transform ~)")
def may_transform(eff, m):
    """ "At the beginning of your upkeep, you may transform this creature.": its controller chooses as the
    instruction is followed (608.2d)."""
    from .optional import _may
    if _is_spell(eff.card):
        raise NotUnderstood(m.group(0))
    _may(eff, "transform it", effect=[{"do": "transform"}])
