"""Which permanents untap in the untap step: normally all the active player's,
but effects can keep some from untapping (302.2 in 2007, 502.3 in 2026):
"[This creature] doesn't untap during your untap step", and an Aura's
"Enchanted creature doesn't untap during its controller's untap step"."""
from __future__ import annotations

from .continuous import characteristics


def untap_step(game, tapped: list) -> tuple[list, list]:
    """(the permanents that untap, the (concept, reason) citations for those kept tapped)."""
    from .targets import display
    untap, kept = [], []
    for o in tapped:
        (kept if characteristics(game, o).has_keyword("doesnt_untap") else untap).append(o)
    cites = [("untap_prevented", f"{display(game, o)} doesn't untap during its controller's untap step") for o in kept]
    return untap, cites
