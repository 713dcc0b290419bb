""""Tap target land. It doesn't untap during its controller's untap step for as long as this
creature remains tapped." (Mole Worms, Rust Tick) and "That creature doesn't untap during its
controller's untap step for as long as you control this creature." (Dungeon Geists): an effect of a
resolved ability lasting as long as it says (2007 418.3a; 2026 611.2a) that keeps the permanent from
untapping in its controller's untap steps (2007 302.2; 2026 502.3: "effects can keep one or more of
a player's permanents from untapping"). Its duration is the source's: while the source stays tapped
("source_tapped": it ends for good once the source untaps, continuous.end_while_tapped) or while the
ability's controller controls the source ("source_controlled", the object it was as the ability
was put on the stack: 2007 217.1c; 2026 400.7). An "as long as" duration already over as it
resolves makes the effect do nothing (2007 418.3d; 2026 611.2b): effects/base.run for a source no
longer tapped, this module for a source gone or controlled by another player."""
from __future__ import annotations

from ..log import emit
from ..state import Effect
from ..targets import display
from .base import effect, permanent
from .control import _source_lasts

DOESNT_UNTAP_WHILE = "doesnt_untap_while"  # an Effect kind on the permanent kept tapped
DURATIONS = ("source_tapped", "source_controlled")


@effect("doesnt_untap_while", fields=("what", "until"))
def doesnt_untap_while(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    until = st.get("until", "source_tapped")
    if until == "source_tapped":
        zcc = ctx.data.get("source_zcc")
        zcc = ctx.data.get("stack_source_zcc") if zcc is None else zcc  # a triggered ability's source as it triggered
        data = (("while_tapped", ctx.source_id), ("while_tapped_zcc", zcc))
        words = f"{ctx.source_name} remains tapped"
    else:
        data = (("duration_source", ctx.source_id), ("duration_source_zcc", ctx.data.get("stack_source_zcc")),
                ("duration_controller", ctx.controller))
        words = f"{game.players[ctx.controller].name} controls {ctx.source_name}"
        if not _source_lasts(game, Effect(0, DOESNT_UNTAP_WHILE, obj.id, obj.zcc, data, until, ctx.source_name)):
            emit(game, f"{ctx.source_name}'s \"for as long as\" duration has already ended, so {display(game, obj)} isn't kept from untapping.",
                 ("as_long_as_duration_over", "the \"as long as\" duration ended before the effect would first apply: "
                                              "it doesn't start and immediately stop again"))
            return
    game.effects = game.effects + (Effect(game.new_timestamp(), DOESNT_UNTAP_WHILE, obj.id, obj.zcc, data, until, ctx.source_name),)
    emit(game, f"{display(game, obj)} doesn't untap during its controller's untap step for as long as {words}.",
         ("effect_lasts_as_stated", f"{ctx.source_name}'s effect lasts for as long as {words}"))


def _lasts(game, e) -> bool:
    if e.until == "source_tapped":
        from ..continuous import _still_tapped
        return _still_tapped(game, e)
    return _source_lasts(game, e)


def kept_tapped_while(game, tapped: list) -> tuple[set, list]:
    """At the active player's untap step: the ids of the `tapped` permanents such an effect keeps
    tapped (its duration still going on as the step begins, before anything untaps: the permanents
    untap all at once, 502.3), and the citations. An effect whose duration is over, or whose
    permanent has left play, ends now."""
    kept, cites, ended = set(), [], []
    by_id = {o.id: o for o in tapped}
    for e in game.effects:
        if e.kind != DOESNT_UNTAP_WHILE:
            continue
        obj = game.objects.get(e.target)
        if obj is None or obj.zcc != e.zcc or obj.zone != "in_play" or not _lasts(game, e):
            ended.append(e)
        elif obj.id in by_id and obj.id not in kept:
            kept.add(obj.id)
            words = "its source remains tapped" if e.until == "source_tapped" else "its source's controller keeps it"
            cites.append(("untap_prevented", f"{display(game, obj)} doesn't untap during its controller's untap step for as long as "
                                             f"{words} ({e.source})"))
    if ended:
        game.effects = tuple(e for e in game.effects if e not in ended)
    return kept, cites

