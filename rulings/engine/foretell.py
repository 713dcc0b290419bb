"""Foretell (2026 702.143): any time a player has priority during their turn, they may pay {2}
and exile a card with foretell from their hand face down (702.143a; a special action, no stack,
702.143b, 116.2h): the action `{"type": "foretell", "object": id}`, {2} paid from the mana pool
as suspend's cost is. After that turn has ended, they may cast it from exile by paying its
foretell cost rather than its mana cost (an alternative cost, 601.2b, 601.2f-h): a permission
(play_from_exile.py) carrying that cost, at the spell's normal timing. The engine's state shows
every zone to the reader, so the face-down card is shown there by name, as a hand is. Later
than February 2007: refused there."""
from __future__ import annotations

from .continuous import characteristics
from .costs import pay_mana, special_action_payment
from .errors import IllegalAction
from .log import emit
from .mana import parse_cost
from .play_from_exile import grant
from .targets import display


def foretell(game, player, a) -> None:
    from .priority import after_action
    obj = game.objects[a.object]
    name = display(game, obj)
    if not game.words.today:
        raise IllegalAction("keyword_abilities", "foretell is a keyword later than the February 2007 rules (2026: rule 702.143); "
                                                 "the engine plays it only under the 2026 rules")
    if obj.zone != "hand" or obj.owner != player.index:
        raise IllegalAction("foretell_special_action", f"{name} is not in {player.name}'s hand")
    kw = characteristics(game, obj).keyword_ability("foretell")
    if kw is None:
        raise IllegalAction("foretell", f"{name} has no foretell")
    if game.active != player.index:
        raise IllegalAction("foretell_special_action", f"a card is foretold only during its owner's turn, and it is "
                                                       f"{game.players[game.active].name}'s turn")
    pay_mana(game, player, parse_cost("{2}"), 0, (a.pay or {}).get("mana"), f"foretelling {name}", special_action_payment(game))
    game.move(obj, "removed_from_game")
    grant(game, obj, player.index, "after_this_turn", True, name, cost=kw.get("cost"))
    emit(game, f"{player.name} foretells {name}: pays {{2}} and exiles it from their hand face down; this special action doesn't "
               f"use the stack. After this turn, {player.name} may cast it from exile for its foretell cost {kw.get('cost')}.",
         ("foretell_special_action", "exiling a card with foretell is a special action, taken with priority during its owner's turn"),
         ("foretell", "pay {2} and exile it face down; it may be cast after this turn for its foretell cost"),
         ("special_actions_no_stack", "special actions don't use the stack"))
    after_action(game, player.index, "took a special action")
