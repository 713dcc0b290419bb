"""Day and night (2026 731) and the daybound and nightbound keywords (702.145).

The game starts with neither designation (731.1); a scenario may give one as it starts
(`"day_night": "day"` or `"night"`). Any time a player controls a permanent with daybound and it is
neither, it becomes day (702.145d); with nightbound and no daybound permanent on the battlefield, night
(702.145g). As the second part of the untap step the previous turn is checked: day becomes night if its
active player cast no spells during it, night becomes day if they cast two or more (731.2a-b). A
daybound permanent front face up transforms when it is night, a nightbound one back face up when it is
day (702.145c, 702.145f): immediately, not as a state-based action (the engine looks each time it
checks state-based actions, and as the designation changes). A daybound card enters transformed at night
(702.145b). Neither permanent can transform except by those abilities (702.145b, 702.145e).

Later than February 2007: a card with a back face is refused under those rules (double_faced.py).
"""
from __future__ import annotations

from .log import emit

STATES = ("day", "night")


def _has(game, obj, keyword: str) -> bool:
    from .continuous import characteristics
    return characteristics(game, obj).has_keyword(keyword)


def bound(game, obj) -> bool:
    """Daybound or nightbound: it can't transform except by those abilities (702.145b, 702.145e)."""
    return _has(game, obj, "daybound") or _has(game, obj, "nightbound")


def enters_transformed(game, obj) -> bool:
    """702.145b: "If it is night and this permanent is represented by a double-faced card, it enters
    transformed" (read from the front face it enters with)."""
    return game.day_night == "night" and "back" in obj.card and any(
        ab.get("kind") == "keyword" and ab.get("keyword") == "daybound" for ab in obj.card.get("abilities", ()))


def become(game, state: str, why: str, cite: tuple) -> None:
    """The game becomes day or night (731.1), then the bound permanents follow (702.145c, 702.145f)."""
    game.day_night = state
    game.characteristics_changed()
    emit(game, f"It becomes {state}: {why}.", cite)
    follow(game)


def follow(game) -> None:
    """702.145c / 702.145f: each daybound permanent front face up at night, each nightbound one back
    face up by day, transforms now."""
    from .double_faced import turn_over
    if game.day_night is None:
        return
    for obj in list(game.in_play()):
        if obj.face_down or "back" not in obj.card:
            continue
        if game.day_night == "night" and not obj.transformed and _has(game, obj, "daybound"):
            concept = ("daybound_transforms", "a permanent front face up with daybound transforms as soon as it is night")
        elif game.day_night == "day" and obj.transformed and _has(game, obj, "nightbound"):
            concept = ("nightbound_transforms", "a permanent back face up with nightbound transforms as soon as it is day")
        else:
            continue
        turn_over(game, obj, (f"It is {game.day_night}: ", concept))


def _maybe(game) -> bool:
    """Whether any permanent could have daybound or nightbound: a double-faced card, or a copy of one."""
    return any("back" in o.card for o in game.in_play()) or any(e.kind == "copy" for e in game.effects)


def keep(game) -> None:
    """The checks that happen "any time" (702.145c-d, 702.145f-g), done each time state-based actions are."""
    if not game.rules.applies("daybound_makes_day") or not _maybe(game):
        return
    if game.day_night is None:
        perms = list(game.in_play())
        if any(_has(game, o, "daybound") for o in perms):
            become(game, "day", "a player controls a permanent with daybound and it was neither day nor night",
                   ("daybound_makes_day", "any time a player controls a permanent with daybound, if it's neither day nor night, it becomes day"))
        elif any(_has(game, o, "nightbound") for o in perms):
            become(game, "night", "a player controls a permanent with nightbound, it was neither day nor night and no permanent has daybound",
                   ("nightbound_makes_night", "with nightbound and no daybound permanent, if it's neither day nor night, it becomes night"))
        return
    follow(game)


def untap_step_check(game, previous_active: int | None) -> None:
    """731.2: as the second part of the untap step, the previous turn is checked."""
    if game.day_night is None or previous_active is None:
        return
    cast = game.players[previous_active].spells_cast_last_turn
    who = game.players[previous_active].name
    if game.day_night == "day" and cast == 0:
        become(game, "night", f"it was day and {who}, the previous turn's active player, cast no spells during that turn",
               ("day_becomes_night", "if it's day and the previous turn's active player didn't cast any spells during that turn, it becomes night"))
    elif game.day_night == "night" and cast >= 2:
        become(game, "day", f"it was night and {who}, the previous turn's active player, cast {cast} spells during that turn",
               ("night_becomes_day", "if it's night and the previous turn's active player cast two or more spells, it becomes day"))
