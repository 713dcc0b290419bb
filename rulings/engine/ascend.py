"""Ascend and the city's blessing (2026: 702.131; later than February 2007).
702.131b: ascend on a permanent means "Any time you control ten or more
permanents and you don't have the city's blessing, you get the city's blessing
for the rest of the game." 702.131c: the city's blessing is a player's
designation; any number of players may have it. 702.131d: continuous effects
are reapplied before trigger conditions are checked (the engine computes
characteristics when read, so an ability checked after the blessing sees it).

"Any time" is checked wherever the number of permanents a player controls can
grow, and before a player would receive priority: as a permanent enters the
battlefield (before its "enters" abilities are matched), as control of one
changes, and as the game settles (priority.settle). The conditions "as long as
you have the city's blessing" (a static ability's `while`) and "if you have the
city's blessing" (a triggered ability's `if`) read `citys_blessing`. Ascend on
an instant or sorcery (702.131a) is not played. Under the 2007 rules ascend
does nothing (engine.MODERN_ONLY_KEYWORDS) and no player gets the blessing."""
from __future__ import annotations

from .continuous import characteristics
from .log import emit
from .targets import display

COUNT = 10


def check(game) -> None:
    """Each player who controls a permanent with ascend and ten or more permanents gets the city's blessing."""
    if not game.rules.applies("ascend"):
        return
    for p in game.players:
        if p.citys_blessing or p.lost:
            continue
        mine = game.in_play(p.index)
        if len(mine) < COUNT:
            continue
        src = next((o for o in mine if characteristics(game, o).has_keyword("ascend")), None)
        if src is None:
            continue
        p.citys_blessing = True
        game.characteristics_changed()  # 702.131d: continuous effects that read it apply again
        emit(game, f"{p.name} controls {len(mine)} permanents and {display(game, src)} has ascend: {p.name} gets the city's blessing "
                   "for the rest of the game.",
             ("ascend", f"{p.name} controls ten or more permanents and didn't have the city's blessing"),
             ("citys_blessing", "the city's blessing is a designation the player keeps for the rest of the game"))
