"""Leveler cards (2026 702.87, 711; later than February 2007, whose rules have no level
up: a card with levels is refused under them as the scenario loads).

"Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as
a sorcery" (702.87a): the card's activated ability (its cost and sorcery timing) is the
scenario's, and its effect is the `level_up` instruction. A card's `levels` are its level
symbols (711.2): `{"min": 2, "max": 6, "power": 3, "toughness": 3, "abilities": [...]}`
is "{LEVEL 2-6} [abilities] 3/3", "as long as this creature has at least 2 level counters
on it, but no more than 6, it has base power and toughness 3/3 and has [abilities]"
(711.2a); without `max`, "{LEVEL 7+}" (711.2b). Below the first, it has its printed power
and toughness (711.5); in every other zone than the battlefield, too (711.6).

The abilities of the level that applies are had as the permanent's own (what is printed on
it shows them: a copy has them by its own counters, and an effect that removes all
abilities removes them); its base power and toughness are set in layer 7b (613.4b) with the
permanent's own timestamp, so a later effect that sets them wins (613.7).
"""
from __future__ import annotations

from .effects.base import effect, permanent
from .log import emit
from .targets import display

NO_LEVELS_2007 = ("level up and leveler cards (2026 702.87, 711) are later than the February 2007 rules; "
                  "play this scenario under the 2026-06-19 rules")

_SHOWN: dict = {}  # (id(card), level) -> (card, the card as that level shows it)


def level_that_applies(card: dict, level: int) -> dict | None:
    """The level symbol of `card` whose range holds `level` level counters (711.2a-b), if any."""
    for entry in card.get("levels") or ():
        if level >= entry["min"] and (entry.get("max") is None or level <= entry["max"]):
            return entry
    return None


def with_level_abilities(card: dict, level: int) -> dict:
    """`card` with the abilities of its level symbol that applies to a permanent with
    `level` level counters, after its other abilities (711.2: the level symbol's abilities;
    711.4: the others, the level up ability among them, it has at all times)."""
    entry = level_that_applies(card, level) if "levels" in card else None
    if entry is None or not entry.get("abilities"):
        return card
    key = (id(card), level)
    found = _SHOWN.get(key)
    if found is None or found[0] is not card:
        if len(_SHOWN) > 10_000:
            _SHOWN.clear()
        found = _SHOWN[key] = (card, {**card, "abilities": [*card.get("abilities", ()), *entry["abilities"]]})
    return found[1]


def base_pt_effect(card: dict, obj) -> dict | None:
    """The base power and toughness a permanent's level symbol sets now (layer 7b), if any."""
    entry = level_that_applies(card, obj.counters.get("level", 0)) if "levels" in card else None
    if entry is None or entry.get("power") is None:
        return None
    return {"power": entry["power"], "toughness": entry["toughness"]}


def abilities_said(abilities) -> str:
    """The abilities as the state shows them, "; " between them, without their final periods."""
    from .snapshot import ability_texts
    return "; ".join(t.rstrip(".") for t in ability_texts(abilities) if t)


def describe(entry: dict) -> str:
    """ "LEVEL 2-6 applies: it has base power and toughness 3/3 and has first strike" """
    rng = f"{entry['min']}-{entry['max']}" if entry.get("max") is not None else f"{entry['min']}+"
    parts = []
    if entry.get("power") is not None:
        parts.append(f"base power and toughness {entry['power']}/{entry['toughness']}")
    texts = abilities_said(entry.get("abilities") or ())
    if texts:
        parts.append(texts)
    return f"LEVEL {rng} applies: it has " + " and has ".join(parts) if parts else f"LEVEL {rng} applies"


@effect("level_up", fields=())
def level_up(game, st, ctx):
    """702.87a: a level counter on the permanent whose ability it is, if it is still the
    same object; then which of its level symbols applies (711.2a-b, 711.5)."""
    obj = permanent(game, ctx, {}, "to", "self")
    zcc = ctx.data.get("source_zcc")
    if obj is None or (zcc is not None and obj.zcc != zcc):
        emit(game, f"{ctx.source_name} is no longer {game.words.in_play}: its level up puts no counter on anything.",
             ("level_up", "level up [cost] means \"[cost]: put a level counter on this permanent; activate only as a sorcery\""))
        return
    from .continuous import shown_card
    before = level_that_applies(shown_card(game, obj), obj.counters.get("level", 0))
    obj.counters = {**obj.counters, "level": obj.counters.get("level", 0) + 1}
    game.characteristics_changed()
    n = obj.counters["level"]
    emit(game, f"A level counter is put on {display(game, obj)} (level up): it has {n} level counter{'s' if n != 1 else ''}.",
         ("level_up", "level up [cost] means \"[cost]: put a level counter on this permanent; activate only as a sorcery\""))
    entry = level_that_applies(shown_card(game, obj), n)
    if entry is before:
        return
    if entry is None:  # below its first level symbol: its printed power and toughness (711.5)
        emit(game, f"{display(game, obj)}: no level symbol applies; it has its uppermost power and toughness.",
             ("level_below_first", "fewer level counters than its first level symbol's N1: the uppermost power/toughness box"))
        return
    concept = "level_symbol_range" if entry.get("max") is not None else "level_symbol_plus"
    emit(game, f"{display(game, obj)}: {describe(entry)}.",
         (concept, "a level symbol: as long as it has that many level counters, it has that base power and toughness and those abilities"))
