"""A cost that removes a counter from a creature its player chooses: "{1}, Remove a +1/+1 counter from a
creature you control: Create a 1/1 green Saproling creature token." (Ghave, Guru of Spores), "{B/G}, Remove a
-1/-1 counter from a creature you control: This creature gets +3/+3 until end of turn." (Quillspike).

The ability's cost `"remove_counter_from_creature": "+1/+1"` (or `"-1/-1"`): one counter of that kind,
from a creature the player activating the ability controls as the cost is paid (the ability's own
permanent may be that creature), named in the action's `pay.remove_from`. It is part of the activation
cost (2007 403.1; 2026 602.1a), paid in full or not at all (2007 409.1h; 2026 601.2h): a creature with no
such counter, or not the player's, can't pay it."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .targets import display

KINDS = ("+1/+1", "-1/-1")
PAY = "remove_from"


def words(kind: str) -> str:
    return f"remove a {kind} counter from a creature you control"


def can_pay(game, player_index: int, obj, kind: str) -> bool:
    return (obj is not None and obj.zone == "in_play" and obj.controller == player_index
            and characteristics(game, obj).is_creature and obj.counters.get(kind, 0) >= 1)


def choices(game, player_index: int, kind: str) -> list[str]:
    """The creatures the player could remove the counter from."""
    return [o.id for o in game.in_play(player_index) if can_pay(game, player_index, o, kind)]


def pay(game, player, kind: str, pay_: dict | None, what: str, concept: str) -> None:
    """Remove one `kind` counter from the creature `pay.remove_from` names, or IllegalAction."""
    oid = (pay_ or {}).get(PAY)
    if not oid:
        raise IllegalAction(concept, f"the cost requires removing a {kind} counter from a creature {player.name} controls, and none "
                                     f"was chosen (\"pay\": {{\"{PAY}\": id}})", "illegal_action_reversed")
    obj = game.objects.get(oid)
    if not can_pay(game, player.index, obj, kind):
        said = display(game, obj) if obj is not None else oid
        raise IllegalAction(concept, f"{said} is not a creature {player.name} controls with a {kind} counter on it, so the cost "
                                     f"can't be paid with it", "illegal_action_reversed")
    left = obj.counters[kind] - 1
    obj.counters = {k: v for k, v in {**obj.counters, kind: left}.items() if v}
    game.characteristics_changed()
    emit(game, f"{player.name} removes a {kind} counter from {display(game, obj)} as a cost.",
         (concept, f"the cost of {what} is paid by the player {game.words.activating} it"),
         ("counters_pt", "counters modify power and toughness in their own sublayer"))
