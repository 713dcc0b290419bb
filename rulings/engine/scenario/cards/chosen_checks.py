"""Checking the instructions of choices made as a spell or ability resolves (2007 413.2c; 2026
608.2d): `choose_number`'s bounds (effects/chosen_number.py) and `player_chooses_permanent`'s kind
(effects/chosen_permanent.py)."""
from __future__ import annotations

from ..fields import Checker
from .effect_checks import EFFECT_CHECKS


def _choose_number(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Choose a number between 0 and 13": both bounds, the first not above the second."""
    if "min" not in st or "max" not in st:
        v.err(sp, 'needs "min" and "max" (the printed bounds)')
        return
    if v.integer(st["min"], f"{sp}.min", 0, 1000) and v.integer(st["max"], f"{sp}.max", 0, 1000) and st["min"] > st["max"]:
        v.err(f"{sp}.max", 'must not be less than "min"')


def _player_chooses_permanent(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Target opponent chooses a creature they control": who chooses, and what kind."""
    from ...effects.chosen_permanent import KINDS
    if "player" not in st:
        v.err(sp, 'needs "player" (who chooses)')
    if "chosen" in st:
        v.choice(st["chosen"], f"{sp}.chosen", KINDS)


EFFECT_CHECKS["choose_number"] = _choose_number
EFFECT_CHECKS["player_chooses_permanent"] = _player_chooses_permanent


def _others_cant_block(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Other creatures they control can't block this turn": whose creatures."""
    if "player" not in st:
        v.err(sp, 'needs "player" (whose other creatures)')


EFFECT_CHECKS["others_cant_block_this_turn"] = _others_cant_block


def _choose_value(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Choose a creature type other than Wall": `other_than` a creature type, only with that kind."""
    if "other_than" in st:
        if st.get("kind", "creature_type") != "creature_type":
            v.err(f"{sp}.other_than", 'is only for kind "creature_type"')
        else:
            v.choice(st["other_than"], f"{sp}.other_than", ("Wall",))


EFFECT_CHECKS.setdefault("choose_value", _choose_value)


def _one_of_two_targets(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "... sacrifices one of them. Return the other to its owner's hand": who chooses, and what happens
    to the chosen one and to the other (instructions that see the two targets and read "it")."""
    from ...effects.one_of_two import CHOOSERS
    from .effect_checks import effects
    if "chooser" in st:
        v.choice(st["chooser"], f"{sp}.chooser", CHOOSERS)
    if "for_chosen" not in st:
        v.err(sp, 'needs "for_chosen" (what happens to the chosen one)')
    for k in ("for_chosen", "for_other"):
        if k in st:
            if depth < 3:
                effects(v, st[k], f"{sp}.{k}", 2, depth + 1)
            else:
                v.err(f"{sp}.{k}", "is nested too deeply")


EFFECT_CHECKS["one_of_two_targets"] = _one_of_two_targets


def _choose_player(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Choose an opponent": among whom."""
    from ...effects.chosen_player import AMONG
    v.choice(st.get("among"), f"{sp}.among", AMONG)


EFFECT_CHECKS["choose_player"] = _choose_player


def _players_choose_permanents(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Each player chooses a creature they control": each player, and what kind."""
    from ...effects.chosen_permanent import KINDS
    v.choice(st.get("players"), f"{sp}.players", ("each_player",))
    if "chosen" in st:
        v.choice(st["chosen"], f"{sp}.chosen", KINDS)


def _destroy_the_rest(v: Checker, st: dict, sp: str, depth: int) -> None:
    from ...effects.chosen_permanent import KINDS
    if "chosen" in st:
        v.choice(st["chosen"], f"{sp}.chosen", KINDS)


EFFECT_CHECKS["players_choose_permanents"] = _players_choose_permanents
EFFECT_CHECKS["destroy_the_rest"] = _destroy_the_rest
