""" "Search target player's library for a card and exile it. Then that player shuffles." (Extract), "... for
three cards and exile them" (Jester's Cap), "... for up to seven cards ..." (Denying Wind), "Search target
opponent's library for a creature card and put that card onto the battlefield under your control. Then that
player shuffles." (Bribery, Acquire): rulings/oracle/their_library_searches.py.

One instruction, `search_their_library`: the spell's or ability's controller searches another player's
library (`player`, "target:0"), looking at all its cards (2026 701.23a; 2007: the glossary's "Search", no
number cited), for `for` (as `search_library`'s: {} is any card, else a stated quality) and `count` cards
(default 1; `up_to`: "up to N cards", any number from 0 to N). A search for a quantity of cards must find
that many, or as many as the library holds (2026 701.23d); one for a stated quality need not find them
(701.23b). The resolving action's `choices` for the source names the cards found, `{"source_id": {"cards":
[ids]}}`; without it, the first that match from the top, and the log says so. The cards found are exiled
(`into`: "exile") or put onto the battlefield under the searcher's control (`into`: "in_play"). The player
whose library it is shuffles it with the next instruction (`shuffle_library` with the same `player`)."""
from __future__ import annotations

from .effects.base import amount_of, effect, resolve_ref
from .effects.library import GLOSSARY_ONLY, _a, _describe, _field, _library, _names, _picked, _plural, matches
from .errors import IllegalAction
from .log import emit, exiled

INTO = ("exile", "in_play")


@effect("search_their_library", fields=("player", "for", "count", "up_to", "into"))
def search_their_library(game, st, ctx):
    from .search_qualities import fits as has_qualities
    from .zones import entering_together, move_card, put_into_play
    ref = resolve_ref(game, ctx, st.get("player", "target:0"))
    p = None if ref is None or ref.kind != "player" else game.player_named(ref.id)
    if p is None:
        return
    you = game.players[ctx.controller]
    wanted = st.get("for") or {}
    count = amount_of(game, ctx, st.get("count", 1))
    lib = list(reversed(_library(game, p)))  # top card first
    fits = [oid for oid in lib if matches(game.objects[oid].card, wanted) and has_qualities(game, game.objects[oid], wanted)]
    what = _describe(wanted, game.words.today)
    field = _field(ctx, "cards")
    given = _picked(game, ctx, fits, "cards", f"the {_plural(what)} in {p.name}'s library")
    if given is not None and len(given) > count:
        raise IllegalAction("impossible_as_much_as_possible", f"{field} names {len(given)} cards; the search finds at most {count}")
    must = 0 if wanted or st.get("up_to") else min(count, len(fits))
    if given is not None and len(given) < must:
        raise IllegalAction("search_quantity" if game.rules.applies("search_quantity") else "choice_on_resolution",  # 2007: its glossary
                            f"{field} names {len(given)} cards: a search for a quantity of cards must find that many "
                            f"({must} here)")
    found = given if given is not None else fits[:count]
    note = "" if given is not None or not fits else " (no choice was given: the first that match from the top)"
    sought = (_a(what) if count == 1 else f"{'up to ' if st.get('up_to') else ''}{count} {_plural(what)}")
    cites = []
    if game.rules.applies("search"):
        cites.append(("search", f"{you.name} looks at every card of {p.name}'s library and finds {sought}"))
        if not wanted and not st.get("up_to") and len(found) < count:
            cites.append(("search_quantity", f"the library held only {len(found)}: as many as possible are found"))
        elif wanted and len(found) < min(count, len(fits)):
            cites.append(("search_stated_quality", "a search for cards with a stated quality need not find them"))
    if not found:
        text = f"{you.name} searches {p.name}'s library for {sought} and finds none{note}."
        emit(game, text if cites or game.words.today else f"{text} Searching {GLOSSARY_ONLY}.", *cites)
        return
    one = len(found) == 1
    if st.get("into", "exile") == "exile":
        text = (f"{you.name} searches {p.name}'s library for {sought}: finds {_names(game, found)}{note}; "
                f"{'it is' if one else 'they are'} {game.words.removed}.")
        emit(game, text if cites or game.words.today else f"{text} Searching {GLOSSARY_ONLY}.", *cites, exiled(game))
        for oid in found:
            move_card(game, game.objects[oid], "removed_from_game")
        return
    text = (f"{you.name} searches {p.name}'s library for {sought}: finds {_names(game, found)}{note}; puts "
            f"{'it' if one else 'them'} {game.words.into_play} under {you.name}'s control.")
    emit(game, text if cites or game.words.today else f"{text} Searching {GLOSSARY_ONLY}.", *cites)
    with entering_together(game):
        for oid in found:
            put_into_play(game, game.objects[oid], you.index, "search")


def check(v, st: dict, sp: str, depth: int) -> None:
    """The loader's check: `for` and `count` as `search_library`'s, `up_to` a boolean, `into` "exile" or "in_play"."""
    from .scenario.cards.library import _search
    _search(v, {k: st[k] for k in ("for", "count") if k in st}, sp, depth)
    if "up_to" in st:
        v.boolean(st["up_to"], f"{sp}.up_to")
    if "into" in st:
        v.choice(st["into"], f"{sp}.into", INTO)
