"""Characteristics after continuous effects (rules 405, 407, 418.5).

An object's characteristics start from its card (or the blank 2/2 of a
face-down permanent, 504.2), then its own characteristic-setting abilities
(405.2, which work in every zone for types and colors, 405.2a), then effects
that define characteristics (407.2), then abilities gained and lost in
timestamp order, most recent winning (407.1; losing removes every instance,
407.3), then power/toughness effects in timestamp order, then counters -- the
2007 layers of 418.5a, where characteristic-setting abilities apply first.
"""
from __future__ import annotations

from .mana import colors_of_cost


class Chars:
    __slots__ = ("name", "mana_cost", "types", "supertypes", "subtypes", "colors",
                 "power", "toughness", "abilities", "granted")

    def has_keyword(self, kw: str) -> bool:
        for ab in self.abilities:
            if ab.get("kind") == "keyword" and ab.get("keyword") == kw:
                return True
        return False

    def keyword_count(self, kw: str) -> int:
        return sum(1 for ab in self.abilities if ab.get("kind") == "keyword" and ab.get("keyword") == kw)

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types


FACE_DOWN = {"name": None, "mana_cost": None, "types": ["Creature"], "power": 2, "toughness": 2}


def base_chars(obj) -> Chars:
    c = Chars()
    card = FACE_DOWN if obj.face_down else obj.card
    c.name = card.get("name")
    c.mana_cost = card.get("mana_cost")
    c.types = tuple(card.get("types", ()))
    c.supertypes = tuple(card.get("supertypes", ()))
    c.subtypes = tuple(card.get("subtypes", ()))
    c.colors = tuple(card["colors"]) if "colors" in card else tuple(colors_of_cost(c.mana_cost))
    c.power = card.get("power")
    c.toughness = card.get("toughness")
    c.abilities = [] if obj.face_down else list(card.get("abilities", ()))
    c.granted = []
    # 405.2 / 405.2a: the object's own characteristic-setting abilities
    for ab in c.abilities:
        if ab.get("kind") == "static" and "characteristic" in ab:
            _apply_characteristic(c, ab["characteristic"])
    return c


def _apply_characteristic(c: Chars, ch: dict) -> None:
    if "colors" in ch:
        c.colors = tuple(ch["colors"])
    if "types" in ch:
        c.types = tuple(ch["types"])
    if "power" in ch:
        c.power = ch["power"]
    if "toughness" in ch:
        c.toughness = ch["toughness"]


def characteristics(game, obj) -> Chars:
    """The object's characteristics now (cached until it, or any effect, changes).
    Callers must not modify the result."""
    c = obj._chars
    if c is not None and (obj.zone != "in_play" or obj._chars_gen == game._gen):
        return c
    c = _characteristics(game, obj)
    object.__setattr__(obj, "_chars", c)
    object.__setattr__(obj, "_chars_gen", game._gen)
    return c


def _characteristics(game, obj) -> Chars:
    c = base_chars(obj)
    if obj.zone != "in_play":
        return c
    mods = []
    for e in game.effects:
        if e.target == obj.id and e.zcc == obj.zcc:
            mods.append((e.timestamp, e.kind, e))
    # static abilities of Auras and Equipment attached to this object (418.5f:
    # the Aura's or Equipment's timestamp; 412.2: they don't target it)
    for other in game.in_play():
        if other.attached_to == obj.id and other.attached_zcc == obj.zcc and not other.face_down:
            for ab in other.card.get("abilities", ()):
                if ab.get("kind") == "static" and ab.get("affects") in ("enchanted", "equipped"):
                    if "gains" in ab:
                        mods.append((other.timestamp, "gain_ability", ab["gains"]))
                    if "is" in ab:
                        mods.append((other.timestamp, "set_characteristic", ab["is"]))
                    if "pump" in ab:
                        mods.append((other.timestamp, "pump", ab["pump"]))
    if not mods:
        _apply_counters(c, obj)
        return c
    mods.sort(key=lambda m: m[0])
    # 407.2: effects that define a characteristic are not abilities; apply first
    for ts, kind, e in mods:
        if kind == "set_characteristic":
            _apply_characteristic(c, e)
        elif kind == "set_types":
            c.types = tuple(e.get("types"))
    # 407.1 / 407.3: gain and lose in timestamp order
    for ts, kind, e in mods:
        if kind == "gain_ability":
            ab = e if isinstance(e, dict) else e.get("ability")
            c.abilities.append(ab)
            c.granted.append(ab)
        elif kind == "lose_ability":
            kw = e.get("keyword")
            c.abilities = [a for a in c.abilities if not (a.get("kind") == "keyword" and a.get("keyword") == kw)]
        elif kind == "lose_all_abilities":
            c.abilities = []
    # 407.2: a granted ability that sets a characteristic works only while the
    # object still has it (an ability removed after it was granted stops)
    for ab in c.granted:
        if ab.get("kind") == "static" and "characteristic" in ab and any(a is ab for a in c.abilities):
            _apply_characteristic(c, ab["characteristic"])
    if game.rules.modern_layers:
        # 613.4b then 613.4c (2026): effects that set power/toughness first,
        # then those that modify it (and counters), each in timestamp order
        for ts, kind, e in mods:
            if kind == "set_pt":
                c.power, c.toughness = e.get("power"), e.get("toughness")
        for ts, kind, e in mods:
            if kind == "pump":
                c.power = (c.power or 0) + e.get("power")
                c.toughness = (c.toughness or 0) + e.get("toughness")
        _apply_counters(c, obj)
        return c
    # 418.5a layer 6b (2007): setting and modifying power/toughness by
    # resolved effects apply together, in timestamp order; counters after (6c)
    for ts, kind, e in mods:
        if kind == "set_pt":
            c.power, c.toughness = e.get("power"), e.get("toughness")
        elif kind == "pump":
            c.power = (c.power or 0) + e.get("power")
            c.toughness = (c.toughness or 0) + e.get("toughness")
    _apply_counters(c, obj)
    return c


def _apply_counters(c: Chars, obj) -> None:
    if obj.counters and c.power is not None:
        n = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
        c.power += n
        c.toughness += n
