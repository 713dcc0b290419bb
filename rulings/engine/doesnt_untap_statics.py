""""Islands don't untap during their controllers' untap steps." (Choke), "Creatures with power 3 or
greater don't untap during their controllers' untap steps." (Meekstone): a static ability of a
permanent in play (its `keeps_tapped`, a target filter's fields, no target) that keeps each
permanent it describes from untapping in its controller's untap step (2007 302.2; 2026 502.3:
"effects can keep one or more of a player's permanents from untapping"). It reads each permanent as
the step begins, so a permanent that matches only then is kept, and one that no longer does untaps:
it changes no object's characteristics, so it binds no fixed set of permanents (2026 611.3a: a
static ability's effect applies at any given moment to whatever its text indicates; 2007 418.4a)."""
from __future__ import annotations

from . import target_filter
from .continuous import abilities_now
from .targets import display


def kept_by_statics(game, tapped: list) -> tuple[set, list]:
    """The ids of the `tapped` permanents such an ability of a face-up permanent in play keeps
    tapped now, and the citations."""
    rules = [(src, ab["keeps_tapped"]) for src in game.in_play() if not src.face_down
             for ab in abilities_now(game, src) if ab.get("kind") == "static" and isinstance(ab.get("keeps_tapped"), dict)]
    kept, cites = set(), []
    for o in tapped:
        for src, spec in rules:
            if target_filter.why_not(game, spec, o, o.id, None, src.id, src.controller) is None:
                kept.add(o.id)
                cites.append(("untap_prevented", f"{display(game, o)} doesn't untap during its controller's untap step "
                                                 f"({display(game, src)}'s static ability describes it)"))
                break
    return kept, cites
