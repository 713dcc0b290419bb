"""Incubate (2026 701.53): "To incubate N, create an Incubator token that enters the battlefield with
N +1/+1 counters on it" (701.53a). An Incubator token is a double-faced token (111.10i, 701.53b):
its front face a colorless Incubator artifact with "{2}: Transform this token.", its back face a 0/0
colorless Phyrexian artifact creature named Phyrexian Token. The token is made as any other
(effects/tokens.create_token, id `incubator`), its counters on it as it enters; transformed, it is
the same object with the same counters (2026 712.18), so the Phyrexian is an N/N.

`player` (optional): who incubates ("Its controller incubates X": Excise the Imperfect), by default
the effect's controller. A keyword action later than February 2007: a card that incubates is refused
as it is cast under those rules (free_cast.refuse_later_keyword), and the instruction does nothing
there, the log saying why."""
from __future__ import annotations

from .effects.base import amount_of, effect, resolve_ref
from .free_cast import LATER_ACTIONS
from .log import emit

LATER_ACTIONS["incubate"] = "701.53"

#: 2026 111.10i / 701.53b: the front face, and the back face (`back`, as a double-faced card's: double_faced.py)
INCUBATOR = {"types": ["Artifact"], "subtypes": ["Incubator"], "colors": [],
             "abilities": [{"kind": "activated", "cost": {"mana": "{2}"}, "effect": [{"do": "transform"}],
                            "text": "{2}: Transform this token."}],
             "back": {"name": "Phyrexian Token", "types": ["Artifact", "Creature"], "subtypes": ["Phyrexian"], "colors": [],
                      "power": 0, "toughness": 0}}


@effect("incubate", fields=("amount", "player"))
def incubate(game, st, ctx):
    """`amount`: N (a number or a count); `player`: who incubates (a reference), by default the controller."""
    from .effects.tokens import create_token
    n = max(0, amount_of(game, ctx, st.get("amount", 1)))
    who = ctx.controller
    if "player" in st:
        ref = resolve_ref(game, ctx, st["player"])
        if ref is None or ref.kind != "player":
            return
        who = game.player_named(ref.id).index
    name = game.players[who].name
    if not game.words.today:
        emit(game, f"{name} would incubate {n}: a keyword action later than the February 2007 rules (2026: rule "
                   f"{LATER_ACTIONS['incubate']}), which the engine applies only under the 2026 rules, so nothing happens.")
        return
    emit(game, f"{name} incubates {n}: an Incubator token is created with {n} +1/+1 counter{'s' if n != 1 else ''} on it.",
         ("incubate", "create an Incubator token that enters the battlefield with N +1/+1 counters on it"),
         ("incubator_token", "a double-faced token: a colorless Incubator artifact with \"{2}: Transform this token.\", "
                             "its back face a 0/0 colorless Phyrexian artifact creature named Phyrexian Token"))
    create_token(game, {"do": "create_token", "id": "incubator", "count": 1, "token": INCUBATOR, "counters": {"+1/+1": n},
                        **({"player": st["player"]} if "player" in st else {})}, ctx)

