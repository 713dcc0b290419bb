""" "Return all [kind] cards from [a graveyard] to [a hand / the battlefield]": every card of that kind moves,
none chosen, all at once (the engine's `return_all_from_graveyard`, rulings/engine/graveyard_mass_returns.py):

- "Return all land cards from your graveyard to the battlefield tapped" (Splendid Reclamation, World Shaper,
  Aftermath Analyst), "Return all creature cards with mana value 2 or less from your graveyard to the
  battlefield" (Raise the Past), "Return all enchantment cards from your graveyard to your hand" (Crystal
  Chimes), "Return all cards from your graveyard to your hand" (Praetor's Counsel);
- "Each player returns all creature cards from their graveyard to their hand / to the battlefield" (Empty the
  Catacombs, Twilight's Call);
- "Put all creature cards from all graveyards onto the battlefield under your control" (Rise of the Dark
  Realms, Liliana Vess);
- "Return all basic land cards from all graveyards to the battlefield tapped under their owners' control"
  (Planar Birth).

The kind is read as a dig reads it (digging.quality). Onto the battlefield, only kinds that can't be an Aura
(an artifact, creature, land or planeswalker card): an Aura put onto the battlefield uncast is attached as it
enters (2026 303.4f), to something on the battlefield before the cards entering with it, which this
instruction doesn't choose; "artifact and enchantment cards" (Brilliant Restoration), "enchantment cards"
(Replenish) and "permanent cards" stay text only there."""
from __future__ import annotations

import re

from .digging import quality
from .registry import NotUnderstood, effect_template, pass_on

NOT_AURAS = {"Artifact", "Creature", "Land", "Planeswalker"}
_KIND = r"((?:[A-Za-z]+ )*?)cards( with (?:mana value|power) \d+ or (?:less|greater))?"
_NAMED_KIND = _KIND.replace('(', '(?P<kind>', 1).replace('( with', '(?P<with> with', 1)  # the kind and its "with" clause as groups


def _kind(m) -> dict:
    words = m.group("kind").strip()
    if not words and not m.group("with"):
        return {}  # "all cards"
    if not words:
        raise NotUnderstood(m.group(0))
    words = re.sub(r"^(\w+) and (\w+)$", r"\1 or \2", words)  # "instant and sorcery cards": each card either kind
    wanted = quality(f"{words} card{m.group('with') or ''}")
    if not wanted or {"each_of", "colors", "colorless"} & set(wanted):
        raise NotUnderstood(m.group(0))
    return wanted


def _onto_the_battlefield(wanted: dict, m) -> None:
    kinds = set(wanted.get("types") or ()) or set(wanted.get("any_of_types") or ())
    if not kinds or (wanted.get("any_of_types") and not set(wanted["any_of_types"]) <= NOT_AURAS) \
            or (wanted.get("types") and not set(wanted["types"]) & NOT_AURAS) or "any_of" in wanted:
        raise NotUnderstood(m.group(0))  # it could be an Aura (303.4f), or no permanent at all


def _step(wanted: dict, into: str, tapped, players: str, yours: bool, m) -> dict:
    if into == "in_play":
        _onto_the_battlefield(wanted, m)
    elif tapped:
        raise NotUnderstood(m.group(0))
    return {"do": "return_all_from_graveyard", "for": wanted, "into": into, **({"tapped": True} if tapped else {}),
            **({"players": players} if players != "you" else {}), **({"under_your_control": True} if yours else {})}


@effect_template(rf"(?:then )?return all {_NAMED_KIND} from your graveyard "
                 r"to (?P<to>your hand|the battlefield)(?P<tapped> tapped)?")
def return_all_from_your_graveyard(eff, m):
    try:
        into = "hand" if m.group("to") == "your hand" else "in_play"
        eff.steps.append(_step(_kind(m), into, m.group("tapped"), "you", False, m))
    except NotUnderstood:
        pass_on(eff, m, return_all_from_your_graveyard)  # words a later template reads


@effect_template(rf"each player returns all {_NAMED_KIND} from their graveyard "
                 r"to (?P<to>their hand|the battlefield)(?P<tapped> tapped)?")
def each_player_returns_all(eff, m):
    try:
        into = "hand" if m.group("to") == "their hand" else "in_play"
        eff.steps.append(_step(_kind(m), into, m.group("tapped"), "each_player", False, m))
    except NotUnderstood:
        pass_on(eff, m, each_player_returns_all)  # words a later template reads


@effect_template(rf"put all {_NAMED_KIND} from all graveyards "
                 r"onto the battlefield(?P<tapped> tapped)? under your control")
def put_all_from_all_graveyards(eff, m):
    try:
        eff.steps.append(_step(_kind(m), "in_play", m.group("tapped"), "each_player", True, m))
    except NotUnderstood:
        pass_on(eff, m, put_all_from_all_graveyards)  # words a later template reads


@effect_template(rf"return all {_NAMED_KIND} from all graveyards "
                 r"to (?:(?P<hands>their owners' hands)|the battlefield(?P<tapped> tapped)? under their owners' control)")
def return_all_from_all_graveyards(eff, m):
    try:
        into = "hand" if m.group("hands") else "in_play"
        eff.steps.append(_step(_kind(m), into, m.group("tapped"), "each_player", False, m))
    except NotUnderstood:
        pass_on(eff, m, return_all_from_all_graveyards)  # words a later template reads
