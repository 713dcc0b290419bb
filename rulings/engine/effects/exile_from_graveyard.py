""""You may exile a creature card from your graveyard. If you do, ..." (Masked Vandal), "you may
exile two cards from your graveyard" (Aegis Sculptor): the player chooses, as the effect is applied,
`amount` cards of their own graveyard that `card` (a target filter's fields: the kind of card)
describes, and exiles them (2007: "removes them from the game"; 2026 406.3). Whether they can is
part of the choice: a player with fewer such cards can't choose to do it (2007: 413.2c; 2026:
608.2d), so "If you do" follows only cards really exiled (2026 118.12; optional.py asks
`enough` before the choice). The cards are the action's `choices` for the source (`{"source_id":
{"may": true, "cards": [ids]}}`); without them, the last such cards put there."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..targets import display
from .base import amount_of, effect


def _eligible(game, ctx, st, player) -> list:
    from ..target_filter import why_not
    spec = {**st.get("card", {}), "zone": "graveyard"}
    return [oid for oid in game.zones[(player.index, "graveyard")]
            if why_not(game, spec, game.objects[oid], oid, None, ctx.source_id, ctx.controller) is None]


def enough(game, ctx, st, player, what: str) -> None:
    """Refuses the choice to do it when the graveyard holds fewer such cards (413.2c / 608.2d)."""
    n = amount_of(game, ctx, st.get("amount", 1))
    if len(_eligible(game, ctx, st, player)) < n:
        raise IllegalAction("choice_on_resolution", f"{player.name}'s graveyard holds fewer than {n} such card(s), so they "
                                                    f"can't choose to {what}", "illegal_action_reversed")


def chosen_cards(game, st, ctx, you) -> tuple[list, str]:
    """The `amount` cards of `you`'s graveyard the action's `choices.<source>.cards` names (refused if they
    aren't that many such cards), or without a choice the last such cards put there; and the log's note."""
    n = amount_of(game, ctx, st.get("amount", 1))
    eligible = _eligible(game, ctx, st, you)
    named = list(made_for(game, ctx.source_id).get("cards") or ())
    if named:
        if len(named) != n or len(set(named)) != n or any(oid not in eligible for oid in named):
            raise IllegalAction("choice_on_resolution", f"{you.name} must choose {n} such card(s) in their own graveyard",
                                "illegal_action_reversed")
        return named, ""
    return eligible[max(0, len(eligible) - n):], " (no choice was given: the last such cards put there)"


@effect("exile_from_your_graveyard", fields=("amount", "card"))
def exile_from_your_graveyard(game, st, ctx):
    you = game.players[ctx.controller]
    chosen, default = chosen_cards(game, st, ctx, you)
    names = ", ".join(display(game, game.objects[oid]) for oid in chosen) or "nothing"
    for oid in chosen:
        game.move(game.objects[oid], "removed_from_game")
    said = f"exiles {names} from their graveyard" if game.words.today else f"removes {names} (in their graveyard) from the game"
    emit(game, f"{you.name} {said}{default}.", ("choice_on_resolution", f"{you.name} chooses the cards while the effect is applied"))
