"""More amounts counted as the instruction is followed (2007: 413.2; 2026: 608.2h, "the value
is determined only once"), beyond the permanents a filter describes (`effects.base`):

* `{"count": "graveyard_cards", "filter": {...}}`: the cards in graveyards a target filter's
  fields describe (no `zone`; `"owner": "you"` is your graveyard): "the number of instant and
  sorcery cards in your graveyard", "for each creature card in all graveyards". A token is not
  a card and has ceased to exist there anyway (2007 216.3 / 2026 111.7).
* `{"count": "graveyard_cards_named_as_source", "filter": {...}}`: the same, only cards with the
  name of the spell or ability's source: "the number of cards named Kindle in all graveyards"
  (the source's name as it is now, or as it last was if it has left its zone).
* `{"count": "basic_land_types"}`: domain, the basic land types among lands you control
  (2007 212.6d: Plains, Island, Swamp, Mountain, Forest; 2026 305.6; 2026 207.2c ability word).

Each takes `times` ("2 life for each") and `plus` ("2 plus the number of ...").
"""
from __future__ import annotations

#: the basic land types (2007 212.6d; 2026 305.6)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("graveyard_cards", "graveyard_cards_named_as_source", "basic_land_types")
#: the kinds that take a target filter's fields (`filter`, no zone or player)
FILTERED = ("graveyard_cards", "graveyard_cards_named_as_source")


def counted(game, ctx, amount: dict) -> int:
    """The number one of this module's counts says now, times `times`, plus `plus`."""
    kind = amount.get("count")
    if kind in FILTERED:
        n = _graveyard_cards(game, ctx, amount)
        what = f"the {_kind_of_card(amount.get('filter') or {})}s" + (" with its name" if kind.endswith("named_as_source") else "") + \
            " in " + ("its controller's graveyard" if (amount.get("filter") or {}).get("owner") == "you" else "all graveyards")
    elif kind == "basic_land_types":
        n = len(basic_land_types(game, ctx.controller))
        what = "the basic land types among the lands its controller controls"
    else:
        return 0
    from .log import emit
    emit(game, f"{ctx.source_name} counts {what}: {n} (counted once, as the instruction is followed).",
         ("information_determined_once", "the number is counted once, as the instruction is followed"))
    return n * amount.get("times", 1) + amount.get("plus", 0)


def _kind_of_card(spec: dict) -> str:
    """ "creature card", "instant or sorcery card", "card": what a count's filter says the cards are."""
    from .target_filter import describe
    what = {k: v for k, v in spec.items() if k not in ("owner", "zone")}
    return (describe(what).removeprefix("target ") + " card") if what else "card"


def basic_land_types(game, player: int) -> set[str]:
    """The basic land types among the lands `player` controls, each counted once."""
    from .continuous import characteristics
    found: set[str] = set()
    for o in game.in_play(player):
        c = characteristics(game, o)
        if "Land" in c.types:
            found |= {t for t in c.subtypes if t in BASIC_LAND_TYPES}
    return found


def _graveyard_cards(game, ctx, amount: dict) -> int:
    from . import target_filter
    from .continuous import characteristics
    spec = {**(amount.get("filter") or {}), "zone": "graveyard"}
    name = None
    if amount["count"] == "graveyard_cards_named_as_source":
        source = game.objects.get(ctx.source_id)
        name = characteristics(game, source).name if source is not None else None
        if not name:
            return 0  # a source with no name (face down) names no card
    n = 0
    for player in game.players:
        for o in list(game.zones[(player.index, "graveyard")]):
            obj = game.objects.get(o) if isinstance(o, str) else o
            if obj is None or target_filter.why_not(game, spec, obj, "", None, ctx.source_id, ctx.controller) is not None:
                continue
            if name is not None and characteristics(game, obj).name != name:
                continue
            n += 1
    return n
