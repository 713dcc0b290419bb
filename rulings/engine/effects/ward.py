"""Ward's effect (2026 702.21a): "counter that spell or ability unless that player
pays [cost]", the spell or ability being the one that targeted the permanent.

Its controller chooses as the effect is applied whether to pay (608.2d; 118.12a:
"unless" is "that player may pay; if they don't, counter it"), through the resolving
action's `choices` for the permanent with ward: `{"ward_id": {"pays": true}}`, and
for a discard, `{"pays": true, "cards": ["card_id"]}`. Mana comes from the pool,
else from the fewest of their mana abilities that pay it (605.3a); life can be paid
only with at least that much life (119.4); a card discarded must be in their hand.
Choosing to pay what they can't refuses the action. Without a choice they don't
pay. Countering a spell puts it into its owner's graveyard; countering an ability
removes it from the stack (701.6a), with no refund (701.6b)."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..state import TargetRef
from ..targets import display
from .base import Ctx, effect
from .moves import counter
from .unless import pay_generic


def _what(game, item) -> str:
    if item.kind == "spell":
        obj = game.objects.get(item.source_id)
        return display(game, obj) if obj is not None else item.name
    return f"{item.name}'s {'triggered ' if item.kind == 'triggered' else ''}ability"


@effect("counter_targeting_unless", fields=("cost", "life", "discard"), internal=True)
def counter_targeting_unless(game, st, ctx):
    item = _targeting(game, ctx)
    if item is None:
        return
    payer = game.players[item.controller]
    what = _what(game, item)
    cost, pays = _cost(st)
    given = made_for(game, ctx.source_id)
    unless = [("choice_on_resolution", f"{payer.name}, who controls {what}, chooses while the effect is applied"),
              ("unless_pays", "\"counter it unless that player pays\" means that player may pay; if they don't, it is countered")]
    if given.get("pays"):
        _pay(game, payer, st, given, f"{ctx.source_name}'s ward", unless)
        emit(game, f"{payer.name} {pays}, so {ctx.source_name}'s ward doesn't counter {what}.", *unless)
        return
    default = "" if "pays" in given else " (no choice was given: the player doesn't pay)"
    emit(game, f"{payer.name} doesn't pay {cost}{default}.", *unless)
    _counter(game, ctx, item)


@effect("counter_targeting")
def counter_targeting(game, st, ctx):
    """ "Counter that spell or ability": the one whose targeting triggered the ability
    (Shimmering Glasskite's "the first time each turn")."""
    item = _targeting(game, ctx)
    if item is not None:
        _counter(game, ctx, item)


def _targeting(game, ctx):
    item_id = ctx.data.get("targeting")
    item = next((i for i in game.stack if i.id == item_id), None)
    if item is None:
        emit(game, f"The spell or ability that targeted the permanent is no longer on the stack, so {ctx.source_name}'s ability "
                   "has nothing to counter.")
    return item


def _counter(game, ctx, item) -> None:
    """701.6a: a countered spell goes to its owner's graveyard; an ability leaves the stack."""
    if item.kind == "spell":
        obj = game.objects[item.source_id]
        counter(game, {"what": "target:0"}, Ctx(ctx.controller, ctx.source_id, ctx.source_name,
                                                (TargetRef("object", obj.id, obj.zcc),), (True,)))
        return
    game.stack = tuple(i for i in game.stack if i.id != item.id)
    emit(game, f"{_what(game, item)} is countered: it leaves the stack and none of its effects occur.",
         ("counter_ability", "countering an ability removes it from the stack"),
         ("no_refund", "the costs paid for it are not refunded"))


def _cost(st: dict) -> tuple[str, str]:
    """The cost in words, and what paying it is: ("{2}", "pays {2}")."""
    if st.get("life") is not None:
        return f"{st['life']} life", f"pays {st['life']} life"
    if st.get("discard") is not None:
        n = st["discard"]
        words = "a card" if n == 1 else f"{n} cards"
        return f"(discard {words})", f"discards {words}"
    return st.get("cost", "{0}"), f"pays {st.get('cost', '{0}')}"


def _pay(game, payer, st: dict, given: dict, what: str, unless: list) -> None:
    if st.get("life") is not None:
        n = int(st["life"])
        if payer.life < n:
            raise IllegalAction("pay_life", f"{payer.name} has {payer.life} life and can't pay {n} life for {what}",
                                "choice_on_resolution", "illegal_action_reversed")
        payer.life = payer.life - n
        unless.append(("pay_life", f"{payer.name} had at least {n} life, so could pay it; paying life is losing it"))
        return
    if st.get("discard") is not None:
        from ..zones import move_card
        n = int(st["discard"])
        hand = game.zones[(payer.index, "hand")]
        chosen = list(given.get("cards") or ())
        if len(chosen) != n or len(set(chosen)) != n or any(c not in hand for c in chosen):
            raise IllegalAction("choice_on_resolution",
                                f"to pay {what}, {payer.name} must discard {n} card{'s' if n != 1 else ''} from their hand, named in "
                                f"the choice's \"cards\" (given: {', '.join(chosen) or 'none'})", "illegal_action_reversed")
        names = [display(game, game.objects[c]) for c in chosen]
        from ..discard_to_battlefield import caused_by
        with caused_by(game, None):  # a cost: its payer, not the ward ability, causes its discard (2026 118.12a)
            for c in chosen:
                move_card(game, game.objects[c], "graveyard")
        unless.append(("discard", f"{payer.name} discards {', '.join(names)}"))
        return
    pay_generic(game, payer, st.get("cost", "{0}"), what)
