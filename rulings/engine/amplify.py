"""Amplify N (2007: 502.27a; 2026: 702.38a): "As this object comes into play
[enters], reveal any number of cards from your hand that share a creature type
with it. This permanent comes into play [enters] with N +1/+1 counters on it for
each card revealed this way. You can't reveal this card or any other cards that
are coming into play [entering] at the same time as this card." A static ability
whose choice its controller makes as the permanent enters (a replacement effect:
2007 419.1b; 2026 614.1c): the action's `choices` names the cards revealed
(`{"id": {"amplify": ["c1", "c2"]}}`); without one, none is revealed. Each
instance works separately (502.27b / 702.38b): the compiler leaves a card with
two instances text only, since one choice names the cards for one instance."""
from __future__ import annotations

from .errors import IllegalAction
from .targets import display


def amplify_notes(game, obj, card: dict, name: str) -> list[tuple]:
    from .choices import made_for
    from .continuous import characteristics
    counts = [ab.get("count", 1) for ab in card.get("abilities", ()) if ab.get("kind") == "keyword" and ab.get("keyword") == "amplify"]
    if not counts or obj.face_down:
        return []
    n = counts[0]
    player = game.players[obj.controller]
    mine = characteristics(game, obj).subtypes
    hand = game.zones[(obj.controller, "hand")]
    given = made_for(game, obj.id).get("amplify")
    revealed = []
    for oid in given or ():
        other = game.objects.get(oid)
        if other is None or oid not in hand or oid == obj.id or other in revealed \
                or not share_a_creature_type(mine, characteristics(game, other).subtypes):
            raise IllegalAction("amplify", f"{oid} can't be revealed for {name}'s amplify: only cards in {player.name}'s hand "
                                           "that share a creature type with it, each once", "illegal_action_reversed")
        revealed.append(other)
    rule = ("amplify", f"amplify {n}: {n} +1/+1 counter{'s' if n != 1 else ''} for each card revealed from the hand that shares "
                       "a creature type with it")
    if not revealed:
        default = " (no choice was given: none)" if given is None else ""
        return [(f"{player.name} reveals no card for {name}'s amplify{default}.", rule)]
    total = n * len(revealed)
    obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + total}
    names = ", ".join(display(game, o) for o in revealed)
    return [(f"{player.name} reveals {names} from their hand for {name}'s amplify: it {game.words.comes_into_play} with {total} "
             f"+1/+1 counter{'s' if total != 1 else ''} on it.", rule)]


def share_a_creature_type(a, b) -> bool:
    """Whether two objects' subtypes share a creature type; a changeling's subtypes
    (creature_types.EveryCreatureType) have every creature type (702.73a)."""
    from .creature_types import CREATURE_TYPES, EveryCreatureType
    if isinstance(a, EveryCreatureType) and isinstance(b, EveryCreatureType):
        return True
    return any(t in CREATURE_TYPES and t in b for t in a) or any(t in CREATURE_TYPES and t in a for t in b)
