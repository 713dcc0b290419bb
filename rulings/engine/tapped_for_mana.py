"""Triggered mana abilities that trigger from a land tapped for mana: "Whenever a player taps a
land for mana, that player adds one mana of any type that land produced." (Mana Flare),
"Whenever enchanted land is tapped for mana, its controller adds an additional {G}." (Wild
Growth), "Whenever a Forest is tapped for mana, its controller adds an additional {G}." (Vernal
Bloom), "Whenever you tap a Swamp for mana, add an additional {B}." (Crypt Ghast).

To tap a permanent for mana is to activate a mana ability of it with {T} in its cost (2026
106.12); such a trigger triggers as that ability resolves and produces mana (2026 106.12a). It is
a mana ability (2007 406.1; 2026 605.1b) and resolves at once, right after the mana ability that
triggered it, without the stack or priority (2007 411.3; 2026 605.4a). The mana goes to the
player who tapped the land: "that player", "its controller" (the land's, who activated its
ability: only a permanent's controller may activate its abilities, 2007 403.1; 2026 602.2) and
"you" are that player. "Of any type that land produced": when the land produced more than one
type, the player whose pool gets the mana chooses (2007 411.3a); the engine adds the type named
first in WUBRGC order and says so, which is a choice the player may make, and refuses nothing.

A trigger's `what`: `land` (any player's land), `enchanted_land` (the land the source is attached
to), `your_land` (a land the source's controller taps); `subtype`: the land must have it ("a
Forest", "a Swamp")."""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect
from .log import emit
from .mana import parse_mana, pool_text
from .targets import display

WHAT = ("land", "enchanted_land", "your_land")
ORDER = "WUBRGC"


def _matches(game, src, trigger: dict, player, land, c) -> bool:
    what = trigger.get("what", "land")
    if what == "enchanted_land" and (src.attached_to != land.id or src.zone != "in_play"):
        return False
    if what == "your_land" and src.controller != player.index:
        return False
    return not trigger.get("subtype") or trigger["subtype"] in c.subtypes


def resolve_triggers(game, player, land, c, ab: dict, produced: dict) -> None:
    """After `player`'s mana ability `ab` of `land` (its characteristics `c`) resolved and
    produced `produced`: each "tapped for mana" trigger it matches resolves at once."""
    if not (ab.get("cost", {}).get("tap") and "Land" in c.types and produced):
        return
    for src in game.in_play():
        for tab in characteristics(game, src).abilities:
            trigger = tab.get("trigger", {}) if tab.get("kind") == "triggered" else {}
            if trigger.get("event") != "tapped_for_mana" or not _matches(game, src, trigger, player, land, c):
                continue
            types = sorted(produced, key=ORDER.index)
            emit(game, f"{display(game, src)}'s triggered mana ability triggers and resolves immediately.",
                 ("triggered_mana_ability", "it triggers from a mana ability and resolves at once, without waiting for priority"),
                 ("triggered_mana_ability_definition", "a triggered ability that triggers from a mana ability and adds mana is a mana ability"))
            from . import effects
            effects.run(game, tab.get("effect", ()), effects.Ctx(src.controller, src.id, display(game, src),
                                                              data={"mana_type": types[0], "mana_types": tuple(types),
                                                                    "player": player.index}))


@effect("add_additional_mana", fields=("mana", "one_of", "combination"))
def add_additional_mana(game, st, ctx):
    """ "its controller adds an additional {G}": the mana to the player who tapped the land. "An
    additional one mana of any color" (`one_of`) or "two mana in any combination of colors"
    (`combination`): that player chooses it as the ability resolves (2007 413.2c; 2026 608.2d), the
    action's `choices` for the trigger's source naming it (`{"mana": "G"}`, `{"mana": "RG"}`)."""
    p = game.players[ctx.data.get("player", ctx.controller)]
    chose = ()
    if "one_of" in st:
        from .effects.mana import chosen_option
        mana, _ = chosen_option(game, st["one_of"], ctx)
        chose = (("choice_on_resolution", f"{p.name} chooses the mana as the ability resolves"),)
    elif "combination" in st:
        from .mana_combination import chosen
        mana = chosen(st["combination"], ctx, game)
        chose = (("choice_on_resolution", f"{p.name} chooses the mana as the ability resolves"),)
    else:
        mana = parse_mana(st.get("mana", ""))
    game.add_mana(p, mana)
    emit(game, f"{p.name} adds an additional {pool_text(mana)} to their mana pool.", *chose)
