""""Skip your draw step." on a permanent (keyword `skip_draw_step`): its controller's draw steps are
skipped while it is on the battlefield. Skipping a step is a replacement effect (2007 419.6e;
2026 614.1b, 614.10), and what was scheduled for that step doesn't happen (419.6f / 614.10a).

And the game's own skip: in a two-player game the player who plays first skips the draw step of
their first turn (2007 101.5a; 2026 103.8a). A scenario's turn 1 is the game's first turn, and its
active player the starting player; in a game of three or more players nobody skips it (2007 101.5b;
2026 103.8c)."""
from __future__ import annotations

from .continuous import characteristics
from .log import emit
from .targets import display


def skips_draw(game, player_index: int) -> bool:
    """True, and said, when a permanent its player controls says "Skip your draw step"."""
    for perm in game.in_play(player_index):
        if not perm.face_down and characteristics(game, perm).has_keyword("skip_draw_step"):
            name = game.players[player_index].name
            emit(game, f"{name} skips the draw step ({display(game, perm)}: \"Skip your draw step\").",
                 ("skip_replacement", f"{display(game, perm)}'s ability replaces {name}'s draw step with nothing"),
                 ("skip_scheduled", "nothing scheduled for the skipped step happens"))
            return True
    return False


def starting_player_skips_draw(game, player_index: int) -> bool:
    """True, and said, in the first turn's draw step of a two-player game (2007 101.5a; 2026 103.8a)."""
    if game.turn != 1 or len(game.players) != 2:
        return False
    emit(game, f"{game.players[player_index].name} is the starting player of a two-player game and skips the draw step of their first turn.",
         ("first_turn_skips_draw", "the starting player of a two-player game doesn't draw in their first turn"))
    return True
