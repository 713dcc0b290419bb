"""Control-changing instructions besides "gain control of" (effects/moves.py): another
player gains control ("Target opponent gains control of this creature", Sleeper Agent), and
the exchange of control of two permanents (Switcheroo). Each is a continuous effect from a
resolving spell or ability, applied in layer 2 (2007 418.5a; 2026 613.1b); without a stated
duration it lasts until the end of the game (2007 418.3a; 2026 611.2a). A permanent whose
controller changes hasn't been under its new controller's control since their turn began, so
it can't attack or use a {T} ability that turn without haste (2007 212.3d, 403.4; 2026 302.6,
602.5a: `GameObject.continuous_control`, cleared by the change).

An exchange (2026 701.12a-b; the 2007 rules say it only in their glossary, "Exchange"): if
either permanent is gone or no longer a legal target, no part of the exchange happens; two
permanents of the same controller stay as they are; else each controller gains control of
the other's permanent at once."""
from __future__ import annotations

from dataclasses import replace

from ..log import emit
from ..state import Effect
from ..targets import display
from .base import effect, permanent, resolve_ref
from .moves import gain_control


def _lasts(game, until) -> tuple[str, str]:
    if until == "end_of_turn":
        return ("effect_lasts_as_stated", "it lasts until end of turn, as the effect says")
    return ("effect_lasts_as_stated", "no duration is stated, so it lasts until the end of the game")


def _player_index(game, ctx, ref: str) -> int | None:
    found = resolve_ref(game, ctx, ref)
    if found is None or found.kind != "player":
        return None
    return game.player_named(found.id).index


@effect("give_control", fields=("what", "to", "until"))
def give_control(game, st, ctx):
    """"Target opponent gains control of this creature": the player `to` names (a player target)
    gains control of `what`, as "gain control of" gives it to the effect's controller."""
    to = _player_index(game, ctx, st.get("to", "target:0"))
    obj = permanent(game, ctx, st, "what", "self")
    if to is None or obj is None:
        return  # an illegal player target or a permanent that left play: nothing changes (2007 413.2a; 2026 608.2b)
    before = len(game.effects)
    gain_control(game, st, replace(ctx, controller=to))
    if len(game.effects) > before:
        emit(game, f"{game.players[to].name} controls {display(game, obj)} by a control-changing effect.",
             ("control_changing_effect", "a control-changing effect applies in its own layer, in timestamp order"), _lasts(game, st.get("until")))


@effect("exchange_control", fields=("what", "with"))
def exchange_control(game, st, ctx):
    """"Exchange control of two target creatures": both or neither (2026 701.12a-b)."""
    a = permanent(game, ctx, st, "what", "target:0")
    b = permanent(game, ctx, st, "with", "target:1")
    later = game.rules.applies("exchange_all_or_nothing")
    if a is None or b is None:
        why = ("exchange_all_or_nothing", "one of the two permanents can't be exchanged, so no part of the exchange occurs")
        emit(game, "One of the two permanents is gone or no longer a legal target, so no part of the exchange of control occurs"
                   + ("." if later else " (the glossary's \"Exchange\": it has no effect on them)."), *((why,) if later else ()))
        return
    ca, cb = a.controller, b.controller
    if ca == cb:
        why = ("exchange_control_same_controller", "both permanents have the same controller, so the exchange does nothing")
        emit(game, f"{game.players[ca].name} controls both {display(game, a)} and {display(game, b)}, so exchanging their "
                   f"control does nothing.", *((why,) if later else ()))
        return
    from ..aura_control import base_controller
    from ..control import change_control
    ts = game.new_timestamp()
    game.effects = game.effects + tuple(
        Effect(ts, "control", o.id, o.zcc, (("from", old), ("to", new), ("base", base_controller(game, o))), None, ctx.source_name)
        for o, old, new in ((a, ca, cb), (b, cb, ca)))
    change_control(game, a, cb, f"{game.players[cb].name} gains control of {display(game, a)}.")
    change_control(game, b, ca, f"{game.players[ca].name} gains control of {display(game, b)}.")
    cites = [("control_changing_effect", "a control-changing effect applies in its own layer, in timestamp order"), _lasts(game, None)]
    if later:
        cites.append(("exchange_control_simultaneous", "each player gains control of the permanent the other controlled, at the same time"))
    emit(game, f"{game.players[ca].name} and {game.players[cb].name} exchange control of {display(game, a)} and {display(game, b)}.", *cites)
