""" "This creature gains your choice of flying, deathtouch, or lifelink until end of turn" (Assassin
Initiate), "Target creature gains your choice of lifelink or indestructible until end of turn" (a spell):
which of the abilities the permanent gains is chosen as the effect is applied (2007 413.2c; 2026 608.2d),
by the controller of the spell or ability, through the resolving action's `choices` for its source:
`{"source_id": {"chosen_ability": 1}}`, the index of one of `choose_from` (0 the first). Without a choice, the
first, and the log says so. It then gains that one as `gain_ability` gives it (until end of turn)."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from .base import effect, permanent
from .characteristics import ability_name, gain_ability, pump


def _chosen(game, ctx, key: str, options: list, what: str):
    """The index the resolving action's `choices` gives for this source (`key`), or None; one out of
    range is refused, the game left as it was (2007 413.2c; 2026 608.2d)."""
    given = made_for(game, ctx.source_id or "").get(key)
    if given is not None and (not isinstance(given, int) or isinstance(given, bool) or not 0 <= given < len(options)):
        player = game.players[ctx.controller].name
        raise IllegalAction("choice_on_resolution", f"{player} chooses one of the {len(options)} {what} offered "
                                                    f"(0 to {len(options) - 1}), not {given!r}", "illegal_action_reversed")
    return given


@effect("gain_ability_of_choice", fields=("choose_from", "to", "until"))
def gain_ability_of_choice(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    options = st.get("choose_from") or []
    player = game.players[ctx.controller].name
    given = _chosen(game, ctx, "chosen_ability", options, "abilities")
    chosen = options[given if given is not None else 0]
    note = "" if given is not None else " (no choice was given: the first offered)"
    emit(game, f"{player} chooses {ability_name(chosen)} of {', '.join(ability_name(o) for o in options)}{note}.",
         ("choice_on_resolution", f"{player}, who controls {ctx.source_name}'s effect, chooses the ability while it is applied"))
    gain_ability(game, {"ability": chosen, "to": st.get("to", "target:0"), "until": st.get("until", "end_of_turn")}, ctx)


@effect("pump_of_choice", fields=("pumps", "to", "until"))
def pump_of_choice(game, st, ctx):
    """ "This creature gets +1/-1 or -1/+1 until end of turn" (Brightling): which of the `pumps` (each
    `[power, toughness]`) is chosen as the effect is applied (2007 413.2c; 2026 608.2d), the resolving
    action's `choices` for its source: `{"source_id": {"chosen_pump": 1}}` (from 0); none given, the first."""
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    options = st.get("pumps") or []
    player = game.players[ctx.controller].name
    given = _chosen(game, ctx, "chosen_pump", options, "changes")
    power, toughness = options[given if given is not None else 0]
    shown = " or ".join(f"{p:+d}/{t:+d}" for p, t in options)
    note = "" if given is not None else " (no choice was given: the first offered)"
    emit(game, f"{player} chooses {power:+d}/{toughness:+d} of {shown}{note}.",
         ("choice_on_resolution", f"{player}, who controls {ctx.source_name}'s effect, chooses while it is applied"))
    pump(game, {"power": power, "toughness": toughness, "to": st.get("to", "target:0"), "until": st.get("until", "end_of_turn")}, ctx)
