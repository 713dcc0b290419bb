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

from ..continuous import characteristics
from ..log import emit
from ..state import Effect
from ..targets import display
from .base import effect, permanent, resolve_ref
from .moves import gain_control


def _lasts(game, until) -> tuple[str, str]:
    if until == "end_of_turn":
        return ("effect_lasts_as_stated", "it lasts until end of turn, as the effect says")
    return ("effect_lasts_as_stated", "no duration is stated, so it lasts until the end of the game")


def _permanent(game, ctx, st, key: str, default: str):
    """The permanent `st[key]` names; "self" only while it is the object the ability came from (a
    source that left play and came back is a new object: 2007 217.1c; 2026 400.7)."""
    obj = permanent(game, ctx, st, key, default)
    if obj is not None and st.get(key, default) == "self" and ctx.data.get("stack_source_zcc") not in (None, obj.zcc):
        return None
    return obj


def _player_index(game, ctx, ref: str) -> int | None:
    found = resolve_ref(game, ctx, ref)
    if found is None or found.kind != "player":
        return None
    return game.player_named(found.id).index


#: "for as long as you control ~" / "for as long as ~ remains on the battlefield": the source, as the ability
#: was put on the stack, must stay in play (under the ability's controller, for the first)
SOURCE_DURATIONS = ("source_controlled", "source_in_play")
#: "for as long as you control ~ and ~ remains tapped" (Rubinia Soulsinger) / "for as long as ~ remains tapped":
#: the source must also stay tapped; once it untaps the effect is over for good (continuous.end_while_tapped)
TAPPED_DURATIONS = ("source_controlled_tapped", "source_tapped")
SOURCE_DURATIONS += TAPPED_DURATIONS


def _source_lasts(game, e) -> bool:
    src = game.objects.get(e.get("duration_source"))
    if src is None or src.zone != "in_play" or src.zcc != e.get("duration_source_zcc"):
        return False
    if e.until in TAPPED_DURATIONS and not src.tapped:
        return False
    return e.until not in ("source_controlled", "source_controlled_tapped") or src.controller == e.get("duration_controller")


def _duration_words(game, until: str, source_name: str) -> str:
    """ "they control X" / "X remains on the battlefield" / "they control X and X remains tapped"."""
    return {"source_controlled": f"they control {source_name}",
            "source_in_play": f"{source_name} remains {game.words.in_play}",
            "source_controlled_tapped": f"they control {source_name} and {source_name} remains tapped",
            "source_tapped": f"{source_name} remains tapped"}[until]


@effect("give_control", fields=("what", "to", "until"))
def give_control(game, st, ctx):
    """"Target opponent gains control of this creature": the player `to` names (a player target)
    gains control of `what`, as "gain control of" gives it to the effect's controller. With a duration
    of its source ("for as long as you control ~"), an effect whose duration has already ended as it
    resolves does nothing (2007 418.3d; 2026 611.2b); else it ends once the source leaves play or
    (for "you control") changes controller, checked whenever state-based actions are
    (`end_lapsed_control`)."""
    to = _player_index(game, ctx, st.get("to", "target:0"))
    obj = _permanent(game, ctx, st, "what", "self")
    if to is None or obj is None:
        return  # an illegal player target or a permanent that left play: nothing changes (2007 413.2a; 2026 608.2b)
    until = st.get("until")
    if until in SOURCE_DURATIONS:
        probe = Effect(0, "control", obj.id, obj.zcc, (("duration_source", ctx.source_id), ("duration_source_zcc", ctx.data.get("stack_source_zcc")),
                                                        ("duration_controller", ctx.controller)), until, ctx.source_name)
        if not _source_lasts(game, probe):
            emit(game, f"{ctx.source_name}'s \"for as long as\" duration has already ended, so it doesn't change control of {display(game, obj)}.",
                 ("as_long_as_duration_over", "the \"as long as\" duration ended before the effect would first apply: "
                                              "it doesn't start and immediately stop again"))
            return
        _gain_for_as_long_as(game, obj, to, probe, ctx)
        return
    before = len(game.effects)
    gain_control(game, st, replace(ctx, controller=to))
    if len(game.effects) > before:
        emit(game, f"{game.players[to].name} controls {display(game, obj)} by a control-changing effect.",
             ("control_changing_effect", "a control-changing effect applies in its own layer, in timestamp order"), _lasts(game, st.get("until")))


@effect("exchange_control", fields=("what", "with"))
def exchange_control(game, st, ctx):
    """"Exchange control of two target creatures": both or neither (2026 701.12a-b)."""
    a = _permanent(game, ctx, st, "what", "target:0")
    b = _permanent(game, ctx, st, "with", "target:1")
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
    name_a, name_b = display(game, a), display(game, b)  # as they were named before the exchange
    ts = game.new_timestamp()
    game.effects = game.effects + tuple(
        Effect(ts, "control", o.id, o.zcc, (("from", old), ("to", new), ("base", base_controller(game, o))), None, ctx.source_name)
        for o, old, new in ((a, ca, cb), (b, cb, ca)))
    change_control(game, a, cb, f"{game.players[cb].name} gains control of {display(game, a)}.")
    change_control(game, b, ca, f"{game.players[ca].name} gains control of {display(game, b)}.")
    cites = [("control_changing_effect", "a control-changing effect applies in its own layer, in timestamp order"), _lasts(game, None)]
    if later:
        cites.append(("exchange_control_simultaneous", "each player gains control of the permanent the other controlled, at the same time"))
    emit(game, f"{game.players[ca].name} and {game.players[cb].name} exchange control of {name_a}, which {game.players[ca].name} "
               f"controlled, and {name_b}, which {game.players[cb].name} controlled.", *cites)


def _gain_for_as_long_as(game, obj, to, probe, ctx) -> None:
    from ..aura_control import base_controller
    from ..control import change_control
    old = obj.controller
    game.effects = game.effects + (Effect(game.new_timestamp(), "control", obj.id, obj.zcc,
                                          (("from", old), ("to", to), ("base", base_controller(game, obj)), *probe.data),
                                          probe.until, ctx.source_name),)
    words = _duration_words(game, probe.until, ctx.source_name)
    if old != to:
        change_control(game, obj, to, f"{game.players[to].name} gains control of {display(game, obj)} for as long as {words}.")
    emit(game, f"{game.players[to].name} controls {display(game, obj)} by a control-changing effect.",
         ("control_changing_effect", "a control-changing effect applies in its own layer, in timestamp order"),
         ("effect_lasts_as_stated", f"it lasts for as long as {words.replace('they control', 'its controller controls')}"))


def end_lapsed_control(game) -> None:
    """End each "for as long as you control ~" control effect whose source has left play or changed
    controller (a new object after a zone change: 2007 217.1c; 2026 400.7), and give the permanent the
    controller its layer 2 says then."""
    ended = [e for e in game.effects if e.kind == "control" and e.until in SOURCE_DURATIONS and not _source_lasts(game, e)]
    if not ended:
        return
    from ..aura_control import settle
    game.effects = tuple(e for e in game.effects if e not in ended)
    game.characteristics_changed()
    for e in ended:
        obj = game.objects.get(e.target)
        emit(game, f"{e.source}'s control-changing effect ends: its \"for as long as\" duration is over.",
             ("effect_lasts_as_stated", "the effect lasted only for as long as its duration said"))
        if obj is not None and obj.zcc == e.zcc and obj.zone == "in_play":
            settle(game, obj, e.get("base", e.get("from")))


#: "Each player gains control of all creatures they own" (Homeward Path) / "... all nontoken permanents they own" (Brooding Saurian)
OWNED = ("creatures", "nontoken_permanents")


@effect("owners_gain_control", fields=("owned",))
def owners_gain_control(game, st, ctx):
    """Each player gains control of the permanents of that kind they own, at once and for good (a
    control-changing effect in layer 2: 2007 418.5a; 2026 613.1b); one already under its owner's
    control gets the effect too, so a later change is measured against it (timestamp order)."""
    from ..aura_control import base_controller
    from ..control import change_control
    kind = st.get("owned", "creatures")
    chosen = [o for o in game.in_play() if (characteristics(game, o).is_creature if kind == "creatures" else not o.token)]
    ts = game.new_timestamp()
    game.effects = game.effects + tuple(
        Effect(ts, "control", o.id, o.zcc, (("from", o.controller), ("to", o.owner), ("base", base_controller(game, o))), None, ctx.source_name)
        for o in chosen)
    moved = [o for o in chosen if o.controller != o.owner]
    for o in moved:
        change_control(game, o, o.owner, f"{game.players[o.owner].name} gains control of {display(game, o)}, which they own.")
    what = "creatures" if kind == "creatures" else "nontoken permanents"
    emit(game, f"Each player controls all {what} they own" + ("." if moved else "; each already did."),
         ("control_changing_effect", "a control-changing effect applies in its own layer, in timestamp order"), _lasts(game, None))
