"""Digging: looking at or revealing the top cards of a library and sorting them.

"Look at the top five cards of your library. You may reveal a creature card from
among them and put it into your hand. Put the rest on the bottom of your library in
a random order." (Militia Bugler); "Reveal the top four cards of your library. Put
all Goblin cards revealed this way into your hand and the rest on the bottom of your
library in any order." (Goblin Ringleader); "Reveal the top card of your library. If
it's a land card, put it onto the battlefield. Otherwise, put that card into your
hand." (Coiling Oracle): one instruction, `dig`.

Looking at a card shows it only to its player (2026 701.20e); revealing shows it to
all (701.20a-b; 2007 defines "reveal" only in its glossary). What the player decides
is the resolving action's `choices` for the source, as for scry and search
(library.py): `cards` names the cards taken from among them, `bottom` the order of
the cards put on the bottom "in any order" (the one nearest the top first). Checking
those choices (`chosen`) is apart from applying them (`dig`).

"In a random order" is the card's own words beating the rule that lets the owner
arrange cards put into a library at once (2026 401.4; 2007 217.2d): the card's text
takes precedence (2026 101.1; 2007 103.1). No player chooses that order, so a `bottom`
choice is refused; the engine draws one random order from the game itself, the same on
every replay, and the log says so (a real game's order is unknown to every player)."""
from __future__ import annotations

import random

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from .base import amount_of, effect
from .library import GLOSSARY_ONLY, _field, _library, _look, _names, _set_library, mana_value

#: the card types of a permanent card (2026 110.4; 2007 212.x "permanent")
PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")
COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _colors(game, obj) -> set:
    """The card's colors, from its mana cost and color indicator as characteristics give them."""
    c = characteristics(game, obj)
    return {str(x).lower() for x in (c.colors or ())}


def fits(game, obj, wanted: dict) -> bool:
    """Whether a card in a library has the quality the text names: `types`,
    `supertypes`, `subtypes` (all of each), `any_of_types` / `any_of` (a list of such
    filters, one of which it meets), `not_types`, `not_supertypes` ("nonbasic", "nonlegendary"), `colors` (one of them), `colorless`,
    `power_at_most`, `mana_value_at_most`, `power_at_least`, `mana_value_at_least`. In the library no effect changes a card, so
    its printed characteristics are read."""
    if wanted.get("each_of"):  # "a creature card and/or a land card": one of the kinds
        return any(fits(game, obj, w) for w in wanted["each_of"])
    c = characteristics(game, obj)
    for key in ("types", "supertypes", "subtypes"):
        if not set(wanted.get(key, ())) <= set(getattr(c, key) or ()):
            return False
    if wanted.get("any_of_types") and not set(wanted["any_of_types"]) & set(c.types or ()):
        return False
    if wanted.get("any_of") and not any(fits(game, obj, w) for w in wanted["any_of"]):
        return False
    if set(wanted.get("not_types", ())) & set(c.types or ()):
        return False
    if set(wanted.get("not_supertypes", ())) & set(c.supertypes or ()):
        return False
    if wanted.get("colors") and not set(wanted["colors"]) & _colors(game, obj):
        return False
    if wanted.get("colorless") and _colors(game, obj):
        return False
    if "power_at_most" in wanted:
        try:
            if int(c.power) > wanted["power_at_most"]:
                return False
        except (TypeError, ValueError):
            return False  # no power (a noncreature card) or a * power: not "with power N or less" as printed
    if "mana_value_at_most" in wanted and mana_value(obj.card) > wanted["mana_value_at_most"]:
        return False
    if "power_at_least" in wanted:  # "a creature card with power 5 or greater" (Mayael the Anima)
        try:
            if int(c.power) < wanted["power_at_least"]:
                return False
        except (TypeError, ValueError):
            return False  # no power, or a * power: not "with power N or greater" as printed
    if "mana_value_at_least" in wanted and mana_value(obj.card) < wanted["mana_value_at_least"]:
        return False
    return True


def describe(wanted: dict, today: bool = True) -> str:
    """ "creature card with power 2 or less", "creature or land card": for the log (`today`: in the 2026
    words, "mana value"; else "converted mana cost")."""
    if not wanted:
        return "card"
    if wanted.get("each_of"):
        return " and/or ".join(_a(describe(w, today)) for w in wanted["each_of"])
    if wanted.get("any_of"):
        parts = [describe(w, today).removesuffix(" card") for w in wanted["any_of"]]
        return (" or ".join(parts) if len(parts) < 3 else ", ".join(parts[:-1]) + ", or " + parts[-1]) + " card"
    words = [*("non" + t.lower() for t in wanted.get("not_supertypes", ())),
             *("non" + t.lower() for t in wanted.get("not_types", ())),
             *((" or ".join(wanted["colors"]),) if wanted.get("colors") else ()),  # one of them: "green or white"
             *(("colorless",) if wanted.get("colorless") else ()),
             *(s.lower() for s in wanted.get("supertypes", ())), *wanted.get("subtypes", ()),
             *(t.lower() for t in wanted.get("types", ()))]
    if wanted.get("any_of_types"):
        words.append(" or ".join(t.lower() for t in wanted["any_of_types"]) if set(wanted["any_of_types"]) != set(PERMANENT_TYPES)
                     else "permanent")
    from ..search_qualities import numbers_said
    return " ".join(words) + " card" + numbers_said(wanted, today)


def chosen(game, st, ctx, looked: list[str]) -> tuple[list[str], bool]:
    """The cards taken from among those looked at, checked against the text: each
    must have the quality; as many as it says (exactly that many, or as many as there
    are, unless "you may"; at most that many if it may); "all" takes every card that
    has it, with no choice. Returns them and whether the player's choice gave them
    (else the engine took the first that fit, top card first, and the log says so)."""
    wanted = st.get("for") or {}
    fitting = [oid for oid in looked if fits(game, game.objects[oid], wanted)]
    if st.get("all"):
        return fitting, True
    count = amount_of(game, ctx, st.get("count", 1))
    given = made_for(game, ctx.source_id)
    if "cards" not in given:
        if wanted.get("each_of"):
            return _first_of_each(game, fitting, wanted["each_of"]), False
        return fitting[:count], False
    named = list(given["cards"] or ())
    field = _field(ctx, "cards")
    if len(set(named)) != len(named):
        raise IllegalAction("impossible_as_much_as_possible", f"{field} names a card twice")
    wrong = [oid for oid in named if oid not in looked]
    if wrong:
        raise IllegalAction("impossible_as_much_as_possible", f"{field} names {', '.join(wrong)}, which "
                            f"{'is' if len(wrong) == 1 else 'are'} not among the cards looked at ({', '.join(looked) or 'none'})")
    unfit = [oid for oid in named if oid not in fitting]
    if unfit:
        raise IllegalAction("impossible_as_much_as_possible", f"{field} names {', '.join(unfit)}, which "
                            f"{'is' if len(unfit) == 1 else 'are'} not {_a(describe(wanted, game.words.today))}")
    if len(named) > count:
        raise IllegalAction("impossible_as_much_as_possible", f"{field} names {len(named)} cards; the text takes at most {count}")
    if wanted.get("each_of") and not _one_of_each(game, named, wanted["each_of"]):
        raise IllegalAction("impossible_as_much_as_possible", f"{field} names {', '.join(named)}: the text takes at most one card "
                                                              f"of each kind ({describe(wanted, game.words.today)})")
    if not st.get("optional") and len(named) < min(count, len(fitting)):
        raise IllegalAction("impossible_as_much_as_possible",
                            f"{field} names {len(named)} card{'s' if len(named) != 1 else ''}: the text puts {count} of them "
                            f"there (as many as there are, {min(count, len(fitting))})")
    return named, True


def _one_of_each(game, named: list[str], kinds: list[dict]) -> bool:
    """Whether each named card can be the one card of a different kind ("a creature card and/or a
    land card": a creature land may be either, not both)."""
    from itertools import permutations
    if len(named) > len(kinds):
        return False
    return any(all(fits(game, game.objects[oid], kind) for oid, kind in zip(named, order))
               for order in permutations(kinds, len(named)))


def _first_of_each(game, fitting: list[str], kinds: list[dict]) -> list[str]:
    """Without a choice: the first card (from the top) of each kind in turn."""
    taken = []
    for kind in kinds:
        one = next((oid for oid in fitting if oid not in taken and fits(game, game.objects[oid], kind)), None)
        if one is not None:
            taken.append(one)
    return taken


def bottom_order(game, st, ctx, rest: list[str]) -> tuple[list[str], str]:
    """The cards put on the bottom, the one nearest the top first, and how their order
    was made: "chosen" (`bottom`), "kept" (no choice: as they were) or "random"."""
    given = made_for(game, ctx.source_id)
    field = _field(ctx, "bottom")
    if st.get("order") == "random":
        if "bottom" in given:
            raise IllegalAction("card_text_precedence", f"{field}: the text puts them on the bottom in a random order, "
                                                        "which no player chooses")
        order = list(rest)
        random.Random(f"{game.turn}:{game.step}:{ctx.source_id}:{','.join(order)}").shuffle(order)
        return order, "random"
    if "bottom" not in given:
        return list(rest), "kept"
    order = list(given["bottom"] or ())
    if sorted(order) != sorted(rest) or len(set(order)) != len(order):
        raise IllegalAction("impossible_as_much_as_possible",
                            f"{field} must name each card put on the bottom once, the one nearest the top first "
                            f"({', '.join(rest) or 'none'}); it names {', '.join(order) or 'none'}")
    return order, "chosen"


def _a(what: str) -> str:
    """ "a creature card", "an artifact card"; a description that already has its articles
    ("a creature card and/or a land card") is left as it is."""
    if what.startswith(("a ", "an ")):
        return what
    return ("an " if what[:1].lower() in "aeiou" else "a ") + what


@effect("dig", fields=("amount", "reveal", "for", "count", "all", "optional", "show", "into", "tapped", "rest", "order", "player",
                      "rest_may"))
def dig(game, st, ctx):
    """Look at (or reveal, `reveal`) the top `amount` cards of the controller's library;
    put the card(s) of the quality `for` among them (`count`, or `all`; `optional`: "you
    may") into the hand (or, `into: "top"`, back on top: "You may put one of those cards back on
    top of your library. Put the rest into your graveyard.") (`show`: revealed as it goes, "you may reveal a creature card
    from among them and put it into your hand") or onto the battlefield (`into:
    "in_play"`, `tapped`); the rest go `rest`: "bottom" (`order` "any" or "random"),
    "top" (back on top in any order: `choices`' `top`, top card first), "graveyard", "hand"
    or "exile"; without `rest` they stay on top as they were. With `player` ("Target player reveals
    the top card of their library", "defending player reveals ... that player puts it into their
    hand") that player's library, revealed, with no choice (the loader's check). With `rest_may` ("If you
    don't put the card into your hand, you may put it into your graveyard") the card not taken goes `rest`
    only if `choices`' `put_rest` is true; else it stays on top."""
    from ..zones import move_card, put_into_play
    from .library import _player
    p = _player(game, st, ctx) if "player" in st else game.players[ctx.controller]
    if p is None:
        return
    n = amount_of(game, ctx, st.get("amount", 1))
    looked = _look(game, p, n) if n > 0 else []
    verb = "reveals" if st.get("reveal") else "looks at"
    many = f"the top {len(looked)} cards" if len(looked) != 1 else "the top card"
    if not looked:
        emit(game, f"{p.name}'s library has no cards: nothing is {'revealed' if st.get('reveal') else 'looked at'}.",
             *((("impossible_as_much_as_possible", "the library has no cards"),) if n > 0 else ()))
        ctx.data["dug"] = []
        ctx.data["put_into_hand"] = []  # if_none_put_into_hand (dig_results.py)
        return
    taking = "for" in st or st.get("all")
    taken, given = chosen(game, st, ctx, looked) if taking else ([], True)
    rest = [oid for oid in looked if oid not in taken]
    kept = ""
    if st.get("rest_may") and rest:  # "If you don't put the card into your hand, you may put it into your graveyard"
        moved = made_for(game, ctx.source_id).get("put_rest")
        if moved is not None and not isinstance(moved, bool):
            raise IllegalAction("choice_on_resolution", f"{_field(ctx, 'put_rest')} must be true or false")
        if not moved:
            default = " (no choice was given: the player doesn't)" if moved is None else ""
            kept = f"; {p.name} leaves {_names(game, rest)} on top of their library{default}"
            rest = []
    order, how = bottom_order(game, st, ctx, rest) if st.get("rest") == "bottom" else (rest, "")
    if st.get("rest") == "top":  # "the rest on top of your library in any order": `choices`' `top`, top card first
        from .library import _rest_on_top
        order, ordered = _rest_on_top(game, ctx, rest)
        how = "chosen" if ordered else "kept"
    # -- the choices are legal: apply them --
    cites = []
    if st.get("reveal") or (st.get("show") and taken):
        if game.rules.applies("reveal"):
            cites.append(("reveal", "the revealed cards are shown to all players and stay in the library until put elsewhere"))
    if not st.get("reveal") and game.rules.applies("look_at_card"):
        cites.append(("look_at_card", "the cards are shown only to the player who looks"))
    if len(looked) < n:
        cites.append(("impossible_as_much_as_possible", f"the library had only {len(looked)} card{'s' if len(looked) != 1 else ''}"))
    text = f"{p.name} {verb} {many} of their library ({_names(game, looked)})"
    if taking:
        what = describe(st.get("for") or {}, game.words.today)
        where = game.words.into_play + (" tapped" if st.get("tapped") else "") if st.get("into") == "in_play" else "into their hand"
        if st.get("into") == "top":  # "You may put one of those cards back on top of your library" (Sage of Days)
            where = "back on top of their library"
        if taken:
            shown = " reveals and" if st.get("show") and not st.get("reveal") else ""
            note = "" if given else " (no choice was given: the first that fits, from the top)"
            text += f";{shown} puts {_names(game, taken)} ({what}) {where}{note}"
        elif st.get("all") and len(looked) == 1:
            text += f"; it is not {_a(what)}"
        else:
            fitting = any(fits(game, game.objects[oid], st.get("for") or {}) for oid in looked)
            text += f"; puts {'nothing' if what.startswith(('a ', 'an ')) else 'no ' + what} {where}" + (" (the choice names none)" if fitting else " (there is none among them)")
    if st.get("rest") and rest:
        if st["rest"] == "bottom":
            words = {"random": " in a random order (the engine draws one random order, the same on every replay; "
                               "in a game no player knows it)",
                     "chosen": " in the chosen order", "kept": " (no order was given: as they were)" if len(rest) > 1 else ""}[how]
            text += f"; puts {_names(game, order)} on the bottom of their library{words}"
            if how == "random":
                cites.append(("card_text_precedence", "the card says a random order, so the owner doesn't arrange them"))
            elif len(rest) > 1:
                cites.append(("library_order_arranged", "the cards put on the bottom at once are arranged in the order their owner chooses"))
        elif st["rest"] == "top":
            words = " in the chosen order" if how == "chosen" else " (no order was given: as they were)" if len(rest) > 1 else ""
            text += f"; puts {_names(game, order)} back on top of their library{words}"
            if len(rest) > 1:
                cites.append(("library_order_arranged", "the cards put on top at once are arranged in the order their owner chooses"))
        elif st["rest"] == "exile":
            text += f"; exiles {_names(game, rest)}" if game.words.today else f"; removes {_names(game, rest)} from the game"
        else:
            text += f"; puts {_names(game, rest)} into their {st['rest']}"
    text += kept + "."
    if not game.words.today and (st.get("reveal") or (st.get("show") and taken)):
        text += f" Revealing {GLOSSARY_ONLY}."
    emit(game, text, *cites)
    from ..zones import entering_together
    with entering_together(game):  # the cards put onto the battlefield enter in one event (603.6a)
        for oid in taken:
            obj = game.objects[oid]
            if st.get("into") == "in_play":
                put_into_play(game, obj, p.index, "dig", tapped=bool(st.get("tapped")))
            elif st.get("into") != "top":  # "back on top": it stays; the others leave from around it
                move_card(game, obj, "hand")
    if st.get("rest") == "bottom":
        lib = _library(game, p)
        _set_library(game, p, [], order, tuple(oid for oid in lib if oid not in order))
    elif st.get("rest") == "top":
        lib = _library(game, p)
        _set_library(game, p, order, [], tuple(oid for oid in lib if oid not in order))
    elif st.get("rest") in ("graveyard", "hand", "exile"):
        for oid in rest:
            move_card(game, game.objects[oid], "removed_from_game" if st["rest"] == "exile" else st["rest"])
    ctx.data["dug"] = list(looked)  # "its mana value" after "reveal the top card ... put that card into your hand"
    ctx.data["put_into_hand"] = [oid for oid in taken if st.get("into") in (None, "hand")]  # dig_results.py


def shares_creature_type(game, card_obj, source_obj) -> bool:
    """Whether the card has a creature type the source has (the source as it is, or as it
    last existed on the battlefield: 2026 608.2h; 2007 413.2f); changeling counts as
    every creature type in every zone (702.73a)."""
    from ..continuous import last_known
    from ..creature_types import CREATURE_TYPES
    theirs = characteristics(game, card_obj).subtypes or ()
    ours = last_known(game, source_obj).subtypes or ()
    # `in`, not sets: a changeling's subtypes list what is printed and contain every creature type
    return any(t in CREATURE_TYPES and t in ours for t in CREATURE_TYPES if t in theirs)


@effect("kinship", fields=("effect",))
def kinship(game, st, ctx):
    """Kinship (an ability word, 2026 207.2c: no rules meaning): "you may look at the top card
    of your library. If it shares a creature type with this creature, you may reveal it. If you
    do, [effect]". The action's `choices` for the source says `{"may": true}` to reveal it (the
    player looks first); choosing to reveal a card that shares no creature type with it is
    refused naming the field; without a choice the player doesn't reveal it. `effect` follows
    only if the card was revealed (2026 118.12)."""
    from .base import run
    p = game.players[ctx.controller]
    lib = _library(game, p)
    given = made_for(game, ctx.source_id).get("may")
    choice = [("choice_on_resolution", f"{p.name} chooses while the ability resolves whether to reveal it")]
    if not lib:
        emit(game, f"{p.name}'s library has no cards: there is nothing to look at or reveal.")
        return
    top = game.objects[lib[-1]]
    source = game.objects.get(ctx.source_id)
    shares = source is not None and shares_creature_type(game, top, source)
    look = [("look_at_card", "the card is shown only to the player who looks")] if game.rules.applies("look_at_card") else []
    looked = f"{p.name} looks at the top card of their library ({_names(game, [top.id])})"
    if not given:
        default = " (no choice was given: the player doesn't)" if given is None else ""
        emit(game, f"{looked}; it {'shares a' if shares else 'shares no'} creature type with {ctx.source_name}; "
                   f"{p.name} doesn't reveal it{default}.", *look, *choice)
        return
    if not shares:
        raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.may: {display_name(game, top)} shares no creature "
                                                    f"type with {ctx.source_name}, so {p.name} can't reveal it for its kinship ability")
    cites = [*look, *choice]
    if game.rules.applies("reveal"):
        cites.append(("reveal", "the revealed card is shown to all players and stays on top of the library"))
    if game.rules.applies("if_you_do"):
        cites.append(("if_you_do", "\"if you do\" checks that the player chose to reveal it"))
    text = f"{looked}; it shares a creature type with {ctx.source_name}, and {p.name} reveals it."
    emit(game, text if game.words.today else f"{text} Revealing {GLOSSARY_ONLY}.", *cites)
    run(game, st.get("effect", ()), ctx)


def display_name(game, obj) -> str:
    return _names(game, [obj.id])


def revealed_mana_value(game, ctx) -> int:
    """ "You lose life equal to its mana value" after "reveal the top card of your library":
    the mana value of the one card the dig before it revealed, wherever it went (X is 0
    outside the stack: 2026 202.3e; 2007 203.3 and the glossary's X); 0 if none was revealed."""
    dug = ctx.data.get("dug") or []
    if len(dug) != 1:
        return 0
    return mana_value(game.objects[dug[0]].card)


@effect("look_at_top_of", fields=("player", "rest", "rest_may"))
def look_at_top_of(game, st, ctx):
    """ "Look at the top card of target player's library" (Mishra's Bauble): the card is shown
    only to the ability's controller (2026 701.20e) and stays where it is. With `rest` "graveyard" and
    `rest_may` ("You may put that card into their graveyard", Eye Spy), it goes into its owner's
    graveyard if the action's `choices` for the source says `{"put_rest": true}`."""
    from .library import _player
    p = _player(game, st, ctx)
    you = game.players[ctx.controller]
    if p is None:
        return
    lib = _library(game, p)
    whose = "their" if p.index == you.index else f"{p.name}'s"
    if not lib:
        emit(game, f"{p.name}'s library has no cards: {you.name} looks at nothing.")
        return
    looked = f"{you.name} looks at the top card of {whose} library ({_names(game, [lib[-1]])})"
    look = (("look_at_card", f"the card is shown only to {you.name}"),) if game.rules.applies("look_at_card") else ()
    if st.get("rest") != "graveyard":
        emit(game, looked + ".", *look)
        return
    from ..zones import move_card
    moved = made_for(game, ctx.source_id).get("put_rest")
    choice = ("choice_on_resolution", f"{you.name} chooses as the ability resolves whether to put it into the graveyard")
    if not moved:
        default = " (no choice was given: the player doesn't)" if moved is None else ""
        emit(game, f"{looked}; {you.name} leaves it on top{default}.", *look, choice)
        return
    emit(game, f"{looked} and puts it into {whose} graveyard.", *look, choice)
    move_card(game, game.objects[lib[-1]], "graveyard")


@effect("reveal_until", fields=("for", "into", "tapped", "rest", "order", "player"))
def reveal_until(game, st, ctx):
    """"Reveal cards from the top of your library until you reveal a creature card. Put that
    card onto the battlefield and the rest on the bottom of your library in a random order"
    (Clifftop Lookout): cards are revealed one by one from the top (they stay in the library
    until moved, 2026 701.20b) until one has the quality `for`; it goes `into` the hand or onto
    the battlefield (`tapped`); the other revealed cards go `rest` ("bottom", with `order`, or
    "graveyard"). If none has it, every card of the library is revealed and there is no
    "that card" (609.3 / 416.3: as much as possible). With `player` (a player reference: "Target player
    reveals cards from the top of their library until they reveal a land card, then puts those cards into
    their graveyard", Balustrade Spy) that player's library, and `into` / `rest` "graveyard" their graveyard;
    `into` / `rest` "hand" ("then put all cards revealed this way into your hand", Treasure Hunt)."""
    from ..zones import move_card, put_into_play
    from .library import _player
    p = _player(game, st, ctx) if "player" in st else game.players[ctx.controller]
    if p is None:
        return
    wanted = st.get("for") or {}
    revealed, found = [], None
    for oid in reversed(_library(game, p)):  # top card first
        revealed.append(oid)
        if fits(game, game.objects[oid], wanted):
            found = oid
            break
    rest = [oid for oid in revealed if oid != found]
    order, how = bottom_order(game, st, ctx, rest) if st.get("rest") == "bottom" else (rest, "")
    cites = [("reveal", "the revealed cards are shown to all players and stay in the library until put elsewhere")] \
        if game.rules.applies("reveal") else []
    what = describe(wanted, game.words.today)
    text = f"{p.name} reveals cards from the top of their library until they reveal {_a(what)}: {_names(game, revealed)}"
    if found is None:
        text += f"; none is {_a(what)}"
        cites.append(("impossible_as_much_as_possible", f"the library holds no {what}"))
    else:
        where = game.words.into_play + (" tapped" if st.get("tapped") else "") if st.get("into") == "in_play" else \
            "into their graveyard" if st.get("into") == "graveyard" else "into their hand"
        text += f"; puts {_names(game, [found])} {where}"
    if rest and st.get("rest") == "hand":
        text += f" and {_names(game, rest)} into their hand"
    if rest and st.get("rest") == "bottom":
        words = {"random": " in a random order (the engine draws one random order, the same on every replay; in a game no player knows it)",
                 "chosen": " in the chosen order", "kept": " (no order was given: as they were)" if len(rest) > 1 else ""}[how]
        text += f" and {_names(game, order)} on the bottom of their library{words}"
        if how == "random":
            cites.append(("card_text_precedence", "the card says a random order, so the owner doesn't arrange them"))
        elif len(rest) > 1:
            cites.append(("library_order_arranged", "the cards put on the bottom at once are arranged in the order their owner chooses"))
    elif rest and st.get("rest") == "graveyard":
        text += f" and {_names(game, rest)} into their graveyard"
    text += "."
    emit(game, text if game.words.today else f"{text} Revealing {GLOSSARY_ONLY}.", *cites)
    if found is not None:
        if st.get("into") == "in_play":
            put_into_play(game, game.objects[found], p.index, "dig", tapped=bool(st.get("tapped")))
        else:
            move_card(game, game.objects[found], "graveyard" if st.get("into") == "graveyard" else "hand")
    if st.get("rest") == "hand":
        for oid in rest:
            move_card(game, game.objects[oid], "hand")
    if st.get("rest") == "bottom":
        lib = _library(game, p)
        _set_library(game, p, [], order, tuple(oid for oid in lib if oid not in order))
    elif st.get("rest") == "graveyard":
        for oid in rest:
            move_card(game, game.objects[oid], "graveyard")
    ctx.data["dug"] = [found] if found is not None else []


@effect("two_piles", fields=("amount", "separates"))
def two_piles(game, st, ctx):
    """Fact or Fiction: "Reveal the top five cards of your library. An opponent separates those
    cards into two piles. Put one pile into your hand and the other into your graveyard." (and
    Steam Augury's "separate them into two piles. An opponent chooses one of those piles. Put that
    pile into your hand and the other into your graveyard": `separates` "you"). A pile may be
    empty. The action's `choices` for the source gives the separation (`piles`: the cards of one
    pile; the other cards are the other pile) and the pile put into the hand (`cards`: exactly one
    of the two piles); without them, one pile holds every card and it goes into the hand, and the
    log says so. With more than one opponent the engine doesn't choose which one acts: refused."""
    from ..zones import move_card
    p = game.players[ctx.controller]
    opponents = [q for q in game.players if q.index != p.index and not q.lost]
    if len(opponents) != 1:
        raise IllegalAction("choice_on_resolution", f"{ctx.source_name} asks an opponent to choose; with {len(opponents)} "
                                                    "opponents the engine doesn't choose which one")
    opponent = opponents[0]
    n = amount_of(game, ctx, st.get("amount", 1))
    revealed = _look(game, p, n) if n > 0 else []
    given = made_for(game, ctx.source_id)
    separator, chooser = (p, opponent) if st.get("separates") == "you" else (opponent, p)
    if "piles" in given:
        one = list(given["piles"] or ())
        wrong = [oid for oid in one if oid not in revealed]
        if wrong or len(set(one)) != len(one):
            raise IllegalAction("impossible_as_much_as_possible", f"choices.{ctx.source_id}.piles must name revealed cards once "
                                                                  f"({', '.join(revealed) or 'none'}); it names {', '.join(one) or 'none'}")
        one = [oid for oid in revealed if oid in one]  # in the order they were revealed
    else:
        one = list(revealed)
    other = [oid for oid in revealed if oid not in one]
    if "cards" in given:
        taken = list(given["cards"] or ())
        if sorted(taken) not in (sorted(one), sorted(other)):
            raise IllegalAction("impossible_as_much_as_possible", f"choices.{ctx.source_id}.cards must be one of the two piles "
                                                                  f"({', '.join(one) or 'none'} / {', '.join(other) or 'none'})")
    else:
        taken = list(one)
    binned = [oid for oid in revealed if oid not in taken]
    note = "" if "piles" in given and "cards" in given else " (no choice was given: one pile holds every card, and it goes into the hand)"
    cites = [("choice_on_resolution", "the players choose while the effect is applied")]
    if game.rules.applies("reveal"):
        cites.append(("reveal", "the revealed cards are shown to all players"))
    if len(revealed) < n:
        cites.append(("impossible_as_much_as_possible", f"the library had only {len(revealed)} cards"))
    text = (f"{p.name} reveals the top {len(revealed)} cards of their library ({_names(game, revealed)}); {separator.name} separates "
            f"them into two piles ({_names(game, one)} / {_names(game, other)}); {chooser.name} chooses one: {p.name} puts "
            f"{_names(game, taken)} into their hand and {_names(game, binned)} into their graveyard{note}.")
    emit(game, text if game.words.today else f"{text} Revealing {GLOSSARY_ONLY}.", *cites)
    for oid in taken:
        move_card(game, game.objects[oid], "hand")
    for oid in binned:
        move_card(game, game.objects[oid], "graveyard")


@effect("mill_and_take", fields=("amount", "for", "count", "optional"))
def mill_and_take(game, st, ctx):
    """"Mill two cards. You may put a permanent card from among the milled cards into your hand"
    (Seed of Hope): the mill (library.py's, 701.17a), then a card of the quality among the cards
    milled that are still in the graveyard goes into the hand. `choices`' `cards` names it, checked
    as for `dig` (none for "you may"; without a choice, the first that fits in the order milled)."""
    from ..zones import move_card
    from .library import mill
    p = game.players[ctx.controller]
    n = amount_of(game, ctx, st.get("amount", 1))
    top = _look(game, p, n) if n > 0 else []
    mill(game, {"do": "mill", "amount": n}, ctx)
    milled = [oid for oid in top if game.objects[oid].zone == "graveyard" and game.objects[oid].owner == p.index]
    taken, given = chosen(game, {**st, "for": st.get("for") or {}}, ctx, milled)
    what = describe(st.get("for") or {}, game.words.today)
    if taken:
        note = "" if given else " (no choice was given: the first that fits, in the order milled)"
        emit(game, f"{p.name} puts {_names(game, taken)} ({what}) from among the milled cards into their hand{note}.")
    else:
        fitting = any(fits(game, game.objects[oid], st.get("for") or {}) for oid in milled)
        emit(game, f"{p.name} puts {'nothing' if what.startswith(('a ', 'an ')) else 'no ' + what} from among the milled cards into their hand"
                   + (" (the choice names none)." if fitting else " (there is none among them)."))
    for oid in taken:
        move_card(game, game.objects[oid], "hand")
    ctx.data["put_into_hand"] = list(taken)  # if_none_put_into_hand (dig_results.py)


@effect("if_revealed", fields=("for", "effect"))
def if_revealed(game, st, ctx):
    """ "Reveal the top card of your library. If it's a land card, this creature gets +1/+0 and gains
    flying until end of turn" (Callous Deceiver): after a `dig` that revealed one card (which stays on
    top), `effect` is followed only if that card has the quality `for` (as `dig` reads it); the
    instructions are followed in order, this one after the reveal (2007 413.2b; 2026 608.2c)."""
    from .base import run
    dug = ctx.data.get("dug") or []
    cite = ("follow_instructions", "the instruction after the reveal is followed only if the revealed card is as it says")
    if len(dug) != 1:
        emit(game, f"{ctx.source_name}: no card was revealed, so the instruction that depends on it is not followed.", cite)
        return
    card = game.objects[dug[0]]
    what = _a(describe(st.get("for") or {}, game.words.today))
    if not fits(game, card, st.get("for") or {}):
        emit(game, f"{_names(game, [card.id])} is not {what}, so the rest of {ctx.source_name}'s instruction is not followed.", cite)
        return
    emit(game, f"{_names(game, [card.id])} is {what}.", cite)
    run(game, st.get("effect", ()), ctx)
