""" "Whenever you attack with three or more creatures, you may pay {2}{R}. If you do, return this card from your
graveyard to the battlefield tapped and attacking." (Warcry Phoenix; "... with a +1/+1 counter on it", Phoenix
Chick): `return_self_attacking` (`with_counter`: `"+1/+1"`, optional), the graveyard ability's own card
comes back under its owner's control, tapped (with the counter on it as it enters), then attacking, as
enters_attacking.py puts a creature that was never declared as an attacker into combat (2007 308.3; 2026
508.4), refusing the cases it refuses (no attackers declared, a planeswalker the defending player controls,
blockers already declared under the February 2007 rules). A card that has left the graveyard since the
ability triggered is a new object and stays where it is (2007 217.1c; 2026 400.7).
"""
from __future__ import annotations

from .effects.base import effect
from .log import emit
from .targets import display
from .zones import put_into_play


@effect("return_self_attacking", fields=("with_counter",))
def return_self_attacking(game, st, ctx):
    from .enters_attacking import enter_attacking
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "graveyard" or (ctx.data.get("source_zcc") is not None and obj.zcc != ctx.data["source_zcc"]):
        emit(game, f"{ctx.source_name} is no longer in the graveyard, so nothing returns.")
        return
    counters = {st["with_counter"]: 1} if st.get("with_counter") else None
    put_into_play(game, obj, obj.owner, "returned", tapped=True, counters=counters,
                  text=f"{display(game, obj)} returns from the graveyard {game.words.to_play} tapped under "
                       f"{game.players[obj.owner].name}'s control" + (f", with a {st['with_counter']} counter on it." if counters else "."))
    if obj.zone == "in_play":
        enter_attacking(game, [obj], obj.owner)
