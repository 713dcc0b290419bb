"""A delayed triggered ability that triggers on a spell being cast: "When you next cast an
instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy."
(Galvanic Iteration). It is created as its effect resolves (2007: 404.4; 2026: 603.7), exists
only from then on (404.4a / 603.7a), triggers only once, the next time its controller casts an
instant or sorcery spell (404.4b / 603.7b), and only this turn: at the end of the turn, not
having triggered, it is gone. Its "that spell" is the spell whose casting triggered it
(effects/copy_that_spell.py). The delayed trigger: `{"do": "delayed_trigger", "at":
"next_instant_or_sorcery_cast", "effect": [...]}`."""
from __future__ import annotations

from .log import emit
from .state import PendingTrigger

AT = "next_instant_or_sorcery_cast"


def spell_cast(game, player: int, obj, chars) -> None:
    """A spell became cast: the controller's "when you next cast an instant or sorcery spell" triggers."""
    if not game.delayed or not ({"Instant", "Sorcery"} & set(chars.types)):
        return
    fired = [d for d in game.delayed if d.at == AT and d.controller == player]
    if not fired:
        return
    from .effects.copies import spell_item
    item = spell_item(game, obj)
    game.delayed = tuple(d for d in game.delayed if d not in fired)
    for d in fired:
        game.pending = game.pending + (PendingTrigger(d.controller, d.source_id, -1, d.name, d.text, d.effect, (), None,
                                                      (("event_spell", item),)),)
        emit(game, f"The delayed triggered ability from {d.name} triggers: \"{d.text}\"",
             ("delayed_trigger_exists_once_created", f"the delayed ability was created earlier by {d.name} and triggers now"),
             ("delayed_trigger_once", f"it triggers only once, the next time {game.players[player].name} "
                                      f"{game.words.casts} an instant or sorcery spell"))


def end_of_turn(game) -> None:
    """ "... this turn": one that hasn't triggered by the end of the turn never will."""
    gone = [d for d in game.delayed if d.at == AT]
    if gone:
        game.delayed = tuple(d for d in game.delayed if d.at != AT)
        for d in gone:
            emit(game, f"The delayed triggered ability from {d.name} (\"{d.text}\") didn't trigger this turn, and it "
                       "can trigger only this turn: it is gone.",
                 ("delayed_trigger_once", "it could trigger only the next time its event occurred this turn"))
