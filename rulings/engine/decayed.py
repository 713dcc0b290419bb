"""Decayed (2026 702.147a): "Decayed represents a static ability and a triggered ability.
'Decayed' means 'This creature can't block' and 'When this creature attacks, sacrifice it at end
of combat.'" The triggered ability creates a delayed one that triggers as the end of combat step
begins (511.2) and sacrifices the creature, if it is still the same object and still controlled by
that ability's controller (a player sacrifices only their own permanents, 701.21a).

Later than February 2007: a card that creates a token with decayed is refused as it is cast under
those rules (free_cast.refuse_later_keyword, LATER_TOKEN_KEYWORDS); on a creature that has it anyway
the keyword does nothing (engine.MODERN_ONLY_KEYWORDS: the replay says so as it begins) and its
triggered ability doesn't trigger, the log saying why (triggers.LATER_THAN_2007)."""
from __future__ import annotations

from . import evasion
from .effects.base import effect
from .log import emit
from .state import DelayedTrigger
from .targets import display

TEXT = "Decayed (This creature can't block. When this creature attacks, sacrifice it at end of combat.)"


def decayed_trigger(ab: dict) -> dict:
    """702.147a: "When this creature attacks, sacrifice it at end of combat." """
    return {"kind": "triggered", "keyword": "decayed", "trigger": {"event": "attacks", "who": "self"},
            "effect": [{"do": "decayed"}], "text": TEXT}


def cant_block(game, b, bc, at, ac, bn, an):
    """702.147a: "This creature can't block"."""
    if bc.has_keyword("decayed") and game.rules.applies("decayed"):
        return "decayed", f"{bn} has decayed, so it can't block"
    return None


evasion.BLOCK_CHECKS += (cant_block,)


@effect("decayed", internal=True)
def decayed(game, st, ctx):
    """The attack trigger's effect: a delayed ability, "sacrifice it at end of combat"."""
    zcc = ctx.data.get("stack_source_zcc")  # the creature as it was when it attacked
    d = DelayedTrigger(game.new_id("d"), "end_of_combat", ({"do": "sacrifice_decayed", "creature": [ctx.source_id, zcc]},), None,
                       ctx.controller, ctx.source_id or "", ctx.source_name, "Sacrifice it at end of combat.")
    game.delayed = game.delayed + (d,)
    emit(game, f"A delayed triggered ability is created: \"{d.text}\"",
         ("decayed", "when a creature with decayed attacks, it is sacrificed at end of combat"),
         ("delayed_trigger_created", "an effect creates an ability that triggers later"))


@effect("sacrifice_decayed", fields=("creature",), internal=True)
def sacrifice_decayed(game, st, ctx):
    """The delayed ability: the creature is sacrificed if it is still the same object on the battlefield,
    controlled by the ability's controller."""
    from .zones import leave_play
    oid, zcc = st.get("creature") or (None, None)
    obj = game.objects.get(oid or "")
    if obj is None or obj.zcc != zcc or obj.zone != "in_play" or obj.controller != ctx.controller:
        emit(game, f"{ctx.source_name} is no longer {game.words.in_play} under its controller's control: there is nothing to sacrifice.")
        return
    name = display(game, obj)
    leave_play(game, obj, "graveyard", "sacrifice")
    emit(game, f"{name} is sacrificed at end of combat.",
         ("decayed", "a creature with decayed that attacked is sacrificed at end of combat"),
         ("at_end_of_combat", "abilities that trigger at end of combat trigger as the end of combat step begins"))
