"""The types of mana a land "could produce" (2007 406.6; 2026 106.7: "any type of mana that an
ability of that permanent would produce if the ability were to resolve at that time ... Ignore
whether any costs of the ability could or could not be paid. If that permanent wouldn't produce any
mana under these conditions, or no type of mana can be defined this way, there's no type of mana it
could produce"), for "Add one mana of any type that a land you control could produce" (Reflecting
Pool) and "... any color that a land an opponent controls could produce" (Exotic Orchard).

Each mana ability of the land counts: its mana, every option it lets its player choose ("{W} or
{U}", a filter land's "{U}{R}"), the colors of "any combination of" mana, "one mana of the chosen
color" (the color chosen for it, if one is defined), "{B} for each Swamp you control" (if that
amount is more than 0 now) and another land's "could produce" (each land read once, so two
Reflecting Pools alone could produce nothing)."""
from __future__ import annotations

from .continuous import characteristics
from .mana import COLOR_OF, parse_mana

ORDER = "WUBRGC"


def _types_of(game, land, step: dict, seen: set) -> set[str]:
    do = step.get("do")
    if do == "add_mana":
        if "one_of" in step:
            return {t for o in step["one_of"] for t in parse_mana(o)}
        if "combination" in step:
            from .mana_combination import allowed
            return set(allowed(step["combination"]))
        return set(parse_mana(step.get("mana", "")))
    if do == "add_mana_for_each":
        from .effects.base import Ctx, amount_of
        n = amount_of(game, Ctx(land.controller, land.id, land.id), step.get("amount", 0))
        if n <= 0:
            return set()
        return {t for o in step["one_of"] for t in parse_mana(o)} if "one_of" in step else set(parse_mana(step.get("mana", "")))
    if do == "add_mana_chosen_color":
        from .choices import chosen
        color = chosen(game, land, "color")
        return {t for t, name in COLOR_OF.items() if name == color}
    if do == "add_mana_or_chosen_color":  # "Add {G} or one mana of the chosen color"
        from .chosen_color_mana import options
        return set(options(game, land, step))
    if do == "add_mana_land_could_produce":
        return lands_could_produce(game, land.controller, step, seen)
    return set()


def land_could_produce(game, land, seen: set | None = None) -> set[str]:
    """The types of mana the land could produce now."""
    seen = set() if seen is None else seen
    seen.add(land.id)
    out: set[str] = set()
    for ab in characteristics(game, land).abilities:
        if ab.get("kind") != "activated":
            continue
        for step in ab.get("effect", ()):
            out |= _types_of(game, land, step, seen)
    return out


def lands_could_produce(game, controller: int, step: dict, seen: set | None = None) -> set[str]:
    """The types of mana the lands `step` names could produce: the lands of the ability's
    controller, or of their opponents (`"lands": "opponents"`), only basic ones (`"basic": true`);
    only colors with `"colors_only": true` ("any color that ...")."""
    seen = set() if seen is None else seen
    out: set[str] = set()
    for obj in game.in_play():
        theirs = obj.controller != controller if step.get("lands") == "opponents" else obj.controller == controller
        c = characteristics(game, obj)
        if not theirs or "Land" not in c.types or obj.id in seen or (step.get("basic") and "Basic" not in c.supertypes):
            continue
        out |= land_could_produce(game, obj, seen)
    if step.get("colors_only"):
        out.discard("C")
    return out


def in_order(types) -> list[str]:
    return sorted(types, key=ORDER.index)
