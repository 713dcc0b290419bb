"""Plot (2026 702.170): "Plot [cost]" means "Any time you have priority during your main phase
while the stack is empty, you may exile this card from your hand and pay [cost]. It becomes a
plotted card." (702.170a); a special action, no stack (702.170b, 116.2k: during its owner's
own turn). A plotted card's owner may cast it from exile without paying its mana cost during
their main phase while the stack is empty, on any turn after the one in which it became
plotted (702.170d): a permission (play_from_exile.py) that is free and at sorcery timing.
The action is `{"type": "plot", "object": id}`. Later than February 2007: refused there."""
from __future__ import annotations

from .continuous import characteristics
from .costs import pay_mana, special_action_payment
from .errors import IllegalAction
from .log import emit
from .mana import parse_cost
from .play_from_exile import grant
from .targets import display


def plot(game, player, a) -> None:
    from .actions import sorcery_timing_ok
    from .priority import after_action
    obj = game.objects[a.object]
    name = display(game, obj)
    if not game.words.today:
        raise IllegalAction("keyword_abilities", "plot is a keyword later than the February 2007 rules (2026: rule 702.170); "
                                                 "the engine plays it only under the 2026 rules")
    if obj.zone != "hand" or obj.owner != player.index:
        raise IllegalAction("plot_special_action", f"{name} is not in {player.name}'s hand")
    kw = characteristics(game, obj).keyword_ability("plot")
    if kw is None:
        raise IllegalAction("plot", f"{name} has no plot")
    why = sorcery_timing_ok(game, player)
    if why:
        raise IllegalAction("plot", f"a card is plotted only during its owner's main phase while the stack is empty, and {why}",
                            "plot_special_action")
    pay_mana(game, player, parse_cost(kw.get("cost")), 0, (a.pay or {}).get("mana"), f"plotting {name}", special_action_payment(game))
    game.move(obj, "removed_from_game")
    grant(game, obj, player.index, "after_this_turn", True, name, free=True, sorcery_timing=True)
    emit(game, f"{player.name} plots {name}: pays {kw.get('cost')} and exiles it from their hand; this special action doesn't use the stack. "
               f"On a later turn, {player.name} may cast it from exile without paying its mana cost, during their main phase "
               "while the stack is empty.",
         ("plot_special_action", "exiling a card with plot is a special action, taken with priority during its owner's turn"),
         ("plot", f"plot {kw.get('cost')}: exile it from the hand and pay the cost; it becomes a plotted card"),
         ("special_actions_no_stack", "special actions don't use the stack"))
    after_action(game, player.index, "took a special action")
