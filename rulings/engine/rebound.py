"""Rebound (2026 702.88a): "If this spell was cast from your hand, instead of putting it into
your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may
cast this card from exile without paying its mana cost." The delayed trigger (603.7) waits
for its controller's next upkeep, not another player's; as it resolves, the choice is the
action's `choices` for the card (`{"cast": true}`) and the cast follows free_cast.py (an
alternative cost, 702.88b; 608.2g). Not cast, the card stays in exile. Later than February
2007: a spell with rebound is refused under those rules (free_cast.refuse_later_keyword)."""
from __future__ import annotations

from .effects.base import effect, object_of
from .free_cast import cast_without_paying, chose_to_cast
from .log import emit
from .state import DelayedTrigger, TargetRef
from .targets import display

AT = "your_next_upkeep"
TEXT = "At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost."


def applies(game, item, c) -> bool:
    """Whether the resolving spell `item` is exiled by its rebound: cast from its controller's hand."""
    return (bool(item.get("from_hand")) and c.has_keyword("rebound") and game.words.today
            and item.source_id not in game.copies)  # a copy was never cast (707.10)


def exile_as_it_resolves(game, obj, item) -> None:
    """Instead of the graveyard: exile, and the delayed trigger for the next upkeep."""
    from .zones import move_card
    name = display(game, obj)
    move_card(game, obj, "removed_from_game")
    if obj.zone != "removed_from_game":
        return
    # the card in exile it refers to is in its instruction: a delayed trigger's `refers_to` is a permanent (603.7c)
    game.delayed = game.delayed + (DelayedTrigger(game.new_id("d"), AT, ({"do": "rebound_cast", "card": obj.id, "zcc": obj.zcc},),
                                                  None, item.controller, obj.id, name, TEXT),)
    emit(game, f"{name} was cast from {game.players[item.controller].name}'s hand, so it is exiled instead of being put into the "
               f"graveyard; at the beginning of {game.players[item.controller].name}'s next upkeep it may be cast from exile.",
         ("rebound", "a spell with rebound cast from its owner's hand is exiled as it resolves"),
         ("delayed_trigger_created", "rebound creates a delayed triggered ability for the next upkeep"))


def due(game, d) -> bool:
    """A rebound trigger waits for its controller's upkeep (trigger_delayed asks at each upkeep)."""
    return d.at == AT and d.controller == game.active


@effect("rebound_cast", internal=True)
def rebound_cast(game, st, ctx):
    card = object_of(game, TargetRef("object", st.get("card", ""), st.get("zcc", -1)))
    you = game.players[ctx.controller]
    if card is None or card.zone != "removed_from_game":
        emit(game, f"The card is no longer in exile, so {you.name} can't {game.words.cast} it.",
             ("rebound", "only the card exiled by rebound may be cast"))
        return
    if chose_to_cast(game, card.id, you.name, display(game, card)):
        cast_without_paying(game, you.index, card, card.id,
                            ("rebound_cast", "cast as an effect of rebound: without paying its mana cost, an alternative cost"))
