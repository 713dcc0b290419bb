""""At the beginning of each player's upkeep, that player untaps a land they control." (Hokori, Dust Drinker;
Rising Waters): `{"do": "player_untaps_a_land", "player": "it"}` (or "you", "target:N"). The player named
chooses one land they control as it resolves (2007 413.2c; 2026 608.2d) and untaps it; the choice is the
resolving action's `choices` for the source, `{"source_id": {"untap_lands": ["land_id"]}}` (one land that
player controls, tapped or not); without one, the tapped land they control that entered the battlefield first (the
log says no choice was given). A player who controls no land untaps nothing."""
from __future__ import annotations

from dataclasses import replace

from ..log import emit
from ..targets import display
from .base import effect, resolve_ref, run


@effect("player_untaps_a_land", fields=("player",))
def player_untaps_a_land(game, st, ctx):
    from ..choices import made_for
    from ..continuous import characteristics
    from ..errors import IllegalAction
    from ..state import TargetRef
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    lands = [o for o in game.in_play(p.index) if "Land" in characteristics(game, o).types]
    why = ("choice_on_resolution", f"{p.name} chooses the land to untap as it resolves")
    if not lands:
        emit(game, f"{p.name} controls no land, so {p.name} untaps nothing.", why)
        return
    field = f'"choices": {{"{ctx.source_id}": {{"untap_lands": ["id"]}}}}'
    given = made_for(game, ctx.source_id or "").get("untap_lands")
    if given is not None:
        ids = {o.id: o for o in lands}
        if not isinstance(given, (list, tuple)) or len(given) != 1 or given[0] not in ids:
            raise IllegalAction("choice_on_resolution", f"{p.name} untaps one land they control ({', '.join(sorted(ids))}): "
                                                        f"name one of them in the action's {field}")
        land, note = ids[given[0]], ""
    else:
        tapped = sorted((o for o in lands if o.tapped), key=lambda o: o.timestamp)
        land = tapped[0] if tapped else sorted(lands, key=lambda o: o.timestamp)[0]
        note = f" (no choice was given: the tapped land they control that came {game.words.into_play} first)" if tapped else \
            " (no choice was given; none of their lands is tapped)"
    emit(game, f"{p.name} chooses {display(game, land)} to untap{note}.", why)
    run(game, [{"do": "untap", "what": "it"}], replace(ctx, data={**ctx.data, "it": TargetRef("object", land.id, land.zcc)}))
