"""State-based effects (rule 420.5), performed as one event, repeatedly,
whenever a player would receive priority (408.1b, 420.3)."""
from __future__ import annotations

from .continuous import characteristics
from .effects import why_cant_equip
from .log import emit
from .protection import protected_from
from .protection import text as protection_text
from .state import CEASED
from .targets import display


def check_once(game) -> bool:
    """Perform every applicable state-based effect at once; True if any did."""
    losers = []
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0:
            losers.append((p, "sbe_zero_life", f"{p.name} has {p.life} life"))
        elif p.drew_from_empty_library:
            losers.append((p, "sbe_empty_library_draw", f"{p.name} attempted to draw from an empty library"))
    to_graveyard = []
    cancelled = []
    unattached = []
    # 420.5f: a token that left play lingers only until this check
    ceasing = [obj for obj in map(game.objects.get, game.tokens) if obj.zone not in ("in_play", "stack", CEASED)] if game.tokens else ()
    legends: dict[str, list] = {}
    for obj in game.in_play():
        c = characteristics(game, obj)
        if obj.attached_to and "Equipment" in c.subtypes:
            # 420.5k: an Equipment on an illegal permanent comes off and stays in play
            host = game.attached_host(obj)
            why = why_cant_equip(game, obj, host) if host is not None else "the creature it equipped has left play"
            if why:
                unattached.append((obj, why, host is not None and protected_from(game, host, obj)))
        if c.supertypes and c.name and any(s.lower() == "legendary" for s in c.supertypes):
            legends.setdefault(c.name, []).append(obj)
        if obj.counters:
            both = min(obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0))
            if both:
                cancelled.append((obj, both))
        if c.is_creature and c.toughness is not None:
            if c.toughness <= 0:
                to_graveyard.append((obj, "sbe_zero_toughness", f"{display(game, obj)} has toughness {c.toughness}", "is put into its owner's graveyard"))
                continue
            if obj.damage >= c.toughness:
                to_graveyard.append((obj, "sbe_lethal_damage", f"{display(game, obj)} has {obj.damage} damage and toughness {c.toughness}", "is destroyed"))
                continue
        if "Aura" in c.subtypes:
            host = game.attached_host(obj)
            if host is None or host.zone != "in_play" or not characteristics(game, host).is_creature:
                to_graveyard.append((obj, "sbe_aura_unattached", f"{display(game, obj)} is not attached to a legal permanent", "is put into its owner's graveyard"))
            elif quality := protected_from(game, host, obj):
                to_graveyard.append((obj, "sbe_aura_unattached",
                                     f"{display(game, host)} has {protection_text(quality)}, so {display(game, obj)} can't enchant it",
                                     "is put into its owner's graveyard", ("protection_auras", f"an Aura with the stated quality ({quality}) can't enchant it")))
    # 420.5e: every one of them goes, not all but one (the 2007 legend rule)
    for name, group in legends.items():
        if len(group) > 1:
            why = f"{len(group)} legendary permanents named {name} are in play"
            going = {entry[0].id: i for i, entry in enumerate(to_graveyard)}
            for obj in group:
                entry = (obj, "sbe_legend_rule", why, "is put into its owner's graveyard")
                i = going.get(obj.id)
                if i is None:
                    to_graveyard.append(entry)
                elif to_graveyard[i][1] == "sbe_lethal_damage":
                    # destroyed and put into the graveyard at once: regeneration
                    # could replace the destruction, not the legend rule
                    to_graveyard[i] = (*entry, ("sbe_lethal_damage", f"{to_graveyard[i][2]}; regeneration can't replace the legend rule"))
    if not losers and not to_graveyard and not cancelled and not ceasing and not unattached:
        return False
    for obj, why, protection in unattached:
        obj.attached_to = None
        game.characteristics_changed()
        emit(game, f"State-based effect: {display(game, obj)} becomes unattached and stays in play ({why}).",
             ("sbe_equipment_unattached", why),
             *((("protection_equipment", "an Equipment with the stated quality can't equip it"),) if protection else ()),
             ("sbe_single_event", "all applicable state-based effects happen at once as a single event"),
             ("sbe_when_player_would_receive_priority", "state-based effects are checked whenever a player would receive priority"))
    for obj in ceasing:
        where = obj.zone.replace("_", " ")
        game.cease_to_exist(obj)
        emit(game, f"State-based effect: {display(game, obj)}, a token in the {where}, ceases to exist.",
             ("sbe_token_ceases", f"a token in the {where} ceases to exist"),
             ("token_leaves_play_triggers", "abilities that triggered on its leaving play still happen"),
             ("sbe_single_event", "all applicable state-based effects happen at once as a single event"),
             ("sbe_when_player_would_receive_priority", "state-based effects are checked whenever a player would receive priority"))
    from .zones import destroy, leave_play
    for obj, n in cancelled:
        left = {**obj.counters, "+1/+1": obj.counters["+1/+1"] - n, "-1/-1": obj.counters["-1/-1"] - n}
        obj.counters = {kind: count for kind, count in left.items() if count}
        each = "counter" if n == 1 else "counters"
        emit(game, f"State-based effect: {n} +1/+1 {each} and {n} -1/-1 {each} are removed from {display(game, obj)}.",
             ("sbe_counters_cancel", f"it had both +1/+1 and -1/-1 counters; {n} of each are removed"),
             ("sbe_single_event", "all applicable state-based effects happen at once as a single event"),
             ("sbe_when_player_would_receive_priority", "state-based effects are checked whenever a player would receive priority"))
    for obj, concept, why, what, *also in to_graveyard:
        name = display(game, obj)
        cites = ((concept, why), *also, ("sbe_single_event", "all applicable state-based effects happen at once as a single event"),
                 ("sbe_when_player_would_receive_priority", "state-based effects are checked whenever a player would receive priority"))
        if concept == "sbe_lethal_damage":
            # lethal damage destroys the creature, and regeneration can replace that
            if destroy(game, obj):
                emit(game, f"State-based effect: {name} {what}.", *cites)
            else:
                emit(game, f"State-based effect: {name} had lethal damage; its destruction was replaced by regeneration.", *cites)
        else:
            leave_play(game, obj, "graveyard", "sbe")
            emit(game, f"State-based effect: {name} {what}.", *cites)
    for p, concept, why in losers:
        p.lost = True
        p.loss_reason = why
        emit(game, f"State-based effect: {p.name} loses the game.", (concept, why))
    alive = [p for p in game.players if not p.lost]
    if losers and len(alive) <= 1:
        game.game_over = True
        game.priority = None
        if alive:
            alive[0].won = True
            game.winner = alive[0].name
            emit(game, f"{alive[0].name} wins the game.",
                 ("player_loses_when_opponents_lost", "all of that player's opponents have lost the game"),
                 ("game_ends_immediately", "the game ends immediately"))
        else:
            emit(game, "The game is a draw.", ("game_ends_immediately", "all players lost at once"))
    return True


def check(game) -> bool:
    """Repeat until no state-based effect applies (420.3)."""
    any_done = False
    while not game.game_over and check_once(game):
        any_done = True
    return any_done
