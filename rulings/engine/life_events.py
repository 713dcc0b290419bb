"""Life lost and life totals set by an effect (2026 119.3, 119.5; 2007: the glossary's "Life, Life
Total": any decrease is losing life, any increase gaining it).

* `count_life_lost` (no field) starts a tally of the life the `lose_life` instructions after it
  make players lose; `{"count": "life_lost_this_way"}` reads it: "Each opponent loses 5 life. You
  gain life equal to the life lost this way." (Kokusho, Subversion).
* `count_damage_dealt` (no field) starts a tally of the damage the `damage` instructions after it deal;
  `{"count": "damage_dealt_this_way"}` reads it: "This creature deals 1 damage to each opponent. You gain life
  equal to the damage dealt this way." (Creeping Bloodsucker, Corrupt).
* `{"count": "half_life_rounded_up", "of": player}`: "loses half their life, rounded up" (Quietus
  Spike): half that player's life total as the instruction is followed, rounded up as the card
  says (2007 104.1; 2026 107.1a); a total of 0 or less gives 0 (2026 107.1b).
* `{"count": "mana_value_of", "of": object}`: "You gain life equal to its mana value" (Divine
  Offering): the object's mana value now, or as it last existed on the battlefield if it has
  left (2007 413.2f; 2026 608.2h).
* `set_life_total` (`amount`, `player`): "Target player's life total becomes 10." (Magister
  Sphinx): the player gains or loses the difference (2026 119.5), so a gain can be replaced or
  stopped like any other; under 2007 the glossary says the same without a number, and nothing is
  cited for it.
"""
from __future__ import annotations

from .effects.base import effect, resolve_ref
from .log import emit

#: the counts this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("life_lost_this_way", "half_life_rounded_up", "mana_value_of")
KINDS += ("damage_dealt_this_way",)  # "You gain life equal to the damage dealt this way" (count_damage_dealt)
#: those of them that read a reference (`of`)
OF_KINDS = ("half_life_rounded_up", "mana_value_of")


@effect("count_life_lost", fields=())
def count_life_lost(game, st, ctx):
    """The tally is a list shared with the copies of the context each player's turn of a
    "for_each" makes, so every loss counts."""
    ctx.data["life_lost_tally"] = [0]


def note_life_lost(ctx, n: int) -> None:
    """Called by `lose_life`: `n` more life lost this way, if a tally was started."""
    tally = ctx.data.get("life_lost_tally")
    if tally is not None:
        tally[0] += n


@effect("count_damage_dealt", fields=())
def count_damage_dealt(game, st, ctx):
    """"This creature deals 1 damage to each opponent. You gain life equal to the damage dealt this way." (Creeping
    Bloodsucker): a tally of the damage every following `damage` instruction of the resolving spell or ability deals,
    after prevention and replacement (what is prevented is not dealt: 2007 419.7a; 2026 615.10), shared as the life
    lost tally is; `{"count": "damage_dealt_this_way"}` reads it."""
    ctx.data["damage_dealt_tally"] = [0]


def note_damage_dealt(ctx, n: int) -> None:
    """Called by `damage`: `n` more damage dealt this way, if a tally was started."""
    tally = ctx.data.get("damage_dealt_tally")
    if tally is not None:
        tally[0] += n


def _player(game, ctx, ref: str):
    found = resolve_ref(game, ctx, ref)
    return None if found is None or found.kind != "player" else game.player_named(found.id)


def counted(game, ctx, amount: dict) -> int:
    kind = amount.get("count")
    if kind == "life_lost_this_way":
        return (ctx.data.get("life_lost_tally") or [0])[0]
    if kind == "damage_dealt_this_way":
        return (ctx.data.get("damage_dealt_tally") or [0])[0]
    if kind == "half_life_rounded_up":
        p = _player(game, ctx, amount.get("of", "you"))
        if p is None:
            return 0
        half = max(0, -(-p.life // 2))
        emit(game, f"Half of {p.name}'s life total of {p.life}, rounded up, is {half}.",
             ("fraction_rounded", "the effect says whether a fraction is rounded up or down: here, up"))
        return half
    if kind == "mana_value_of":
        return _mana_value_of(game, ctx, amount.get("of", "it"))
    return 0


def _mana_value_of(game, ctx, ref: str) -> int:
    from .continuous import characteristics, last_known, left_play
    from .target_filter import mana_value
    from .targets import display
    found = resolve_ref(game, ctx, ref)
    obj = game.objects.get(found.id) if found is not None and found.kind == "object" else None
    if obj is None:
        return 0
    if left_play(obj) and obj.zcc in (found.zcc, found.zcc + 1):
        value = mana_value(game, obj, last_known(game, obj))
        emit(game, f"{display(game, obj)} has {game.words.left_play}: its mana value is read as it last existed there ({value}).",
             ("last_known_information", "the object left the zone it was expected to be in, so its last known information is used"))
        return value
    if obj.zcc != found.zcc:
        return 0
    return mana_value(game, obj, characteristics(game, obj))


@effect("set_life_total", fields=("amount", "player"))
def set_life_total(game, st, ctx):
    from .effects.base import amount_of
    from .life_and_draws import gain_life
    p = _player(game, ctx, st.get("player", "you"))
    if p is None:
        return
    n = amount_of(game, ctx, st.get("amount", 0))
    cites = (("life_total_becomes", f"{p.name}'s life total becomes {n}: {p.name} gains or loses the necessary amount of life"),) \
        if game.rules.applies("life_total_becomes") else ()
    if n > p.life:
        gain_life(game, p, n - p.life, f"{p.name}'s life total becomes {n}: {p.name} gains {n - p.life} life ({n} life).", cites)
    elif n < p.life:
        lost = p.life - n
        p.life = n
        emit(game, f"{p.name}'s life total becomes {n}: {p.name} loses {lost} life ({n} life).", *cites)
    else:
        emit(game, f"{p.name}'s life total is already {n}: {p.name} gains and loses no life.", *cites)


@effect("exchange_life_totals", fields=("player",))
def exchange_life_totals(game, st, ctx):
    """ "Exchange life totals with target opponent" (Mirror Universe): the controller and `player`
    each gain or lose the life needed to have the other's previous total, at the same time (2026
    701.12c; 2007: the glossary's "Exchange", without a number, so nothing is cited there). A player
    who can't gain life can't be given a higher total, and then the exchange doesn't happen (2026
    119.7, 701.12c; 2007 glossary: "if it can't exchange the chosen things, it has no effect")."""
    from .cant_gain_life import stopping
    from .cant_gain_life_this_turn import stopping as stopping_this_turn
    from .life_and_draws import gain_life
    from .targets import display
    you = game.players[ctx.controller]
    other = _player(game, ctx, st.get("player", "target:0"))
    if other is None or other is you:
        return
    before = {you.index: you.life, other.index: other.life}
    cites = (("exchange_life_totals", "each player gains or loses the amount of life necessary to equal the other's previous life total"),) \
        if game.rules.applies("exchange_life_totals") else ()
    for p, q in ((you, other), (other, you)):
        perm = stopping(game, p) if before[q.index] > before[p.index] else None
        said = display(game, perm) if perm is not None else (stopping_this_turn(game, p) if before[q.index] > before[p.index] else None)
        if said is not None:  # a permanent's static ability, or "Players can't gain life this turn" (cant_gain_life_this_turn.py)
            emit(game, f"{p.name} can't gain life ({said}), so {you.name} and {other.name} don't exchange life totals.",
                 *cites, ("cant_effect_wins", f"{said} says {p.name} can't gain life"))
            return
    emit(game, f"{you.name} ({before[you.index]} life) and {other.name} ({before[other.index]} life) exchange life totals.", *cites)
    for p, q in ((you, other), (other, you)):
        n = before[q.index] - before[p.index]
        if n > 0:
            gain_life(game, p, n)
        elif n < 0:
            p.life = p.life + n
            emit(game, f"{p.name} loses {-n} life ({p.life} life).")
