"""Priority, passing, resolving and the turn structure (408.1b-408.1c, 300-314)."""
from __future__ import annotations

from . import state_based_effects as sbe
from .log import emit
from .replacement import skips
from .targets import display, name_of
from .state import MAIN_PHASES, TURN_STRUCTURE
from .triggers import fire, put_triggers_on_stack, trigger_delayed

PHASE_NAMES = {"beginning": "beginning phase", "precombat_main": "precombat main phase", "combat": "combat phase",
               "postcombat_main": "postcombat main phase", "end": "end phase"}


def step_cite(game, step: str) -> tuple | None:
    """The rule cited as a step begins, in the edition's words."""
    w = game.words
    if step == "upkeep":
        return ("upkeep_step", "as the upkeep step begins, its triggered abilities go on the stack, then the active player gets priority")
    if step == "draw":
        return ("draw_step", "first the active player draws a card, then gets priority")
    if step == "main":
        return ("main_phase_sorcery_speed", f"the main phase is where creatures, sorceries and other non-instant spells can be {w.cast_past}")
    if step == "beginning_of_combat":
        return ("beginning_of_combat", "beginning-of-combat abilities go on the stack, then the active player gets priority")
    if step == "end_of_turn":
        return ("end_of_turn_step", f"\"{w.at_end_of_turn}\" abilities trigger and go on the stack")
    return None


def where(game) -> str:
    return game.words.step_names[game.step] if game.step else PHASE_NAMES[game.phase]


def settle(game) -> None:
    """408.1b: state-based effects as one event, repeatedly; then waiting
    triggered abilities go on the stack; repeat until neither happens."""
    from .ascend import check as ascend
    ascend(game)  # 702.131b: "any time" (a board that already has ten permanents)
    from . import speed
    speed.settle(game)  # 702.179d's trigger, then 704.5z (2026)
    from .counter_triggers import settle as counters_put
    counters_put(game)  # "Whenever one or more +1/+1 counters are put on ~"
    from .graveyard_arrivals import settle as arrivals
    arrivals(game)  # "When ~ is put into a graveyard from anywhere", after the event that put it there is said
    while not game.game_over:
        did = sbe.check(game)
        if game.game_over:
            return
        arrivals(game)  # and for the cards state-based actions put there (a creature dying of its damage)
        from .state_triggers import check_state_triggers
        check_state_triggers(game)  # 410.11 / 603.8: "When you control no Islands"
        if put_triggers_on_stack(game):
            continue
        if not did:
            return


def give_priority(game, player: int, concept: str, reason: str) -> None:
    settle(game)
    if game.game_over:
        game.priority = None
        return
    from .revealed_information import show as show_revealed
    show_revealed(game)  # revealed top cards and hands, as they are before a player can act (2026 401.5)
    game.priority = player
    emit(game, f"{game.players[player].name} receives priority.", (concept, reason),
         ("priority_system", f"{game.words.sbes} and waiting triggers were handled first"))


def after_action(game, player: int, what: str) -> None:
    """408.1c: a player who plays a spell or ability or takes a special action receives priority again."""
    game.passes = 0
    give_priority(game, player, "player_acts_receives_priority_again",
                  f"{game.players[player].name} {what}, so they receive priority again")


def pass_priority(game, player: int) -> None:
    from .stack import resolve_top
    p = game.players[player]
    game.passes = game.passes + 1
    alive = len([q for q in game.players if not q.lost])
    if game.passes < alive:
        nxt = game.next_player(player)
        emit(game, f"{p.name} passes priority.")
        give_priority(game, nxt, "pass_next_player_priority",
                      f"{p.name} passed, so the next player in turn order receives priority")
        return
    game.passes = 0
    game.priority = None
    if game.stack:
        emit(game, f"{p.name} passes priority; all players have passed in succession.",
             ("all_players_passed_top_object_resolves", "all players passed in succession with objects on the stack"))
        combat_damage = game.stack[-1].kind == "combat_damage"
        resolve_top(game)
        if game.game_over:
            return
        if combat_damage:
            give_priority(game, game.active, "priority_after_combat_damage_resolves",
                          "after combat damage finishes resolving, the active player receives priority")
        else:
            give_priority(game, game.active, "priority_after_resolution",
                          "after the top object resolves, the active player receives priority")
        return
    emit(game, f"{p.name} passes priority; all players have passed with the stack empty, so the {where(game)} ends.",
         ("all_players_passed_step_ends", "all players passed in succession with an empty stack"),
         ("phase_or_step_ends", "a phase or step ends when the stack is empty and all players pass in succession"))
    advance(game)


# ---------------------------------------------------------------------------
# turn structure

def _index(game) -> int:
    return TURN_STRUCTURE.index((game.phase, game.step))


def end_current(game) -> None:
    """Things that happen as a step or phase ends (300.3, 300.4, 311.2)."""
    i = _index(game)
    nxt_phase = TURN_STRUCTURE[(i + 1) % len(TURN_STRUCTURE)][0]
    if game.step == "end_of_combat" and game.combat_declared:
        for o in game.in_play():
            if o.attacking or o.blocking is not None or o.blocked:
                o.attacking = False
                o.blocking = None
                o.blocked = False
        game.defending = None
        game.combat_declared = ()
        game.combat_stage = None
        game.dealt_first_strike = ()
        emit(game, "All creatures are removed from combat.", ("end_of_combat", "the end of combat step ended"))
    if not game.rules.mana_burn:
        _mana_empties(game)
    elif nxt_phase == game.phase and TURN_STRUCTURE[i] != TURN_STRUCTURE[-1]:
        for p in game.players:
            if any(p.mana_pool.values()) or p.restricted_mana:
                emit(game, f"{p.name}'s unused mana stays in the mana pool: the {where(game)} ends, but not the {PHASE_NAMES[game.phase]}.",
                     ("mana_kept_between_steps", "unused mana is lost only when a phase ends, not a step"))
    else:
        for p in game.players:
            from .kept_mana import empty_keeping  # "Until end of turn, you don't lose this mana ..."
            lost = empty_keeping(game, p)
            if lost:
                p.life = p.life - lost
                emit(game, f"{p.name}'s unused mana empties from the mana pool as the {PHASE_NAMES[game.phase]} ends: mana burn, {p.name} loses {lost} life ({p.life} life).",
                     ("mana_burn", f"{lost} unused mana was lost as a phase ended; each one costs 1 life"),
                     ("game_actions_no_stack", "mana burn is a game action and doesn't use the stack"))


def _mana_empties(game) -> None:
    """500.5 (2026): as each step and phase ends, unspent mana simply empties; no mana burn."""
    from .firebending import kept  # 2026 702.189a: firebending's mana stays until end of combat
    for p in game.players:
        keep = kept(game, p)
        from .kept_mana import announce, kept as kept_this_turn  # "Until end of turn, you don't lose this mana ..."
        mine = kept_this_turn(game, p, {"R": keep})
        lost = game.empty_pool(p) - keep - sum(mine.values())
        announce(game, p, mine)
        if keep:
            game.add_mana(p, {"R": keep})
            emit(game, f"{p.name} keeps {'{R}' * keep} in their mana pool as the {where(game)} ends: firebending's mana lasts until end of combat.",
                 ("firebending", "until end of combat, its controller doesn't lose this mana as steps and phases end"))
        if lost:
            what = f"the {where(game)}"
            emit(game, f"{p.name}'s unspent mana empties from the mana pool as {what} ends; {p.name} loses no life.",
                 ("mana_empties", f"{lost} unspent mana empties as a step or phase ends; losing it costs no life"))


def advance(game) -> None:
    """End the current step and begin the following ones until a player
    receives priority or the game waits for a declaration."""
    while not game.game_over:
        end_current(game)
        if game.step == "combat_damage" and game.combat_stage == "first":
            # 310.5: a second combat damage step for the creatures without first strike
            game.combat_stage = "second"
            emit(game, "A second combat damage step begins for the creatures that didn't deal first-strike damage, and any with double strike.",
                 ("first_strike_second_step", "the phase gets a second combat damage step when a creature has first strike or double strike"))
            if begin_step(game):
                return
            continue
        i = _index(game)
        if i == len(TURN_STRUCTURE) - 1:
            _new_turn(game)
        else:
            game.phase, game.step = TURN_STRUCTURE[i + 1]
        if game.step and skips(game, game.active, game.step):
            continue
        if game.step in ("declare_blockers", "combat_damage") and not game.combat_declared:
            emit(game, f"The {where(game)} is skipped because no creatures attacked.",
                 ("no_attackers_skip_combat_steps", "no creatures were declared as attackers"))
            continue
        if begin_step(game):
            return


def _new_turn(game) -> None:
    game.turn = game.turn + 1
    game.previous_active = game.active  # whose turn "the previous turn" was (day and night, 2026 731.2)
    from .skip_turns import skips
    # the turn order goes on from the last turn that wasn't an extra one: an extra turn is added directly after
    # the turn it was created in (300.6 / 500.7), so the player after that turn's player comes next
    base = game.active if game.turn_order_player is None else game.turn_order_player
    while True:
        extra = doomed = None
        while game.extra_turns and extra is None:  # 300.6 / 500.7: the most recently created extra turn is taken first
            extra = game.extra_turns[-1]
            game.extra_turns = game.extra_turns[:-1]
            if isinstance(extra, tuple):  # an extra turn at whose end step its giver loses (extra_turn_losses.py)
                doomed, extra = extra, extra[0]
            if game.players[extra].lost:
                extra = doomed = None
        if extra is not None:
            game.active = extra
        else:
            game.active = base = game.next_player(base)
        if not game.skipped_turns or not skips(game, game.active):  # "You skip your next turn" (419.6e / 614.10)
            break
    game.turn_order_player = base
    if doomed is not None:  # the turn is taken (not skipped): "that turn's end step" will come
        from .extra_turn_losses import extra_turn_begins
        extra_turn_begins(game, doomed)
    game.characteristics_changed()  # "during your turn" static abilities (continuous.py) read whose turn it is
    game.phase, game.step = TURN_STRUCTURE[0]
    from .until_next_turn import end_effects
    end_effects(game)  # "until your next turn" effects of the new active player end (418.3a / 611.2a)
    for p in game.players:
        p.lands_played_this_turn = 0
        if p.spells_cast_last_turn != p.spells_cast_this_turn:
            p.spells_cast_last_turn = p.spells_cast_this_turn  # "last turn" is the turn that just ended
        if p.spells_cast_this_turn:
            p.spells_cast_this_turn = 0
        if p.noncreature_spells_cast_this_turn:
            p.noncreature_spells_cast_this_turn = 0
        if p.mana_spent_on_spells_this_turn:
            p.mana_spent_on_spells_this_turn = 0
        if p.lost_life_last_turn != p.lost_life_this_turn:
            p.lost_life_last_turn = p.lost_life_this_turn  # "last turn" is the turn that just ended (lost_life_last_turn.py)
        if p.lost_life_this_turn:
            p.lost_life_this_turn = False
    if game.spells_played:
        game.spells_played = 0
    for oid in game.used_this_turn:
        o = game.objects[oid]
        if o.ability_uses:
            o.ability_uses = {}
    game.used_this_turn = ()
    game.damaged_this_turn = ()  # bloodthirst's "this turn" (bloodthirst.py)
    game.draws_this_turn = ()  # "your second card each turn" (second_draw.py)
    game.targeted_this_turn = ()  # "for the first time each turn" (ward.py)
    game.attacked_this_turn = ()  # raid's "if you attacked this turn" (raid.py)
    if game.creatures_attacked_this_turn:
        game.creatures_attacked_this_turn = ()  # boast's "if this creature attacked this turn" (raid.py)
    game.permanent_left_this_turn = ()  # revolt's "if a permanent you controlled left the battlefield this turn"
    from .void_condition import forget as forget_void
    forget_void(game)  # void's "if a nonland permanent left the battlefield this turn or a spell was warped this turn"
    from .end_step_conditions import forget as forget_damage_to_players
    forget_damage_to_players(game)  # "if this creature dealt damage to an opponent this turn"
    from .descended import forget as forget_descended
    forget_descended(game)  # "if you descended this turn" (2026 700.11)
    game.creatures_died_this_turn = 0  # morbid's "if a creature died this turn" (morbid.py)
    game.died_subtypes_this_turn = ()  # "for each Zubera that died this turn" (died_subtypes.py)
    from .board_life_conditions import forget_life_gained
    forget_life_gained(game)  # "if you gained life this turn" (board_life_conditions.py)
    game.permanents_damaged_this_turn = ()  # "target creature that was dealt damage this turn" (target_filter.py)
    game.triggered_this_turn = ()  # "This ability triggers only once each turn." (trigger_limits.py)
    if game.entered_this_turn:
        game.entered_this_turn = ()  # "if it entered this turn" (power_up.py)
    if extra is not None:
        emit(game, f"Turn {game.turn} begins: an extra turn; {game.players[game.active].name} is the active player.",
             ("extra_turns", "an extra turn is taken directly after the turn it was added after, the most recently created first"))
        return
    emit(game, f"Turn {game.turn} begins; {game.players[game.active].name} is the active player.")


def begin_step(game) -> bool:
    """Begin the current step; True if a player received priority or input is awaited."""
    from .life_and_draws import draw_card
    active = game.players[game.active]
    step = game.step
    label = where(game)
    cite = step_cite(game, step or "main")
    if cite:
        emit(game, f"The {label} begins.", cite)
    else:
        emit(game, f"The {label} begins.")
    if step == "untap":
        from .phasing import phasing_event
        phasing_event(game)  # before untapping (2007 302.1; 2026 502.1)
        # the start of the turn: the active player's permanents have now been
        # under their control since the start of their most recent turn (403.4)
        for o in game.in_play(game.active):
            if not o.continuous_control:
                o.continuous_control = True
        from .untapping import untap_step
        before = [o for o in game.in_play(game.active) if o.tapped]
        tapped, cites = untap_step(game, before)
        from .later_counters import stays_stunned
        tapped = [o for o in tapped if not stays_stunned(game, o)]  # 2026 122.1d
        kept = [display(game, o) for o in before if o not in tapped]
        for o in tapped:
            o.tapped = False
        if tapped or cites:
            emit(game, f"{active.name} untaps {len(tapped)} permanent(s)"
                       + (f"; {', '.join(kept)} {'stays' if len(kept) == 1 else 'stay'} tapped" if kept else "") + ".",
                 ("untap_step", "the active player untaps their permanents"),
                 ("game_actions_no_stack", f"untapping is a {game.words.game_action}"), *cites)
            if game.effects:
                from .continuous import end_while_tapped
                for o in tapped:
                    end_while_tapped(game, o)
            for o in tapped:  # inspired's "Whenever this creature becomes untapped" (2026 603.2e)
                fire(game, "becomes_untapped", obj=o)
        from .untap_during_others import untap_others
        untap_others(game)  # "Untap this creature during each other player's untap step"
        from .day_night import untap_step_check
        untap_step_check(game, game.previous_active)  # the second part of the untap step: day and night (2026 731.2)
        emit(game, "No player receives priority during the untap step.",
             ("no_priority_in_untap", "the untap step has no priority"))
        return False
    if step == "draw":
        draw_card(game, active)
    if step == "cleanup":
        return _cleanup(game)
    if step == "declare_attackers":
        game.awaiting = "declare_attackers"
        emit(game, f"{active.name} declares attackers (a {game.words.game_action}, no priority yet).",
             ("declare_attackers", "as the declare attackers step begins, the active player declares attackers"))
        return True
    if step == "declare_blockers":
        game.awaiting = "declare_blockers"
        emit(game, f"{game.players[game.defending].name} declares blockers.",
             ("declare_blockers", "as the declare blockers step begins, the defending player declares blockers"))
        return True
    if step == "combat_damage":
        game.awaiting = "assign_combat_damage"
        emit(game, "Combat damage is assigned.",
             ("combat_damage_assignment", "as the combat damage step begins, combat damage is assigned"))
        return True
    start_priority(game)
    return True


def start_priority(game, concept: str = "active_player_priority_at_step_start", reason: str = "") -> None:
    """Beginning-of-step triggers, then the active player gets priority (408.1c);
    `concept` says why when it is not the start of the step (510.3: after combat damage)."""
    if game.step:
        if game.step == "upkeep":  # echo's "your last upkeep" is now the one before this one (502.19a / 702.30a)
            from .echo import upkeep_begins
            upkeep_begins(game)
            from .play_from_exile import end_permissions
            end_permissions(game, "upkeep")  # "until the beginning of your next upkeep" (Elkin Bottle)
        fire(game, "beginning_of_step", step=game.step, active=game.active)
        if game.step == "end_of_turn":
            trigger_delayed(game, "end_of_turn")
            from .monarch import end_step_begins
            end_step_begins(game)
        if game.step == "upkeep":
            trigger_delayed(game, "next_upkeep")
            from .initiative import upkeep_begins as initiative_upkeep
            initiative_upkeep(game)  # the player who has the initiative ventures into Undercity (2026 726.2)
        if game.step == "end_of_combat":  # "at end of combat" (2007 311.1; 2026 511.2): end_of_combat.py, decayed.py
            trigger_delayed(game, "end_of_combat")
    elif game.phase in MAIN_PHASES:  # "At the beginning of your first / second main phase": a phase with
        if game.phase == "precombat_main" and game.rules.applies("saga_lore_each_main_phase"):
            from .sagas import precombat_main_begins
            precombat_main_begins(game)  # a lore counter on each Saga the active player controls (2026 714.3c)
        fire(game, "beginning_of_step", step=game.phase, active=game.active)  # no step (2007 300.5, 305.1; 2026 603.2b, 505.1)
    game.passes = 0
    give_priority(game, game.active, concept,
                  reason or f"the active player receives priority at the start of the {where(game)}")


def _cleanup(game) -> bool:
    active = game.players[game.active]
    trigger_delayed(game, "cleanup")  # "at the beginning of the next cleanup step" (2026 514.3a; 2007 314.3): casting_permissions.py
    hand = game.zones[(game.active, "hand")]
    from .hand_size import maximum, without_maximum
    limit, changed_by = maximum(game, active) if hand else (7, [])
    if len(hand) > limit:
        if source := without_maximum(game, active):
            emit(game, f"{active.name} has no maximum hand size ({source}), so they keep all {len(hand)} cards.",
                 ("maximum_hand_size_changed", f"{source}'s ability changes a rule of the game: {active.name} has no maximum hand size"),
                 ("cleanup_discard", "the active player discards down to their maximum hand size only if they have one"))
        else:
            _discard_to_hand_size(game, active, hand, limit, changed_by)
    if any(d.duration == "this_turn" for d in game.delayed):
        game.delayed = tuple(d for d in game.delayed if d.duration != "this_turn")
    from .next_cast import end_of_turn as next_cast_ends
    next_cast_ends(game)  # "When you next cast an instant or sorcery spell this turn" (next_cast.py)
    from .play_from_exile import end_permissions
    end_permissions(game)  # "this turn" / "until the end of your next turn" permissions to play from exile
    from .phasing import phased_out
    damaged = [o for o in game.in_play() + phased_out(game) if o.damage]  # including phased-out permanents (2026 514.2)
    for o in damaged:
        o.damage = 0
    eot = [e for e in game.effects if e.until == "end_of_turn"]
    if eot:
        game.effects = tuple(e for e in game.effects if e.until != "end_of_turn")
        for e in eot:
            if e.kind == "control":
                obj = game.objects.get(e.target)
                if obj is not None and obj.zcc == e.zcc and obj.zone == "in_play":
                    from .aura_control import settle  # the latest control-changing effect left decides (layer 2)
                    settle(game, obj, e.get("base", e.get("from")))
        game.characteristics_changed()
    if damaged or eot:
        emit(game, "All damage is removed from permanents and \"until end of turn\" effects end.",
             ("cleanup_damage_removed", "the cleanup step removes damage and ends until-end-of-turn effects"))
    if game.pending or sbe_would_apply(game):
        emit(game, f"{game.words.SBEs} or triggered abilities are waiting, so players get priority in the cleanup step.",
             ("cleanup_priority", f"if {game.words.sbes} apply or triggers wait, the active player gets priority"))
        game.passes = 0
        give_priority(game, game.active, "cleanup_priority", "something happened during cleanup")
        return True
    return False


def _discard_to_hand_size(game, active, hand: tuple, limit: int = 7, changed_by=()) -> None:
    """314.1 (514.1 in 2026): the active player discards down to seven (or the maximum hand size effects
    changed it to: hand_size.py), choosing the cards: the action's `discard`; any not named are the last
    cards of the hand."""
    from .errors import IllegalAction
    from .zones import move_card, named_then_last
    n = len(hand) - limit
    named = list(dict.fromkeys(game.cleanup_discards))
    for oid in named:
        if oid not in hand:
            raise IllegalAction("cleanup_discard", f"{name_of(game, oid)} is not in {active.name}'s hand, so it can't be discarded")
    if len(named) > n:
        raise IllegalAction("cleanup_discard", f"{active.name} has {len(hand)} cards in hand and discards {n}, not {len(named)}")
    chosen, unnamed = named_then_last(hand, named, n), n - len(named)
    names = ", ".join(display(game, game.objects[oid]) for oid in chosen)
    for oid in chosen:
        move_card(game, game.objects[oid], "graveyard")
    down_to = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")[limit] if limit <= 10 else str(limit)
    emit(game, f"{active.name} discards {n} card(s) down to {down_to}: {names}"
               + (f" ({'no choice was given' if not named else f'no choice was given for {unnamed}'}: the last cards of the hand)." if unnamed else "."),
         ("cleanup_discard", f"the maximum hand size is {down_to}; the player chooses what to discard"),
         *((("maximum_hand_size_changed", f"{', '.join(changed_by)} change{'s' if len(changed_by) == 1 else ''} {active.name}'s maximum hand size "
                                           f"from seven to {down_to}"),) if changed_by else ()))


def sbe_would_apply(game) -> bool:
    with game.trial():
        return sbe.check_once(game)
