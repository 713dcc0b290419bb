"""`pass_until`: every player passes priority, in turn, until the game reaches
a named step or phase of this turn: "say where, not how many passes".

Each pass is the engine's own pass, logged and cited as `pass_priority`'s
are (2007 408.1c; 2026 117.4). Passing through the declare attackers step
declares no attackers, the format's default for a declaration not given,
logged as such. Otherwise it decides nothing for a player: the action is
refused, the game left as it was before it (2007 422.1; 2026 733), when
reaching that point needs a decision on the way:
* the stack isn't empty: all players passing resolves the top object instead
  of ending the step (2007 408.1c; 2026 117.4);
* a triggered ability goes on the stack on the way (2007 408.1f; 2026 117.5):
  the players may respond to it;
* the game waits for blockers or combat damage to be declared;
* the step is skipped (no attackers: 2007 308.4; 2026 508.8) or already past
  in this turn's order of phases and steps (2007 300.1; 2026 500.1);
* no player receives priority in it: the untap step (2007 302.3; 2026 502.4),
  the cleanup step unless something happens there (2007 314.3; 2026 514.3a).
"""
from __future__ import annotations

from .errors import IllegalAction
from .priority import PHASE_NAMES, pass_priority, where
from .state import TURN_STRUCTURE
from .wording import WORDS_2007


def target_name(a, words=WORDS_2007) -> str:
    """The step or phase an action names, in the words of the edition (`words`,
    wording.py): the 2026 rules' end step of the ending phase (500.1, 513)."""
    if a.step:
        return words.step_names.get(a.step, a.step.replace("_", " "))
    if a.phase == "end" and words.today:
        return "ending phase"
    return PHASE_NAMES.get(a.phase, str(a.phase))


def _positions(a) -> list[int]:
    """Where in the turn (TURN_STRUCTURE) the named step or phase is."""
    if a.step:
        return [i for i, (_phase, step) in enumerate(TURN_STRUCTURE) if step == a.step]
    return [i for i, (phase, _step) in enumerate(TURN_STRUCTURE) if phase == a.phase]


def _reached(game, a) -> bool:
    return game.step == a.step if a.step else game.phase == a.phase


def _stack_top(game) -> str:
    from .snapshot import snapshot
    top = snapshot(game)["stack"][-1]
    if top.get("kind") == "spell":
        return top.get("name") or "a spell"
    return f"{top.get('name')}'s {top.get('kind', 'ability').replace('_', ' ')} ability".replace(" triggered ability ability", " triggered ability")


def pass_until(game, player, a) -> None:
    """The handler of the `pass_until` action (the player must hold priority,
    which actions.apply checks first)."""
    name = target_name(a, game.words)
    here = TURN_STRUCTURE.index((game.phase, game.step))
    ahead = [i for i in _positions(a) if i > here]
    if a.step == "untap":
        raise IllegalAction("no_priority_in_untap", f"no player receives priority in the {name}, so passing priority can't stop there")
    if a.step == "cleanup":
        raise IllegalAction("cleanup_priority", f"players receive priority in the {name} only when {game.words.sbes} or "
                            "triggered abilities happen there, so passing priority can't stop there")
    if _reached(game, a):
        raise IllegalAction("turn_phases", f"the game is already in the {name}")
    if not ahead:
        raise IllegalAction("turn_phases", f"the {name} has already passed this turn: the game is in the {where(game)}, and a turn goes "
                            "through its phases and steps in order; pass priority one pass at a time to go on to the next turn")
    if game.stack:
        raise IllegalAction("all_players_passed_top_object_resolves",
                            f"{_stack_top(game)} is on the stack: all players passing in succession would resolve it, not end the "
                            f"{where(game)}; pass priority one pass at a time while anything is on the stack")
    turn = game.turn
    pass_priority(game, game.priority)
    while not game.game_over:
        if game.turn != turn or TURN_STRUCTURE.index((game.phase, game.step)) > ahead[0] and not _reached(game, a):
            raise IllegalAction("no_attackers_skip_combat_steps" if a.step in ("declare_blockers", "combat_damage") else "turn_phases",
                                f"the game never reaches the {name} this turn: it was skipped")
        if _reached(game, a):
            return
        if game.awaiting == "declare_attackers":
            from .actions import Action, apply
            from .log import emit
            emit(game, "No declare attackers action was given, so the default is used.")
            apply(game, Action(type="declare_attackers", player=game.players[game.active].name))
            continue
        if game.awaiting in ("declare_blockers", "assign_combat_damage") and \
                not any(o.attacking for o in game.objects.values() if o.zone == "in_play"):
            from .actions import Action, apply
            from .log import emit  # every creature left combat (506.4): there is nothing to block or to assign
            blockers = game.awaiting == "declare_blockers"
            emit(game, "No creature is attacking any more, so " + ("the defending player declares no blockers." if blockers
                                                                    else "no combat damage is assigned."),
                 ("declare_blockers", "with no attacking creature there is none to block") if blockers else
                 ("combat_damage_assignment", "with no attacking creature no combat damage is assigned"))
            apply(game, Action(type=game.awaiting, player=game.players[game.defending if blockers else game.active].name))
            continue
        if game.awaiting:
            concept = {"declare_blockers": "declare_blockers", "assign_combat_damage": "combat_damage_assignment"}.get(
                game.awaiting, "declare_attackers")  # the rule of the declaration awaited (508.1, 509.1, 510.1)
            raise IllegalAction(concept, f"in the {where(game)} the game waits for a declaration ({game.awaiting.replace('_', ' ')}) "
                                f"before it can reach the {name}: give that action first")
        if game.stack:
            raise IllegalAction("triggers_put_on_stack_before_priority",
                                f"in the {where(game)}, {_stack_top(game)} goes on the stack before the {name}; the players may respond "
                                "to it, so pass priority one pass at a time from there")
        if game.priority is None:
            return
        pass_priority(game, game.priority)
