""" "Where X is the greatest power among creatures you control" (Rubblebelt Rioters, Fungal Sprouting,
Garruk's "Draw cards equal to the greatest power among creatures you control"): `{"count":
"greatest_power", "filter": {...}}`, the greatest power among the permanents in play a target filter
describes (creatures; `"controller": "you"`, `"other": true` not the source), read once as the
instruction is followed (2007 413.2f; 2026 608.2h). None there, or a greatest power below 0, gives 0
(2026 107.1b: a calculation that would give a negative result gives zero)."""
from __future__ import annotations

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("greatest_power",)


def counted(game, ctx, amount: dict) -> int:
    from . import target_filter
    from .continuous import characteristics
    from .log import emit
    spec = amount.get("filter") or {}
    powers = [characteristics(game, o).power or 0 for o in game.in_play()
              if target_filter.why_not(game, spec, o, o.id, None, ctx.source_id, ctx.controller) is None]
    n = max([0, *powers])
    emit(game, f"{ctx.source_name} reads the greatest power among {len(powers)} creature{'s' if len(powers) != 1 else ''} "
               f"({target_filter.describe(spec).removeprefix('target ')}): {n} (read once, as the instruction is followed).",
         ("information_determined_once", "the number is read once, as the instruction is followed"))
    return n
