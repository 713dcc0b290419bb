"""Ninjutsu (2007 502.43a; 2026 702.49a): "Ninjutsu [cost]" means "[Cost], Reveal this
card from your hand, Return an unblocked attacking creature you control to its owner's
hand: Put this card onto the battlefield [into play] from your hand tapped and attacking."

An activated ability that works only while the card is in its owner's hand; the action
names the unblocked attacker it returns in `pay: {"return": [id]}`. An attacking creature
is unblocked only once blockers are declared (2007 309.2f; 2026 509.1h), so the ability
can be activated only from the declare blockers step to the end of combat. The card
enters tapped, attacking the same player or planeswalker as the returned creature, and
unblocked (2007 502.43c; 2026 702.49c); it was never declared as an attacker, so "whenever
this creature attacks" abilities don't trigger.
"""
from __future__ import annotations

from .effects.base import effect
from .errors import IllegalAction
from .log import emit
from .targets import display

UNBLOCKED_STEPS = ("declare_blockers", "combat_damage", "end_of_combat")


def ability(game, keyword: dict) -> dict:
    """The activated ability "Ninjutsu [cost]" means (502.43a / 702.49a), in the edition's words."""
    cost = keyword.get("cost", "{0}")
    means = ("Return an unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield"
             if game.words.today else "Return an unblocked creature you control to its owner's hand: Put this card into play")
    return {"kind": "activated", "cost": {"mana": cost}, "zone": "hand", "ninjutsu": True,
            "effect": [{"do": "ninjutsu", "what": "self"}],
            "text": f"Ninjutsu {cost} ({cost}, Reveal this card from your hand, {means} from your hand tapped and attacking.)"}


def unblocked_attackers(game, player) -> list:
    """The unblocked attacking creatures the player controls, once blockers are declared."""
    if game.phase != "combat" or game.step not in UNBLOCKED_STEPS:
        return []
    return [o for o in game.in_play(player.index) if o.attacking and not o.blocked]


def pay_return(game, player, obj, pay: dict, name: str) -> tuple:
    """The cost's reveal and return (409.1h / 601.2h): the attacker named in `pay.return`
    goes to its owner's hand. What it was attacking, for the ability's data."""
    from .zones import leave_play
    chosen = list((pay or {}).get("return") or ())
    attackers = unblocked_attackers(game, player)
    found = game.objects.get(chosen[0]) if len(chosen) == 1 else None
    if found is None or found not in attackers:
        names = ", ".join(display(game, o) for o in attackers) or "none now (an attacker is unblocked only once blockers are declared)"
        raise IllegalAction("ninjutsu", f"{name}'s ninjutsu returns an unblocked attacking creature {player.name} controls, named in "
                                        f"\"pay\": {{\"return\": [id]}} (given: {', '.join(chosen) or 'none'}; unblocked attackers: {names})",
                            "illegal_action_reversed")
    attacking_what = found.attacking_what
    returned = display(game, found)
    emit(game, f"{player.name} reveals {name} from the hand and returns the unblocked {returned} to its owner's hand to pay the cost.",
         ("ninjutsu", "ninjutsu's cost reveals the card and returns an unblocked attacker its player controls"))
    leave_play(game, found, "hand", "returned")
    return (("attacking_what", attacking_what),)


@effect("ninjutsu", fields=("what",), internal=True)
def ninjutsu(game, st, ctx):
    from .zones import put_into_play
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "hand" or obj.zcc != ctx.data.get("source_zcc"):
        emit(game, f"{ctx.source_name} is no longer in its owner's hand, so it isn't put {game.words.into_play}.")
        return
    name = display(game, obj)
    attacking_what = ctx.data.get("attacking_what")
    target = game.players[game.defending].name if attacking_what is None and game.defending is not None else \
        display(game, game.objects[attacking_what]) if attacking_what in game.objects else "the defending player"
    put_into_play(game, obj, ctx.controller, "put", tapped=True,
                  text=f"{name} is put {game.words.into_play} from the hand tapped and attacking {target}, unblocked.",
                  cites=(("ninjutsu_attacks_same_player", "it attacks the same player or planeswalker as the creature that was returned"),))
    if game.phase == "combat" and obj.zone == "in_play":
        obj.attacking = True
        obj.attacking_what = attacking_what
        obj.blocked = False
