""""You may draw a card", "you may pay {1}. If you do, you gain 1 life", "you
may discard a card. If you do, draw a card": an optional instruction whose
choice its controller makes as the effect is applied (2007: 413.2c, and 410.5
for a triggered ability; 2026: 608.2d, 603.5), and what happens only if they
did (2026: 118.12, "If [a player] does": whether they chose to and paid),
or only if they didn't (`otherwise`, "If you don't, ...": 118.12 again; a
player who can't do it can't choose to, so they don't).
A player can't choose what they can't do (413.2c / 608.2d: discard a card
with an empty hand, pay mana they can't make); that choice refuses the action.

The choice is the action's `choices` for the source of the spell or ability
(`{"source_id": {"may": true}}`); without it the player doesn't, and the log
says no choice was given. One optional instruction per spell or ability."""
from __future__ import annotations

import re

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..targets import display
from .base import amount_of, effect, permanent, run
from .library import LATER
from .may_sacrifice import chosen_sacrifice, sacrifice
from .unless import pay_generic


@effect("may", fields=("effect", "pay", "then", "otherwise", "text", "pay_mana", "pay_energy", "pay_life", "pay_sacrifice", "pay_x"))
def may(game, st, ctx):
    you = game.players[ctx.controller]
    # the card's words, said of the player ("return target creature card from your graveyard" ->
    # "from their graveyard")
    what = re.sub(r"\byourself\b", "themselves", re.sub(r"\byour\b", "their", st.get("text") or "do it"))
    what = what.replace("~", ctx.source_name)  # the card's name, as the compiler wrote it for itself
    given = made_for(game, ctx.source_id).get("may")
    cites = [("choice_on_resolution", f"{you.name} chooses while the effect is applied whether to {what}")]
    if not given:
        default = " (no choice was given: the player doesn't)" if given is None else ""
        if st.get("otherwise") and game.rules.applies("if_you_do"):
            cites.append(("if_you_do", "\"if you don't\" checks that the player chose not to do it"))
        emit(game, f"{you.name} doesn't {what}{default}.", *cites)
        run(game, st.get("otherwise", ()), ctx)  # "If you don't, ..." (118.12): only when they chose not to
        return
    for inner in st.get("effect", ()):
        if inner.get("do") == "put_counters" and permanent(game, ctx, inner, "to", "self") is None:
            raise IllegalAction("choice_on_resolution", f"the permanent has left the battlefield, so {you.name} can't "
                                                        f"choose to {what}", "illegal_action_reversed")
        if inner.get("do") in ("tap", "untap") and inner.get("what") == "self" and permanent(game, ctx, inner, "what", "self") is None:
            raise IllegalAction("choice_on_resolution", f"the permanent has left the battlefield, so {you.name} can't "
                                                        f"choose to {what}", "illegal_action_reversed")
        if inner.get("do") in ("tap", "untap") and st.get("then"):
            # "You may tap it. If you do, ...": tapping is then a cost (2026 118.12), and a tapped permanent
            # can't be tapped to pay one (118.3), nor an untapped one untapped (413.2c: not an impossible option)
            obj = permanent(game, ctx, inner, "what", "target:0")
            if obj is not None and obj.tapped == (inner["do"] == "tap"):
                raise IllegalAction("choice_on_resolution", f"{display(game, obj)} is already "
                                                            f"{'tapped' if obj.tapped else 'untapped'}, so {you.name} can't "
                                                            f"choose to {what}", "illegal_action_reversed")
        if inner.get("what") == "it":  # "you may exile it": the card a dies trigger names (card_still_there.py)
            from ..card_still_there import check_can_choose
            check_can_choose(game, ctx, inner, you.name, what)
        if inner.get("do") == "blight":  # "you may blight 2": not without a creature to blight (2026 701.68b)
            from ..blight import can_blight
            if not can_blight(game, you.index):
                raise IllegalAction("blight_impossible", f"{you.name} controls no creature, so they can't choose to {what}",
                                    "illegal_action_reversed")
        if inner.get("do") in ("discard", "put_from_hand_on_bottom") and inner.get("player", "you") == "you":
            # "you may discard a card" is a choice to pay with cards from your own hand (2026 118.12);
            # "you may have target opponent discard a card" asks nothing of your hand
            n = amount_of(game, ctx, inner.get("amount", 1))
            if len(game.zones[(you.index, "hand")]) < n:
                raise IllegalAction("choice_on_resolution", f"{you.name} has fewer than {n} card(s) in hand, so they can't "
                                                            f"choose to {what}", "illegal_action_reversed")
        if inner.get("do") == "return_one_you_control":  # "you may return another permanent you control ..."
            from .return_yours import check_can_choose_return
            check_can_choose_return(game, ctx, inner, you, what)
        if inner.get("do") in ("exile_from_your_graveyard", "return_from_your_graveyard"):  # "you may exile / return a land card ..."
            from .exile_from_graveyard import enough
            enough(game, ctx, inner, you, what)
        if inner.get("do") == "put_exiled_card_into_graveyard":  # the processors: not without such a card in exile
            from ..exiled_cards_to_graveyard import can_choose
            can_choose(game, ctx, you, what)
    x = _chosen_x(game, ctx, you, st, what) if st.get("pay_x") else None
    _can_pay(game, ctx, you, st, what)
    sacrificed = chosen_sacrifice(game, ctx, you, st["pay_sacrifice"], what) if "pay_sacrifice" in st else None
    if st.get("then") and game.rules.applies("if_you_do"):
        cites.append(("if_you_do", "\"if you do\" checks that the player chose to do it (and paid)"))
    elif st.get("otherwise") and game.rules.applies("if_you_do"):
        cites.append(("if_you_do", "\"if you don't\" checks that the player chose to do it, so what follows it doesn't happen"))
    emit(game, f"{you.name} chooses to {what}.", *cites)
    if "pay" in st:
        cost = "{%d}" % amount_of(game, ctx, st["pay"])
        pay_generic(game, you, cost, ctx.source_name)
        emit(game, f"{you.name} pays {cost}.")  # the payment the choice was (2026 118.12)
    if x is not None:  # "you may pay {X}[{R}]. If you do, ... X ...": X is the amount paid (pay_x.py)
        from .pay_x import pay_x
        ctx = pay_x(game, ctx, you, st, x)
    else:
        _pay(game, ctx, you, st)
    if sacrificed is not None:
        sacrifice(game, ctx, you, sacrificed)
    run(game, st.get("effect", ()), ctx)
    run(game, st.get("then", ()), ctx)


def _chosen_x(game, ctx, you, st, what: str) -> int:
    from .pay_x import chosen_x
    return chosen_x(game, ctx, you, what)


def _can_pay(game, ctx, you, st, what: str) -> None:
    """Energy and life a player hasn't got can't be chosen to be paid (413.2c / 608.2d; 2026 107.14: to pay
    {E} a player removes an energy counter from themselves; 119.4: life only with a life total at least that)."""
    energy = amount_of(game, ctx, st["pay_energy"]) if "pay_energy" in st else 0
    if energy > you.energy:
        raise IllegalAction("choice_on_resolution", f"{you.name} has {you.energy} energy counter(s), fewer than {energy}, so "
                                                    f"they can't choose to {what}", "illegal_action_reversed")
    life = amount_of(game, ctx, st["pay_life"]) if "pay_life" in st else 0
    if life > you.life:
        raise IllegalAction("pay_life" if game.rules.applies("pay_life") else "choice_on_resolution",
                            f"{you.name} has {you.life} life, less than {life}, so they can't choose to {what}",
                            *(("choice_on_resolution",) if game.rules.applies("pay_life") else ()), "illegal_action_reversed")


def _pay(game, ctx, you, st) -> None:
    """A full mana cost ("{1}{W}") is paid as an effect asks (unless.pay_generic: pool, then mana abilities);
    energy counters are removed; life paid is life lost (2026 119.4)."""
    if st.get("pay_mana"):
        pay_generic(game, you, st["pay_mana"], ctx.source_name)
        emit(game, f"{you.name} pays {st['pay_mana']}.")
    if "pay_energy" in st:
        n = amount_of(game, ctx, st["pay_energy"])
        you.energy = you.energy - n
        text = f"{you.name} pays {'{E}' * n} (removes {n} energy counter{'s' if n != 1 else ''}, {you.energy} left)."
        if game.rules.applies("pay_energy"):
            emit(game, text, ("pay_energy", "to pay {E}, a player removes one energy counter from themselves"))
        else:
            emit(game, f"{text} Energy {LATER}.")
    if "pay_life" in st:
        n = amount_of(game, ctx, st["pay_life"])
        you.life = you.life - n
        text = f"{you.name} pays {n} life ({you.life} left)."
        if game.rules.applies("pay_life"):
            emit(game, text, ("pay_life", f"{you.name} had at least {n} life, so could pay it; paying life is losing it"))
        else:
            emit(game, text)
