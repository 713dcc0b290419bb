""" "You take the initiative" (2026 726.1, 726.3): the instruction a card gives, and the one the initiative's
inherent combat damage trigger gives the creatures' controller (726.2, carried in the trigger's data); "venture
into Undercity" (701.49d), which the initiative's other two inherent abilities give; and the effect of
Undercity's bottommost room, Throne of the Dead Three (rulings/engine/initiative.py, dungeons.py)."""
from __future__ import annotations

from .. import dungeons, initiative
from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..state import TargetRef
from .base import effect


@effect("take_the_initiative", fields=())
def take_the_initiative(game, st, ctx):
    index = ctx.data.get("new_initiative", ctx.controller)
    player = game.players[index]
    if player.lost:
        return
    if not game.rules.applies("initiative"):
        raise IllegalAction("card_types", f"{ctx.source_name}: {initiative.NO_INITIATIVE_2007}")
    initiative.take(game, player, f"{player.name} takes the initiative: a designation a player can have")


@effect("venture_into_undercity", fields=(), internal=True)
def venture_into_undercity(game, st, ctx):
    """701.49d: the room chosen where two arrows leave is the action's `choices` for the ability's key,
    `{"initiative:Alice": {"room": "Forge"}}`."""
    player = game.players[ctx.controller]
    if player.lost:
        return
    given = made_for(game, ctx.source_id) if ctx.source_id else {}
    dungeons.venture(game, player, given, f"choices.{ctx.source_id}", ctx.source_name, undercity=True)


def _creature_card(game, oid) -> bool:
    from ..continuous import characteristics
    return "Creature" in characteristics(game, game.objects[oid]).types


@effect("throne_of_the_dead_three", fields=(), internal=True)
def throne_of_the_dead_three(game, st, ctx):
    """Throne of the Dead Three: "Reveal the top ten cards of your library. Put a creature card from among them onto
    the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle." The card
    put is the action's `choices` for the room ability's key (`{"dungeon:Alice": {"cards": ["id"]}}`), a creature card
    among the ten; without it, the first creature card from the top. No creature card among them: none is put."""
    from ..zones import put_into_play
    from .characteristics import gain_ability
    from .library import _look, _names
    from .library import shuffle_library
    p = game.players[ctx.controller]
    looked = _look(game, p, 10)
    creatures = [oid for oid in looked if _creature_card(game, oid)]
    picked = made_for(game, ctx.source_id).get("cards") if ctx.source_id else None
    field = f"choices.{ctx.source_id}.cards"
    if picked is not None:
        if not isinstance(picked, (list, tuple)) or len(picked) != 1:
            raise IllegalAction("choice_on_resolution", f"{field} must name one creature card among the cards revealed")
        if picked[0] not in creatures:
            raise IllegalAction("choice_on_resolution", f"{field}: \"{picked[0]}\" is not a creature card among the top ten "
                                                         f"cards of {p.name}'s library")
        taken, note = picked[0], ""
    else:
        taken = creatures[0] if creatures else None
        note = " (no choice was given: the first creature card from the top)" if len(creatures) > 1 else ""
    cites = [("reveal", "the revealed cards are shown to all players and stay in the library until put elsewhere")]
    if len(looked) < 10:
        cites.append(("impossible_as_much_as_possible", f"the library had only {len(looked)} card{'s' if len(looked) != 1 else ''}"))
    text = f"{p.name} reveals the top {len(looked)} cards of their library ({_names(game, looked)})" if looked else \
        f"{p.name}'s library has no cards: nothing is revealed"
    if taken is None:
        emit(game, text + ("; there is no creature card among them" if looked else "") + ".", *cites)
    else:
        emit(game, text + f"; puts {_names(game, [taken])} {game.words.into_play} with three +1/+1 counters on it{note}.", *cites)
        obj = game.objects[taken]
        put_into_play(game, obj, p.index, "dig", counters={"+1/+1": 3})
        if obj.zone == "in_play":
            ctx.data["it"] = TargetRef("object", obj.id, obj.zcc)
            gain_ability(game, {"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "hexproof"}, "to": "it",
                                "until": "your_next_turn"}, ctx)
    shuffle_library(game, {"do": "shuffle_library"}, ctx)
