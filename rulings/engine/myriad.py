"""Myriad (2026: 702.116a; later than February 2007): "Whenever this creature
attacks, for each opponent other than defending player, you may create a token
that's a copy of this creature that's tapped and attacking that player or a
planeswalker they control. If one or more tokens are created this way, exile
the tokens at end of combat."

The engine's combat has one defending player, so it plays myriad only in a
game of two players, where the defending player is the only opponent and the
ability, which still triggers, creates no token. The loader refuses a game of
more players with a myriad card (`refusal`), rather than playing it wrongly.
Under the 2007 rules it doesn't trigger (triggers.LATER_THAN_2007)."""
from __future__ import annotations

from .effects.base import effect
from .errors import IllegalAction
from .log import emit

TEXT = ("Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token that's "
        "a copy of this creature that's tapped and attacking that player or a planeswalker they control. If one or more tokens "
        "are created this way, exile the tokens at end of combat.)")


def myriad_trigger(ab: dict) -> dict:
    return {"kind": "triggered", "keyword": "myriad", "trigger": {"event": "attacks", "who": "self"},
            "effect": [{"do": "myriad"}], "text": TEXT}


def refusal(card, players: int) -> str:
    """Why a scenario of `players` players can't hold this card's myriad; "" if it can."""
    if players <= 2 or not isinstance(card, dict):
        return ""
    if _mentions_myriad(card):  # its own, or one it grants ("Equipped creature has myriad", Blade of Selves)
        return ("myriad makes tokens attacking opponents other than the defending player, and the engine's combat has one "
                "defending player: play this card in a game of two players")
    return ""


def _mentions_myriad(value) -> bool:
    if isinstance(value, dict):
        return value.get("keyword") == "myriad" or any(_mentions_myriad(v) for v in value.values())
    if isinstance(value, list):
        return any(_mentions_myriad(v) for v in value)
    return False


@effect("myriad", internal=True)
def myriad(game, st, ctx):
    defending = game.players[game.defending]
    others = [p for p in game.opponents(ctx.controller) if p.index != defending.index]
    if others:  # the loader keeps myriad to games of two players
        raise IllegalAction("myriad", f"myriad would make tokens attacking {', '.join(p.name for p in others)}: "
                                      "the engine's combat has one defending player")
    emit(game, f"{defending.name} is the defending player and {game.players[ctx.controller].name}'s only opponent, "
               "so myriad creates no token.",
         ("myriad", "a token for each opponent other than the defending player: there is none"))
