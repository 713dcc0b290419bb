"""Checking "look at the top N cards ... from among them ... the rest" and its kin (kinship, reveal
until, two piles, mill and take), card names and edicts (registered in `EFFECT_CHECKS`)."""
from __future__ import annotations

from ..fields import Checker
from ..vocabulary import BOUNDS, CARD_TYPES
from .effect_checks import EFFECT_CHECKS, effects


DIG_KEYS = ("types", "supertypes", "subtypes", "any_of_types", "any_of", "not_types", "colors", "colorless",
            "power_at_most", "mana_value_at_most", "each_of", "power_at_least", "mana_value_at_least", "not_supertypes")


def _dig_quality(v: Checker, wanted, path: str, depth: int = 0) -> None:
    """What a card taken from among them must be: each key of DIG_KEYS, `any_of` a list of such filters."""
    if not v.obj(wanted, path, DIG_KEYS):
        return
    for k in ("types", "any_of_types", "not_types"):
        if k in wanted and v.listof(wanted[k], f"{path}.{k}"):
            for i, w in enumerate(wanted[k]):
                v.choice(w, f"{path}.{k}[{i}]", CARD_TYPES)
    for k in ("supertypes", "subtypes", "not_supertypes"):
        if k in wanted and v.listof(wanted[k], f"{path}.{k}"):
            for i, w in enumerate(wanted[k]):
                v.string(w, f"{path}.{k}[{i}]")
    if "colors" in wanted and v.listof(wanted["colors"], f"{path}.colors"):
        for i, w in enumerate(wanted["colors"]):
            v.choice(w, f"{path}.colors[{i}]", ("white", "blue", "black", "red", "green"))
    if "colorless" in wanted:
        v.boolean(wanted["colorless"], f"{path}.colorless")
    for k in ("power_at_most", "mana_value_at_most", "power_at_least", "mana_value_at_least"):
        if k in wanted:
            v.integer(wanted[k], f"{path}.{k}", *BOUNDS["dig_quality"])
    for key in ("any_of", "each_of"):  # one of these kinds; at most one card of each kind ("and/or")
        if key in wanted and v.listof(wanted[key], f"{path}.{key}"):
            for i, w in enumerate(wanted[key]):
                if depth < 2:
                    _dig_quality(v, w, f"{path}.{key}[{i}]", depth + 1)
                else:
                    v.err(f"{path}.{key}[{i}]", "is nested too deeply")


def _dig(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "for" in st:
        _dig_quality(v, st["for"], f"{sp}.for")
    amount(v, st.get("count", 1), f"{sp}.count")
    for k in ("reveal", "all", "optional", "show", "tapped"):
        if k in st:
            v.boolean(st[k], f"{sp}.{k}")
    if "into" in st:
        v.choice(st["into"], f"{sp}.into", ("hand", "in_play", "top"))
    if st.get("tapped") and st.get("into", "hand") != "in_play":
        v.err(f"{sp}.tapped", 'is only for "into": "in_play"')
    if st.get("into") == "top" and (st.get("count", 1) != 1 or st.get("rest") in (None, "top") or st.get("show") or st.get("all")):
        v.err(f"{sp}.into", '"top" keeps one chosen card on top: "count" 1, a "rest" elsewhere than on top, no "show" or "all"')
    if "rest" in st:
        v.choice(st["rest"], f"{sp}.rest", ("bottom", "graveyard", "hand", "top", "exile"))
    if "order" in st:
        v.choice(st["order"], f"{sp}.order", ("any", "random"))
        if st.get("rest") != "bottom":
            v.err(f"{sp}.order", 'is only for "rest": "bottom"')
    if "player" in st and (not st.get("reveal") or ("for" in st and not st.get("all")) or st.get("rest") or st.get("into") == "in_play"):
        v.err(f"{sp}.player", 'is only for a reveal with no choice ("reveal": true, no "for" or "all"; no "rest"; into the hand)')
    if "rest_may" in st:
        v.boolean(st["rest_may"], f"{sp}.rest_may")
        if st.get("rest") not in ("bottom", "graveyard", "hand") or st.get("amount") != 1:
            v.err(f"{sp}.rest_may", 'is only for one card ("amount": 1) whose "rest" is "bottom", "graveyard" or "hand"')


EFFECT_CHECKS["dig"] = _dig


def _kinship(v: Checker, st: dict, sp: str, depth: int) -> None:
    """Kinship's "If you do, [effect]": instructions of their own, with no target (the ability has none)."""
    if "effect" not in st:
        v.err(f"{sp}.effect", "is required: what happens if the card is revealed")
    elif depth < 3:
        effects(v, st["effect"], f"{sp}.effect", 0, depth + 1)
    else:
        v.err(f"{sp}.effect", "is nested too deeply")


EFFECT_CHECKS["kinship"] = _kinship


def _reveal_until(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Reveal cards from the top of your library until you reveal a creature card. Put that card ..." """
    if "for" not in st:
        v.err(f"{sp}.for", "is required: the quality of the card revealed last")
    else:
        _dig_quality(v, st["for"], f"{sp}.for")
    if "into" in st:
        v.choice(st["into"], f"{sp}.into", ("hand", "in_play", "graveyard"))
    if "tapped" in st:
        v.boolean(st["tapped"], f"{sp}.tapped")
        if st.get("into", "hand") != "in_play":
            v.err(f"{sp}.tapped", 'is only for "into": "in_play"')
    if "rest" in st:
        v.choice(st["rest"], f"{sp}.rest", ("bottom", "graveyard", "hand"))
    if "player" in st and (st.get("into") != "graveyard" or st.get("rest") != "graveyard"):
        v.err(f"{sp}.player", 'is only for "then puts those cards into their graveyard" ("into" and "rest" "graveyard")')
    if "order" in st:
        v.choice(st["order"], f"{sp}.order", ("any", "random"))
        if st.get("rest") != "bottom":
            v.err(f"{sp}.order", 'is only for "rest": "bottom"')


EFFECT_CHECKS["reveal_until"] = _reveal_until


def _two_piles(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 1), f"{sp}.amount")
    if "separates" in st:
        v.choice(st["separates"], f"{sp}.separates", ("opponent", "you"))


EFFECT_CHECKS["two_piles"] = _two_piles


def _mill_and_take(v: Checker, st: dict, sp: str, depth: int) -> None:
    amount(v, st.get("amount", 1), f"{sp}.amount")
    amount(v, st.get("count", 1), f"{sp}.count")
    if "for" in st:
        _dig_quality(v, st["for"], f"{sp}.for")
    if "optional" in st:
        v.boolean(st["optional"], f"{sp}.optional")


EFFECT_CHECKS["mill_and_take"] = _mill_and_take


def _card_names(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Choose a nonland card name", the search that exiles the cards with it, and "discards all
    cards of that color" (effects/card_names.py)."""
    if "name_of" in st:
        v.choice(st["name_of"], f"{sp}.name_of", ("nonland", "artifact"))
    if "all" in st:
        v.boolean(st["all"], f"{sp}.all")
    if "count" in st:  # "up to four cards with that name"
        v.integer(st["count"], f"{sp}.count", 1, 100)
    if "all" in st and "count" in st:
        v.err(f"{sp}.count", 'a search for "all" cards has no "count"')
    if "kind" in st:
        v.choice(st["kind"], f"{sp}.kind", ("color", "card_name"))


EFFECT_CHECKS.update({"choose_card_name": _card_names, "exile_cards_with_chosen_name": _card_names, "discard_all_chosen": _card_names})


def _players_sacrifice(v: Checker, st: dict, sp: str, depth: int) -> None:
    """An edict (effects/edict.py): one player (`player`) or a group (`players`), and what they sacrifice."""
    if ("player" in st) == ("players" in st):
        v.err(sp, 'needs one of "player" or "players"')
    from ...effects.edict import KINDS, PLAYERS
    if "players" in st:
        v.choice(st["players"], f"{sp}.players", PLAYERS)
    if "sacrificed" in st:
        v.choice(st["sacrificed"], f"{sp}.sacrificed", KINDS)
    if "count" in st:  # "Each player sacrifices two creatures of their choice" (Barter in Blood)
        if isinstance(st["count"], dict):  # "that many" (a chosen number: effects/chosen_number.py)
            from .values import amount
            amount(v, st["count"], f"{sp}.count")
        else:
            v.integer(st["count"], f"{sp}.count", 1, 20)
    if "greatest" in st:  # "with the greatest power among creatures they control" (Crackling Doom)
        from ...effects.edict import GREATEST
        v.choice(st["greatest"], f"{sp}.greatest", GREATEST)
    if "unless_they_pay" in st:  # "... unless they pay {2}" (Rishadan Footpad): a generic cost
        v.integer(st["unless_they_pay"], f"{sp}.unless_they_pay", 1, 20)
    if "filter" in st:  # "a non-Vampire creature", "a Homunculus" (effects/edict.py FILTER_KEYS)
        from ...effects.edict import FILTER_KEYS
        flt = st["filter"]
        subtypes = next(iter(flt.values())) if isinstance(flt, dict) and len(flt) == 1 else None
        if set(flt if isinstance(flt, dict) else ()) - set(FILTER_KEYS) or not isinstance(subtypes, list) or not subtypes \
                or not all(isinstance(t, str) and t for t in subtypes):
            v.err(f"{sp}.filter", f'must be one of {", ".join(FILTER_KEYS)}: a list of subtypes')
    if "remember" in st:  # "You gain life equal to that creature's toughness" (Tribute to Hunger; effects/edict.py)
        v.boolean(st["remember"], f"{sp}.remember")
        if "players" in st or st.get("count", 1) != 1 or st.get("sacrificed", "creature") != "creature":
            v.err(f"{sp}.remember", 'is only for one player\'s one creature ("player", no "count", "sacrificed" a creature)')


EFFECT_CHECKS["players_sacrifice"] = _players_sacrifice


# the checks call each other (an ability's instructions may hold abilities): imported last, so that
# either module may be loaded first
from .values import amount  # noqa: E402


def _if_revealed(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "If it's a land card, [instructions]" after a reveal of one card (effects/digging.py): a quality and
    instructions of their own, with no target."""
    if "for" not in st:
        v.err(f"{sp}.for", "is required: the quality the revealed card must have")
    else:
        _dig_quality(v, st["for"], f"{sp}.for")
    if "effect" not in st:
        v.err(f"{sp}.effect", "is required: what happens if the revealed card has the quality")
    elif depth < 3:
        effects(v, st["effect"], f"{sp}.effect", 0, depth + 1)
    else:
        v.err(f"{sp}.effect", "is nested too deeply")


EFFECT_CHECKS["if_revealed"] = _if_revealed


def _look_at_top_of(v: Checker, st: dict, sp: str, depth: int) -> None:
    """ "Look at the top card of target player's library. You may put that card into their graveyard." """
    if "rest" in st:
        v.choice(st["rest"], f"{sp}.rest", ("graveyard",))
    if "rest_may" in st:
        v.boolean(st["rest_may"], f"{sp}.rest_may")
    if ("rest" in st) != bool(st.get("rest_may")):
        v.err(f"{sp}.rest", 'goes with "rest_may": true (the player may put the card into the graveyard)')


EFFECT_CHECKS["look_at_top_of"] = _look_at_top_of
