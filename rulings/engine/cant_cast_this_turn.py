""" "Counter target spell. Its controller can't cast spells this turn." (Render Silent): the instruction
`player_cant_cast_this_turn` (`player`: a player reference, e.g. `"its_controller"` after
`note_its_controller`). Until the turn ends (2026 514.2; 2007 314.2) that player can't cast spells,
"can't" winning over any permission (2026 101.2; 2007 103.2); checked as a spell is announced
(casting_permissions.cant_cast). No player named (a target no longer legal), nothing happens."""
from __future__ import annotations

from .effects.base import effect, resolve_ref
from .errors import IllegalAction
from .log import emit

KIND = "player_cant_cast"


@effect("player_cant_cast_this_turn", fields=("player",))
def player_cant_cast_this_turn(game, st, ctx):
    from .state import Effect
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    game.effects = game.effects + (Effect(game.new_timestamp(), KIND, "", 0, (("player", p.index),), "end_of_turn",
                                          ctx.source_name),)
    emit(game, f"{p.name} can't {game.words.cast} spells this turn.",
         ("cant_effect_wins", "a \"can't\" effect wins over any effect that lets a player cast a spell"))


def check(game, p: int, name: str) -> None:
    """IllegalAction when such an effect covers player `p` this turn."""
    for e in game.effects:
        if e.kind == KIND and e.get("player") == p:
            raise IllegalAction("cant_effect_wins", f"{name} can't be {game.words.cast_past}: {e.source}'s effect says "
                                                    f"{game.players[p].name} can't {game.words.cast} spells this turn")
