"""Firebending (2026: 702.189; later than February 2007). 702.189a: "Firebending N"
means "Whenever this creature attacks, add N {R}. Until end of combat, you don't lose
this mana as steps and phases end."

The mana is added to its controller's pool as the trigger resolves, and an effect
(`combat_mana`, the player and how much) keeps that much red mana from emptying as the
steps of the combat phase end (500.5: otherwise unspent mana empties); it empties as the
end of combat step ends (500.5a: "until end of combat" ends with the combat phase).
What a player spends comes first from their other mana, the choice that never loses
them any (so the mana kept is the least of what firebending added and the red left).
Under the 2007 rules firebending doesn't trigger (triggers.LATER_THAN_2007)."""
from __future__ import annotations

from .effects.base import effect
from .log import emit
from .state import Effect

KIND = "combat_mana"


def text(n: int) -> str:
    return f"Firebending {n} (Whenever this creature attacks, add {'{R}' * n}. This mana lasts until end of combat.)"


def firebending_trigger(ab: dict) -> dict:
    n = ab.get("count", 1)
    return {"kind": "triggered", "keyword": "firebending", "trigger": {"event": "attacks", "who": "self"},
            "effect": [{"do": "firebend", "count": n}], "text": text(n)}


@effect("firebend", fields=("count",), internal=True)
def firebend(game, st, ctx):
    n = st.get("count", 1)
    p = game.players[ctx.controller]
    game.add_mana(p, {"R": n})
    game.effects = game.effects + (Effect(game.new_timestamp(), KIND, "", -1, (("player", p.index), ("amount", n)), "end_of_turn",
                                          ctx.source_name),)
    emit(game, f"{p.name} adds {'{R}' * n} to their mana pool; until end of combat, they don't lose this mana as steps and phases end.",
         ("firebending", f"{ctx.source_name}'s firebending {n} resolves"))


def kept(game, player) -> int:
    """As a step or phase ends (500.5): the red mana `player` keeps in their pool, and the
    effect is updated (or ends, with the combat phase: 500.5a)."""
    mine = [e for e in game.effects if e.kind == KIND and e.get("player") == player.index]
    if not mine:
        return 0
    others = tuple(e for e in game.effects if not (e.kind == KIND and e.get("player") == player.index))
    if game.phase != "combat" or game.step == "end_of_combat":
        game.effects = others
        return 0
    keep = min(sum(e.get("amount") for e in mine), player.mana_pool.get("R", 0))
    game.effects = others + ((Effect(mine[0].timestamp, KIND, "", -1, (("player", player.index), ("amount", keep)), "end_of_turn",
                                     mine[0].source),) if keep else ())
    return keep
