""" "You may search your library and/or graveyard for a card named Tezzeret, Master of Metal, reveal it,
and put it into your hand. If you search your library this way, shuffle." (the planeswalker deck cards,
rulings/oracle/tutor_named.py): one instruction, `search_library_and_graveyard`, then a `shuffle_library`
with `"if_searched": true`.

The player chooses as the effect is applied (2026 608.2d; 2007 413.2c) which of the two zones they
search: both unless the action's `choices` for the source says `{"search_library": false}` (the graveyard
alone); with `"optional": true` ("you may search"), `{"search": false}` searches neither. The card must
have the stated quality (`for`, as `search_library`'s: a card with that name); a search for a stated
quality need not find it (2026 701.23b; 2007: the glossary's "Search", no number cited). `choices`'s
`cards` names the card found ([] for none); without it, the first that matches, from the library's top,
then the graveyard. The library not searched, the following "If you search your library this way,
shuffle" doesn't shuffle (the flag `search_library` sets when a search is declined)."""
from __future__ import annotations

from .choices import made_for
from .effects.base import effect
from .effects.library import GLOSSARY_ONLY, _a, _describe, _field, _library, _names, matches
from .errors import IllegalAction
from .log import emit


@effect("search_library_and_graveyard", fields=("for", "optional", "reveal"))
def search_library_and_graveyard(game, st, ctx):
    from .search_qualities import fits as has_qualities
    from .zones import move_card
    p = game.players[ctx.controller]
    wanted = st.get("for") or {}
    chosen = made_for(game, ctx.source_id)
    what = _describe(wanted, game.words.today)
    if st.get("optional") and chosen.get("search") is False:
        ctx.data["declined_search"] = True
        emit(game, f"{p.name} chooses not to search their library or graveyard (so the library isn't shuffled either).")
        return
    if chosen.get("search") is False:  # not an option this effect offers (413.2c / 608.2d)
        raise IllegalAction("choice_on_resolution", f"{_field(ctx, 'search')} says not to search, but the search isn't optional: "
                                                    "only which zones to search may be chosen")
    library_too = chosen.get("search_library", True) is not False
    zones = "library and graveyard" if library_too else "graveyard"
    looked = (list(reversed(_library(game, p))) if library_too else []) + list(game.zones[(p.index, "graveyard")])
    fits = [oid for oid in looked if matches(game.objects[oid].card, wanted) and has_qualities(game, game.objects[oid], wanted)]
    field = _field(ctx, "cards")
    given = None
    if "cards" in chosen:
        given = list(dict.fromkeys(chosen["cards"] or ()))
        wrong = [oid for oid in given if oid not in fits]
        if wrong:
            raise IllegalAction("choice_on_resolution",  # an option the effect doesn't offer (413.2c / 608.2d)
                                f"{field} names {', '.join(wrong)}, which {'is' if len(wrong) == 1 else 'are'} not among the "
                                f"{what}s in {p.name}'s {zones} ({', '.join(fits) or 'none'})")
        if len(given) > 1:
            raise IllegalAction("impossible_as_much_as_possible", f"{field} names {len(given)} cards; the search finds at most 1")
    found = given if given is not None else fits[:1]
    first = "from the library's top, then the graveyard" if library_too else "in the graveyard"
    note = "" if given is not None or not fits else f" (no card was chosen: the first that matches, {first})"
    if not library_too:
        ctx.data["declined_search"] = True  # "If you search your library this way, shuffle": it wasn't
    cites = [("search", f"{p.name} looks at every card of their {zones} and finds {_a(what)}")] if game.rules.applies("search") else []
    if not found and game.rules.applies("search_stated_quality"):
        cites.append(("search_stated_quality", "a search for cards with a stated quality need not find them"))
    if "search_library" in chosen or "search" in chosen or st.get("optional"):
        cites.append(("choice_on_resolution", f"{p.name} chooses as the effect is applied which zones to search"))
    for oid in found:
        move_card(game, game.objects[oid], "hand")
    shown = " reveals it and" if st.get("reveal") and found else ""
    if st.get("reveal") and found and game.rules.applies("reveal"):
        cites.append(("reveal", "the found card is shown to all players"))
    text = (f"{p.name} searches their {zones} for {_a(what)}: finds {_names(game, found)}{note};{shown} puts it into their hand.") if found \
        else f"{p.name} searches their {zones} for {_a(what)} and finds none."
    if not library_too:
        text += " Their library isn't searched, so it isn't shuffled."
    emit(game, text if game.rules.applies("search") else f"{text} Searching {GLOSSARY_ONLY}.", *cites)


def check(v, st: dict, sp: str, depth: int) -> None:
    """The loader's check: `for` as `search_library`'s, `optional`, `reveal`."""
    from .scenario.cards.library import _search
    wanted = st.get("for")
    rest = {k: v_ for k, v_ in wanted.items() if k != "named"} if isinstance(wanted, dict) else wanted
    _search(v, {**{k: st[k] for k in ("optional", "reveal") if k in st}, **({"for": rest} if "for" in st else {})}, sp, depth)
    if not isinstance(wanted, dict) or "named" not in wanted:
        v.err(f"{sp}.for.named", "is required: the name of the card searched for (or \"self\")")
    else:
        v.string(wanted["named"], f"{sp}.for.named")
