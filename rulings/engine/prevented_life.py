""""You gain life equal to the damage prevented this way": a prevention effect's additional effect
(2026 615.5: the prevention happens as the damage would be dealt, the rest right afterward; 2007 has
no such rule, only that the prevented event never happens and a modified one occurs instead, 419.5).

An instruction's `gain_life_prevented` (true) on `prevent_damage_from_source` ("The next time a
source of your choice would deal damage to you this turn, prevent that damage.": Reverse Damage) and
on `prevent_all_damage` from creatures ("Prevent all damage that would be dealt by creatures this
turn.": Chant of Vitu-Ghazi): each time the effect prevents damage, the controller of the spell or
ability (fixed as it resolves) gains that much life. Damage that can't be prevented is prevented by
none of it, so it gains nothing (2026 615.12)."""
from __future__ import annotations

from .log import emit

#: what the Effect carries: the name of the player who gains the life
KEY = "gain_life_prevented"


def note(st: dict, ctx, game) -> tuple:
    """The Effect's entry for an instruction with the rider: (KEY, the controller's name), or none."""
    return ((KEY, game.players[ctx.controller].name),) if st.get(KEY) else ()


def gain(game, e, n: int, effect_name: str) -> None:
    """After `e` prevented `n` damage: its controller gains that much life."""
    who = e.get(KEY) if e is not None else None
    if not who or n <= 0:
        return
    from .life_and_draws import gain_life
    player = game.player_named(who)
    concept = "prevention_additional_effect" if game.rules.applies("prevention_additional_effect") else "prevention_modified_event"
    emit(game, f"{effect_name}'s effect goes on: {who} gains life equal to the {n} damage prevented.",
         (concept, "the rest of the prevention effect happens right after the damage is prevented"))
    gain_life(game, player, n)
