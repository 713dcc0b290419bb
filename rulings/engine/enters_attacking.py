"""Tokens created "tapped and attacking" ("Whenever this creature attacks, create a 1/1 red Goblin creature
token that's tapped and attacking."): attacking creatures that were never declared as attackers, so
abilities that trigger on a creature attacking don't trigger for them (2007 308.3; 2026 508.4).

The engine follows the common case only and refuses the others rather than choose for a player or guess:
- attackers have been declared this combat and the token's controller is the attacking player (2026 506.3b:
  under another player's control it would never be attacking);
- the defending player controls no planeswalker (2026 508.4: the token's controller would choose which one
  it attacks; the engine doesn't offer that choice);
- during the declare attackers step; later in combat it enters unblocked, which the 2026 rules say
  (506.3d, 508.4d) and the February 2007 rules don't, so there the engine refuses.
"""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .targets import display


def enter_attacking(game, made: list, creator: int, tapped: bool = True) -> None:
    """The tokens in `made` (just created, tapped, under `creator`'s control) become attacking creatures
    attacking the defending player, or the action is refused. `tapped` False: "create a 2/2 white Knight
    creature token with vigilance that's attacking" (Sigiled Sword of Valeron): attacking, untapped."""
    from .continuous import characteristics
    why = ""
    if game.phase != "combat" or not game.combat_declared or game.defending is None:
        why = "no attackers have been declared this combat, so what the token would attack, if anything, is not one the engine follows"
    elif creator != game.active:
        why = f"{game.players[creator].name} isn't the attacking player, so the token would never be attacking: the engine doesn't follow that"
    elif any("Planeswalker" in characteristics(game, o).types for o in game.in_play(game.defending)):
        why = (f"{game.players[game.defending].name} controls a planeswalker, which the token could attack instead of the "
               "player: the engine doesn't offer that choice")
    elif game.step != "declare_attackers" and not game.rules.applies("enters_attacking_unblocked"):
        why = "blockers have been declared: what a creature put into play attacking is then, the February 2007 rules don't say"
    if why:
        raise IllegalAction("put_onto_battlefield_attacking", why, "illegal_action_reversed")
    for obj in made:
        obj.tapped = obj.tapped or tapped
        obj.attacking = True
        obj.attacking_what = None
        obj.blocked = False
    game.characteristics_changed()
    names = ", ".join(display(game, o) for o in made)
    cites = [("put_onto_battlefield_attacking", "a creature put onto the battlefield attacking was never declared as an attacker")]
    unblocked = ""
    if game.step != "declare_attackers":
        unblocked = ", unblocked"
        cites.append(("enters_attacking_unblocked", "put onto the battlefield attacking after blockers were declared: it is unblocked"))
    emit(game, f"{names} {'is' if len(made) == 1 else 'are'} {'tapped and ' if tapped else ''}attacking {game.players[game.defending].name}{unblocked}.", *cites)
