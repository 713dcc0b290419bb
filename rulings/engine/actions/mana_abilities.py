"""Activating a mana ability: it resolves at once, without the stack (2007 408.2e, 411.1; 2026 605.3),
and the triggered mana abilities it triggers (2007 411.3; 2026 605.1b)."""
from __future__ import annotations

from .. import activation_limits, effects
from ..costs import is_mana_ability, pay_mana, pay_other_costs
from ..errors import IllegalAction
from ..log import emit
from ..mana import parse_cost
from ..targets import display
from .abilities import check_source, check_tap_symbol, find_ability, only_if


def activate_mana_ability(game, player, obj, idx, choice, during_payment=False, pay: dict | None = None) -> None:
    """406.4, 408.2e, 411.1: a mana ability resolves at once, without the stack. `during_payment`:
    True while paying for a spell or ability (409.1g), "effect" while a resolving effect asks for mana (411.2).
    `pay`: what its other costs sacrifice or tap ("Sacrifice a Saproling: Add one mana of any color")."""
    c, ab = find_ability(game, player, obj, idx)
    if not is_mana_ability(ab):
        raise IllegalAction("mana_ability_definition", f"{display(game, obj)}'s ability {idx} is not a mana ability")
    check_source(game, player, obj, ab)
    name = display(game, obj)
    once = []
    if ab.get("once_each_turn"):  # "Activate only once each turn." binds a mana ability too (Temur Devotee)
        if obj.ability_uses.get(idx, 0) >= 1:
            raise IllegalAction("restriction_survives_control_change",
                                f"{name}'s ability can be {game.words.activated} only once each turn and was already {game.words.activated} this turn")
        once = [("restriction_survives_control_change", "its first use this turn")]
    once += only_if(game, player, obj, ab, name)  # "Activate only if ..." (602.5b; 2007 403.3)
    once += activation_limits.check(game, player, obj, idx, ab, name)  # "no more than twice each turn", "only if you control ..."
    cites = check_tap_symbol(game, obj, c, ab) + once
    if ab.get("zone", "in_play") != "in_play":  # "Exile this card from your hand: Add {G}." works only there (402.8g / 113.6m)
        from .abilities import outside_play_zone_concept
        cites.append((outside_play_zone_concept(ab), f"the ability works only while the card is in its owner's {ab['zone']}"))
    cost = ab.get("cost", {})
    if cost.get("mana"):
        from ..restricted_mana import AbilityOf  # "Spend this mana only to activate abilities" may pay it
        pay_mana(game, player, parse_cost(cost["mana"]), 0, None, name, paying_for=AbilityOf(c))
    from ..sacrificed_creature import remembered  # "Add an amount of {B} equal to the sacrificed artifact's mana value"
    sacrificed = dict(remembered(game, player, cost, pay or {}, reads=ab))  # read before it is sacrificed (413.2f / 608.2h)
    pay_other_costs(game, player, obj, cost, pay or {}, name)
    before = dict(player.mana_pool)
    emit(game, f"{player.name} {game.words.activates} {name}'s mana ability ({ab.get('text', '')}); it resolves immediately.",
         ("mana_ability_definition", "it could add mana to a mana pool and has no target"),
         ("mana_ability_no_stack", "mana abilities don't go on the stack and can't be responded to"
                                   + (f"; it resolves immediately after it is {game.words.activated}" if game.words.today else "")),
         *(() if game.words.today else  # 2026 says both in 605.3b: cited once
           (("play_mana_ability", f"it resolves immediately after it is {game.words.activated}"),)),
         *( [("mana_abilities_for_effect", f"{game.words.activated} while an effect asks for a mana payment")] if during_payment == "effect" else
            [("mana_abilities_while_paying", f"{game.words.activated} while paying a cost")] if during_payment else
            [("mana_ability_when", f"a player may {game.words.activate} a mana ability whenever they have priority")]),
         *cites)
    from ..storage_counters import removed_this_way  # "for each storage counter removed this way"
    ctx = effects.Ctx(player.index, obj.id, name, data={"choice": choice, **removed_this_way(cost, pay), **sacrificed})
    effects.run(game, ab.get("effect", ()), ctx)
    produced = {k: player.mana_pool[k] - before[k] for k in before if player.mana_pool[k] > before[k]}
    # 411.3: triggered mana abilities ("whenever a player taps a land for mana"): tapped_for_mana.py
    from ..tapped_for_mana import resolve_triggers
    resolve_triggers(game, player, obj, c, ab, produced)
    if obj.zone == "in_play" and activation_limits.counts_uses(ab):
        obj.ability_uses = {**obj.ability_uses, idx: obj.ability_uses.get(idx, 0) + 1}
        game.used_this_turn = game.used_this_turn + (obj.id,)
