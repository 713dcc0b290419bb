"""Player actions: small immutable values, checked and performed against a game.

`apply(game, action)` raises IllegalAction (with the rule that forbids it)
before or while performing; the engine runs it inside a journal transaction
and rolls back on refusal, so the state is exactly as before (409.1, 422.1).
`is_legal(game, action)` is the same check without keeping the result.

One module per kind of action: `casting` (spells) with `total_cost`, `activating`
(abilities) with `abilities` and `mana_abilities`, `lands`, `special_actions`; what
they share: `timing`, `choosing_targets`, `paying`; the value itself: `action`.
"""
from __future__ import annotations

from .. import effects  # noqa: F401  (first, as before the split: its modules extend combat's checks as they load)
from ..combat import assign_combat_damage, declare_attackers, declare_blockers
from ..errors import IllegalAction
from ..foretell import foretell
from ..plot import plot
from ..priority import pass_priority
from .abilities import MOVES_SELF, equip_ability, outside_play_zone_concept
from .action import ACTION_TYPES, PRIORITY_ACTIONS, ZONE_WORDS, Action, summary, zone_words
from .activating import activate
from .casting import FACE_DOWN_SPELL, cast_spell, played
from .lands import play_land
from .mana_abilities import activate_mana_ability
from .special_actions import suspend, turn_face_up
from .timing import sorcery_timing_ok
from .total_cost import add_costs, kicker_cost

__all__ = ["ACTION_TYPES", "PRIORITY_ACTIONS", "ZONE_WORDS", "Action", "FACE_DOWN_SPELL", "MOVES_SELF", "activate_mana_ability",
           "add_costs", "apply", "equip_ability", "is_legal", "kicker_cost", "outside_play_zone_concept", "played",
           "sorcery_timing_ok", "summary", "zone_words"]

# The choices an action gives for what happens during it, and where the game keeps them
# while it is applied: (Action field, Game attribute).
_CHOICES_DURING_ACTION = (
    ("trigger_targets", "extra_trigger_targets"), ("trigger_order", "trigger_order"),
    ("replacement_order", "replacement_order"), ("copy_targets", "copy_targets"),
    ("legend_keep", "legend_keep"), ("choices", "choices"), ("discard", "cleanup_discards"),
)


def _pass(game, player, a: Action) -> None:
    pass_priority(game, player.index)


def _pass_until(game, player, a: Action) -> None:
    from ..pass_until import pass_until
    pass_until(game, player, a)


HANDLERS = {
    "suspend": suspend,
    "play_land": play_land,
    "play_spell": cast_spell,
    "activate_ability": activate,
    "pass_priority": _pass,
    "turn_face_up": turn_face_up,
    "declare_attackers": declare_attackers,
    "declare_blockers": declare_blockers,
    "assign_combat_damage": assign_combat_damage,
    "pass_until": _pass_until,
    "plot": plot,  # 702.170a-b: a special action
    "foretell": foretell,  # 702.143a-b: a special action
}


def apply(game, a: Action) -> None:
    if game.game_over:
        raise IllegalAction("game_ends_immediately", "the game is over")
    player = game.player_named(a.player)
    if player.lost:
        raise IllegalAction("game_ends_immediately", f"{player.name} has left the game")
    for field, attr in _CHOICES_DURING_ACTION:
        value = getattr(a, field)
        if value:
            setattr(game, attr, value)
    if a.type in PRIORITY_ACTIONS:
        if game.awaiting:
            raise IllegalAction("player_with_priority_acts", f"no player has priority: the game is waiting for {game.awaiting.replace('_', ' ')}")
        if game.priority != player.index:
            holder = game.players[game.priority].name if game.priority is not None else "no player"
            raise IllegalAction("player_with_priority_acts", f"{player.name} doesn't have priority ({holder} has it)")
    if a.object is not None and a.object not in game.objects:  # a token its effect hasn't made yet
        raise IllegalAction("illegal_action_reversed", f'no object "{a.object}" exists now (a token exists only once the '
                                                       "effect that makes it has resolved)")
    HANDLERS[a.type](game, player, a)
    for _field, attr in _CHOICES_DURING_ACTION:
        if getattr(game, attr):
            setattr(game, attr, ())


def is_legal(game, a: Action) -> IllegalAction | None:
    """None if `a` is legal now, else the IllegalAction saying which rule forbids
    it. The game is left exactly as it was (the action is tried, then undone)."""
    with game.trial():
        try:
            apply(game, a)
        except IllegalAction as e:
            return e
        return None
