"""Provoke (2007: 502.29a; 2026: 702.39a): "Whenever this creature attacks, you
may choose to have target creature defending player controls block this
creature this combat if able. If you do, untap that creature." Each instance
triggers separately (502.29b / 702.39b).

The choice is the resolving action's `choices` for the attacking creature
(`{"id": {"may": true}}`; without it the player doesn't). If they do, the
target creature is untapped and a blocking requirement ("block this creature
if able", 2007 500.4-500.5, 2026 509.1c) lasts for the turn: the engine's turn
has one combat, so "this combat" is the rest of the turn; the requirement
holds only while that creature (the same object) is attacking."""
from __future__ import annotations

from .effects.base import effect, permanent
from .log import emit
from .state import Effect
from .targets import display

TEXT = ("Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it "
        "if able.)")


def provoke_trigger(ab: dict) -> dict:
    """The triggered ability "Provoke" means (502.29a / 702.39a)."""
    return {"kind": "triggered", "keyword": "provoke", "trigger": {"event": "attacks", "who": "self"},
            "targets": [{"types": ["Creature"], "controller": "defending"}],
            "effect": [{"do": "may", "text": "have the target creature block this creature this combat if able",
                        "effect": [{"do": "provoke", "what": "target:0"}]}],
            "text": TEXT}


@effect("provoke", fields=("what",), internal=True)
def provoke(game, st, ctx):
    """"... block this creature this combat if able. If you do, untap that creature." """
    obj = permanent(game, ctx, st, "what", "target:0")
    src = game.objects.get(ctx.source_id)
    if obj is None:
        return
    if src is None or src.zone != "in_play" or src.zcc != ctx.data.get("stack_source_zcc", src.zcc):
        emit(game, f"{ctx.source_name} has left the battlefield: {display(game, obj)} has no creature to block, and is untapped.",
             ("provoke", "if the player chose to, the target creature is untapped"))
    else:
        game.effects = game.effects + (Effect(game.new_timestamp(), "provoked", obj.id, obj.zcc,
                                              (("attacker", src.id), ("attacker_zcc", src.zcc)), "end_of_turn", ctx.source_name),)
        game.characteristics_changed()
        emit(game, f"{display(game, obj)} blocks {display(game, src)} this combat if able.",
             ("provoke", "the target creature defending player controls blocks this creature this combat if able"))
    if obj.tapped:
        obj.tapped = False
        emit(game, f"{display(game, obj)} untaps.", ("provoke", "if the player chose to, that creature is untapped"))
        from .triggers import fire
        fire(game, "becomes_untapped", obj=obj)  # "Whenever this creature becomes untapped" (2026 603.2e)


def requirements(game, blockers, attackers) -> list[tuple]:
    """("provoked", blocker, attacker): the blocker blocks that attacker if able."""
    out = []
    by_id = {b.id: b for b in blockers}
    for e in game.effects:
        if e.kind != "provoked" or e.target not in by_id or by_id[e.target].zcc != e.zcc:
            continue
        at = next((a for a in attackers if a.id == e.get("attacker") and a.zcc == e.get("attacker_zcc")), None)
        if at is not None:
            out.append(("provoked", by_id[e.target], at))
    return out
