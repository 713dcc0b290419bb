"""Which permanents untap in the untap step: normally all the active player's,
but effects can keep some from untapping (302.2 in 2007, 502.3 in 2026):
"[This creature] doesn't untap during your untap step", and an Aura's
"Enchanted creature doesn't untap during its controller's untap step"; and
"You may choose not to untap [this permanent] during your untap step", a choice
the active player makes as the step begins (the action's `choices`: {"id":
{"untap": false}}; without one, it untaps). Also "It doesn't untap ... for as long as this creature
remains tapped" (effects/doesnt_untap.py) and a static "Islands don't untap during their
controllers' untap steps" (doesnt_untap_statics.py)."""
from __future__ import annotations

from .continuous import characteristics


def untap_step(game, tapped: list) -> tuple[list, list]:
    """(the permanents that untap, the (concept, reason) citations for those kept tapped)."""
    from .targets import display
    from .choices import made_for
    untap, kept, cites = [], [], []
    from .next_untap import kept_tapped_next_untap
    kept_next, cites = kept_tapped_next_untap(game, tapped)  # "doesn't untap during its controller's next untap step"
    from .effects.doesnt_untap import kept_tapped_while
    kept_while, while_cites = kept_tapped_while(game, tapped)  # "... for as long as this creature remains tapped"
    kept_next, cites = kept_next | kept_while, cites + while_cites
    from .doesnt_untap_statics import kept_by_statics
    kept_static, static_cites = kept_by_statics(game, [o for o in tapped if o.id not in kept_next])  # "Islands don't untap ..."
    kept_next, cites = kept_next | kept_static, cites + static_cites
    for o in tapped:
        c = characteristics(game, o)
        if o.id in kept_next:
            kept.append(o)
        elif c.has_keyword("doesnt_untap"):
            kept.append(o)
            cites.append(("untap_prevented", f"{display(game, o)} doesn't untap during its controller's untap step"))
        elif c.has_keyword("doesnt_untap_with_depletion_counter") and o.counters.get("depletion", 0) > 0:  # storage_counters.py
            kept.append(o)
            cites.append(("untap_prevented", f"{display(game, o)} doesn't untap during its controller's untap step: it has a depletion counter on it"))
        elif c.has_keyword("may_not_untap"):
            stays = made_for(game, o.id).get("untap") is False
            (kept if stays else untap).append(o)
            cites.append(("untap_choice", f"{game.players[o.controller].name} may choose not to untap {display(game, o)}, and chooses "
                                          + ("not to" if stays else "to untap it" + ("" if "untap" in made_for(game, o.id) else
                                                                                     " (no choice was given: the default)"))))
        else:
            untap.append(o)
    from .untap_limits import limit_untaps  # "Players can't untap more than one creature during their untap steps"
    untap, limit_cites = limit_untaps(game, untap)
    return untap, cites + limit_cites
