""""[Do something] unless you [pay or do something else]", said of the ability's own controller:
"At the beginning of your upkeep, this creature deals 8 damage to you unless you pay {G}{G}{G}{G}"
(Force of Nature), "tap this creature unless you pay 1 life" (Carnophage), "sacrifice it unless you
discard a card at random" (Balduvian Horde), "Then discard two cards unless you discard an artifact
card" (Thirst for Knowledge), "exile it unless you sacrifice another creature" (Demonlord of
Ashmouth). The words mean "you may [pay or do the other thing]; if you don't, [do something]"
(2026 118.12a), and the choice is made as the effect is applied (2007 413.2c; 2026 608.2d): a
player can't choose to pay what they can't pay, nor to discard, sacrifice or return what they
haven't got (that choice refuses the action).

The cost is one of: `pay_mana` (a mana cost without {X}, hybrid or Phyrexian symbols: paid from
the pool, else with the player's mana abilities), `pay` (generic mana: a number or a count, "{1} for
each card in your hand", counted as the effect is applied), `pay_life` (2026 119.4), `pay_energy` (2026
107.14), or `action` ("discard": cards in their hand, `random` for "at random"; "sacrifice",
"return_to_hand": permanents they control; "exile_from_graveyard": cards in their graveyard;
"exile_top_from_graveyard": the top such cards of their graveyard, none chosen) with `count` and `filter` (as sacrifice_unless_you's,
plus `not_types`). `effect`: the instructions followed if they don't. The choice is the action's
`choices` for the source: `{"source_id": {"pays": true, "cards": ["id", ...]}}` (the cards or
permanents used; for a random discard, the card chance picked, else the last card of the hand);
without `pays` they don't, and the `effect` is followed. The payer is the ability's controller, or with
`player` (a reference to a player: "target:0") that player ("Target player discards two cards unless they
discard an artifact card"), or with `controller_of` ("target:0") the controller of that permanent as the
effect is applied ("Tap target creature unless its controller pays 2 life"); if there is none, the
`effect` is followed. `echo`: true for an echo cost that isn't mana
("Echo—Discard a card", 502.19a / 702.30a), written out as its triggered ability with the intervening
"if" `source_echo_due` (echo.py); the log cites echo."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit, exiled
from ..targets import display
from .base import amount_of, effect, run
from .sacrifice_unless_you import ACTIONS, FILTER_KEYS, _do

COSTS = ("pay_mana", "pay", "pay_life", "pay_energy", "action")
UNLESS_FILTER_KEYS = (*FILTER_KEYS, "not_types")
#: cards of their own graveyard: "exile a card from your graveyard" (chosen), "exile the top creature card of your
#: graveyard" (none chosen: the one nearest the top, the last put there)
GRAVEYARD_ACTIONS = ("exile_from_graveyard", "exile_top_from_graveyard")
UNLESS_ACTIONS = (*ACTIONS, *GRAVEYARD_ACTIONS)


def candidates(game, ctx, st, who: int | None = None) -> list:
    """The cards (in the paying player's hand or graveyard) or permanents (they control) of the kind the cost names."""
    from ..continuous import characteristics
    from .sacrifice_unless_you import fits
    who = ctx.controller if who is None else who
    flt = st.get("filter", {})
    base = {k: v for k, v in flt.items() if k != "not_types"}
    if st["action"] in GRAVEYARD_ACTIONS:
        found = [game.objects[oid] for oid in game.zones[(who, "graveyard")]]
    elif st["action"] == "discard":
        found = [game.objects[oid] for oid in game.zones[(who, "hand")]]
    else:
        found = list(game.in_play(who))
    return [o for o in found if fits(game, ctx, o, base) and not set(characteristics(game, o).types) & set(flt.get("not_types", ()))]


def payer(game, ctx, st):
    """Who may pay: the ability's controller ("unless you"), the target player (`player`: "unless that
    player sacrifices a creature"), or the controller of the target permanent (`controller_of`: "unless its
    controller pays {1}") as the effect is applied; None if the target is gone."""
    from .base import object_of, resolve_ref
    if "player" in st:
        ref = resolve_ref(game, ctx, st["player"])
        return game.player_named(ref.id) if ref is not None and ref.kind == "player" else None
    if "controller_of" in st:
        obj = object_of(game, resolve_ref(game, ctx, st["controller_of"]))
        return game.players[obj.controller] if obj is not None and obj.zone == "in_play" else None
    return game.players[ctx.controller]


@effect("unless_you", fields=("effect", "text", "pay_mana", "pay", "pay_life", "pay_energy", "action", "count", "filter", "random", "echo",
                              "player", "controller_of"))
def unless_you(game, st, ctx):
    from .optional import _can_pay, _pay
    from .unless import pay_generic
    you = payer(game, ctx, st)
    if you is None:  # no one the words name is left to pay: the instructions are followed
        run(game, st.get("effect", ()), ctx)
        return
    text = st.get("text") or "pay"
    given = made_for(game, ctx.source_id)
    cites = [("choice_on_resolution", f"{you.name} chooses while the effect is applied whether to {text}")]
    if st.get("echo"):  # "Echo—Discard a card": echo's "sacrifice it unless you pay its echo cost" (502.19a / 702.30a)
        cites.insert(0, ("echo", f"echo—{text}: sacrifice it unless its controller pays its echo cost"))
    if game.rules.applies("unless_pays"):
        cites.append(("unless_pays", f"\"unless {'you' if you.index == ctx.controller else 'they'} {text}\" means {you.name} may "
                                     f"{text}; if they don't, the rest happens"))
    if not given.get("pays"):
        default = "" if given.get("pays") is not None else " (no choice was given: the player doesn't)"
        emit(game, f"{you.name} doesn't {text}{default}.", *cites)
        run(game, st.get("effect", ()), ctx)
        return
    if "action" in st:
        chosen = _chosen(game, ctx, st, you, text, given)
        names = ", ".join(display(game, o) for o in chosen)
        random = (("discard_at_random", "this cost requires a random discard rather than the player's choice"),) \
            if st.get("random") and game.rules.applies("discard_at_random") else ()
        emit(game, f"{you.name} chooses to {text}: {names}.", *cites, *random)
        if st["action"] in GRAVEYARD_ACTIONS:
            for o in chosen:
                game.move(o, "removed_from_game")
            emit(game, f"{names} {'is' if len(chosen) == 1 else 'are'} {game.words.removed}.", exiled(game))
        else:
            _do(game, st["action"], chosen)
    else:
        _can_pay(game, ctx, you, st, text)
        emit(game, f"{you.name} chooses to {text}.", *cites)
        if st.get("pay_mana"):
            pay_generic(game, you, st["pay_mana"], ctx.source_name)
            emit(game, f"{you.name} pays {st['pay_mana']}.")
        if "pay" in st:  # "{1} for each card in your hand": counted as the effect is applied (413.2f / 608.2h)
            n = amount_of(game, ctx, st["pay"])
            if n:
                pay_generic(game, you, "{%d}" % n, ctx.source_name)
            emit(game, f"{you.name} pays {{{n}}}.")
        _pay(game, ctx, you, {k: v for k, v in st.items() if k != "pay_mana"})
    emit(game, f"{you.name} did, so nothing else of {ctx.source_name}'s instruction happens.")


def _chosen(game, ctx, st, you, text: str, given: dict) -> list:
    """The cards or permanents used: `count` different ones of the kind, named by the choice; for a
    random discard, the card chance picked (else the last card of the hand)."""
    n = st.get("count", 1)
    ok = {o.id: o for o in candidates(game, ctx, st, you.index)}
    named = list(given.get("cards") or ())
    if st["action"] == "exile_top_from_graveyard":  # no choice of card: the top ones of that kind
        named = list(ok)[max(0, len(ok) - n):]
    if st.get("random") and not named:
        hand = [oid for oid in game.zones[(you.index, "hand")] if oid in ok]
        named = hand[max(0, len(hand) - n):]
    if len(named) != n or len(set(named)) != n or any(oid not in ok for oid in named):
        raise IllegalAction("choice_on_resolution",
                            f"to {text}, choices.{ctx.source_id}.cards must name {n} different one(s) {you.name} can use: "
                            f"{', '.join(ok) or 'none'}", "illegal_action_reversed")
    return [ok[oid] for oid in named]

