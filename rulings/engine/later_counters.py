"""Stun, shield and finality counters (2026: 122.1d, 122.1c and 122.1h; later than February 2007,
so a card or object that uses them is refused under those rules, naming it).

122.1d: "If a permanent with a stun counter on it would become untapped, instead
remove a stun counter from it": in the untap step and by an effect that untaps
it alike; a permanent that is already untapped doesn't become untapped, so it
keeps its counters.

122.1c: "If this permanent would be destroyed as the result of an effect,
instead remove a shield counter from it" and "If damage would be dealt to this
permanent, prevent that damage and remove a shield counter from it": one
replacement and one prevention effect however many shield counters it has
(not a destruction by a state-based action). With other replacement effects on
the same event, its controller chooses the order (616.1).

122.1h: "If this permanent would be put into a graveyard from the battlefield, exile
it instead": one replacement effect however many finality counters it has; a creature
exiled this way doesn't die (700.4), so its dies abilities don't trigger. Cards put
a permanent onto the battlefield "with a finality counter on it" (`return_to_play`'s
`with_counter`)."""
from __future__ import annotations

from .log import emit
from .replacement import Replacement
from .targets import display

LATER_COUNTERS = {"stun": "122.1d", "shield": "122.1c", "level": "702.87a, 711", "lore": "714.3", "finality": "122.1h"}
SHIELD = "shield counter"


def kinds_in(card) -> set:
    """The stun and shield counters a card's instructions put or it enters with (and the finality
    counter a permanent it returns to the battlefield enters with)."""
    from .scenario.cards import instructions
    found = {st.get("counter") for st in instructions(card) if st.get("do") == "put_counters"} & set(LATER_COUNTERS)
    found |= {st.get("with_counter") for st in instructions(card) if st.get("do") == "return_to_play"} & set(LATER_COUNTERS)
    for ab in card.get("abilities", ()) if isinstance(card, dict) else ():
        if isinstance(ab, dict) and isinstance(ab.get("while"), dict) and ab["while"].get("self_has_shield_counter"):
            found.add("shield")  # "as long as it has a shield counter on it"
    for ab in card.get("abilities", ()) if isinstance(card, dict) else ():
        how = ab.get("comes_into_play") if isinstance(ab, dict) else None
        if isinstance(how, dict) and isinstance(how.get("counters"), dict):
            found |= set(how["counters"]) & set(LATER_COUNTERS)
    return found


def refused_2007(kind: str) -> str:
    return (f"{kind} counters are later than the February 2007 rules (2026: {LATER_COUNTERS[kind]}); "
            "play this scenario under the 2026-06-19 rules")


def _remove_one(game, obj, kind: str) -> int:
    left = obj.counters.get(kind, 0) - 1
    obj.counters = {k: v for k, v in {**obj.counters, kind: left}.items() if v}
    game.characteristics_changed()
    return left


# --- stun -----------------------------------------------------------------------

def stays_stunned(game, obj) -> bool:
    """True if `obj`, tapped and about to become untapped, has a stun counter:
    one is removed instead (and logged)."""
    if not obj.tapped or not obj.counters.get("stun") or not game.rules.applies("stun_counters"):
        return False
    left = _remove_one(game, obj, "stun")
    emit(game, f"{display(game, obj)} would become untapped; instead a stun counter is removed from it ({left} left).",
         ("stun_counters", "a stun counter stops the permanent from untapping once"))
    return True


# --- shield -----------------------------------------------------------------------

def shield_option(game, obj) -> list:
    """The shield counter's replacement or prevention effect on `obj`, if it has one."""
    if obj is None or not obj.counters.get("shield") or obj.zone != "in_play" or not game.rules.applies("shield_counters"):
        return []
    return [Replacement(obj.id, f"{display(game, obj)}'s {SHIELD}", -1, kind="shield_counter")]


def is_shield(r) -> bool:
    return r.kind == "shield_counter"


def destruction_replaced(game, obj) -> None:
    left = _remove_one(game, obj, "shield")
    emit(game, f"{display(game, obj)} would be destroyed; instead a shield counter is removed from it ({left} left).",
         ("shield_counters", "a shield counter replaces the destruction by an effect"))


def damage_prevented(game, obj, source_name: str, n: int) -> None:
    left = _remove_one(game, obj, "shield")
    emit(game, f"All {n} damage from {source_name} to {display(game, obj)} is prevented, and a shield counter is removed from it "
               f"({left} left).",
         ("shield_counters", "a shield counter prevents the damage and is removed"))


# --- finality -----------------------------------------------------------------------

FINALITY = "finality counter"


def finality_option(game, obj) -> list:
    """The finality counter's replacement effect on `obj` (a permanent about to be put into a
    graveyard from the battlefield), if it has one: exiled instead."""
    if obj is None or not obj.counters.get("finality") or obj.zone != "in_play" or not game.rules.applies("finality_counters"):
        return []
    return [Replacement(obj.id, f"{display(game, obj)}'s {FINALITY}", -1,
                        ability={"replacement": {"instead": "remove_from_game"}}, kind="finality_counter")]


def is_finality(r) -> bool:
    return r.kind == "finality_counter"


def graveyard_replaced(game, name: str) -> None:
    emit(game, f"{name} would be put into a graveyard from the battlefield; instead it is exiled (it has a finality counter).",
         ("finality_counters", "a finality counter exiles the permanent instead of putting it into a graveyard"))
