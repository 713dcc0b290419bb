"""Checking the library's instructions: search, look at the top, put on the library, investigate,
exile from the top, return to play, amass (registered in `EFFECT_CHECKS`)."""
from __future__ import annotations

from ..fields import Checker
from ..vocabulary import BOUNDS, CARD_TYPES
from .effect_checks import EFFECT_CHECKS, amount_or


SEARCH_KEYS = ("types", "supertypes", "subtypes", "same_mana_value_as", "any_of_types")
SEARCH_KEYS += ("mana_value_at_most",)  # "a Rebel permanent card with mana value 3 or less"
SEARCH_KEYS += ("named",)  # "a card named ~": "self", the source's name (library_more.py)
SEARCH_KEYS += ("any_of_subtypes",)  # "a Plains or Island card": a list of subtypes, any one of them (library_more.py)
from ...search_qualities import KEYS as _QUALITIES  # noqa: E402
SEARCH_KEYS += _QUALITIES  # "a blue instant card", "with power 2 or less", "with mana value 6 or greater" (search_qualities.py)


def _search(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Search your library for a basic land card": what it looks for (each key a
    list the card must have all of; {} is any card), how many, and where they go."""
    if "for" in st and v.obj(st["for"], f"{sp}.for", SEARCH_KEYS):
        if "same_mana_value_as" in st["for"]:  # transmute: "a card with the same mana value as the discarded card"
            v.choice(st["for"]["same_mana_value_as"], f"{sp}.for.same_mana_value_as", ("self",))
        for k in SEARCH_KEYS[:3] + ("any_of_types", "any_of_subtypes"):
            if k in st["for"] and v.listof(st["for"][k], f"{sp}.for.{k}"):
                for i, w in enumerate(st["for"][k]):
                    if k in ("types", "any_of_types"):
                        v.choice(w, f"{sp}.for.types[{i}]", CARD_TYPES)
                    else:
                        v.string(w, f"{sp}.for.{k}[{i}]")
        if "named" in st["for"]:  # "self": the source's name; else a card's name ("a card named Godsire": named_searches.py)
            v.string(st["for"]["named"], f"{sp}.for.named")
        from ...search_qualities import check as check_qualities
        check_qualities(v, st["for"], f"{sp}.for")
        if "mana_value_at_most" in st["for"] and st["for"]["mana_value_at_most"] != "X":  # "X": the spell's (search_library)
            v.integer(st["for"]["mana_value_at_most"], f"{sp}.for.mana_value_at_most", *BOUNDS["dig_quality"])
    amount(v, st.get("count", 1), f"{sp}.count")
    if "any_number" in st and v.boolean(st["any_number"], f"{sp}.any_number") and st["any_number"]:
        # "search your library for any number of cards named ~" (rulings/engine/search_any_number.py)
        from ...search_any_number import check
        check(v, st, sp)
    if "into" in st:
        v.choice(st["into"], f"{sp}.into", ("hand", "in_play", "top", "graveyard", "exile", "one_in_play_rest_hand"))
    for k in ("tapped", "reveal", "optional"):
        if k in st:
            v.boolean(st[k], f"{sp}.{k}")
    if st.get("tapped") and st.get("into", "hand") not in ("in_play", "one_in_play_rest_hand"):
        v.err(f"{sp}.tapped", 'is only for "into": "in_play" (or "one_in_play_rest_hand": the one put onto the battlefield)')


def _if_searched(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "if_searched" in st:
        v.boolean(st["if_searched"], f"{sp}.if_searched")


def _look_at_top(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "rest" in st:
        v.choice(st["rest"], f"{sp}.rest", ("graveyard", "bottom"))
        if "player" in st:
            v.err(f"{sp}.player", 'is only for an instruction without "rest" (the cards are only looked at)')


def _put_on_library(v: Checker, st: dict, sp: str, depth: int) -> None:
    if "bottom" in st:
        v.boolean(st["bottom"], f"{sp}.bottom")
    if "from_top" in st:
        v.integer(st["from_top"], f"{sp}.from_top", 2, 3)
        if st.get("bottom"):
            v.err(f"{sp}.from_top", 'is not for "bottom": true')


def _investigate(v: Checker, st: dict, sp: str, depth: int) -> None:
    """The Clue token's characteristics (111.10f), as create_token's."""
    from ...effects.tokens import token_card
    if "token" not in st:
        v.err(f"{sp}.token", "is required: the Clue token's characteristics")
    elif isinstance(st["token"], dict):
        card(v, token_card(st["token"]), f"{sp}.token")
    else:
        v.err(f"{sp}.token", "must be the token's characteristics")


EFFECT_CHECKS.update({"scry": amount_or(1), "surveil": amount_or(1), "mill": amount_or(1), "search_library": _search,
                      "look_and_put_back": amount_or(1), "put_on_library": _put_on_library, "look_at_top": _look_at_top,
                      "shuffle_library": _if_searched,
                      "investigate": _investigate})


def _exile_top(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Exile the top N cards of your library. [Until ...,] you may play those cards" (play_from_exile.py)."""
    from ...play_from_exile import DURATIONS
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "may_play" in st:
        v.choice(st["may_play"], f"{sp}.may_play", tuple(DURATIONS))
    if "spells_only" in st:
        v.boolean(st["spells_only"], f"{sp}.spells_only")
        if "may_play" not in st:
            v.err(f"{sp}.spells_only", 'is only for an instruction with "may_play"')


EFFECT_CHECKS["exile_top"] = _exile_top


def _search_library_and_graveyard(v: Checker, st: dict, sp: str, depth: int) -> None:
    from ...search_library_and_graveyard import check
    check(v, st, sp, depth)


EFFECT_CHECKS["search_library_and_graveyard"] = _search_library_and_graveyard  # search_library_and_graveyard.py
EFFECT_CHECKS["discover"] = amount_or(1)  # 701.57a: "discover N" (discover.py)
EFFECT_CHECKS["put_from_hand_on_top"] = amount_or(1)  # Brainstorm's "put two cards from your hand on top" (effects/library_order.py)


def _same_name(v: Checker, st: dict, sp: str, depth: int) -> None:
    from ...same_name_search import check
    check(v, st, sp, depth)


def _their_library(v: Checker, st: dict, sp: str, depth: int) -> None:
    from ...their_library_search import check
    check(v, st, sp, depth)


EFFECT_CHECKS["put_from_hand_on_bottom"] = amount_or(1)  # "put a card from your hand on the bottom of your library" (hand_to_bottom.py)
EFFECT_CHECKS["search_their_library"] = _their_library  # "Search target player's library for a card and exile it" (their_library_search.py)
EFFECT_CHECKS["exile_cards_with_same_name"] = _same_name  # "... for all cards with the same name as that enchantment" (same_name_search.py)


def _return_to_play(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Return this card from your graveyard to the battlefield tapped": `tapped` is for the card itself,
    or a target card ("return target land card from your graveyard to the battlefield tapped"), or "it"
    (Fungal Fortitude: "When enchanted creature dies, return it to the battlefield tapped")."""
    if "tapped" in st and v.boolean(st["tapped"], f"{sp}.tapped") and st["tapped"] \
            and not (st.get("what", "self") in ("self", "it") or str(st.get("what")).startswith("target:")):
        v.err(f"{sp}.tapped", 'is only for "what": "self", "it" or a target')
    if "under" in st and (st["under"] != "you" or st.get("what", "self") != "it"):
        v.err(f"{sp}.under", 'must be "you", with "what": "it" (flicker: "then return that card to the battlefield under your control")')
    if "with_counter" in st:  # "... with a finality counter on it" (2026 122.1h, later_counters.py), "with a +1/+1 counter on it"
        v.choice(st["with_counter"], f"{sp}.with_counter", ("finality", "+1/+1"))
    if "transformed" in st and v.boolean(st["transformed"], f"{sp}.transformed") and st.get("what", "self") != "it":
        v.err(f"{sp}.transformed", 'is only for "what": "it" ("exile this Saga, then return it to the battlefield transformed", 2026 712.14a)')


EFFECT_CHECKS["return_to_play"] = _return_to_play


def _amass(v: Checker, st: dict, sp: str, depth: int) -> None:
    """2026 701.47a: "amass [subtype] N": `subtype` a creature type (amass.py), `amount` N."""
    from ...creature_types import CREATURE_TYPES
    if "subtype" not in st:
        v.err(f"{sp}.subtype", "is required: the creature type the Army is or becomes (\"Orc\", \"Zombie\")")
    else:
        v.choice(st["subtype"], f"{sp}.subtype", tuple(sorted(CREATURE_TYPES)))
    amount(v, st.get("amount", 1), f"{sp}.amount")


EFFECT_CHECKS["amass"] = _amass  # 2026 701.47a (amass.py)
EFFECT_CHECKS["bolster"] = amount_or(1)  # 2026 701.39a (bolster.py)
EFFECT_CHECKS["endure"] = amount_or(1)  # 2026 701.63a (endure.py): `to` is the source ("self") unless another reference is given
EFFECT_CHECKS["incubate"] = amount_or(1)  # 2026 701.53a (incubate.py)


def _removed_counters(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Remove a +1/+1 counter from it" (effects/remove_counters.py)."""
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "counter" in st:
        v.choice(st["counter"], f"{sp}.counter", ("+1/+1", "-1/-1", "depletion"))  # depletion: storage_counters.py


EFFECT_CHECKS["remove_counters"] = _removed_counters


def _shuffle_targets(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Shuffle up to N target cards from your graveyard into your library" (graveyard_cards_shuffled.py)."""
    import re
    if not isinstance(st.get("cards_from"), str) or not re.fullmatch(r"target:\d+", st["cards_from"]):
        v.err(f"{sp}.cards_from", 'is required: "target:N", the first of the card targets (the targets from it to the last)')


EFFECT_CHECKS["shuffle_targets_into_library"] = _shuffle_targets


def _if_exiled_card(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "If it was a creature card, ..." after exiling a target card from a graveyard (exiled_card_kind.py)."""
    from .effect_checks import effects
    if not isinstance(st.get("types"), list) or not st["types"] or not all(t in CARD_TYPES for t in st["types"]):
        v.err(f"{sp}.types", "is required: a non-empty list of card types (\"Creature\"), any one of which the exiled card has")
    for key in ("effect", "otherwise"):
        if key == "effect" and key not in st:
            v.err(f"{sp}.effect", "is required: what happens if the exiled card has one of the card types")
        elif key in st and depth < 3:
            effects(v, st[key], f"{sp}.{key}", 0, depth + 1)
        elif key in st:
            v.err(f"{sp}.{key}", "is nested too deeply")


EFFECT_CHECKS["if_exiled_card"] = _if_exiled_card


def _return_self_attacking(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Return this card from your graveyard to the battlefield tapped and attacking [with a +1/+1 counter on it]"."""
    if "with_counter" in st:
        v.choice(st["with_counter"], f"{sp}.with_counter", ("+1/+1",))


EFFECT_CHECKS["return_self_attacking"] = _return_self_attacking  # graveyard_attacking.py


def _return_all_from_graveyard(v: Checker, st: dict, sp: str, depth: int) -> None:
    from ...graveyard_mass_returns import check
    check(v, st, sp, depth)


EFFECT_CHECKS["return_all_from_graveyard"] = _return_all_from_graveyard  # "Return all land cards from your graveyard ..." (graveyard_mass_returns.py)


def _return_at_random(v: Checker, st: dict, sp: str, depth: int) -> None:
    from ...random_graveyard_returns import check
    check(v, st, sp, depth)


EFFECT_CHECKS["return_at_random_from_graveyard"] = _return_at_random  # "Return a creature card at random from your graveyard ..." (random_graveyard_returns.py)


# the checks call each other (an ability's instructions may hold abilities): imported last, so that
# either module may be loaded first
from .card import card
from .values import amount  # noqa: E402

