"""Activating an ability that isn't a mana ability (2007 409.1; 2026 602.2): its
timing, its limits, its targets, its costs paid, and it goes on the stack."""
from __future__ import annotations

from .. import activation_limits
from ..costs import cost_text, is_mana_ability, pay_other_costs
from ..errors import IllegalAction
from ..log import emit
from ..mana import parse_cost
from ..planeswalkers import check_loyalty_ability, loyalty_cost, pay_loyalty
from ..priority import after_action, where
from ..state import StackItem
from ..targets import display, ref_display, up_to_cites
from .abilities import check_source, check_tap_symbol, find_ability, only_if, outside_play_zone_concept
from .action import Action
from .choosing_targets import choose_targets
from .mana_abilities import activate_mana_ability
from .paying import pay_mana_cost
from .timing import check_split_second, sorcery_timing_ok


def activate(game, player, a: Action) -> None:
    obj = game.objects[a.object]
    c, ab = find_ability(game, player, obj, a.ability)
    if is_mana_ability(ab):
        _activate_mana_ability(game, player, obj, a)
        return
    check_source(game, player, obj, ab)
    name = display(game, obj)
    check_split_second(game, f"{name}'s ability can't be {game.words.activated}")
    cites = [("activated_ability_cost", f"cost: {cost_text(ab.get('cost', {}))}")]
    cites += _timing(game, player, ab, name)
    loyalty = loyalty_cost(ab)
    if loyalty is not None:
        cites = check_loyalty_ability(game, player, obj, ab, name) + cites
    cites += _limits(game, player, obj, c, a.ability, ab, name)
    cites += _zone(game, ab)
    from ..max_speed_zones import check as max_speed_check  # "Max speed — [graveyard ability]" (2026 702.178b)
    cites += max_speed_check(game, player, ab, name)
    from ..scavenge import check as scavenge_check  # "Scavenge [cost]" (2026 702.97a)
    cites += scavenge_check(game, ab, name)
    # 409.1a-c: announce, X, targets
    cost = ab.get("cost", {})
    mcost = parse_cost(cost.get("mana"))
    if mcost.x_count and (a.x is None or a.x < 0):
        raise IllegalAction("announce_mode_and_x", "the ability has {X} in its cost: announce X", "playing_spell_steps")
    specs, steps = tuple(ab.get("targets", ())), tuple(ab.get("effect", ()))
    if ab.get("modes"):  # a modal ability: its mode is announced (409.1b; 2026 602.2b, 601.2b)
        from ..modes import for_activation
        specs, steps, said = for_activation(ab, a.mode, f"{name}'s ability")
        cites.append(said)
    from ..target_filter import with_x  # "with mana value X": X announced before the targets (409.1b-c / 602.2b, 601.2b-c)
    specs = tuple(with_x(s, a.x) for s in specs)
    from ..x_targets import cites as x_cites, expand  # "X target creatures": X of them (409.1c / 601.2c)
    cites += x_cites(specs, a.x)
    specs, steps = expand(specs, steps, a.x)
    if mcost.x_count:
        cites.append(("announce_mode_and_x", f"X is announced as {a.x}"))
    targets = choose_targets(game, specs, a.targets, None, f"{name}'s ability", source_id=obj.id, controller=player.index)
    cites += up_to_cites(specs, targets)
    from ..equip_costs import reduced as equip_reduced  # "Equip abilities you activate cost {1} less" (409.1f; 602.2b, 601.2f)
    mcost, less = equip_reduced(game, player, ab, mcost, targets)
    cites += less
    from ..power_up import reduced as power_up_reduced  # "Power-up — [cost]: ..." (2026 702.193a-b)
    mcost, less = power_up_reduced(game, obj, ab, mcost)
    cites += less
    from ..activation_cost_changes import changed as own_cost_changed  # "This ability costs {1} less to activate for each ..."
    mcost, changed_by = own_cost_changed(game, player, obj, ab, mcost)
    cites += changed_by
    item_id = game.new_id("a")
    source_zcc = obj.zcc
    # 409.1a-f are done: the ability is on the stack before its costs are paid
    tg = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
    emit(game, f"{player.name} {game.words.activates} {name}'s ability{tg}: \"{ab.get('text', '')}\"; it goes on the stack.",
         *cites, ("spell_goes_on_stack", "an activated ability goes on top of the stack" if game.words.today
                   else "a played activated ability goes on top of the stack"))
    returned = _pay_costs(game, player, obj, c, a, ab, mcost, name)
    item = StackItem(id=item_id, kind="activated", controller=player.index, name=name, text=ab.get("text", ""),
                     source_id=obj.id, source_zcc=source_zcc, effect=steps, targets=targets,
                     target_specs=specs, x=a.x, mode=a.mode if ab.get("modes") else None,
                     data=((("choice", a.choice),) if a.choice else ()) + (("ability", ab),) + returned)
    game.push(item)
    emit(game, f"{name}'s ability has been {game.words.activated}: its costs are paid.",
         ("spell_becomes_played", f"all the steps of {game.words.activating} it were completed"))
    from ..ward import became_targets  # its targets became targets as they were chosen (602.2b, 601.2c)
    became_targets(game, item_id, player.index, targets, spell=False)
    from ..crimes import note as crime
    crime(game, player.index, targets)  # 2026 700.13: "Whenever you commit a crime"
    after_action(game, player.index, f"{game.words.activated} an ability")


def _activate_mana_ability(game, player, obj, a: Action) -> None:
    """A mana ability named by an activate_ability action: it resolves at once and its player keeps
    priority (2026 117.3c, 605.3a)."""
    if a.targets:
        raise IllegalAction("mana_ability_definition", f"{display(game, obj)}'s ability is a mana ability, which has no target")
    activate_mana_ability(game, player, obj, a.ability, a.choice, pay=a.pay)
    game.passes = 0
    from ..priority import give_priority
    give_priority(game, player.index, "mana_ability_resolves_immediately",
                  f"{player.name} had priority before the mana ability, so they have it after it resolves")


def _timing(game, player, ab: dict, name: str) -> list:
    """When the ability may be activated: any time its player has priority, or as its text limits it
    (sorcery speed, "only during your upkeep", "only during your turn"); a loyalty ability's own
    timing is checked by planeswalkers.check_loyalty_ability. The reasons to cite."""
    timing = ab.get("timing", "instant") if loyalty_cost(ab) is None else "loyalty"
    if timing == "sorcery":
        why = sorcery_timing_ok(game, player)
        if why:
            raise IllegalAction("sorcery_speed_ability", f"{name}'s ability can be {game.words.activated} only any time the player {game.words.activating} it ({player.name}) could {game.words.cast} a sorcery, and {why}")
        return [("sorcery_speed_ability", f"{game.words.activated} at sorcery speed: own main phase, empty stack")]
    if timing == "your_upkeep":
        if game.active != player.index or game.step != "upkeep":
            raise IllegalAction("timing_restrictions", f"{name}'s ability can be {game.words.activated} only during its controller's upkeep, and it is the {where(game)} of {game.players[game.active].name}'s turn")
        return [("timing_restrictions", f"{game.words.activated} during its controller's upkeep, as the ability requires")]
    if timing == "your_turn_before_attackers":
        before = game.phase in ("beginning", "precombat_main") or (game.phase == "combat" and game.step == "beginning_of_combat")
        if game.active != player.index or not before:
            raise IllegalAction("timing_restrictions", f"{name}'s ability can be {game.words.activated} only during its controller's turn, before attackers are declared, and it is the {where(game)} of {game.players[game.active].name}'s turn")
        return [("timing_restrictions", f"{game.words.activated} during its controller's turn before attackers are declared, as the ability requires")]
    if timing == "your_turn":
        if game.active != player.index:
            raise IllegalAction("timing_restrictions", f"{name}'s ability can be {game.words.activated} only during its controller's turn, and it is {game.players[game.active].name}'s turn")
        return [("timing_restrictions", f"{game.words.activated} during its controller's turn, as the ability requires")]
    if timing == "instant":
        return [("instant_speed", f"an activated ability can be {game.words.activated} any time its player has priority")]
    return []


def _limits(game, player, obj, c, idx: int, ab: dict, name: str) -> list:
    """The ability's own restrictions: "Activate only once each turn", "only if ...", "no more than
    twice each turn", "any player may activate", and the tap symbol's summoning sickness."""
    cites = []
    if ab.get("once_each_turn"):
        if obj.ability_uses.get(idx, 0) >= 1:
            raise IllegalAction("restriction_survives_control_change",
                                f"{name}'s ability can be {game.words.activated} only once each turn and was already {game.words.activated} this turn (the restriction stays with the object even if its controller changed)")
        cites.append(("restriction_survives_control_change", "its first use this turn"))
    cites += only_if(game, player, obj, ab, name)  # "Activate only if ..." (602.5b; 2007 403.3)
    cites += activation_limits.check(game, player, obj, idx, ab, name)  # "no more than twice each turn", "only if you control ..."
    cites += activation_limits.only_once(game, obj, idx, ab, name)  # "Activate only once." / exhaust (2026 702.177a)
    cites += activation_limits.any_player_may(game, player, obj, ab)  # "Any player may activate this ability" (403.2 / 602.2)
    return cites + check_tap_symbol(game, obj, c, ab)


def _zone(game, ab: dict) -> list:
    """Why an ability works from a graveyard or a hand (ninjutsu, cycling, transmute, landcycling)."""
    if ab.get("zone") == "graveyard":
        return [(outside_play_zone_concept(ab), "the ability works only from the graveyard")]
    if ab.get("ninjutsu"):  # 502.43a; 2026 702.49a
        return [("ninjutsu", "ninjutsu works only while the card is in its owner's hand")]
    if ab.get("zone") != "hand":
        return []
    # "Discard this card" can be paid only from the hand (402.8e / 113.6j)
    cites = [(outside_play_zone_concept(ab), "its cost discards the card, so the ability works from the hand")]
    search = next((st for st in ab.get("effect", ()) if st.get("do") == "search_library"), None)
    if search is not None and (search.get("for") or {}).get("same_mana_value_as"):
        cites.append(("transmute", "transmute: the card is discarded to search for a card with its mana value"))
    elif ab.get("reinforce"):  # 2026 702.77a
        cites.append(("reinforce", "reinforce works only while the card is in its owner's hand"))
    elif ab.get("cycling") and search is None:
        cites.append(("cycling", "a cycling ability works only while the card is in its owner's hand"))
    elif ab.get("cycling") and (game.words.today or "Basic" not in (search.get("for") or {}).get("supertypes", ())):
        cites.append(("landcycling", "a variant of cycling: the card is discarded to search the library"))
    return cites


def _pay_costs(game, player, obj, c, a: Action, ab: dict, mcost, name: str) -> tuple:
    """409.1g-h / 602.2b, 601.2g-h: mana abilities, then the costs (mana, tapping, sacrificing,
    ninjutsu's return, loyalty, cycling's discard and what triggers on it); the ability's use counted
    for "only once each turn". What the ability on the stack remembers of its costs."""
    cost = ab.get("cost", {})
    spare = obj.id if cost.get("tap") or cost.get("sacrifice") == "self" else None
    from ..restricted_mana import AbilityOf  # a Powerstone's mana, "only to activate abilities" mana (2026 111.10h, 106.6)
    pay_mana_cost(game, player, a, mcost, f"{name}'s ability", spare, spell=AbilityOf(c))
    from ..sacrificed_creature import remembered  # "the sacrificed creature's power" (413.2f / 608.2h)
    returned = remembered(game, player, cost, a.pay or {}, reads=ab)
    if cost.get("station"):  # "Tap another untapped creature you control" (2026 702.184a): the ability remembers which
        from ..stations import pay_station
        returned += pay_station(game, player, obj, a.pay or {})
    pay_other_costs(game, player, obj, cost, a.pay or {}, f"{name}'s ability")
    from ..storage_counters import removed_this_way  # "for each storage counter removed this way"
    returned += tuple(removed_this_way(cost, a.pay).items())
    if ab.get("ninjutsu"):  # its cost returns an unblocked attacker (502.43a; 2026 702.49a)
        from ..ninjutsu import pay_return
        returned += pay_return(game, player, obj, a.pay or {}, name)
    if loyalty_cost(ab) is not None:
        pay_loyalty(game, obj, ab, name)
    if ab.get("cycling"):  # "When you cycle this card" (702.29c)
        from ..effects.library import cycled
        cycled(game, player, obj)
        from ..discard_triggers import card_cycled  # "Whenever you cycle a card" (702.29a; 2007 502.18a)
        card_cycled(game, obj, player.index, typecycling=any(st.get("do") == "search_library" for st in ab.get("effect", ())))
    activation_limits.used_once(game, obj, a.ability, ab)
    if obj.zone == "in_play" and activation_limits.counts_uses(ab):
        obj.ability_uses = {**obj.ability_uses, a.ability: obj.ability_uses.get(a.ability, 0) + 1}
        game.used_this_turn = game.used_this_turn + (obj.id,)
    return returned
