"""Soulbond (2026 702.95; later than February 2007: under those rules it does nothing, and the
replay says so, engine.MODERN_ONLY_KEYWORDS).

"Soulbond" is two triggered abilities (702.95a): "When this creature enters, if you control both
this creature and another creature and both are unpaired, you may pair this creature with another
unpaired creature you control for as long as both remain creatures on the battlefield under your
control" and "Whenever another creature you control enters, if you control both that creature and
this one and both are unpaired, you may pair that creature with this creature ...". Each "if" is an
intervening "if" (603.4): checked as it triggers and again as it resolves, when the pairing also
fails if either is no longer a creature on the battlefield under that player's control (702.95c).
The choice is the resolving action's `choices` for the soulbond creature: `{"may": true}`, with
`"pair_with": "<id>"` for its own enters ability (another unpaired creature you control).

A creature is paired with one other at most (702.95d); the pair ends when either changes control,
stops being a creature or leaves the battlefield (702.95e): checked as state-based actions are
(`unpair_broken`), and a creature that left is a new object with no pairing. An ability of the
form "As long as this creature is paired with another creature, both creatures have ..." is a
static ability with `"affects": "paired"`: it applies to the creature and the one it is paired with.
"""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .effects.base import effect
from .errors import IllegalAction
from .log import emit
from .state import PendingTrigger
from .targets import display

TEXT = "Soulbond"


def partner(game, obj):
    """The creature `obj` is paired with now, or None. Reads no characteristic (so the static
    abilities of a pair can ask it while characteristics are being worked out): both are on the
    battlefield as the same objects, each recorded as the other's; whether both are still
    creatures under one controller is settled as state-based actions are checked (unpair_broken)."""
    if obj.paired_with is None or obj.zone != "in_play":
        return None
    pid, pzcc, zcc = obj.paired_with
    other = game.objects.get(pid)
    if zcc != obj.zcc or other is None or other.zone != "in_play" or other.zcc != pzcc \
            or other.paired_with != (obj.id, obj.zcc, other.zcc):
        return None
    return other


def _can_be_paired(game, obj, controller: int) -> bool:
    """A creature on the battlefield under `controller`'s control (702.95c)."""
    return obj.zone == "in_play" and obj.controller == controller and characteristics(game, obj).is_creature


def _unpaired_creatures(game, controller: int, other_than) -> list:
    return [o for o in game.in_play(controller) if o is not other_than and characteristics(game, o).is_creature
            and partner(game, o) is None]


def pair(game, a, b) -> None:
    a.paired_with = (b.id, b.zcc, a.zcc)
    b.paired_with = (a.id, a.zcc, b.zcc)
    game.characteristics_changed()


def unpair_broken(game) -> None:
    """702.95e: a pair whose creatures no longer share a controller, or one of which stopped
    being a creature or left the battlefield, is no longer a pair."""
    for obj in game.in_play():
        if obj.paired_with is None:
            continue
        other = partner(game, obj)
        if other is not None and obj.controller == other.controller and characteristics(game, obj).is_creature \
                and characteristics(game, other).is_creature:
            continue
        obj.paired_with = None
        if other is not None:
            other.paired_with = None
        game.characteristics_changed()
        emit(game, f"{display(game, obj)} is no longer paired" + (f" with {display(game, other)}" if other is not None else "") + ".",
             ("soulbond_unpaired", "a paired creature becomes unpaired if either changes control, stops being a creature or leaves"))


def fire_soulbond(game, entering) -> None:
    """A permanent entered: its own soulbond, and that of the other creatures its controller
    controls, trigger if both creatures are unpaired and the player controls another creature."""
    if not game.rules.applies("soulbond"):
        return
    ec = characteristics(game, entering)
    if not ec.is_creature or partner(game, entering) is not None:
        return
    you = entering.controller
    if ec.keyword_count("soulbond") and _unpaired_creatures(game, you, entering):
        _trigger(game, entering, {"do": "soulbond"}, f"{display(game, entering)} entered and {game.players[you].name} "
                                                      "controls another unpaired creature")
    for perm in game.in_play(you):
        if perm is entering or not characteristics(game, perm).keyword_count("soulbond") \
                or not characteristics(game, perm).is_creature or partner(game, perm) is not None:
            continue
        _trigger(game, perm, {"do": "soulbond", "entering": entering.id, "entering_zcc": entering.zcc},
                 f"{display(game, entering)} entered under {game.players[you].name}'s control and both are unpaired")


def _trigger(game, perm, instruction: dict, said: str) -> None:
    name = display(game, perm)
    game.pending = game.pending + (PendingTrigger(perm.controller, perm.id, perm.zcc, name, TEXT, (instruction,), (), None,
                                                  (("source_zcc", perm.zcc),)),)
    emit(game, f"{name}'s soulbond triggers: {said}.",
         ("soulbond", "soulbond: when this creature or another creature you control enters, you may pair them if both are unpaired"),
         ("intervening_if", "the condition is true as it triggers; it will be checked again on resolution"),
         ("trigger_waits_for_priority", f"{name}'s ability triggered; it waits until a player would receive priority"))


@effect("soulbond", fields=("entering", "entering_zcc"), internal=True)
def soulbond(game, st, ctx):
    """Resolving: the player may pair the two creatures, if both can still be paired (702.95c)."""
    you = game.players[ctx.controller]
    perm = game.objects.get(ctx.source_id)
    choice = made_for(game, ctx.source_id)
    if "entering" in st:
        other = game.objects.get(st["entering"])
        if other is not None and other.zcc != st["entering_zcc"]:
            other = None
        if choice.get("pair_with") is not None:
            raise IllegalAction("soulbond", "this soulbond ability pairs the creature that entered: choose only whether to pair "
                                            "(choices: {\"may\": true})", "illegal_action_reversed")
    else:
        wanted = choice.get("pair_with")
        other = game.objects.get(wanted) if wanted is not None else None
        if choice.get("may") and other is None:
            raise IllegalAction("soulbond", "name the creature to pair it with: choices {\"may\": true, \"pair_with\": \"<id>\"}",
                                "illegal_action_reversed")
    if not choice.get("may"):
        default = " (no choice was given: the player doesn't)" if choice.get("may") is None else ""
        emit(game, f"{you.name} doesn't pair {ctx.source_name} with another creature{default}.",
             ("choice_on_resolution", f"{you.name} chooses while the effect is applied whether to pair them"))
        return
    if perm is None or perm.zcc != ctx.data.get("source_zcc") or other is None or other is perm \
            or not _can_be_paired(game, perm, ctx.controller) or not _can_be_paired(game, other, ctx.controller) \
            or partner(game, perm) is not None or partner(game, other) is not None:
        if "entering" not in st and other is not None and perm is not None and perm.zone == "in_play" \
                and (other is perm or not _can_be_paired(game, other, ctx.controller) or partner(game, other) is not None):
            raise IllegalAction("soulbond", f"{display(game, other)} isn't another unpaired creature {you.name} controls",
                                "illegal_action_reversed")
        emit(game, f"{ctx.source_name}'s soulbond pairs nothing: one of the creatures is no longer an unpaired creature on the "
                   f"battlefield under {you.name}'s control.",
             ("soulbond_fails", "if either object is no longer a creature, on the battlefield or under that player's control, neither becomes paired"),
             ("intervening_if", "the intervening \"if\" condition is checked again on resolution"))
        return
    pair(game, perm, other)
    emit(game, f"{you.name} pairs {display(game, perm)} with {display(game, other)}.",
         ("soulbond", "you may pair this creature with another unpaired creature you control"),
         ("soulbond_paired", "a creature becomes paired with another as the result of a soulbond ability"))
