"""Melee (2026: 702.121; later than February 2007). 702.121a: "Whenever this
creature attacks, it gets +1/+1 until end of turn for each opponent you attacked
with a creature this combat"; each instance triggers separately (702.121b).

Only opponents count, not planeswalkers (or battles) attacked, and only
creatures declared as attackers (one that enters attacking never was); it
doesn't matter whether they are still attacking. The engine's combat has one
defending player, so the count is 1 if a creature was declared attacking that
player, else 0: it is noted as attackers are declared (for each attacking
creature with melee) and read as the ability resolves. Under the 2007 rules
melee doesn't trigger (triggers.LATER_THAN_2007)."""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect, run
from .log import emit
from .state import Effect

TEXT = "Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.)"


def melee_trigger(ab: dict) -> dict:
    return {"kind": "triggered", "keyword": "melee", "trigger": {"event": "attacks", "who": "self"},
            "effect": [{"do": "melee"}], "text": TEXT}


def note_attacks(game, chosen: list, attacked: dict) -> None:
    """As attackers are declared: how many opponents were attacked by a creature (not a planeswalker)."""
    with_melee = [o for o in chosen if characteristics(game, o).has_keyword("melee")]
    if not with_melee:
        return
    n = 1 if any(o.id not in attacked for o in chosen) else 0
    game.effects = game.effects + tuple(Effect(game.new_timestamp(), "melee_opponents", o.id, o.zcc, (("count", n),), "end_of_turn", "melee")
                                        for o in with_melee)


@effect("melee", internal=True)
def melee(game, st, ctx):
    src = game.objects.get(ctx.source_id)
    if src is None or src.zone != "in_play":
        return
    n = next((e.get("count") for e in game.effects if e.kind == "melee_opponents" and e.target == src.id and e.zcc == src.zcc), 0)
    player = game.players[game.defending].name if game.defending is not None else "the defending player"
    why = (f"{player} was attacked by a creature this combat: 1 opponent" if n else
           "no opponent was attacked by a creature this combat (only planeswalkers): 0 opponents")
    emit(game, f"Melee counts the opponents attacked with a creature this combat: {n}.", ("melee", why))
    if n:
        run(game, [{"do": "pump", "to": "self", "power": n, "toughness": n, "until": "end_of_turn"}], ctx)
