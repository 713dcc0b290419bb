"""Evolve (2026 702.100a): "Whenever a creature you control enters, if that
creature's power is greater than this creature's power and/or that creature's
toughness is greater than this creature's toughness, put a +1/+1 counter on
this creature." The "if" is an intervening "if" (603.4): checked as the
creature enters (no trigger if false) and again on resolution, with the
entering creature as it last existed if it has left. Each instance triggers
separately (702.100d). Later than February 2007: under those rules it does
nothing, and the replay says so (engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

from .continuous import characteristics, last_known
from .effects.base import effect
from .log import emit
from .state import PendingTrigger
from .targets import display

TEXT = "Evolve"


def _greater(entering, this) -> bool:
    return (entering.power or 0) > (this.power or 0) or (entering.toughness or 0) > (this.toughness or 0)


def fire_evolve(game, entering) -> None:
    """A permanent entered: the evolve abilities of the other creatures its controller controls trigger if it is greater."""
    if not game.rules.applies("evolve"):
        return
    ec = characteristics(game, entering)
    if not ec.is_creature:
        return
    for perm in game.in_play(entering.controller):
        pc = characteristics(game, perm)
        n = pc.keyword_count("evolve")
        if not n or perm is entering or not pc.is_creature:  # 702.100c: a noncreature has no power to compare
            continue
        name = display(game, perm)
        said = (f"{display(game, entering)} ({ec.power}/{ec.toughness}) against {name} ({pc.power}/{pc.toughness})")
        if not _greater(ec, pc):
            emit(game, f"{name}'s evolve does not trigger: {said}, neither power nor toughness is greater.",
                 ("evolve", "evolve triggers only if the entering creature's power or toughness is greater"),
                 ("intervening_if", "the intervening \"if\" is checked when the trigger event occurs, and it is false"))
            continue
        for _ in range(n):  # each instance triggers separately (702.100d)
            game.pending = game.pending + (PendingTrigger(
                perm.controller, perm.id, perm.zcc, name, TEXT,
                ({"do": "evolve", "entering": entering.id, "entering_zcc": entering.zcc},), (), None,
                (("source_zcc", perm.zcc),)),)
            emit(game, f"{name}'s evolve triggers: {said}.",
                 ("evolve", "a creature with greater power and/or toughness entered under its controller's control"),
                 ("intervening_if", "the condition is true as it triggers; it will be checked again on resolution"),
                 ("trigger_waits_for_priority", f"{name}'s ability triggered; it waits until a player would receive priority"))


@effect("evolve", fields=("entering", "entering_zcc"), internal=True)
def evolve(game, st, ctx):
    """Resolving: the condition again (603.4), then the +1/+1 counter on the creature with evolve."""
    perm = game.objects.get(ctx.source_id)
    if perm is None or perm.zone != "in_play" or perm.zcc != ctx.data.get("source_zcc"):
        emit(game, f"{ctx.source_name} has left the battlefield: no counter is put on it.",
             ("zone_change_new_object", "the permanent that left is a new object the ability can't find"))
        return
    entering = game.objects[st["entering"]]
    ec = characteristics(game, entering) if entering.zone == "in_play" and entering.zcc == st["entering_zcc"] else last_known(game, entering)
    pc = characteristics(game, perm)
    if not _greater(ec, pc):
        emit(game, f"{ctx.source_name}'s evolve does nothing: {ec.name} ({ec.power}/{ec.toughness}) is no longer greater than it "
                   f"({pc.power}/{pc.toughness}).",
             ("intervening_if", "the intervening \"if\" condition is checked again on resolution"))
        return
    perm.counters = {**perm.counters, "+1/+1": perm.counters.get("+1/+1", 0) + 1}
    game.characteristics_changed()
    emit(game, f"{ctx.source_name} evolves: it gets a +1/+1 counter.",
         ("evolve", "its evolve ability resolved with the condition still true: a +1/+1 counter is put on it"),
         ("intervening_if", "the intervening \"if\" condition is checked again on resolution"))
