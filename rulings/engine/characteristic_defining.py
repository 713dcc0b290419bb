"""The counts a characteristic-defining ability sets power and toughness to
("~'s power and toughness are each equal to the number of creatures you
control"): 2007's characteristic-setting ability (405.2; its glossary's
"Power": "The * is 0 while the object isn't in play"), 2026's
characteristic-defining ability (604.3), applied first in the power and
toughness layer (2007: 418.5a layer 6a; 2026: 613.4a layer 7a).

A count is `{"count": KIND, "filter": {...}, "plus": N}`:

* `"permanents"`: the permanents in play its `filter` describes (a target
  filter's `types`, `all_types`, `not_types`, `subtypes`, `colors`,
  `not_colors`, and `controller` "you" / "opponent", read for the ability's
  controller; none: every player's, "on the battlefield"; `combat`: "attacking",
  "blocking" or "attacking_or_blocking", as a target filter's);
* `"cards_in_graveyards"`: the cards in graveyards its `filter` describes
  (`types`, `subtypes`, and `owner` "you" / "opponent": whose graveyards;
  none: all graveyards);
* `"cards_in_your_hand"`;
* `"basic_land_types_among_lands_you_control"` (domain: 2026 207.2c's ability
  word, no rules meaning): how many of Plains, Island, Swamp, Mountain, Forest
  are among the subtypes of the lands its controller controls.
* `"poison_counters_your_opponents_have"`: the poison counters of every
  opponent still in the game, summed ("for each poison counter your opponents
  have", Vishgraz).

Types and colors are read through layers 1 to 5 only (continuous.types_now),
so a creature counting creatures never waits on its own power and toughness;
the object counts itself when it is what it counts. `plus` adds a number ("its
toughness is equal to that number plus 1").
"""
from __future__ import annotations

KINDS = ("permanents", "cards_in_graveyards", "cards_in_your_hand", "basic_land_types_among_lands_you_control")
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
#: the target filter fields (target_filter.FIELDS) a count may use, by kind
FILTER_FIELDS = {
    "permanents": ("types", "all_types", "not_types", "subtypes", "colors", "not_colors", "controller"),
    "cards_in_graveyards": ("types", "subtypes", "owner"),
    "cards_in_your_hand": (),
    "basic_land_types_among_lands_you_control": (),
}
KINDS += ("poison_counters_your_opponents_have",)  # "for each poison counter your opponents have" (Vishgraz): every opponent's, summed
FILTER_FIELDS["poison_counters_your_opponents_have"] = ()
KINDS += ("your_life_total",)  # "gets -X/-X, where X is your life total" (Death's Shadow): 0 below 0 (2007 104.2; 2026 107.1b)
FILTER_FIELDS["your_life_total"] = ()
FILTER_FIELDS["permanents"] += ("combat",)  # "for each attacking creature" (Ancient Stone Idol): target_filter.COMBAT
WHOSE = ("you", "opponent")
PLUS_RANGE = (0, 100)


def problems(spec: dict) -> list[tuple[str, str]]:
    """What is wrong with a count of KINDS, as (field, message) pairs."""
    from .target_filter import LIST_FIELDS
    out: list[tuple[str, str]] = []
    kind = spec.get("count")
    flt = spec.get("filter", {})
    if not isinstance(flt, dict):
        _bad(out, "filter", "must be an object")
        return out
    if flt and not FILTER_FIELDS[kind]:
        _bad(out, "filter", f'a count of "{kind}" has no filter')
    for k, v in flt.items():
        if k not in FILTER_FIELDS[kind]:
            _bad(out, f"filter.{k}", "unknown field for this count: one of " + ", ".join(f'"{f}"' for f in FILTER_FIELDS[kind]))
        elif k in LIST_FIELDS:
            if not isinstance(v, list) or not v or any(w not in LIST_FIELDS[k] for w in v):
                _bad(out, f"filter.{k}", "must be a non-empty list of " + ", ".join(f'"{o}"' for o in LIST_FIELDS[k]))
        elif k == "subtypes":
            if not isinstance(v, list) or not v or not all(isinstance(s, str) and s.strip() for s in v):
                _bad(out, f"filter.{k}", "must be a non-empty list of subtypes")
        elif k == "combat":
            from .target_filter import COMBAT
            if v not in COMBAT:
                _bad(out, f"filter.{k}", "must be one of " + ", ".join(f'"{o}"' for o in COMBAT))
        elif v not in WHOSE:
            _bad(out, f"filter.{k}", 'must be "you" or "opponent"')
    if "plus" in spec and (isinstance(spec["plus"], bool) or not isinstance(spec["plus"], int)
                           or not PLUS_RANGE[0] <= spec["plus"] <= PLUS_RANGE[1]):
        _bad(out, "plus", f"must be an integer from {PLUS_RANGE[0]} to {PLUS_RANGE[1]}")
    return out


def _bad(out: list, field: str, message: str) -> None:
    out.append((field, message))


def _whose(game, who: str | None, player: int, you: int) -> bool:
    if who is None:
        return True
    if who == "you":
        return player == you
    return player in {p.index for p in game.opponents(you)}


def _in_combat(o, combat: str) -> bool:
    """Whether a permanent is attacking / blocking now (2007 308.2g, 306.2; 2026 508.1k, 506.4: a creature stays one
    until it is removed from combat or the combat phase ends)."""
    attacking, blocking = bool(o.attacking), o.blocking is not None
    return attacking if combat == "attacking" else blocking if combat == "blocking" else attacking or blocking


def _matches(flt: dict, types, subtypes, colors) -> bool:
    if flt.get("types") and not set(types) & set(flt["types"]):
        return False
    if any(t not in types for t in flt.get("all_types", ())) or any(t in types for t in flt.get("not_types", ())):
        return False
    if flt.get("subtypes") and not any(s in subtypes for s in flt["subtypes"]):  # `in`: a changeling has every creature type
        return False
    if flt.get("colors") and not set(colors) & set(flt["colors"]):
        return False
    return not any(c in colors for c in flt.get("not_colors", ()))


def amount(game, obj, spec: dict) -> int:
    """The number a count says now, for `obj`'s controller (obj is in play)."""
    from .continuous import types_now
    kind, flt, you = spec["count"], spec.get("filter", {}), obj.controller
    if kind == "permanents":
        n = 0
        for o in game.in_play():
            if not _whose(game, flt.get("controller"), o.controller, you):
                continue
            if flt.get("combat") and not _in_combat(o, flt["combat"]):
                continue
            c = types_now(game, o)
            n += _matches(flt, c.types, c.subtypes, c.colors)
    elif kind == "cards_in_graveyards":
        n = 0
        for p in game.players:
            if not _whose(game, flt.get("owner"), p.index, you):
                continue
            for oid in game.zones[(p.index, "graveyard")]:
                card = game.objects[oid].card
                n += _matches(flt, card.get("types", ()), card.get("subtypes", ()), ())
    elif kind == "basic_land_types_among_lands_you_control":
        found = set()
        for o in game.in_play():
            if o.controller == you:
                c = types_now(game, o)
                if "Land" in c.types:
                    found |= set(c.subtypes) & set(BASIC_LAND_TYPES)
        n = len(found)
    elif kind == "your_life_total":
        n = max(0, game.players[you].life)
    elif kind == "poison_counters_your_opponents_have":
        n = sum(p.poison for p in game.players if p.index != you and not p.lost)
    else:
        n = len(game.zones[(you, "hand")])
    return n + spec.get("plus", 0)
