"""The library as an effect uses it: scry, surveil, mill, search and shuffle,
and the Clue a player investigates for.

The library is an ordered zone (its tuple's last card is the top; a scenario
lists it top card first). What a player decides while following one of these
instructions is given in the action's `choices` for the spell's or ability's
source (`{"source_id": {"cards": [...], "top": [...]}}`): the cards scried to
the bottom, surveilled into the graveyard or found by a search, and the order
of the cards put back on top. A choice naming a card the player can't pick
refuses the action, naming the field; without a choice the log says so.

Scry is in both editions (2007: 502.36a; 2026: 701.22a). Surveil, mill,
investigate and the searching and shuffling rules (701.23, 701.24) are cited
only under 2026; under 2007 the card's own words are followed and the log says
that no rule of that edition is cited."""
from __future__ import annotations

import random
import re

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..targets import display
from .base import amount_of, effect, resolve_ref

LATER = "(a rule later than February 2007: cited only under the 2026 rules; the card's own words are followed)"
GLOSSARY_ONLY = "(the February 2007 rules define it only in their glossary, so no rule number is cited)"


def _player(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    return None if ref is None or ref.kind != "player" else game.player_named(ref.id)


def _library(game, p) -> tuple:
    """The player's library, top card last."""
    return game.zones[(p.index, "library")]


def _names(game, ids) -> str:
    return ", ".join(display(game, game.objects[oid]) for oid in ids) or "none"


def _field(ctx, key: str) -> str:
    return f"choices.{ctx.source_id}.{key}"


def _picked(game, ctx, looked: list[str], key: str, what: str) -> list[str] | None:
    """The cards `choices` names for `key` among `looked` (None: no choice
    given); a card not among them refuses the action, naming the field."""
    given = made_for(game, ctx.source_id)
    if key not in given:
        return None
    named = list(dict.fromkeys(given[key] or ()))
    wrong = [oid for oid in named if oid not in looked]
    if wrong:
        raise IllegalAction("choice_on_resolution",  # an option the effect doesn't offer (413.2c / 608.2d)
                            f"{_field(ctx, key)} names {', '.join(wrong)}, which {'is' if len(wrong) == 1 else 'are'} not "
                            f"among {what} ({', '.join(looked) or 'none'})")
    return named


def _ordered(game, ctx, rest: list[str], key: str, what: str, order_words: str) -> tuple[list[str], bool]:
    """The cards `what` in the order `choices`' `key` gives (it must name each of them once), else
    in their own order; and whether the player gave one."""
    given = made_for(game, ctx.source_id)
    if key not in given:
        return rest, False
    order = list(given[key] or ())
    if sorted(order) != sorted(rest) or len(set(order)) != len(order):
        raise IllegalAction("impossible_as_much_as_possible",
                            f"{_field(ctx, key)} must name each card {what} once, {order_words} "
                            f"({', '.join(rest) or 'none'}); it names {', '.join(order) or 'none'}")
    return order, True


def _rest_on_top(game, ctx, rest: list[str]) -> tuple[list[str], bool]:
    """The cards put back on top, top card first (`choices`' `top`)."""
    return _ordered(game, ctx, rest, "top", "put back on top", "top card first")


def _bottom_order(game, ctx, rest: list[str]) -> tuple[list[str], bool]:
    """The cards put on the bottom, the one nearest the top first (`choices`' `bottom`)."""
    return _ordered(game, ctx, rest, "bottom", "put on the bottom", "the one nearest the top first")


def _set_library(game, p, top_first: list[str], bottom_first: list[str], rest: tuple) -> None:
    """The library becomes `top_first` on top, then `rest` (top last), then `bottom_first` at the bottom."""
    zones = dict(game.zones)
    zones[(p.index, "library")] = tuple(reversed(bottom_first)) + tuple(rest) + tuple(reversed(top_first))
    game.zones = zones
    game.characteristics_changed()


def _look(game, p, n: int) -> list[str]:
    """The top `n` cards (or as many as there are), top card first."""
    lib = _library(game, p)
    return list(reversed(lib[-n:])) if n > 0 else []


@effect("scry", fields=("amount", "player"))
def scry(game, st, ctx):
    """701.22a (2007: 502.36a): look at the top N cards, put any number on the
    bottom in any order and the rest on top in any order. `choices` gives the
    cards put on the bottom (`cards`, the last one named the bottom card) and the
    order of the rest (`top`, top card first); without them all stay on top as they were."""
    p = _player(game, st, ctx)
    if p is None:
        return
    n = amount_of(game, ctx, st.get("amount", 1))
    if n <= 0:
        emit(game, f"{p.name} scries 0: nothing happens.", *(("scry_zero", "no scry event occurs"),) if game.rules.applies("scry_zero") else ())
        return
    looked = _look(game, p, n)
    bottom = _picked(game, ctx, looked, "cards", f"the top {n} cards of {p.name}'s library")
    rest = [oid for oid in looked if oid not in (bottom or ())]
    top, ordered = _rest_on_top(game, ctx, rest)
    _set_library(game, p, top, bottom or [], _library(game, p)[:len(_library(game, p)) - len(looked)])
    note = "" if bottom is not None or ordered else " (no choice was given: they stay on top in their order)"
    emit(game, f"{p.name} scries {n}: looks at the top {len(looked)} card{'s' if len(looked) != 1 else ''} of their library "
               f"({_names(game, looked)}), puts {_names(game, bottom or [])} on the bottom and {_names(game, top)} on top{note}.",
         ("scry", f"scry {n}: the top {n} cards are looked at, any number go to the bottom and the rest back on top"),
         *((("impossible_as_much_as_possible", f"the library had only {len(looked)} cards"),) if len(looked) < n else ()),
         *((("library_order_arranged", "the cards put on the bottom or on top at once are arranged in the order their owner chooses"),)
           if len(bottom or ()) > 1 or len(top) > 1 else ()))
    from ..scry_triggers import fire_done
    fire_done(game, p.index, "scries")  # "Whenever you scry": once it is complete (2026 701.22d)


@effect("look_and_put_back", fields=("amount", "player"))
def look_and_put_back(game, st, ctx):
    """"Look at the top N cards of your library, then put them back in any order":
    the player looks (701.20e) and puts them back on top in the order `choices`'s
    `top` gives, top card first (401.4; 2007: 217.2d); else as they were. `player`:
    "of target player's library" (Natural Selection): the controller looks at and orders that library."""
    p = game.players[ctx.controller] if "player" not in st else _player(game, st, ctx)
    if p is None:
        return
    n = amount_of(game, ctx, st.get("amount", 1))
    if n <= 0:
        return
    looked = _look(game, p, n)
    top, ordered = _rest_on_top(game, ctx, looked)
    _set_library(game, p, top, [], _library(game, p)[:len(_library(game, p)) - len(looked)])
    note = "" if ordered else " (no choice was given: in their order)"
    you = game.players[ctx.controller]
    whose = "their" if you is p else f"{p.name}'s"
    emit(game, f"{you.name} looks at the top {len(looked)} card{'s' if len(looked) != 1 else ''} of {whose} library "
               f"({_names(game, looked)}) and puts them back on top: {_names(game, top)}{note}.",
         *((("look_at_card", "the cards are shown only to the player who looks"),) if game.rules.applies("look_at_card") else ()),
         *((("library_order_arranged", "the cards put on top at once are arranged in the order their owner chooses"),) if len(top) > 1 else ()))


@effect("look_at_top", fields=("amount", "rest", "player"))
def look_at_top(game, st, ctx):
    """"Look at the top N cards of your library" (701.20e: shown only to the player);
    with `rest` ("graveyard" or "bottom"), "Put one of them into your hand and the
    rest into your graveyard / the other on the bottom of your library": `choices`'s
    `cards` names the one put into the hand; without it, the top card."""
    from ..zones import move_card
    p = game.players[ctx.controller] if "player" not in st else _player(game, st, ctx)
    n = amount_of(game, ctx, st.get("amount", 1))
    if n <= 0 or p is None:
        return
    looked = _look(game, p, n)
    look_cite = (("look_at_card", "the cards are shown only to the player who looks"),) if game.rules.applies("look_at_card") else ()
    you = game.players[ctx.controller]
    whose = "their" if you is p else f"{p.name}'s"  # "of target player's library" (Orcish Spy): only looked at, no `rest`
    text = f"{you.name} looks at the top {len(looked)} card{'s' if len(looked) != 1 else ''} of {whose} library ({_names(game, looked)})"
    if "rest" not in st or not looked:
        emit(game, text + ".", *look_cite)
        return
    picked = _picked(game, ctx, looked, "cards", f"the top {n} cards of {p.name}'s library")
    if picked is not None and len(picked) != 1:
        raise IllegalAction("impossible_as_much_as_possible", f"{_field(ctx, 'cards')} must name the one card put into the hand")
    chosen = picked[0] if picked else looked[0]
    rest = [oid for oid in looked if oid != chosen]
    move_card(game, game.objects[chosen], "hand")
    if st["rest"] == "graveyard":
        for oid in rest:
            move_card(game, game.objects[oid], "graveyard")
        where = "into their graveyard"
    else:
        rest, ordered = _bottom_order(game, ctx, rest)
        _set_library(game, p, [], rest, _library(game, p)[:len(_library(game, p)) - len(rest)])
        where = "on the bottom of their library" + ("" if ordered or len(rest) < 2 else " (no order was given: as they were)")
    note = "" if picked else " (no choice was given: the top card)"
    emit(game, f"{text}, puts {_names(game, [chosen])} into their hand{note} and {_names(game, rest)} {where}.", *look_cite)


@effect("surveil", fields=("amount", "player"))
def surveil(game, st, ctx):
    """701.25a: look at the top N cards, put any number into the graveyard and
    the rest on top in any order. `choices` gives the cards put into the
    graveyard (`cards`) and the order of the rest (`top`)."""
    from ..zones import move_card
    p = _player(game, st, ctx)
    if p is None:
        return
    n = amount_of(game, ctx, st.get("amount", 1))
    if n <= 0:
        return
    looked = _look(game, p, n)
    binned = _picked(game, ctx, looked, "cards", f"the top {n} cards of {p.name}'s library")
    rest = [oid for oid in looked if oid not in (binned or ())]
    top, ordered = _rest_on_top(game, ctx, rest)
    for oid in binned or ():
        move_card(game, game.objects[oid], "graveyard")
    _set_library(game, p, top, [], _library(game, p)[:len(_library(game, p)) - len(rest)])
    note = "" if binned is not None or ordered else " (no choice was given: they stay on top in their order)"
    text = (f"{p.name} surveils {n}: looks at the top {len(looked)} card{'s' if len(looked) != 1 else ''} of their library "
            f"({_names(game, looked)}), puts {_names(game, binned or [])} into their graveyard and {_names(game, top)} on top{note}.")
    if game.rules.applies("surveil"):
        emit(game, text, ("surveil", f"surveil {n}: the top {n} cards are looked at, any number go to the graveyard and the rest back on top"))
    else:
        emit(game, f"{text} Surveil {LATER}.")
    from ..scry_triggers import fire_done
    fire_done(game, p.index, "surveils")  # "Whenever you surveil": once it is complete (2026 701.25d)


@effect("mill", fields=("amount", "player"))
def mill(game, st, ctx):
    """701.17a: the player puts that many cards from the top of their library
    into their graveyard; as many as there are if fewer (701.17b). 2007 has no
    word for it: "put the top N cards of your library into your graveyard"."""
    from ..zones import move_card
    p = _player(game, st, ctx)
    if p is None:
        return
    n = amount_of(game, ctx, st.get("amount", 1))
    if n <= 0:
        return
    cards = _look(game, p, n)
    for oid in cards:
        move_card(game, game.objects[oid], "graveyard")
    few = len(cards) < n
    if game.rules.applies("mill"):
        emit(game, f"{p.name} mills {n} card{'s' if n != 1 else ''}: {_names(game, cards)}"
                   + (f" (only {len(cards)} in the library)." if few else "."),
             ("mill", f"{p.name} puts the top {n} cards of their library into their graveyard"),
             *((("mill_as_many_as_possible", "a player instructed to mill more cards than their library holds mills as many as possible"),) if few else ()))
    else:
        emit(game, f"{p.name} puts the top {n} card{'s' if n != 1 else ''} of their library into their graveyard: {_names(game, cards)}"
                   + (f" (only {len(cards)} in the library)." if few else "."),
             *((("impossible_as_much_as_possible", f"the library had only {len(cards)} cards"),) if few else ()))


def mana_value(card: dict) -> int:
    """A card's mana value outside the stack, X counted as 0 (2007: 203.3 "converted mana
    cost" and the glossary's X; 2026: 202.3e)."""
    from ..mana import parse_cost
    return parse_cost(card.get("mana_cost")).converted() if card.get("mana_cost") else 0


def matches(card: dict, wanted: dict, value: int | None = None) -> bool:
    """Whether a card (its printed characteristics: in the library no effect
    changes them) is what the search looks for: `types`, `supertypes`,
    `subtypes` (each a list the card must have all of); {} is any card; with
    `same_mana_value_as`, the card's mana value must be `value`."""
    for key in ("types", "supertypes"):
        if not set(wanted.get(key, ())) <= set(card.get(key) or ()):
            return False
    subtypes = card.get("subtypes") or ()
    if any(ab.get("kind") == "keyword" and ab.get("keyword") == "changeling" for ab in card.get("abilities") or ()):
        from ..creature_types import EveryCreatureType  # changeling works in the library too (2026 702.73a, 604.3)
        subtypes = EveryCreatureType(subtypes)
    if not all(k in subtypes for k in wanted.get("subtypes", ())):
        return False
    if wanted.get("any_of_types") and not set(wanted["any_of_types"]) & set(card.get("types") or ()):
        return False  # "an instant or sorcery card"
    if "mana_value_at_most" in wanted and mana_value(card) > wanted["mana_value_at_most"]:
        return False  # "with mana value 3 or less" (2007: converted mana cost, 203.3; 2026: 202.3)
    if wanted.get("any_of_subtypes") and not any(k in subtypes for k in wanted["any_of_subtypes"]):
        return False  # "a Plains or Island card" (library_more.py)
    if "named" in wanted and card.get("name") != wanted["named"]:
        return False  # "a card named ~": the name the search is for (search_library reads the source's)
    return value is None or mana_value(card) == value


def _a(what: str) -> str:
    return ("an " if what[:1] in "aeiou" else "a ") + what


def _plural(what: str) -> str:
    """ "Rebel permanent card with mana value 2 or less" -> "Rebel permanent cards with mana value 2 or less"."""
    head, sep, tail = what.partition(" named " if " named " in what else " with ")
    return head + "s" + sep + tail


def _source_name(game, ctx) -> str:
    """The name of the spell's or ability's source: a permanent's as it is now (a copy's is the
    copied name), else its card's."""
    from ..continuous import characteristics
    obj = game.objects.get(ctx.source_id)
    if obj is None:
        return re.sub(r" \([^()]*\)$", "", ctx.source_name)  # its display name without the id
    return (characteristics(game, obj).name if obj.zone == "in_play" else None) or obj.card.get("name", "")


def _describe(wanted: dict, today: bool = True) -> str:
    from ..search_qualities import KEYS, describe
    if any(k in wanted for k in KEYS):  # "a blue instant card", "with power 2 or less" (search_qualities.py)
        return describe(wanted, _describe({k: v for k, v in wanted.items() if k not in KEYS}, today), today)
    if "named" in wanted:  # "a card named Squadron Hawk"
        return f"card named {wanted['named']}"
    if wanted.get("any_of_subtypes"):  # "a basic Forest, Plains, or Island card"
        kinds = wanted["any_of_subtypes"]
        either = " or ".join(kinds) if len(kinds) == 2 else ", ".join(kinds[:-1]) + ", or " + kinds[-1]
        return ("basic " if "Basic" in wanted.get("supertypes", ()) else "") + either + " card"
    if "mana_value_at_most" in wanted:  # "a Rebel permanent card with mana value 3 or less"
        rest = {k: v for k, v in wanted.items() if k != "mana_value_at_most"}
        return (f"{_describe(rest, today)} with {'mana value' if today else 'converted mana cost'} "
                f"{wanted['mana_value_at_most']} or less")
    if wanted.get("any_of_types"):
        if set(wanted["any_of_types"]) == {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"}:
            return " ".join([*wanted.get("subtypes", ()), "permanent card"])  # "a Rebel permanent card"
        return " or ".join(t.lower() for t in wanted["any_of_types"]) + " card"
    words = [*wanted.get("supertypes", ()), *wanted.get("subtypes", ()), *wanted.get("types", ())]
    return " ".join(w.lower() if w in ("Basic", "Land", "Creature", "Artifact", "Enchantment", "Instant", "Sorcery") else w
                    for w in words) + " card" if words else "card"


@effect("search_library", fields=("for", "count", "into", "tapped", "reveal", "optional", "player", "any_number"))  # into: "hand", "in_play", "top", "graveyard", "exile", "one_in_play_rest_hand"
def search_library(game, st, ctx):
    """701.23a: look at every card of the library and find what matches; a
    search for a stated quality may find nothing (701.23b), one for "a card"
    must find it (701.23d). The found cards go to the hand (revealed, 701.20a,
    when the text says so) or onto the battlefield (`into: "in_play"`, `tapped`). `choices`'s
    `cards` names the cards found ([] for none); without it, the first that
    match from the top. The shuffle is its own instruction (shuffle_library)."""
    from ..zones import move_card, put_into_play
    p = game.players[ctx.controller] if "player" not in st else _player(game, st, ctx)
    if p is None:  # "its controller may search": a target no longer there names no one (its_controller.py)
        return
    wanted = st.get("for") or {}
    if wanted.get("mana_value_at_most") == "X":  # "with mana value X or less": the spell's or ability's X (107.3a)
        wanted = {**wanted, "mana_value_at_most": ctx.x or 0}
    if wanted.get("named") == "self":  # "a card named ~": the source's name as the search is made (library_more.py)
        wanted = {**wanted, "named": _source_name(game, ctx)}
    if st.get("optional"):  # "you may search": the action's choices say {"search": false} to decline
        chosen = made_for(game, ctx.source_id)
        if chosen.get("search") is False:
            ctx.data["declined_search"] = True
            emit(game, f"{p.name} chooses not to search their library (so it isn't shuffled either).")
            return
        if "search" not in chosen:  # naming the cards to find is choosing to search
            emit(game, f"{p.name} may search their library" + (" and chooses to." if chosen.get("cards") else " (no choice was given: they search)."),
                 ("choice_on_resolution", f"{p.name} chooses as the effect is applied whether to search"))
    count = amount_of(game, ctx, st.get("count", 1))
    lib = list(reversed(_library(game, p)))  # top card first
    if st.get("any_number"):  # "any number of cards named ~": as many as the player chooses (search_any_number.py)
        count = max(len(lib), 2)
    value = None
    if wanted.get("same_mana_value_as") == "self":  # transmute: the discarded card's mana value
        source = game.objects.get(ctx.source_id)
        value = mana_value(source.card) if source is not None else 0
    from ..search_qualities import fits as has_qualities, names_mana_value
    fits = [oid for oid in lib if matches(game.objects[oid].card, wanted, value) and has_qualities(game, game.objects[oid], wanted)]
    what = _describe(wanted, game.words.today) if value is None else \
        f"card with {'mana value' if game.words.today else 'converted mana cost'} {value}"
    field = _field(ctx, "cards")
    given = _picked(game, ctx, fits, "cards", f"the {_plural(what)} in {p.name}'s library")
    if given is not None and len(given) > count:
        raise IllegalAction("impossible_as_much_as_possible", f"{field} names {len(given)} cards; the search finds at most {count}")
    if given is not None and not wanted and len(given) < min(count, len(fits)):
        raise IllegalAction("search_quantity" if game.rules.applies("search_quantity") else "choice_on_resolution",  # 2007: its glossary
                            f"{field} names {len(given)} cards: a search for a quantity of cards must find that many")
    found = given if given is not None else fits[:count]
    note = "" if given is not None or not fits else " (no choice was given: the first that match from the top)"
    if given == [] and fits:  # a search for a stated quality need not find them (701.23b / 2007 glossary)
        note = f" (the choice finds none of the {len(fits)} that match)"
    cites = [("search", f"{p.name} looks at every card of their library and finds {_a(what) if count == 1 else _plural(what)}")] \
        if game.rules.applies("search") else []
    if wanted and len(found) < count and game.rules.applies("search_stated_quality"):
        cites.append(("search_stated_quality", "a search for cards with a stated quality need not find them"))
    if names_mana_value(wanted) and game.rules.applies("mana_value"):  # "with mana value 3 or less" (search_qualities.py)
        cites.append(("mana_value", "a card's mana value is the total amount of mana in its mana cost"))
    dest = st.get("into", "hand")
    found_names = _names(game, found)
    words = game.words
    if dest == "top":
        _search_to_top(game, st, ctx, p, found, found_names, what, note, cites)
        return
    if dest == "graveyard":  # "Search your library for a card, put that card into your graveyard" (Entomb)
        for oid in found:
            move_card(game, game.objects[oid], "graveyard")
        sought = _a(what) if count == 1 else f"up to {count} " + _plural(what)
        text = (f"{p.name} searches their library for {sought}: finds {found_names}{note}; puts {'it' if len(found) == 1 else 'them'} into their graveyard.") if found \
            else f"{p.name} searches their library for {sought} and finds none{note}."
        emit(game, text if cites or game.words.today else f"{text} Searching {GLOSSARY_ONLY}.", *cites)
        return
    if dest == "exile":  # "Search your library for three cards, exile them, then shuffle" (Foresight): tutor_qualities.py
        from ..log import exiled
        for oid in found:
            move_card(game, game.objects[oid], "removed_from_game")
        sought = _a(what) if count == 1 else f"{count} {_plural(what)}"
        text = (f"{p.name} searches their library for {sought}: finds {found_names}{note}; {'it is' if len(found) == 1 else 'they are'} "
                f"{words.removed}.") if found else f"{p.name} searches their library for {sought} and finds none{note}."
        emit(game, text if cites or game.words.today else f"{text} Searching {GLOSSARY_ONLY}.", *cites, *((exiled(game),) if found else ()))
        return
    if dest == "one_in_play_rest_hand":  # Cultivate: "put one onto the battlefield tapped and the other into your hand"
        _one_in_play_rest_hand(game, st, ctx, p, found, found_names, what, count, note, cites)
        return
    if dest == "hand":
        for oid in found:
            move_card(game, game.objects[oid], "hand")
        shown = f" reveals {'it' if len(found) == 1 else 'them'} and" if st.get("reveal") and found else ""
        if st.get("reveal") and found and game.rules.applies("reveal"):
            cites.append(("reveal", "the found card is shown to all players"))
        many = "any number of " if st.get("any_number") else f"up to {count} "
        text = (f"{p.name} searches their library for {_a(what) if count == 1 else many + _plural(what)}: "
                f"finds {found_names}{note};{shown} puts {'it' if len(found) == 1 else 'them'} into their hand.") if found \
            else f"{p.name} searches their library for {_a(what) if count == 1 else _plural(what)} and finds none{note}."
        emit(game, text if cites or game.words.today else f"{text} Searching {GLOSSARY_ONLY}.", *cites)
        return
    text = (f"{p.name} searches their library for {_a(what) if count == 1 else f'up to {count} ' + _plural(what)}: finds {found_names}{note}; "
            f"puts {'it' if len(found) == 1 else 'them'} {words.into_play}{' tapped' if st.get('tapped') else ''}.") if found \
        else f"{p.name} searches their library for {_a(what) if count == 1 else _plural(what)} and finds none{note}."
    emit(game, text if cites or game.words.today else f"{text} Searching {GLOSSARY_ONLY}.", *cites)
    from ..zones import entering_together
    with entering_together(game):  # the cards found enter in one event (603.6a)
        for oid in found:
            put_into_play(game, game.objects[oid], p.index, "search", tapped=bool(st.get("tapped")))


def _one_in_play_rest_hand(game, st, ctx, p, found, found_names, what, count, note, cites) -> None:
    """"Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped
    and the other into your hand" (Cultivate, Kodama's Reach): the player chooses as the effect is applied which
    found card goes onto the battlefield (2007 413.2c; 2026 608.2d), the action's `choices` for the source
    `{"onto_battlefield": "card_id"}`; without one, the first found, and the log says so."""
    from ..zones import move_card, put_into_play
    pick = made_for(game, ctx.source_id).get("onto_battlefield")
    if pick is not None and pick not in found:
        raise IllegalAction("choice_on_resolution", f"{_field(ctx, 'onto_battlefield')} must name one of the cards found "
                            f"({', '.join(found) or 'none'})", "illegal_action_reversed")
    one = pick if pick is not None else (found[0] if found else None)
    rest = [oid for oid in found if oid != one]
    sought = f"up to {count} {_plural(what)}"
    if one is None:
        emit(game, f"{p.name} searches their library for {sought} and finds none{note}.", *cites)
        return
    if st.get("reveal") and game.rules.applies("reveal"):
        cites.append(("reveal", "the found cards are shown to all players"))
    cites.append(("choice_on_resolution", f"{p.name} chooses which one goes {game.words.into_play} as the effect is applied"))
    default = "" if pick is not None or not rest else " (no choice was given: the first found goes there)"
    shown = " reveals them and" if st.get("reveal") and len(found) > 1 else (" reveals it and" if st.get("reveal") else "")
    text = (f"{p.name} searches their library for {sought}: finds {found_names}{note};{shown} puts "
            f"{display(game, game.objects[one])} {game.words.into_play}{' tapped' if st.get('tapped') else ''}{default}"
            + (f" and {_names(game, rest)} into their hand." if rest else "."))
    emit(game, text if game.words.today or any(c[0] == "search" for c in cites) else f"{text} Searching {GLOSSARY_ONLY}.", *cites)
    put_into_play(game, game.objects[one], p.index, "search", tapped=bool(st.get("tapped")))
    for oid in rest:
        move_card(game, game.objects[oid], "hand")


def _search_to_top(game, st, ctx, p, found, found_names, what, note, cites) -> None:
    """"..., then shuffle and put that card on top": the found card isn't shuffled
    (701.24b); the rest of the library is, then the card goes on top."""
    shown = " reveals it," if st.get("reveal") and found else ""
    if st.get("reveal") and found and game.rules.applies("reveal"):
        cites.append(("reveal", "the found card is shown to all players"))
    text = (f"{p.name} searches their library for {_a(what)}: finds {found_names}{note};{shown} shuffles the rest of the library "
            f"and puts {found_names} on top.") if found else f"{p.name} searches their library for {_a(what)} and finds none{note}; shuffles it."
    rest = [oid for oid in _library(game, p) if oid not in found]
    _shuffled(game, p, rest, top=found)
    if game.rules.applies("search_shuffle_found_apart"):
        cites += [("shuffle", "the cards of the library are put in a random order"),
                  ("search_shuffle_found_apart", "the found card isn't included in the shuffle and goes on top")]
    emit(game, text if cites or game.words.today else f"{text} Searching and shuffling {GLOSSARY_ONLY}.", *cites)


def shuffle_and_say(game, p, lead: str, *cites, later=()) -> None:
    """Shuffle `p`'s library and say so: "{lead} (N cards; the engine draws one random order, the
    same on every replay)." with `cites`, then the shuffle (2026 701.24a) and `later`, the 2026-only
    reasons; the February 2007 rules define shuffling only in their glossary, and the line says so."""
    n = _shuffled(game, p, list(_library(game, p)))
    text = f"{lead} ({n} card{'s' if n != 1 else ''}; the engine draws one random order, the same on every replay)."
    if game.rules.applies("shuffle"):
        emit(game, text, *cites, ("shuffle", "the cards of the library are put in a random order"), *later)
    else:
        emit(game, f"{text} Shuffling {GLOSSARY_ONLY}.", *cites)


def _shuffled(game, p, cards: list, top: list = ()) -> int:
    """Put `cards` (and then `top`, top card first) as the player's library in one random
    order, drawn from the game itself (its turn and the library's cards) so a replay
    always gives the same one."""
    lib = list(cards)
    rng = random.Random(f"{game.turn}:{game.step}:{p.name}:{','.join(lib)}")
    rng.shuffle(lib)
    zones = dict(game.zones)
    zones[(p.index, "library")] = tuple(lib) + tuple(reversed(list(top)))
    game.zones = zones
    game.characteristics_changed()
    return len(lib)


@effect("shuffle_graveyard_into_library", fields=("player",))
def shuffle_graveyard_into_library(game, st, ctx):
    """"Target player shuffles their graveyard into their library": every card of the
    graveyard goes into the library, then it is shuffled (701.24a; 701.24d: shuffled
    even when the graveyard is empty)."""
    p = _player(game, st, ctx)
    if p is None:
        return
    moved = list(game.zones[(p.index, "graveyard")])
    for oid in moved:
        game.move(game.objects[oid], "library")
    shuffle_and_say(game, p, f"{p.name} shuffles their graveyard ({_names(game, moved)}) into their library",
                    later=(("shuffle_empty_set", "the library is shuffled even though no card was put into it"),) if not moved else ())


@effect("shuffle_library", fields=("player", "if_searched"))
def shuffle_library(game, st, ctx):
    """701.24a: the library's order becomes random. The engine's order is one
    random order, drawn from the game itself (its turn and the library's cards),
    so a replay always gives the same one. `if_searched`: "you may search ...,
    then shuffle": not when the player chose not to search."""
    p = _player(game, st, ctx)
    if p is None or (st.get("if_searched") and ctx.data.get("declined_search")):
        return
    shuffle_and_say(game, p, f"{p.name} shuffles their library")


@effect("put_on_library", fields=("what", "bottom", "from_top"))
def put_on_library(game, st, ctx):
    """"Put target creature on top of (or on the bottom of) its owner's library", or
    "into its owner's library second from the top": the permanent leaves play for its
    owner's library (a new object, 400.7 / 217.1c); Nth from the top of a library
    with fewer than N cards is the bottom (401.7)."""
    from .base import permanent
    from ..zones import leave_play
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    nth = st.get("from_top")
    where = "on the bottom of" if st.get("bottom") else "on top of"
    leave_play(game, obj, "library", "put into its owner's library", top=not st.get("bottom"))
    cites = [("zone_change_new_object", "when it changes zones it becomes a new object")]
    if nth and obj.zone == "library":
        owner = game.players[obj.owner]
        lib = list(_library(game, owner))  # top last; the card is on top now
        lib.remove(obj.id)
        if len(lib) < nth:  # 401.7: the library has fewer than N cards
            lib.insert(0, obj.id)
            text = f"{name} is put on the bottom of its owner's library (it had fewer than {nth} cards)."
            if game.rules.applies("nth_from_top_bottom"):
                cites.append(("nth_from_top_bottom", "a card put Nth from the top of a library with fewer than N cards goes on the bottom"))
        else:
            lib.insert(len(lib) - (nth - 1), obj.id)
            text = f"{name} is put into its owner's library {'second' if nth == 2 else 'third'} from the top."
        zones = dict(game.zones)
        zones[(owner.index, "library")] = tuple(lib)
        game.zones = zones
        game.characteristics_changed()
        emit(game, text, *cites)
        return
    emit(game, f"{name} is put {where} its owner's library.", *cites)


@effect("investigate", fields=("token", "player"))
def investigate(game, st, ctx):
    """701.16a: "Investigate" means "Create a Clue token" (111.10f: a colorless
    Clue artifact token with "{2}, Sacrifice this token: Draw a card."); the
    token's definition comes with the instruction. `player` (optional): who
    investigates, "Its controller investigates" (after `note_its_controller`),
    "Target player investigates": that player creates the Clue (create_token's
    `player`); no one named, no Clue."""
    from .tokens import create_token
    p = game.players[ctx.controller]
    if "player" in st:  # "Its controller investigates." (Fateful Absence), "Target player investigates." (Panther Pounce)
        ref = resolve_ref(game, ctx, st["player"])
        if ref is None or ref.kind != "player":
            return
        p = game.player_named(ref.id)
    if game.rules.applies("investigate"):
        emit(game, f"{p.name} investigates: they create a Clue token.",
             ("investigate", "investigate means create a Clue token"), ("clue_token", "a Clue is a colorless artifact token with \"{2}, Sacrifice this token: Draw a card.\""))
    else:
        emit(game, f"{p.name} investigates: they put a Clue token into play. Investigate {LATER}.")
    return create_token(game, {"do": "create_token", "id": "clue", "token": st.get("token") or {},
                               **({"player": st["player"]} if "player" in st else {})}, ctx)


def cycled(game, player, card) -> None:
    """"When you cycle this card" (702.29c): the card was discarded to pay the cost
    of its cycling ability, and its abilities that trigger on it being cycled
    trigger from whatever zone it is now in (the graveyard, usually)."""
    from ..continuous import characteristics
    from ..triggers import _trigger
    for ab in characteristics(game, card).abilities:
        if ab.get("kind") == "triggered" and ab.get("trigger", {}).get("event") == "cycled":
            _trigger(game, card, player.index, ab, {},
                     extra_cites=((("cycle_trigger", "it triggers when the card is discarded to pay a cycling cost, from the zone it went to"),)
                                  if game.rules.applies("cycle_trigger") else ()))
