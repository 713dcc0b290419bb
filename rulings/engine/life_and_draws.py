"""Gaining life and drawing cards, and the replacement effects that watch for them.

A player's life gain and each card draw (423.2: cards are drawn one at a
time) is an event that static replacement abilities in play may modify
(419.1a). Several of them: the affected player chooses which applies first
(419.9a); each applies once to an event, never to its own result (419.6a);
and a replacement can become applicable to an event that another one made
(419.9b: "for each 1 life you would gain, draw a card instead" turns the gain
into draws that "if you would draw a card, return a card from your graveyard
instead" then replaces). A replaced draw is replaced even from an empty
library (423.6a, 419.6h), and it is completed before the next draw of a
sequence goes on (423.6b). The June 2026 rules say the same in 121.6, 614.11
and 616.2, and add that gaining 0 life is no event (119.10).

What happens instead is one function per kind, found in `_INSTEAD_OF_LIFE`
and `_INSTEAD_OF_DRAW`.
"""
from __future__ import annotations

from .choices import made_for
from .log import emit
from .replacement import Replacement, choose, statics
from .targets import display
from .zones import draw as draw_from_library

_WHOSE = {
    "any": lambda perm, player: True,
    "yours": lambda perm, player: perm.controller == player.index,
    "opponents": lambda perm, player: perm.controller != player.index,
}


def _options(game, event: str, player, applied: frozenset) -> list:
    out = []
    for perm, ab in statics(game, event):
        if _WHOSE[ab["replacement"].get("whose", "yours")](perm, player):
            r = Replacement(perm.id, display(game, perm), perm.timestamp, ability=ab)
            if (r.source_id, r.timestamp) not in applied:
                out.append(r)
    return out


def _applied_cites(made_by: str | None) -> tuple:
    """The citations every applied replacement carries, and 419.9b when the
    event it replaces was itself made by another replacement."""
    cites = [("replacement_once", "each replacement effect applies to an event once, never to its own result")]
    if made_by:
        cites.append(("replacement_becomes_applicable",
                      f"the event it replaces was made by {made_by}'s replacement effect"))
    return tuple(cites)


# --- life ----------------------------------------------------------------------

def gain_life(game, player, n: int, text: str | None = None, cites: tuple = ()) -> None:
    """`player` gains `n` life, unless replacement effects modify the event.
    `text` and `cites` describe the gain if it happens unmodified."""
    applied, made_by = frozenset(), None  # the replacements applied so far, and the last one's source
    from .cant_gain_life import stops  # "Players can't gain life" (2007 103.2; 2026 101.2, 119.7)
    if stops(game, player, n):
        return
    if n > 0:
        while True:
            options = _options(game, "gain_life", player, applied)
            if not options:
                break
            r = choose(game, options, player.name, f"{player.name} gaining {n} life")
            applied = applied | {(r.source_id, r.timestamp)}
            why = _applied_cites(made_by) + cites  # cites: why the unmodified gain would happen (lifelink)
            n, done = _INSTEAD_OF_LIFE[r.ability["replacement"]["instead"]](game, player, n, r, applied, why)
            if done:
                return
            text, cites, made_by = None, (), r.source_name
    elif game.rules.applies("no_life_gain_event"):
        cites = cites + (("no_life_gain_event", "gaining 0 life is no life gain event: nothing replaces it or triggers on it"),)
    player.life = player.life + n
    if text is None and not cites and game.rules.applies("life_total_adjusted"):  # an effect's own gain (not lifelink's)
        cites = (("life_total_adjusted", "an effect causes the player to gain life, so their life total is adjusted"),)
    emit(game, text or f"{player.name} gains {n} life ({player.life} life).", *cites)
    if n > 0:
        from .board_life_conditions import note_life_gained
        note_life_gained(game, player.index, n)  # "if you gained life this turn", "3 or more life this turn"
        from .triggers import fire
        fire(game, "gain_life", player=player.index, gained=n)


def _life_becomes_draws(game, player, n, r, applied, why):
    """"For each 1 life you would gain, draw a card instead" (419.9b's example)."""
    emit(game, f"{player.name} would gain {n} life; instead {player.name} draws {n} card{'s' if n != 1 else ''} ({r.source_name}).",
         ("replacement_instead", f"{r.source_name}'s effect replaces the life gain with card draws"), *why)
    for _ in range(n):
        draw_card(game, player, applied, made_by=r.source_name)
    return n, True


def _life_doubled(game, player, n, r, applied, why):
    """"If you would gain life, you gain twice that much life instead"."""
    emit(game, f"{player.name} would gain {n} life; instead {player.name} gains {2 * n} life ({r.source_name}).",
         ("replacement_instead", f"{r.source_name}'s effect replaces the life gain with twice as much"), *why)
    return 2 * n, False


def _life_becomes_loss(game, player, n, r, applied, why):
    """"If an opponent would gain life, that player loses that much life instead"."""
    player.life = player.life - n
    emit(game, f"{player.name} would gain {n} life; instead {player.name} loses {n} life ({player.life} life) ({r.source_name}).",
         ("replacement_instead", f"{r.source_name}'s effect replaces the life gain with a life loss"), *why)
    return n, True


def _life_plus(game, player, n, r, applied, why):
    """"If you would gain life, you gain that much life plus 1 instead" (the
    replacement's `count`: how much more)."""
    more = r.ability["replacement"].get("count", 1)
    emit(game, f"{player.name} would gain {n} life; instead {player.name} gains {n + more} life ({r.source_name}).",
         ("replacement_instead", f"{r.source_name}'s effect replaces the life gain with that much plus {more}"), *why)
    return n + more, False


_INSTEAD_OF_LIFE = {"draw": _life_becomes_draws, "double": _life_doubled, "lose_life": _life_becomes_loss, "plus": _life_plus}


# --- draws ---------------------------------------------------------------------

def draw_cards(game, player, n: int) -> None:
    """423.2: `n` individual draws, each replaced or not on its own; a replaced
    one is completed before the next (423.6b)."""
    for _ in range(n):
        draw_card(game, player)


def draw_card(game, player, applied: frozenset = frozenset(), made_by: str | None = None) -> None:
    """One card draw, unless a replacement effect modifies it (423.6a: even
    from an empty library)."""
    options = _options(game, "draw", player, applied) + _dredge_options(game, player, applied)
    if not options:
        draw_from_library(game, player)
        return
    r = choose(game, options, player.name, f"{player.name}'s draw")
    applied = applied | {(r.source_id, r.timestamp)}
    _INSTEAD_OF_DRAW[r.ability["replacement"]["instead"]](game, player, r, applied, made_by)


def _empty_library_cites(game, player) -> tuple:
    if game.zones[(player.index, "library")]:
        return ()
    return (("draw_replacement_empty_library", "a replaced draw is replaced even though the library is empty"),)


def _draw_becomes_return(game, player, r, applied, made_by):
    """"If you would draw a card, return a card from your graveyard to your hand
    instead" (419.9b's example). The card is the player's choice, given as the
    action's `choices` for the effect's source (`{"cards": [...]}`, one per
    replaced draw, in order); otherwise the top card of the graveyard."""
    graveyard = game.zones[(player.index, "graveyard")]
    card = _chosen_card(game, r.source_id, graveyard) if graveyard else None
    cites = (("replacement_instead", f"{r.source_name}'s effect replaces the draw"),
             *_applied_cites(made_by), *_empty_library_cites(game, player))
    if card is None:
        emit(game, f"{player.name} would draw a card; instead {player.name} would return a card from their graveyard "
                   f"to their hand ({r.source_name}), but there is none.", *cites)
        return
    game.move(card, "hand")
    emit(game, f"{player.name} would draw a card; instead {player.name} returns {display(game, card)} from their graveyard "
               f"to their hand ({r.source_name}).", *cites)


def _chosen_card(game, source_id: str, graveyard: tuple):
    """The next card the choices name for `source_id`'s effect that is still in
    the graveyard, else the top card (the last one put there)."""
    named = made_for(game, source_id).get("cards") or ()
    for oid in named:
        if oid in graveyard:
            return game.objects[oid]
    return game.objects[graveyard[-1]]


def _draw_becomes_draws(game, player, r, applied, made_by):
    """"If you would draw a card, draw two cards instead": the new draws may be
    replaced by other effects, never by this one again (419.6a)."""
    n = r.ability["replacement"].get("count", 2)
    emit(game, f"{player.name} would draw a card; instead {player.name} draws {n} cards ({r.source_name}).",
         ("replacement_instead", f"{r.source_name}'s effect replaces the draw with {n} draws"),
         *_applied_cites(made_by), *_empty_library_cites(game, player))
    for _ in range(n):
        draw_card(game, player, applied, made_by=r.source_name)


def _dredge_options(game, player, applied: frozenset) -> list:
    """502.47a (702.52a in 2026): "Dredge N" works while the card is in its
    owner's graveyard: as long as the library has at least N cards, a draw may
    be replaced. It's optional: the action's `choices` says `{"id": {"dredge":
    true}}` for the card its owner dredges; with fewer than N cards in the
    library it can't be (502.47b)."""
    chosen = [oid for oid, made in game.choices if dict(made).get("dredge")]
    if not chosen:
        return []
    from .continuous import characteristics
    library = game.zones[(player.index, "library")]
    out = []
    for oid in chosen:
        card = game.objects.get(oid)
        if card is None or card.zone != "graveyard" or card.owner != player.index:
            continue
        dredge = characteristics(game, card).keyword_ability("dredge")
        if dredge is None:
            continue
        n = dredge.get("count", 0)
        r = Replacement(card.id, display(game, card), card.timestamp,
                        ability={"kind": "keyword", "replacement": {"event": "draw", "instead": "dredge", "count": n}})
        if (r.source_id, r.timestamp) in applied:
            continue
        if len(library) < n:
            emit(game, f"{player.name} can't dredge {r.source_name}: {len(library)} card{'s' if len(library) != 1 else ''} in the library, "
                       f"fewer than {n}.", ("dredge_not_enough_cards", f"dredge {n} needs at least {n} cards in the library"))
            continue
        out.append(r)
    return out


def _draw_becomes_dredge(game, player, r, applied, made_by):
    """Dredge N: instead of drawing, the top N cards of the library go to the
    graveyard and the card returns from the graveyard to its owner's hand."""
    from .zones import move_card
    n = r.ability["replacement"]["count"]
    library = game.zones[(player.index, "library")]
    milled = [game.objects[oid] for oid in reversed(library[-n:])] if n else []
    for card in milled:
        move_card(game, card, "graveyard")
    game.move(game.objects[r.source_id], "hand")
    names = ", ".join(display(game, c) for c in milled)
    # 701.17a (2026): putting the top cards of the library into the graveyard is milling them
    moved = (f"mills {n}" if game.words.today else
             f"puts the top {n} card{'s' if n != 1 else ''} of their library into their graveyard")
    emit(game, f"{player.name} would draw a card; instead {player.name} dredges {r.source_name}: {moved} ({names}) "
               f"and returns {r.source_name} to their hand.",
         ("dredge", f"{r.source_name} has dredge {n} and is in its owner's graveyard"),
         ("replacement_instead", f"{player.name} chose to replace the draw with dredge"), *_applied_cites(made_by))


_INSTEAD_OF_DRAW = {"return_from_graveyard": _draw_becomes_return, "draw": _draw_becomes_draws, "dredge": _draw_becomes_dredge}

#: what each watched event may become, for the scenario validator and the schema
#: (dredge is a keyword, not a static replacement ability a card spells out)
INSTEAD = {"gain_life": tuple(_INSTEAD_OF_LIFE), "draw": tuple(k for k in _INSTEAD_OF_DRAW if k != "dredge")}
