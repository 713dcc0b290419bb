""""An opponent gains control of this artifact." (Wishclaw Talisman), "When this creature enters, an opponent
gains control of it." (Akroan Horse): the controller of the spell or ability chooses one of their opponents
still in the game as it resolves (not a target: 2007 413.2c; 2026 608.2d, as effects/chosen_player.py's
"choose an opponent"), and that player gains control of the permanent for good, as effects/control.give_control
gives it (layer 2: 2007 418.5a; 2026 613.1b; no duration stated: 2007 418.3a; 2026 611.2a).

The instruction `{"do": "opponent_gains_control", "what": "self"}` (`what` "self" by default, or "target:N");
the choice is the action's `choices: {"source id": {"chosen_player": "Bob"}}`, by default the next opponent in
turn order (the log says so)."""
from __future__ import annotations

from dataclasses import replace

from .effects.base import effect


@effect("opponent_gains_control", fields=("what",))
def opponent_gains_control(game, st, ctx):
    from .effects.chosen_player import choose_player
    from .effects.control import _permanent, give_control
    if _permanent(game, ctx, st, "what", "self") is None:
        return  # the permanent left play (or is a new object): there is nothing to give (2007 413.2a; 2026 608.2b)
    choose_player(game, {"do": "choose_player", "among": "opponent"}, ctx)
    chosen = ctx.data.get("chosen_player")
    if chosen is None:
        return
    to = game.player_named(chosen.id).index
    give_control(game, {"what": st.get("what", "self"), "to": "you"}, replace(ctx, controller=to))
