"""Echo (2007: 502.19a; 2026: 702.30a): "At the beginning of your upkeep, if this
permanent came under your control since the beginning of your last upkeep,
sacrifice it unless you pay [cost]." What the engine keeps to check that
intervening "if" (2007: 410.9; 2026: 603.4), on arrival and on resolution:

- when each player's upkeep began, the last two times (`game.upkeep_began`:
  player index -> (the one before, the latest)), in the game's timestamp clock;
- when a permanent came under its controller's control: the timestamp it got
  entering the battlefield (2026: 613.7e), or the moment its control changed
  (`game.control_gained`: id -> (zcc, moment)).

A permanent in play as a scenario starts came under its controller's control
before its controller's last upkeep unless it `arrived_this_turn` or says
`under_control_since_last_upkeep` (it came under their control since the
beginning of their last upkeep: echo is due at their next upkeep)."""
from __future__ import annotations


def scenario_start(game, flagged: list) -> None:
    """After loading: every player's last upkeep began before any permanent came into play
    as the scenario is set up; the flagged permanents came under control after it."""
    now = game.new_timestamp()
    game.upkeep_began = {p.index: (now, now) for p in game.players}
    gained = dict(game.control_gained)
    for obj in flagged:
        gained[obj.id] = (obj.zcc, game.new_timestamp())
    game.control_gained = gained


def upkeep_begins(game) -> None:
    """The active player's upkeep begins: their "last upkeep" is now the one before this one."""
    before = dict(game.upkeep_began)
    latest = before.get(game.active, (0, 0))[1]
    before[game.active] = (latest, game.new_timestamp())
    game.upkeep_began = before


def control_changed(game, obj) -> None:
    game.control_gained = {**game.control_gained, obj.id: (obj.zcc, game.new_timestamp())}


def came_under_control_since_last_upkeep(game, obj, controller: int) -> bool:
    """Echo's condition, during `controller`'s upkeep: it is theirs and came under their control
    after the beginning of their upkeep before this one."""
    if obj is None or obj.zone != "in_play" or obj.controller != controller:
        return False
    zcc, moment = game.control_gained.get(obj.id, (None, 0))
    since = max(obj.timestamp, moment if zcc == obj.zcc else 0)
    return since > game.upkeep_began.get(controller, (0, 0))[0]


def echo_trigger(ab: dict) -> dict:
    """The triggered ability "Echo [cost]" means (502.19a / 702.30a)."""
    cost = ab["cost"]
    return {"kind": "triggered", "keyword": "echo", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
            "if": {"source_echo_due": True}, "effect": [{"do": "sacrifice_unless_pays", "cost": cost}],
            "text": f"Echo {cost} (At the beginning of your upkeep, if this came under your control since the beginning of your "
                    "last upkeep, sacrifice it unless you pay its echo cost.)"}
