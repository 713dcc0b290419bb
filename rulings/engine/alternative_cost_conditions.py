"""A printed alternative cost that asks what an opponent controls too: "If an opponent controls a Swamp and you
control a Plains, you may cast this spell without paying its mana cost." (the Legates of Nemesis, Massacre,
Submerge). The keyword `{"keyword": "alternative_cost", "cost": "{0}", "if_you_control": "Plains",
"if_an_opponent_controls": "Swamp"}` (alternative_costs.py): an alternative cost (2007 409.1b, 409.1f; 2026 118.9,
"You may cast [this object] without paying its mana cost"), chosen with `pay: {"alternative": "alternative_cost"}`
as the spell is cast and available only while some opponent of its caster still in the game controls a permanent
with that land type and its caster controls one with the other (checked then, 601.2b / 409.1b); cost increases
still apply to it (2026 601.2f; 2007 409.1f)."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .targets import display

#: the land types an opponent's permanent may have to have (alternative_costs.LAND_TYPES)
FIELD = "if_an_opponent_controls"


def _a(word: str) -> str:
    return ("an " if word[0] in "AEIOU" else "a ") + word


def holder(game, player, land: str):
    """A permanent with that land type an opponent of `player` controls, or None."""
    for o in game.opponents(player.index):
        for obj in game.in_play(o.index):
            if land in characteristics(game, obj).subtypes:
                return obj
    return None


def check(game, player, ability: dict, name: str) -> None:
    """601.2b / 409.1b: refused unless an opponent controls a permanent of the land type the ability names."""
    land = ability.get(FIELD)
    if land and player is not None and holder(game, player, land) is None:
        raise IllegalAction("alternative_cost", f"pay.alternative: {name} can be {game.words.cast_past} without paying its mana cost "
                                                f"only if an opponent of {player.name} controls {_a(land)}, and none does",
                            "playing_spell_steps")


def cites(game, alt, player) -> list:
    theirs = holder(game, player, alt.if_an_opponent_controls)
    yours = next((o for o in game.in_play(player.index) if alt.if_you_control in characteristics(game, o).subtypes), None)
    why = (f"an opponent controls {display(game, theirs)}, {_a(alt.if_an_opponent_controls)}, and {player.name} controls "
           f"{display(game, yours)}, {_a(alt.if_you_control)}") if theirs is not None and yours is not None else ""
    return [("alternative_cost", f"{game.words.cast_past} without paying its mana cost, the alternative cost in its text"
                                 + (f" ({why})" if why else "")),
            ("one_alternative_cost", "one alternative cost is applied to the spell")]
