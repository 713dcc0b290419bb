"""Effects on players: life, cards drawn, winning the game."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..life_and_draws import draw_cards, gain_life as gain
from ..log import emit
from ..targets import display
from .base import STOP, amount_of, effect, resolve_ref


def _player(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    return None if ref is None or ref.kind != "player" else game.player_named(ref.id)


@effect("gain_life", fields=("amount", "player"))
def gain_life(game, st, ctx):
    """Replacement effects may modify the gain (419.1a, 419.9b)."""
    p = _player(game, st, ctx)
    if p is not None:
        gain(game, p, max(0, amount_of(game, ctx, st.get("amount", 0))))  # a negative amount is 0 (2026 107.1b)


@effect("lose_life", fields=("amount", "player"))
def lose_life(game, st, ctx):
    p = _player(game, st, ctx)
    if p is not None:
        n = max(0, amount_of(game, ctx, st.get("amount", 0)))  # "life equal to its power" of a -1/1 is none (2026 107.1b)
        p.life = p.life - n
        emit(game, f"{p.name} loses {n} life ({p.life} life).",
             *((("life_total_adjusted", "an effect causes the player to lose life, so their life total is adjusted"),)
               if game.rules.applies("life_total_adjusted") else ()))
        from ..life_events import note_life_lost  # "You gain life equal to the life lost this way"
        note_life_lost(ctx, n)


@effect("poison", fields=("amount", "player"))
def poison(game, st, ctx):
    """"Target player gets N poison counters" (420.5h: ten or more lose the game)."""
    p = _player(game, st, ctx)
    if p is not None:
        n = amount_of(game, ctx, st.get("amount", 1))
        p.poison = p.poison + n
        emit(game, f"{p.name} gets {n} poison counter{'s' if n != 1 else ''} ({p.poison} in all).",
             *((("poison_counters", "a player with ten or more poison counters loses the game"),)
               if game.rules.applies("poison_counters") else ()))  # 2007 says it in its glossary and 420.5h only


def discard_cards(game, ids) -> list[str]:
    """Discards these cards, all at once and none chosen here: each moves from its owner's hand to
    their graveyard (2026 701.9a; 2007 "discard"). Returns their names as the log gives them."""
    from ..zones import move_card
    names = [display(game, game.objects[oid]) for oid in ids]
    for oid in ids:
        move_card(game, game.objects[oid], "graveyard")
    return names


def discard_cited(game) -> tuple:
    """The rule a discard cites, where the edition's concept table has one (2026 701.9a)."""
    return (("discard", "each discarded card moves from its owner's hand to their graveyard"),) if game.rules.applies("discard") else ()


@effect("discard", fields=("amount", "player", "random"))
def discard(game, st, ctx):
    """"Target player discards N cards" (701.9a in 2026: from hand to graveyard);
    as many as possible if the hand holds fewer (416.3). The cards are the
    discarding player's choice (or, with `random`, chosen at random): the
    action's `choices` names them for this spell's or ability's source
    (`{"source_id": {"cards": [...]}}`); otherwise the last cards of the hand."""
    from ..zones import named_then_last
    p = _player(game, st, ctx)
    if p is None:
        return
    n = amount_of(game, ctx, st.get("amount", 1))
    hand = game.zones[(p.index, "hand")]
    named = made_for(game, ctx.source_id).get("cards") or ()
    # "each player discards two cards": one list names every player's cards; each player's must be in their hand
    each = st.get("player") == "it"
    stray = [oid for oid in named if oid not in hand and not (each and getattr(game.objects.get(oid), "owner", p.index) != p.index)]
    if stray:  # a card named for the discard must be one of the hand's (2026 701.9a, 2007 413.2c)
        raise IllegalAction("choice_on_resolution", f"{stray[0]} is not a card in {p.name}'s hand", "illegal_action_reversed")
    chosen = named_then_last(hand, named, n)
    ctx.data["discarded_this_way"] = len(chosen)  # "then draws as many cards as they discarded this way" (Forget: counted_amounts.py)
    how = "at random" if st.get("random") else "of their choice"
    if not chosen:
        emit(game, f"{p.name} has no card in hand to discard.",
             ("impossible_as_much_as_possible", "an effect that attempts something impossible does only as much as possible"))
        return
    names = discard_cards(game, chosen)
    unnamed = sum(1 for oid in chosen if oid not in named)
    emit(game, f"{p.name} discards {len(chosen)} card{'s' if len(chosen) != 1 else ''} {how}: {', '.join(names)}"
               + (f" (no choice was given for {unnamed}: the last cards of the hand)." if unnamed else "."),
         *discard_cited(game),
         *((("discard_at_random", "this effect requires a random discard rather than the player's choice"),)
           if st.get("random") and game.rules.applies("discard_at_random") else ()),
         *((("impossible_as_much_as_possible", f"{p.name} had fewer than {n} cards in hand: as many as possible are discarded"),)
           if len(chosen) < n else ()))


@effect("discard_hand", fields=("player",))
def discard_hand(game, st, ctx):
    """"Discard your hand": every card in that player's hand, none chosen (2026 701.9a: from
    the hand to its owner's graveyard); an empty hand discards nothing."""
    p = _player(game, st, ctx)
    if p is None:
        return
    hand = list(game.zones[(p.index, "hand")])
    ctx.data["discarded_this_way"] = len(hand)  # "then draw that many cards" (counted_amounts.py)
    if not hand:
        emit(game, f"{p.name} has no card in hand to discard.")
        return
    names = discard_cards(game, hand)
    emit(game, f"{p.name} discards their hand ({len(hand)} card{'s' if len(hand) != 1 else ''}): {', '.join(names)}.",
         *discard_cited(game))


@effect("draw", fields=("amount", "player"))
def draw(game, st, ctx):
    """423.2: "Draw a card", or "Target player draws X cards" (`player`): one
    draw at a time, each of which a replacement effect may modify."""
    p = _player(game, st, ctx)
    if p is not None:
        draw_cards(game, p, amount_of(game, ctx, st.get("amount", 1)))


@effect("win_game")
def win_game(game, st, ctx):
    p = game.players[ctx.controller]
    from ..cant_lose import cant_win
    if (keeper := cant_win(game, p.index)) is not None:  # Platinum Angel's "your opponents can't win the game"
        emit(game, f"{p.name} can't win the game ({keeper}): the effect does nothing.",
             ("cant_effect_wins", "an effect that says a player can't win the game beats one that says they win"))
        return
    p.won = True
    for q in game.players:
        if q.index != p.index and not q.lost:
            q.lost = True
            q.loss_reason = f"{p.name} won the game ({ctx.source_name})"
    game.game_over = True
    game.winner = p.name
    game.priority = None
    emit(game, f"{p.name} wins the game.", ("game_ends_immediately", "a player won, so the game ends immediately"))
    return STOP


@effect("lose_game", fields=("player",))
def lose_game(game, st, ctx):
    """"You lose the game" (2026 104.3e: an effect may state that a player loses the game; the 2007 rules
    number no such rule). The game ends when one player is left (2007 102.2a; 2026 104.2a)."""
    p = _player(game, st, ctx)
    if p is None or p.lost:
        return
    from ..cant_lose import cant_lose
    if (keeper := cant_lose(game, p.index)) is not None:  # Platinum Angel's "You can't lose the game"
        emit(game, f"{p.name} can't lose the game ({keeper}): the effect does nothing.",
             ("cant_effect_wins", "an effect that says a player can't lose the game beats one that says they lose"))
        return
    from ..log import known
    from ..state_based_effects import end_if_one_left
    p.lost = True
    p.loss_reason = f"an effect of {ctx.source_name}"
    emit(game, f"{p.name} loses the game ({ctx.source_name}).",
         *known(game, ("effect_loses_game", "the effect states that the player loses the game")))
    end_if_one_left(game)
    if game.game_over:
        return STOP


@effect("additional_land", fields=("amount", "player"))
def additional_land(game, st, ctx):
    """"You may play an additional land this turn" (212.6b; 2026: 305.2): a
    continuous effect for the player, ending as the turn does."""
    from ..land_plays import ADDITIONAL_LAND
    from ..state import Effect
    p = _player(game, st, ctx)
    if p is None:
        return
    n = amount_of(game, ctx, st.get("amount", 1))
    game.effects = game.effects + (Effect(game.new_timestamp(), ADDITIONAL_LAND, p.name, 0, (("count", n),), "end_of_turn",
                                          ctx.source_name),)
    emit(game, f"{p.name} may play {n} additional land{'s' if n != 1 else ''} this turn.",
         ("additional_land", "an effect allows the playing of additional lands"))


@effect("extra_turn", fields=("player", "lose_at_its_end_step"))
def extra_turn(game, st, ctx):
    """"Take an extra turn after this one" (Time Walk): the turn is added directly after the current
    one, and the most recently added is taken first (2007: 300.6; 2026: 500.7). With
    `lose_at_its_end_step`, "At the beginning of that turn's end step, you lose the game" (Final
    Fortune): extra_turn_losses.py."""
    p = _player(game, st, ctx)
    if p is None:
        return
    if st.get("lose_at_its_end_step"):
        from ..extra_turn_losses import doomed_extra_turn
        doomed_extra_turn(game, p, ctx)
        return
    game.extra_turns = game.extra_turns + (p.index,)
    emit(game, f"{p.name} will take an extra turn after this one.",
         ("extra_turns", "the extra turn is added directly after this turn"))
