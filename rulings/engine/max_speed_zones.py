"""A max speed ability that grants an ability working from the graveyard ("Max speed — {3}, Exile
this card from your graveyard: Draw a card.", Leonin Surveyor). 2026 702.178a: "Max speed —
[Ability]" means "As long as your speed is 4, this object has '[Ability]'"; 702.178b: when the
granted ability states which zones it functions from, the max speed ability functions from those
zones too. So the card in the graveyard has the ability exactly while its owner's speed is 4
(702.179e), and it can be activated only then; once activated, the ability on the stack no longer
depends on the speed. The ability's `"max_speed": true` (the rest of it is an ordinary graveyard
ability, `"zone": "graveyard"`). Speed and max speed came later than February 2007: under those
rules no player has a speed, and the activation is refused saying so."""
from __future__ import annotations

from .errors import IllegalAction


def check(game, player, ab: dict, name: str) -> list:
    """The reasons to cite for activating `ab` (an ability granted by a max speed ability), or
    IllegalAction if its player's speed isn't 4 or the rules played have no speed."""
    if not ab.get("max_speed"):
        return []
    if not game.rules.applies("max_speed_zones"):
        raise IllegalAction("playing_spell_steps", f"{name}'s ability is granted by a max speed ability, which is later than "
                                                   f"February 2007; the {game.rules.title} have no speed, so the card doesn't have it")
    from .speed import max_speed
    speed = player.speed or 0
    if not max_speed(game, player.index):
        raise IllegalAction("max_speed_ability", f"{name} has that ability only as long as {player.name}'s speed is 4 "
                                                 f"(max speed), and it is {speed}")
    return [("max_speed_ability", f"{player.name}'s speed is 4, so {name} has the ability"),
            ("max_speed_zones", "the granted ability works from the graveyard, so the max speed ability does too"),
            ("max_speed", f"{player.name} has max speed")]
