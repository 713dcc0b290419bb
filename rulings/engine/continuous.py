"""Characteristics after continuous effects (rules 405, 407, 418.5).

An object's characteristics start from its card (or the blank 2/2 of a
face-down permanent, 504.2), then its own characteristic-setting abilities
(405.2, which work in every zone for types and colors, 405.2a), then the
2007 layers of 418.5a, characteristic-setting abilities first in each: types
(4), colors and abilities (5; 407), power and toughness (6a-6e: setting and
modifying effects in timestamp order, counters, static modifiers, switching).
Copy (1), control (2: the object's controller itself) and text (3) effects
are not layered here.
"""
from __future__ import annotations

from .mana import colors_of_cost
from .double_faced import up_face


class Chars:
    __slots__ = ("name", "mana_cost", "types", "supertypes", "subtypes", "colors",
                 "power", "toughness", "abilities", "granted", "counted")

    def has_keyword(self, kw: str) -> bool:
        for ab in self.abilities:
            if ab.get("kind") == "keyword" and ab.get("keyword") == kw:
                return True
        return False

    def keyword_ability(self, kw: str) -> dict | None:
        """The first instance of keyword `kw`, with its cost or count (morph {3}{B}{B},
        suspend 4, dredge 3), or None."""
        return next((ab for ab in self.abilities if ab.get("kind") == "keyword" and ab.get("keyword") == kw), None)

    def keyword_count(self, kw: str) -> int:
        return sum(1 for ab in self.abilities if ab.get("kind") == "keyword" and ab.get("keyword") == kw)

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types


FACE_DOWN = {"name": None, "mana_cost": None, "types": ["Creature"], "power": 2, "toughness": 2}


# 508.1a-b: what a flip card's upside-down half replaces: name, text box, type
# line, power and toughness (its color and mana cost stay, 508.1c)
FLIP_HALF_KEYS = ("name", "text", "supertypes", "types", "subtypes", "power", "toughness", "abilities")
_FLIPPED: dict = {}


def as_status_shows(card: dict, flipped: bool) -> dict:
    """508.2: once flipped, a flip card's alternative name, text box, type line,
    power and toughness apply instead of the normal ones; its color and mana
    cost don't change (508.1c). A card without a flip half, or unflipped, is
    itself (a permanent may be flipped yet copy a card that has none, 510.4)."""
    half = card.get("flip") if flipped else None
    if half is None:
        return card
    found = _FLIPPED.get(id(card))
    if found is None or found[0] is not card:
        if len(_FLIPPED) > 10_000:
            _FLIPPED.clear()
        shown = {k: v for k, v in card.items() if k not in FLIP_HALF_KEYS and k != "flip"}
        shown.update(half)
        found = _FLIPPED[id(card)] = (card, shown)
    return found[1]


def with_ability(card: dict, ability: dict) -> dict:
    """`card` with an ability a copy effect gives it (503.9): on both halves of
    a flip card, since the copy has it whatever its status (the Dimir
    Doppelganger example of 510.4)."""
    card = {**card, "abilities": [*card.get("abilities", ()), ability]}
    if "flip" in card:
        card["flip"] = {**card["flip"], "abilities": [*card["flip"].get("abilities", ()), ability]}
    return card


def shown_card(game, obj) -> dict:
    """The card as the permanent's status shows it: the face-down 2/2 (504.2),
    else its copiable values (503.2) with the half its own flipped status picks
    (503.3: "as modified by the copy's status"; 508.2), and in play the abilities of
    its level or station symbols (with_symbol_abilities). What its characteristics,
    static and replacement abilities are read from."""
    card = copiable_card(game, obj)
    card = as_status_shows(card, True) if obj.flipped else card
    return with_symbol_abilities(card, obj) if obj.zone == "in_play" else card


def with_symbol_abilities(card: dict, obj) -> dict:
    """`card` with the abilities of the level symbol (2026 711.2, levelers.py) or the station symbols
    (721.2, stations.py) that the permanent's own counters reach, after its others."""
    if "levels" in card:
        from .levelers import with_level_abilities
        card = with_level_abilities(card, obj.counters.get("level", 0))
    if "stations" in card:
        from .stations import with_station_abilities
        card = with_station_abilities(card, obj.counters.get("charge", 0))
    return card


def base_chars(obj, card: dict | None = None, game=None) -> Chars:
    """The object's own characteristics: its card (or `card`, the copiable
    values a copy effect gave it: layer 1 of 418.5a), or the face-down 2/2."""
    c = Chars()
    card = FACE_DOWN if obj.face_down else (card or obj.card)
    c.name = card.get("name")
    c.mana_cost = card.get("mana_cost")
    c.types = tuple(card.get("types", ()))
    c.supertypes = tuple(card.get("supertypes", ()))
    c.subtypes = tuple(card.get("subtypes", ()))
    c.colors = tuple(card["colors"]) if "colors" in card else tuple(colors_of_cost(c.mana_cost))
    c.power = card.get("power")
    c.toughness = card.get("toughness")
    if obj.face_down:
        from .disguise import face_down_abilities
        c.abilities = face_down_abilities(obj)  # none, or a disguised card's ward {2} (2026 702.168b)
    else:
        c.abilities = list(card.get("abilities", ()))
    c.granted = []
    c.counted = False  # True once a count outside play sets its power or toughness
    # 405.2 / 405.2a: the object's own characteristic-setting abilities
    for ab in c.abilities:
        if ab.get("kind") == "static" and "characteristic" in ab:
            _apply_characteristic(c, ab["characteristic"], game, obj)
        elif ab.get("kind") == "keyword" and ab.get("keyword") in ("changeling", "devoid"):
            _keyword_characteristic(c, ab["keyword"])
    return c


def _keyword_characteristic(c: Chars, keyword: str) -> None:
    """The keywords that are characteristic-defining abilities and work in every
    zone (604.3 in 2026): changeling, every creature type (702.73a); devoid,
    colorless (702.114a). Both later than February 2007: a card with them plays
    the same under those rules (its text says so)."""
    if keyword == "changeling":
        from .creature_types import EveryCreatureType
        c.subtypes = EveryCreatureType(c.subtypes)
    else:
        c.colors = ()


def _apply_characteristic(c: Chars, ch: dict, game=None, obj=None) -> None:
    if "colors" in ch:
        c.colors = tuple(ch["colors"])
    if "types" in ch:
        c.types = tuple(ch["types"])
    _apply_pt(c, ch, game, obj)


def _apply_pt(c: Chars, ch: dict, game, obj) -> None:
    """Power and toughness a characteristic-setting ability states: a number, or
    a count ("equal to the number of creature cards in your graveyard"), plus the
    number printed before the * ("1+*": 1). Outside play the count is 0 under 2007
    (the glossary's "Power", "Toughness") but counts under 2026, where the ability
    functions everywhere (604.3, 208.2a); such a count is marked so that the
    cached characteristics of a card in a hand or a graveyard follow the game."""
    for key in ("power", "toughness"):
        if key in ch:
            value = ch[key]
            if isinstance(value, dict):
                if game is None:
                    value = value.get("plus", 0)  # "2+*": 2
                elif obj.zone == "in_play":
                    value = _count(game, obj, value)
                elif game.rules.counts_outside_play:
                    value, c.counted = _count(game, obj, value), True
                else:
                    value = value.get("plus", 0)
            setattr(c, key, value)


def _count(game, obj, spec: dict) -> int:
    """A count of characteristic_defining.KINDS, or one named below."""
    from . import characteristic_defining
    if spec.get("count") in characteristic_defining.KINDS:
        return characteristic_defining.amount(game, obj, spec)
    return count(game, obj, spec.get("count"))


def count(game, obj, what: str) -> int:
    """What a characteristic-setting ability counts, for `obj`'s controller."""
    if what == "creature_cards_in_your_graveyard":
        return sum(1 for oid in game.zones[(obj.controller, "graveyard")]
                   if "Creature" in game.objects[oid].card.get("types", ()))
    if what == "permanents_of_the_chosen_color_your_opponents_control":
        from .choices import chosen
        color = chosen(game, obj, "color")  # an undefined choice counts nothing (503.7)
        return 0 if color is None else sum(1 for o in game.in_play() if o.controller != obj.controller and color in colors_now(game, o))
    if what == "creatures_of_the_chosen_type":  # Caller of the Hunt: every player's, itself included
        from .choices import chosen
        kind = chosen(game, obj, "creature_type")
        return 0 if kind is None else sum(1 for o in game.in_play() if _is_creature_of_type(types_now(game, o), kind))
    return 0


def _is_creature_of_type(c: "Chars", kind: str) -> bool:
    return c.is_creature and kind in c.subtypes


def types_now(game, obj) -> Chars:
    """`obj`'s characteristics through layers 1 to 5 (types, subtypes, colors,
    abilities), without its power and toughness: what a count of "permanents of
    the chosen color" or "creatures of the chosen type" looks at, so two such
    counts never wait on each other's power and toughness."""
    if obj._chars is not None and obj._chars_gen == game._gen:
        return obj._chars
    card = shown_card(game, obj)
    c = base_chars(obj, card)  # no game: its own counts aren't needed below layer 6
    add_ring_bearer_legendary(game, c, obj)  # 2026 701.54c (layer 4; nothing else sets supertypes)
    mods = _effects_on(game, obj) + (_symbol_mods(card, obj) if obj.zone == "in_play" else [])
    mods.sort(key=lambda m: m[0])
    _layer_4_types(c, obj, mods)
    _layer_5_colors_and_abilities(c, obj, mods)
    return c


def colors_now(game, obj) -> tuple:
    """`obj`'s colors (layers 1 to 5)."""
    return types_now(game, obj).colors


def characteristics(game, obj) -> Chars:
    """The object's characteristics now (cached until it, or any effect, changes).
    Callers must not modify the result."""
    c = obj._chars
    if c is not None and ((obj.zone != "in_play" and not c.counted) or obj._chars_gen == game._gen):
        return c
    c = _characteristics(game, obj)
    from .vehicles import hides_printed_pt
    if hides_printed_pt(c) or (obj.zone == "in_play" and not c.is_creature and c.power is not None):
        # a noncreature permanent has no power or toughness, even one printed on it (2026 208.3; a
        # Vehicle, 301.7a, a bestowed Aura, 702.103): they apply only while it is a creature (208.3a)
        c.power = c.toughness = None
    object.__setattr__(obj, "_chars", c)
    object.__setattr__(obj, "_chars_gen", game._gen)
    return c


def copiable_card(game, obj, face_up: bool = False) -> dict:
    """503.2: the copiable values of `obj`: what is printed on it, as modified by
    other copy effects and by what made it face down; nothing else. With
    face_up, the values it would have face up (what turning it up reveals)."""
    if obj.face_down and not face_up:
        return FACE_DOWN
    if obj.prototyped:  # its alternative mana cost, power and toughness are copiable values (2026 718.2a, 718.3b-d)
        from .prototype import prototyped_card
        own = prototyped_card(obj.card)
    else:
        own = up_face(obj)  # a double-faced permanent's copiable values are those of the face that's up (2026 707.8, 712.8e)
    copied = None
    if obj.zone == "in_play" and game.effects:
        for e in game.effects:
            if e.kind == "copy" and e.target == obj.id and e.zcc == obj.zcc:
                copied = e.get("card")  # the latest copy effect wins (timestamp order)
    return copied or own


_ABILITY_CHANGES = ("copy", "gain_ability", "lose_all_abilities", "set_land_type")


def abilities_now(game, obj) -> tuple:
    """The abilities `obj` has now, for the effects its static abilities
    generate: its copiable values' (503.2: what is printed, as modified by copy
    effects; so a Clone of an anthem creature has the anthem), as changed by the
    resolved effects that grant or remove abilities, in timestamp order (418.5a
    layer 5; so a creature that lost all abilities generates no effect).
    Abilities granted by other permanents' static abilities are not counted
    here: an anthem granted by an Aura would wait on the Aura's own abilities."""
    if obj.zone != "in_play":
        return obj.card.get("abilities", ())
    printed = with_symbol_abilities(as_status_shows(obj.card, True) if obj.flipped else up_face(obj), obj).get("abilities", ())  # 508.2
    if not game.effects:
        removed = _removed_by_attached(game, obj)
        return printed if not removed else ()
    effects, changes = game._ability_changes
    if effects is not game.effects:  # the effects are an immutable tuple: a new one is a change
        changes = {}
        for e in game.effects:
            if e.kind in _ABILITY_CHANGES:
                changes.setdefault(e.target, []).append(e)
        object.__setattr__(game, "_ability_changes", (game.effects, changes))
    mine = [e for e in changes.get(obj.id, ()) if e.zcc == obj.zcc] + _removed_by_attached(game, obj)
    if not mine:
        return printed
    out = tuple(shown_card(game, obj).get("abilities", ()))
    land_types = [e for e in sorted(mine, key=lambda e: e.timestamp) if e.kind == "set_land_type"]
    if land_types:  # layer 4, before any ability is granted or removed: the rules text's abilities go (2026 305.7; 2007 212.6e)
        from .effects.type_changes import intrinsic_mana_ability
        out = (intrinsic_mana_ability(land_types[-1].get("land_type")),)
    for e in sorted(mine, key=lambda e: e.timestamp):
        if e.kind == "lose_all_abilities":
            out = ()
        elif e.kind == "gain_ability":
            out = out + (e.get("ability"),)
    return out


class _Removal:
    """An attached Aura's "loses all abilities", as a dated ability change."""

    __slots__ = ("timestamp",)
    kind = "lose_all_abilities"

    def __init__(self, timestamp: int) -> None:
        self.timestamp = timestamp


def _removed_by_attached(game, obj) -> list:
    """The Auras attached to `obj` whose printed ability removes all its
    abilities (read from what is printed: an Aura's own abilities aren't changed
    by what it enchants), so a creature that lost its anthem generates no effect."""
    gen, found = game._removals
    if gen != game._gen:
        found = {}
        for perm in game.in_play():
            if perm.attached_to and not perm.face_down and any(
                    ab.get("kind") == "static" and (ab.get("loses_all_abilities") or "land_type" in (ab.get("is") or {}))
                    for ab in perm.card.get("abilities", ())):  # "Enchanted land is an Island": 2026 305.7; 2007 212.6e
                found.setdefault((perm.attached_to, perm.attached_zcc), []).append(_Removal(perm.timestamp))
        object.__setattr__(game, "_removals", (game._gen, found))
    return found.get((obj.id, obj.zcc), [])


def _characteristics(game, obj) -> Chars:
    if obj.zone != "in_play":
        c = base_chars(obj, copiable_card(game, obj) if obj.prototyped else None, game if game.rules.counts_outside_play else None)
        if obj.zone == "stack" and game.effects:  # a spell cast bestowed is an Aura spell (2026 702.103b, bestow.py)
            from .bestow import as_a_spell
            as_a_spell(game, obj, c)
        return c
    card = shown_card(game, obj)
    c = base_chars(obj, card, game)
    add_ring_bearer_legendary(game, c, obj)  # 2026 701.54c (layer 4; nothing else sets supertypes)
    mods = _effects_on(game, obj) + _symbol_mods(card, obj)
    if not mods:
        _apply_counters(c, obj)
        return c
    mods.sort(key=lambda m: m[0])
    _layer_4_types(c, obj, mods)
    _layer_5_colors_and_abilities(c, obj, mods)
    _layer_6_power_toughness(game, c, obj, mods)
    return c


def _symbol_mods(card: dict, obj) -> list:
    """The effects of a permanent's own level or station symbols, with its own timestamp (613.7):
    a leveler's base power and toughness (2026 711.2, layer 7b: levelers.py); a station card that
    becomes a creature with base power and toughness (721.2b, layers 4 and 7b: stations.py)."""
    out = []
    if "levels" in card:
        from .levelers import base_pt_effect
        level_pt = base_pt_effect(card, obj)
        if level_pt is not None:
            out.append((obj.timestamp, "set_pt", level_pt, None))
    if "stations" in card:
        from .stations import creature_effect
        station_pt = creature_effect(card, obj)
        if station_pt is not None:
            out.append((obj.timestamp, "add_types", {"types": ["Creature"], "keeps_types": True}, None))
            out.append((obj.timestamp, "set_pt", station_pt, None))
    return out


def _still_tapped(game, e) -> bool:
    src = game.objects.get(e.get("while_tapped"))
    zcc = e.get("while_tapped_zcc")
    return src is not None and src.zone == "in_play" and (zcc is None or src.zcc == zcc) and src.tapped


def end_while_tapped(game, obj) -> None:
    """`obj` untaps: its "as long as it remains tapped" effects end for good (418.3a)."""
    from .log import emit
    if any(e.kind == "control" and e.get("duration_source") == obj.id for e in game.effects):
        from .effects.control import end_lapsed_control
        end_lapsed_control(game)  # "gain control of ... for as long as ~ remains tapped" (effects/control.py)
    ended = [e for e in game.effects if e.until == "source_tapped" and e.get("while_tapped") == obj.id]
    if not ended:
        return
    game.effects = tuple(e for e in game.effects if e not in ended)
    game.characteristics_changed()
    emit(game, f"{ended[0].source}'s effect ends: its source is no longer tapped.",
         ("effect_lasts_as_stated", "it lasted as long as its source remained tapped"))


def _statics_in_play(game) -> list:
    """(permanent, its static abilities that affect other objects) for every
    face-up permanent in play, as it has them now (abilities_now). The same for
    every object whose characteristics are computed until anything changes, so
    it is kept until the next change (a new generation or new effects)."""
    gen, effects, found = game._statics
    if gen == game._gen and effects is game.effects:
        return found
    found = []
    for other in game.in_play():
        if other.face_down:
            continue
        statics = [ab for ab in abilities_now(game, other) if ab.get("kind") == "static" and "affects" in ab]
        if statics:
            found.append((other, statics))
    from .emblems import statics as emblem_statics
    found += [(e, sts) for e, sts in emblem_statics(game) if sts]  # 2026 114.4: an emblem's abilities function in the command zone
    object.__setattr__(game, "_statics", (game._gen, game.effects, found))
    return found


def _effects_on(game, obj) -> list:
    """(timestamp, kind, data, applies_to) for every continuous effect that may
    apply to `obj`: resolved effects aimed at it (418.5g), and static abilities
    of the Auras and Equipment attached to it and of permanents whose abilities
    affect creatures in general (418.5f: the source's timestamp; 418.4a: they
    apply to whatever their text indicates, checked as each layer applies)."""
    mods = []
    for e in game.effects:
        if e.target == obj.id and e.zcc == obj.zcc and (e.until != "source_tapped" or _still_tapped(game, e)):
            if e.until == "reconfigured":  # 2026 702.151b: only while attached to that creature (reconfigure.py)
                from .reconfigure import still_attached
                if not still_attached(game, obj, e):
                    continue
            if e.until == "bestowed":  # 2026 702.103b, f: only while on the stack or attached (bestow.py)
                from .bestow import still_bestowed
                if not still_bestowed(game, obj):
                    continue
            mods.append((e.timestamp, e.kind, e, None))
    for other, statics in _statics_in_play(game):
        attached = other.attached_to == obj.id and other.attached_zcc == obj.zcc
        for ab in statics:
            affects = ab.get("affects")
            if affects in ("enchanted", "equipped"):
                if not attached:
                    continue
                which = None
            elif affects == "creatures":
                which = (other, ab.get("filter") or {})
                if which[1].get("enchanted_player_controls"):  # "Creatures enchanted player controls get -1/-1" (player_auras.py)
                    from .player_auras import enchanted_player
                    player = enchanted_player(game, other) if other.zone == "in_play" else None
                    if player is None:
                        continue
                    which = (other, {**{k: v for k, v in which[1].items() if k != "enchanted_player_controls"}, "controlled_by": player.index})
                if which[1].get("chosen_type"):  # "Creatures you control of the chosen type get +1/+1"
                    from .choices import chosen
                    kind = chosen(game, other, "creature_type")  # read from the permanent, not its characteristics
                    if kind is None:
                        continue  # no type chosen for it: the ability affects nothing (503.7; 607.5a in 2026)
                    which = (other, {**which[1], "subtype": kind})
                if which[1].get("chosen_color"):  # "Creatures you control of the chosen color get +1/+1" (Hall of Triumph)
                    from .choices import chosen
                    color = chosen(game, other, "color")  # the color chosen as the permanent entered, not its characteristics
                    if color is None:
                        continue  # no color chosen for it: the ability affects nothing (503.7; 607.5a in 2026)
                    which = (other, {**{k: v for k, v in which[1].items() if k != "chosen_color"}, "color": color})
                if which[1].get("equipped") or which[1].get("enchanted"):
                    from .group_filters import attached_ok  # "Equipped creatures you control get +1/+1" (group_filters.py)
                    if obj.zone != "in_play" or not attached_ok(game, obj, which[1]):
                        continue
            elif affects == "lands":  # "Nonbasic lands are Mountains" (Blood Moon), "All Mountains are Plains" (land_types_static.py)
                which = (other, {**(ab.get("filter") or {}), "lands": True})
            elif affects == "lands_you_control":  # "Lands you control have "{T}: Add one mana of any color."" (Chromatic Lantern)
                which = (other, {"lands_you_control": True})
            elif affects == "permanents_you_control":  # "Other permanents you control have indestructible." (Avacyn, Angel of Hope)
                which = (other, {**(ab.get("filter") or {}), "permanents_you_control": True})
            elif affects == "paired":  # soulbond's "both creatures have ..." (2026 702.95b): it and its partner
                from .soulbond import partner
                if not (other is obj or partner(game, other) is obj) or partner(game, other) is None:
                    continue
                which = None
            elif affects == "self":  # "~ gets +2/+2 as long as ...": only its own
                if other is not obj:
                    continue
                which = None
            else:
                continue
            if affects in ("self", "equipped", "enchanted") and "gains" in ab and "while" in ab:  # equipped: "During your turn" only
                # (enchanted: "As long as enchanted creature is blue, it ... has shroud", attached_conditions.py)
                # "During your turn, ~ has first strike", "~ has first strike as long as it's attacking":
                # the condition reads no characteristic (SAFE_CONDITIONS), so it is decided here (a new
                # turn, a zone change and its own tapping or attacking invalidate the cached result)
                if game._reading_types:
                    continue  # a keyword granted this way changes no type (layer 6 comes after layer 4): see below
                if set(ab["while"]) <= set(SAFE_CONDITIONS):
                    holds = condition_holds(game, other, ab["while"])
                else:  # "Metalcraft — ~ has double strike as long as you control three or more artifacts": the
                    # permanents' types (layer 4) are read, which no such keyword changes, so they are read
                    # without these grants (the types it counts include its own, 2026 613.8 has no dependency)
                    object.__setattr__(game, "_reading_types", True)
                    try:
                        holds = condition_holds(game, other, ab["while"])
                    finally:
                        object.__setattr__(game, "_reading_types", False)
                if holds:
                    mods.append((other.timestamp, "gain_ability", ab["gains"], None))
                continue
            if "while" in ab or "for_each" in ab:  # read as power and toughness apply (layer 6 / 7c)
                if "pump" in ab:
                    mods.append((other.timestamp, "static_pump", {**ab["pump"], "source": other, "while": ab.get("while"),
                                                                   "for_each": ab.get("for_each")}, which))
                continue
            if "gains" in ab:
                from .aura_protection import granted
                gains = granted(game, other, ab["gains"])  # "protection from the chosen color": the source's choice
                if gains is not None:
                    mods.append((other.timestamp, "gain_ability", gains, which))
            if "is" in ab:
                mods.append((other.timestamp, "set_characteristic", ab["is"], which))
            if ab.get("adds_chosen_type"):  # "This creature is the chosen type in addition to its other types"
                from .choices import chosen
                kind = chosen(game, other, "creature_type")  # none chosen for it: it adds nothing (503.7; 607.5a in 2026)
                if kind is not None:
                    mods.append((other.timestamp, "add_chosen_subtype", kind, which))
            if ab.get("adds_types"):  # "Enchanted land is a 6/4 green Elemental creature. It's still a land." (layer 4: aura_wordings.py)
                mods.append((other.timestamp, "add_types", {"types": list(ab["adds_types"]), "keeps_types": True}, which))
            for kind in ab.get("adds_subtypes", ()):  # "... and is a Warrior in addition to its other types" (layer 4)
                mods.append((other.timestamp, "add_chosen_subtype", kind, which))
            if ab.get("sets_creature_types"):  # "Enchanted creature ... is a blue Fish ...": its creature types replaced (layer 4)
                mods.append((other.timestamp, "add_types", {"types": [], "subtypes": list(ab["sets_creature_types"]), "keeps_types": True,
                                                            "replaces_creature_types": True}, which))
            for color in ab.get("adds_colors", ()):  # "... is a black Zombie in addition to its other colors and types" (layer 5; 2026 105.3)
                mods.append((other.timestamp, "add_color", color, which))
            if "pump" in ab:
                mods.append((other.timestamp, "static_pump", ab["pump"], which))
            if ab.get("loses_all_abilities"):  # "Enchanted creature loses all abilities" (an ability-removing effect)
                mods.append((other.timestamp, "lose_all_abilities", {}, which))
            for kw in ab.get("loses", ()):  # "Enchanted creature loses flying": every instance, by timestamp (aura_wordings.py)
                mods.append((other.timestamp, "lose_ability", {"keyword": kw}, which))
            for kw in ab.get("cant_have", ()):  # "... lose flying and can't have or gain flying" (cant_have.py)
                mods.append((other.timestamp, "cant_have_ability", {"keyword": kw}, which))
    return mods


def _pump(game, c: Chars, obj, e, which) -> tuple[int, int] | None:
    """A static power/toughness modification that applies to `obj` now: (power,
    toughness), times its count ("for each artifact you control"), and only while
    its condition holds ("as long as seven or more cards are in your graveyard");
    None if it doesn't apply."""
    if not _applies(c, obj, which):
        return None
    source = e.get("source")
    if source is not None and e.get("while") and not condition_holds(game, source, e["while"]):
        return None
    times = static_count(game, source, e["for_each"], obj) if source is not None and e.get("for_each") else 1
    return e.get("power") * times, e.get("toughness") * times


def _yours_of_type(game, controller: int, kind: str) -> int:
    """How many permanents `controller` controls with card type or subtype `kind`
    (read through layer 4 and 5 only, so counting never waits on power and toughness)."""
    n = 0
    for o in game.in_play(controller):
        t = types_now(game, o)
        if kind in t.types or kind in t.subtypes:
            n += 1
    return n


#: the conditions that read no permanent's characteristics (zones, whose turn, the source's own
#: status): an ability granted while one holds can be decided as the effects are gathered
SAFE_CONDITIONS = ("your_turn", "self_attacking", "self_untapped", "cards_in_your_graveyard_at_least",
                   "card_types_in_your_graveyard_at_least", "no_cards_in_hand", "self_monstrous")
SAFE_CONDITIONS += ("citys_blessing",)  # a player's designation (2026 702.131c): ascend.py
SAFE_CONDITIONS += ("max_speed",)  # a player's speed (2026 702.178a, 702.179e): speed.py
SAFE_CONDITIONS += ("you_gained_life_this_turn",)  # a life gain this turn (board_life_conditions.py)
SAFE_CONDITIONS += ("self_has_shield_counter",)  # a counter on the source itself (2026 122.1c, later_counters.py)
#: the conditions that read only the types of permanents (layer 4): a keyword that changes no type may be
#: granted while one holds, the types read without such grants (_effects_on)
TYPE_CONDITIONS = ("artifacts_you_control_at_least", "you_control_a", "another_artifact", "opponent_controls_a")
SAFE_CONDITIONS += ("self_has_plus_one_counter", "self_has_minus_one_counter")  # a +1/+1 or -1/-1 counter on the source itself
SAFE_CONDITIONS += ("completed_a_dungeon",)  # "as long as you've completed a dungeon" (2026 309.7, dungeons.py)
from .counter_thresholds import WHILE as _THRESHOLD_WHILE  # noqa: E402  ("as long as ~ has three or more +1/+1 counters on it")
SAFE_CONDITIONS += tuple(_THRESHOLD_WHILE)  # counters on the source itself: no characteristic
SAFE_CONDITIONS += ("opponent_poison_at_least",)  # a player's poison counters (corrupted): no characteristic
from .graveyard_counts import KEYS as _GRAVEYARD_COUNTS  # noqa: E402  ("four or more creature cards in your graveyard")
SAFE_CONDITIONS += tuple(_GRAVEYARD_COUNTS)
from .board_and_hand_conditions import HAND_KEYS as _HAND_KEYS, PERMANENT_KEYS as _BOARD_KEYS, WHILE as _BOARD_WHILE  # noqa: E402
SAFE_CONDITIONS += _HAND_KEYS  # "as long as you have seven or more cards in hand": no characteristic read
from .attached_conditions import WHILE as _ATTACHED_WHILE  # noqa: E402
TYPE_CONDITIONS += _BOARD_KEYS  # "as long as you control another black creature": colors and types (layers 1 to 5) only


def condition_holds(game, source, cond: dict) -> bool:
    """The condition of a static ability ("as long as ..."), for its source's controller."""
    you = source.controller
    if cond.get("your_turn") and game.active != you:
        return False
    if cond.get("self_attacking") and not source.attacking:
        return False
    if cond.get("self_untapped") and source.tapped:
        return False
    if cond.get("self_monstrous") and not source.monstrous:
        return False  # "As long as ~ is monstrous" (701.37b, 2026)
    if cond.get("no_cards_in_hand") and game.zones[(you, "hand")]:
        return False  # hellbent
    if cond.get("citys_blessing") and not game.players[you].citys_blessing:
        return False  # "as long as you have the city's blessing" (2026 702.131c)
    if cond.get("max_speed") and game.players[you].speed != 4:
        return False  # "Max speed — ..." (2026 702.178a): "as long as your speed is 4"
    if cond.get("completed_a_dungeon") and not game.players[you].dungeons_completed:
        return False  # "as long as you've completed a dungeon" (2026 309.7): dungeons.py
    if "your_life_at_least" in cond and game.players[you].life < cond["your_life_at_least"]:
        return False  # "as long as you have 25 or more life"
    if cond.get("self_equipped") and not any(o.attached_to == source.id and o.attached_zcc == source.zcc
                                             and "Equipment" in types_now(game, o).subtypes for o in game.in_play()):
        return False  # "As long as ~ is equipped, it gets +1/+1": an Equipment attached to it (2007 212.2j; 2026 301.5a)
    if cond.get("self_enchanted") and not any(o.attached_to == source.id and o.attached_zcc == source.zcc
                                              and "Aura" in types_now(game, o).subtypes for o in game.in_play()):
        return False  # "As long as ~ is enchanted, it gets +2/+2": an Aura attached to it (2007 212.4h; 2026 303.4b)
    if "cards_in_your_graveyard_at_least" in cond and len(game.zones[(you, "graveyard")]) < cond["cards_in_your_graveyard_at_least"]:
        return False
    if "card_types_in_your_graveyard_at_least" in cond:  # delirium: card types among the cards there (their own, 400.? zones)
        kinds = {t for oid in game.zones[(you, "graveyard")] for t in game.objects[oid].card.get("types", ())}
        if len(kinds) < cond["card_types_in_your_graveyard_at_least"]:
            return False
    if "artifacts_you_control_at_least" in cond and _yours_of_type(game, you, "Artifact") < cond["artifacts_you_control_at_least"]:
        return False
    if "you_control_a" in cond and not _yours_of_type(game, you, cond["you_control_a"]):
        return False
    if cond.get("another_artifact") and _yours_of_type(game, you, "Artifact") - ("Artifact" in types_now(game, source).types) < 1:
        return False  # "as long as you control another artifact"
    if "opponent_controls_a" in cond and not any(_yours_of_type(game, p.index, cond["opponent_controls_a"])
                                                  for p in game.players if p.index != you):
        return False
    if cond.get("self_has_shield_counter") and not source.counters.get("shield"):
        return False  # "as long as it has a shield counter on it" (2026 122.1c)
    if cond.get("self_has_plus_one_counter") and not source.counters.get("+1/+1"):
        return False  # "~ has trample as long as it has a +1/+1 counter on it" (Baloth Pup)
    if cond.get("self_has_minus_one_counter") and not source.counters.get("-1/-1"):
        return False  # "~ has trample as long as it has a -1/-1 counter on it" (Thunderblust)
    if cond.get("you_gained_life_this_turn"):  # infusion: "as long as you gained life this turn" (board_life_conditions.py)
        from .board_life_conditions import gained_life_this_turn
        if not gained_life_this_turn(game, you):
            return False
    from .named_counters import WHILE as NAMED_WHILE, while_holds  # "as long as this enchantment has seven or more quest counters on it"
    if NAMED_WHILE.keys() & cond.keys() and not while_holds(source, cond):
        return False
    if "opponent_poison_at_least" in cond and not any(p.poison >= cond["opponent_poison_at_least"] for p in game.players
                                                       if p.index != you and not p.lost):
        return False  # corrupted's "As long as an opponent has three or more poison counters" (poison_statics.py)
    from .counter_thresholds import WHILE as THRESHOLD_WHILE, while_holds as threshold_holds  # "three or more +1/+1 counters on it"
    if THRESHOLD_WHILE.keys() & cond.keys() and not threshold_holds(source, cond):
        return False
    if cond.get("self_entered_this_turn"):  # "as long as it entered this turn" (power_up.py)
        from .power_up import entered_this_turn
        if not entered_this_turn(game, source):
            return False
    if "equipped_is_a" in cond:  # "As long as equipped creature is a Human, it gets +1/+1" (equipped_conditions.py)
        from .equipped_conditions import while_holds as equipped_holds
        if not equipped_holds(game, source, cond):
            return False
    if _ATTACHED_WHILE.keys() & cond.keys():  # "As long as enchanted creature is blue" (attached_conditions.py)
        from .attached_conditions import while_holds as attached_holds
        if not attached_holds(game, source, cond):
            return False
    if _BOARD_WHILE.keys() & cond.keys():  # "as long as an opponent controls a black permanent" (board_and_hand_conditions.py)
        from .board_and_hand_conditions import while_holds as board_holds
        if not board_holds(game, source, cond):
            return False
    if _GRAVEYARD_COUNTS.keys() & cond.keys():  # "as long as there are four or more creature cards in your graveyard"
        from .graveyard_counts import while_holds as graveyard_holds
        if not graveyard_holds(game, you, cond):
            return False
    return True


def static_count(game, source, what: str, obj=None) -> int:
    """What a static "for each" counts: the artifacts its source's controller
    controls, or the Auras / Equipment attached to the creature it modifies
    ("gets +2/+2 for each Aura attached to it"). A count object (`{"count": ...}`,
    characteristic_defining.KINDS: "for each Forest you control", "where X is the number
    of cards in your graveyard") is counted for the source's controller each time it is
    read, so the pump follows the count (2007 418.4a, 418.5a 6d; 2026 611.3a, 613.4c):
    static_counts.py."""
    if isinstance(what, dict):
        from .static_counts import counted
        return counted(game, source, what)
    if what == "artifact_you_control":
        return _yours_of_type(game, source.controller, "Artifact")
    from .source_counters import KINDS as SOURCE_COUNTER_KINDS  # "for each charge counter on this Equipment" (rulings/oracle/counter_pumps.py)
    if what in SOURCE_COUNTER_KINDS:
        return source.counters.get(SOURCE_COUNTER_KINDS[what], 0)
    if what == "card_in_your_hand":  # Grim Strider: the cards in its controller's hand now
        return len(game.zones[(source.controller, "hand")])
    if what == "creature_card_in_your_graveyard":  # "for each creature card in your graveyard" (Liliana's Elite)
        return sum(1 for oid in game.zones[(source.controller, "graveyard")] if "Creature" in game.objects[oid].card.get("types", ()))
    if what == "creature_you_control":  # "Equipped creature gets +1/+0 for each creature you control" (Pennon Blade)
        return _yours_of_type(game, source.controller, "Creature")
    if what == "other_creature_you_control" and obj is not None:  # "Enchanted creature gets +1/+1 for each other creature you control"
        return _yours_of_type(game, source.controller, "Creature") - (obj.controller == source.controller)
    if what in ("aura_attached", "equipment_attached") and obj is not None:
        kind = "Aura" if what == "aura_attached" else "Equipment"
        return sum(1 for o in game.in_play() if o.attached_to == obj.id and o.attached_zcc == obj.zcc
                   and kind in types_now(game, o).subtypes)
    if what == "aura_or_equipment_attached" and obj is not None:  # "for each Aura and Equipment attached to it": each once
        return sum(1 for o in game.in_play() if o.attached_to == obj.id and o.attached_zcc == obj.zcc
                   and {"Aura", "Equipment"} & set(types_now(game, o).subtypes))
    return 0


def _applies(c: Chars, obj, which) -> bool:
    """Whether a static ability's "creatures ..." still describes `obj` now."""
    if which is None:
        return True
    source, flt = which
    if flt.get("lands"):  # a static ability's "nonbasic lands" / "all Mountains" (land_types_static.py), read as layer 4 applies
        from .land_types_static import describes
        return describes(c, flt)
    if flt.get("lands_you_control"):  # the lands its controller controls, their types read after layer 4
        return "Land" in c.types and source.controller == obj.controller
    if flt.get("permanents_you_control"):  # every permanent its controller controls ("other": but itself), of a card type if one is named
        return source.controller == obj.controller and not (flt.get("other") and source.id == obj.id) \
            and ("card_type" not in flt or flt["card_type"] in c.types)
    if not c.is_creature:
        return False
    if flt.get("you_control") and source.controller != obj.controller:
        return False
    if "color" in flt and flt["color"] not in c.colors:
        return False
    if flt.get("colorless") and c.colors:  # "Other colorless creatures you control get +1/+0" (read after layer 5)
        return False
    if "supertype" in flt and flt["supertype"] not in c.supertypes:
        return False  # "legendary creatures get +2/+2" (the Tok-Tok example of 508.2)
    return creature_filter_matches(flt, c, obj, source, source.controller)


def creature_filter_matches(flt: dict, c: Chars, obj, source, controller: int | None) -> bool:
    """The filters a static ability and a one-shot "each creature" share:
    "Other Sliver creatures you control" (a creature type, read after layer 4's
    type-changing effects; "other": not the source; whose creatures)."""
    if "subtype" in flt and flt["subtype"] not in c.subtypes:
        return False
    if flt.get("other") and source is not None and source.id == obj.id:
        return False
    if flt.get("you_control") and controller is not None and obj.controller != controller:
        return False
    if flt.get("opponents_control") and controller is not None and obj.controller == controller:
        return False
    if "controlled_by" in flt and obj.controller != flt["controlled_by"]:  # the enchanted player's (player_auras.py)
        return False
    if flt.get("attacking") and not obj.attacking:  # "Attacking creatures you control get +1/+0"
        return False
    if "keyword" in flt and not c.has_keyword(flt["keyword"]):  # "Creatures you control with flying get +1/+1"
        return False
    if flt.get("with_counter") == "any":  # "Each creature you control with a counter on it" (a static's: counter_holders.py)
        if not any(n > 0 for n in obj.counters.values()):
            return False
    elif "with_counter" in flt and not obj.counters.get(flt["with_counter"], 0):  # "with a +1/+1 counter on it"
        return False
    if "card_type" in flt and flt["card_type"] not in c.types:  # "Artifact creatures you control get +1/+1"
        return False
    if flt.get("token") and not getattr(obj, "token", False):  # "Creature tokens you control have haste"
        return False
    if flt.get("untapped") and obj.tapped:  # "Untapped creatures you control get +0/+2" (Castle)
        return False
    if flt.get("commander") and not getattr(obj, "is_commander", False):  # "Commander creatures you control get +2/+2" (2026 903.3; commander.py)
        return False
    if flt.get("you_own") and (source is None or obj.owner != source.controller):  # "Commander creatures you own have ..." (commander.py)
        return False
    if any(k in flt for k in _GROUP_KEYS):  # "Multicolored / Other tapped / Nontoken creatures you control", "Skeletons, Vampires, and Zombies"
        from .group_filters import matches
        return matches(flt, c, obj)
    return True


from .group_filters import KEYS as _GROUP_KEYS  # noqa: E402


def _layer_4_types(c: Chars, obj, mods) -> None:
    """418.5a layer 4: type-changing effects, in timestamp order (the object's
    own characteristic-setting abilities applied first, in base_chars); a static
    "All Mountains are Plains" after the others, on which it depends (land_types_static.py)."""
    from .land_types_static import in_dependency_order
    for ts, kind, e, which in in_dependency_order(mods):
        if kind == "set_characteristic" and ("types" in e or "subtypes" in e) and _applies(c, obj, which):
            if "types" in e:
                c.types = tuple(e["types"])
            if "subtypes" in e:  # "Enchanted creature is a Zombie": its creature types are replaced
                c.subtypes = tuple(e["subtypes"])
        elif kind == "set_types":
            c.types = tuple(e.get("types"))
            if e.get("subtypes") is not None:
                c.subtypes = tuple(e.get("subtypes"))
        elif kind == "stop_being_creature":  # reconfigure attached (2026 702.151b)
            from .reconfigure import stop_being_a_creature
            stop_being_a_creature(c)
        elif kind == "add_chosen_subtype" and _applies(c, obj, which):  # layer 4 (2007 418.5a; 2026 613.1d)
            if e not in c.subtypes:  # a changeling already has it (and keeps every creature type)
                c.subtypes = tuple(c.subtypes) + (e,)
        elif kind == "add_types":  # "becomes a 2/2 Bird creature ... It's still a land" (205.1b; 2007 212.1c)
            from .effects.animate import add_types
            add_types(c, e)
        elif kind == "set_land_type" or kind == "set_characteristic" and "land_type" in e and _applies(c, obj, which):
            from .effects.type_changes import set_land_type  # "becomes an Island" (2026 305.7; 2007 212.6e)
            set_land_type(c, e.get("land_type"))


def _layer_5_colors_and_abilities(c: Chars, obj, mods) -> None:
    """418.5a layer 5: colors, then abilities gained and lost in timestamp order
    (407.1; losing removes every instance, 407.3)."""
    for ts, kind, e, which in mods:
        if kind == "set_characteristic" and "colors" in e and _applies(c, obj, which):
            c.colors = tuple(e["colors"])
        elif kind == "set_colors":
            c.colors = tuple(e.get("colors"))
        elif kind == "add_color" and _applies(c, obj, which) and e not in c.colors:  # "in addition to its other colors" (animate_types.py)
            c.colors = tuple(c.colors) + (e,)
    for ts, kind, e, which in mods:
        if kind == "gain_ability" and _applies(c, obj, which):
            ab = e if isinstance(e, dict) else e.get("ability")
            c.abilities.append(ab)
            c.granted.append(ab)
        elif kind == "lose_ability":
            kw = e.get("keyword")
            c.abilities = [a for a in c.abilities if not (a.get("kind") == "keyword" and a.get("keyword") == kw)]
        elif kind == "lose_all_abilities":
            c.abilities = []
    if any(m[1] == "cant_have_ability" for m in mods):  # "can't have or gain flying": after every grant (cant_have.py)
        from .cant_have import strip
        strip(c, obj, mods, _applies)
    # 407.2: a granted ability that sets a characteristic works only while the
    # object still has it (an ability removed after it was granted stops)
    for ab in c.granted:
        if ab.get("kind") == "static" and "characteristic" in ab and any(a is ab for a in c.abilities):
            ch = ab["characteristic"]
            if "colors" in ch:
                c.colors = tuple(ch["colors"])
            if "types" in ch:
                c.types = tuple(ch["types"])


def _granted_pt(c: Chars, mods) -> dict:
    """id(mod data) -> the characteristic a granted ability still held sets P/T by."""
    out = {}
    for ts, kind, e, which in mods:
        if kind != "gain_ability":
            continue
        ab = e if isinstance(e, dict) else e.get("ability")
        ch = ab.get("characteristic") if ab.get("kind") == "static" else None
        if ch and ("power" in ch or "toughness" in ch) and any(a is ab for a in c.abilities):
            out[id(e)] = ch
    return out


def _layer_6_power_toughness(game, c: Chars, obj, mods) -> None:
    """418.5a layer 6 (2007): 6a characteristic-setting abilities (applied
    already); 6b every other effect, setting or modifying, in timestamp order;
    6c counters; 6d static abilities that modify but don't set; 6e switching.
    Under the 2026 rules, 613.4 instead (see _layer_7_power_toughness)."""
    if game.rules.modern_layers:
        _layer_7_power_toughness(game, c, obj, mods)
        return
    granted = _granted_pt(c, mods)
    for ts, kind, e, which in mods:
        if kind == "gain_ability" and id(e) in granted:
            # 407.2: a granted ability that sets power and toughness, applied with
            # the effect that granted it (the Svogthos example of 418.5b)
            _apply_pt(c, granted[id(e)], game, obj)
        elif kind == "set_pt":
            c.power, c.toughness = e.get("power"), e.get("toughness")
        elif kind == "pump":
            c.power = (c.power or 0) + e.get("power")
            c.toughness = (c.toughness or 0) + e.get("toughness")
        elif kind == "set_characteristic" and ("power" in e or "toughness" in e) and _applies(c, obj, which):
            c.power, c.toughness = e.get("power", c.power), e.get("toughness", c.toughness)
    _apply_counters(c, obj)
    for ts, kind, e, which in mods:
        if kind == "static_pump":
            pt = _pump(game, c, obj, e, which)
            if pt is not None:
                c.power = (c.power or 0) + pt[0]
                c.toughness = (c.toughness or 0) + pt[1]
    for ts, kind, e, which in mods:
        if kind == "switch_pt" and c.power is not None:
            c.power, c.toughness = c.toughness, c.power


def _layer_7_power_toughness(game, c: Chars, obj, mods) -> None:
    """613.4 (2026): 7b every effect that sets power and/or toughness, then 7c
    every effect and counter that modifies it without setting it, then 7d
    switching; within each sublayer in timestamp order. So Humble (0/1) after
    Giant Growth (+3/+3) leaves a 3/4, where 2007's 6b leaves a 0/1."""
    granted = _granted_pt(c, mods)
    for ts, kind, e, which in mods:
        if kind == "gain_ability" and id(e) in granted:
            _apply_pt(c, granted[id(e)], game, obj)
        elif kind == "set_pt":
            c.power, c.toughness = e.get("power"), e.get("toughness")
        elif kind == "set_characteristic" and ("power" in e or "toughness" in e) and _applies(c, obj, which):
            c.power, c.toughness = e.get("power", c.power), e.get("toughness", c.toughness)
    for ts, kind, e, which in mods:
        pt = (e.get("power"), e.get("toughness")) if kind == "pump" else _pump(game, c, obj, e, which) if kind == "static_pump" else None
        if pt is not None:
            c.power = (c.power or 0) + pt[0]
            c.toughness = (c.toughness or 0) + pt[1]
    _apply_counters(c, obj)
    for ts, kind, e, which in mods:
        if kind == "switch_pt" and c.power is not None:
            c.power, c.toughness = c.toughness, c.power


def _apply_counters(c: Chars, obj) -> None:
    if obj.counters and c.power is not None:
        n = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
        c.power += n
        c.toughness += n
        from .pt_counters import modification  # "+2/+2", "-0/-1" counters (pt_counters.py)
        dp, dt = modification(obj.counters)
        c.power += dp
        c.toughness += dt


def last_known(game, obj) -> Chars:
    """413.2f / 310.4b: an object that has left play is read as it last existed
    there (its last known information); otherwise as it is now."""
    lk = obj.last_known
    if lk is not None and obj.zone not in ("in_play", "stack") and lk[0] == obj.zcc:
        return lk[1]
    return characteristics(game, obj)


def left_play(obj) -> bool:
    """Whether `obj` is read from its last known information (it left play)."""
    lk = obj.last_known
    return lk is not None and obj.zone not in ("in_play", "stack") and lk[0] == obj.zcc


def add_ring_bearer_legendary(game, c: Chars, obj) -> None:
    """The Ring's "Your Ring-bearer is legendary" (2026 701.54c): the_ring.py."""
    from .the_ring import add_legendary
    add_legendary(game, c, obj)
