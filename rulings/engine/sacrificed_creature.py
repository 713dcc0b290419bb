""""The sacrificed creature's power / toughness / mana value": what a spell or ability remembers of the
creature sacrificed to pay its cost (Fling, Diamond Valley, Bloodshot Cyclops; Sacrifice's and Illuminor
Szeras's "Add an amount of {B} equal to the sacrificed creature's mana value"); of an artifact that isn't a
creature, its mana value alone (Priest of Yawgmoth's "the sacrificed artifact's mana value"). A mana ability
remembers it too (actions/mana_abilities.py).

The creature is in the graveyard by the time the spell or ability resolves, so its power and
toughness are those it had as it last existed on the battlefield (2007: 413.2f; 2026: 608.2h,
last known information): they are read just before the cost is paid and kept on the spell or
ability (a copy of the spell keeps them, 2007: 503.10; 2026: 707.10).
"""
from __future__ import annotations

from .continuous import characteristics
from .log import emit
from .targets import display


def remembered(game, player, cost: dict, pay: dict, reads=None) -> tuple:
    """(("sacrificed_power", p), ("sacrificed_toughness", t)) of the creature the action chose to
    sacrifice for `cost` ("sacrifice": a creature or another one), read before it is sacrificed;
    () when the cost sacrifices no chosen creature (the source itself, or nothing). The log says so
    only when `reads` (the ability, when given) uses one of them."""
    sac = cost.get("sacrifice")
    if not sac or sac == "self":
        return ()
    chosen = game.objects.get(((pay or {}).get("sacrifice") or [None])[0])
    if chosen is None or chosen.zone != "in_play" or chosen.controller != player.index:
        return ()  # the cost is refused when it is paid (costs.py)
    c = characteristics(game, chosen)
    from .target_filter import mana_value
    mv = mana_value(game, chosen, c)  # "Add an amount of {B} equal to the sacrificed creature's mana value" (Sacrifice)
    if not c.is_creature:  # "the sacrificed artifact's mana value" (Priest of Yawgmoth): its mana value alone
        if reads is None or "sacrificed_mana_value" in repr(reads):
            emit(game, f"{display(game, chosen)} is sacrificed with mana value {mv}: the ability uses it as it last existed {game.words.in_play}.",
                 ("last_known_information", "the effect uses the last known information of an object no longer in that zone"))
        return (("sacrificed_mana_value", mv),)
    power, toughness = c.power or 0, c.toughness or 0
    if reads is None or "sacrificed_" in repr(reads):
        emit(game, f"{display(game, chosen)} is sacrificed as a {power}/{toughness}: the spell or ability uses its power and "
                   f"toughness as it last existed {game.words.in_play}.",
             ("last_known_information", "the effect uses the last known information of a creature no longer in that zone"))
    # a negative result counts as 0 (2007: 104.2; 2026: 107.1b)
    return (("sacrificed_power", max(0, power)), ("sacrificed_toughness", max(0, toughness)), ("sacrificed_mana_value", mv))
