"""More counts a spell's own cost reduction reads ("This spell costs {2} less to cast if ..."), beside
cost_counts.py's: each counted for the caster as the total cost is determined (2007 409.1f; 2026 601.2f),
the cost locked in then (2007 409.1h; 2026 601.2h).

- `"life_you_gained_this_turn"`: the life the caster gained this turn, every point of every life gain
  event (board_life_conditions.note_life_gained): "This spell costs {2} less to cast if you gained life
  this turn" (Mortality Spear, with "at_least": 1), "... if you've gained 3 or more life this turn"
  (Sanguine Indulgence, "at_least": 3), "... {1} less to cast for each 1 life you gained this turn"
  (Licia, Sanguine Tribune, "for_each"). A scenario's player starting with `"gained_life_this_turn": 3`
  has gained that much; `true` counts as 1;
- `"you_attacked_this_turn"`: 1 if the caster declared one or more attackers this turn, else 0 (raid.py):
  "Raid — This spell costs {1} less to cast if you attacked this turn" (Siren Reaver);
- `"most_cards_in_an_opponents_graveyard"`: the most cards any one opponent still in the game has in their
  graveyard: "... if an opponent has seven or more cards in their graveyard" (Into the Story);
- `"most_poison_counters_an_opponent_has"`: the most poison counters any one opponent has: "Corrupted — ...
  if an opponent has three or more poison counters" (Distorted Curiosity)."""
from __future__ import annotations

KINDS = ("life_you_gained_this_turn", "you_attacked_this_turn", "most_cards_in_an_opponents_graveyard",
         "most_poison_counters_an_opponent_has")


def amount(game, player: int, spec: dict) -> int:
    """The number a count of KINDS says now for `player`, the spell's caster."""
    kind = spec["count"]
    if kind == "life_you_gained_this_turn":
        return tuple(game.gained_life_this_turn or ()).count(player)
    if kind == "you_attacked_this_turn":
        from .raid import attacked_this_turn
        return int(attacked_this_turn(game, player))
    opponents = game.opponents(player)
    if kind == "most_cards_in_an_opponents_graveyard":
        return max([0, *(len(game.zones[(o.index, "graveyard")]) for o in opponents)])
    return max([0, *(o.poison for o in opponents)])
