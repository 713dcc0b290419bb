"""The number of creatures of a creature type that died this turn: `{"count":
"subtype_died_this_turn", "filter": {"subtypes": ["Zubera"]}}` ("you gain 2 life for each Zubera
that died this turn", Silent-Chant Zubera, with `"times": 2`; "it deals damage to any target equal to
the number of Zubera that died this turn", Ember-Fist Zubera). Every creature, any player's, token or
card, put into a graveyard from the battlefield this turn (2026 700.4 "dies"; 2007 "put into a
graveyard from play") that had one of those subtypes as it last existed on the battlefield (2026
603.10a look-back; 2007 410.10d), read once as the instruction is followed (2007 413.2f; 2026 608.2h).

The engine remembers each creature's subtypes as it leaves play (zones.leave_play) and forgets them as
a new turn begins. A scenario that starts in the middle of a turn gives how many creatures of each
subtype died before it in `turn.creatures_died_of_subtype` ({"Zubera": 2}), each no more than
`turn.creatures_died`."""
from __future__ import annotations

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("subtype_died_this_turn",)


def remember(game, last) -> None:
    """A creature died: its subtypes as it last existed on the battlefield."""
    # kept as they are: a changeling's (creature_types.EveryCreatureType) answers `in` for every creature type
    subtypes = last.subtypes if isinstance(last.subtypes, tuple) else tuple(last.subtypes)
    game.died_subtypes_this_turn = game.died_subtypes_this_turn + (subtypes,)


def as_the_scenario_starts(game, turn: dict) -> None:
    """`turn.creatures_died_of_subtype`: creatures of those subtypes that died before the scenario starts."""
    for subtype, n in sorted((turn.get("creatures_died_of_subtype") or {}).items()):
        game.died_subtypes_this_turn = game.died_subtypes_this_turn + ((subtype,),) * n


def counted(game, ctx, amount: dict) -> int:
    wanted = set((amount.get("filter") or {}).get("subtypes", ()))
    n = sum(1 for subtypes in game.died_subtypes_this_turn if any(kind in subtypes for kind in wanted))  # `in`: changeling
    from .log import emit
    died = "that died this turn" if game.rules.applies("dies") else "put into a graveyard from play this turn"  # 2007: no "dies"
    kinds = " or ".join(sorted(wanted))
    emit(game, f"{ctx.source_name} counts the {kinds} {died}: {n} (counted once, as it is read; each as it last existed).",
         ("information_determined_once", "the number is counted once, as it is read"))
    return n * amount.get("times", 1)


def problems(value: dict) -> list[list[str]]:
    """The loader's check of the count: a filter of creature types alone, `times` 1 to 100."""
    from .creature_types import CREATURE_TYPES
    out = []
    spec = value.get("filter")
    if not isinstance(spec, dict) or set(spec) != {"subtypes"} or not isinstance(spec["subtypes"], list) or not spec["subtypes"]:
        out.append(["filter", 'must be {"subtypes": [creature types]}'])
    else:
        for s in spec["subtypes"]:
            if s not in CREATURE_TYPES:
                out.append(["filter.subtypes", f"{s!r} is not a creature type"])
    times = value.get("times", 1)
    if not (isinstance(times, int) and not isinstance(times, bool) and 1 <= times <= 100):
        out.append(["times", "must be a whole number from 1 to 100"])
    return out
