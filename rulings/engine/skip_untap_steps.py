""""Players skip their untap steps." (Stasis; keyword `players_skip_untap_steps`) and "Skip your untap step."
(keyword `skip_untap_step`, its controller's only) on a permanent: while it is on the battlefield, those untap
steps are skipped. Skipping a step is a replacement effect (2007 419.6e; 2026 614.1b, 614.10), and what was
scheduled for that step doesn't happen (419.6f / 614.10a): nothing untaps, nothing phases (2007 502.15; 2026
502.1), and "doesn't untap during its controller's next untap step" waits for one that happens
(next_untap.py)."""
from __future__ import annotations

from .continuous import characteristics
from .log import emit
from .targets import display


def skips_untap(game, player_index: int) -> bool:
    """True, and said, when a face-up permanent makes the player skip this untap step."""
    for perm in game.in_play():
        if perm.face_down:
            continue
        c = characteristics(game, perm)
        if c.has_keyword("players_skip_untap_steps") or (c.has_keyword("skip_untap_step") and perm.controller == player_index):
            name = game.players[player_index].name
            words = "Players skip their untap steps" if c.has_keyword("players_skip_untap_steps") else "Skip your untap step"
            emit(game, f"{name} skips the untap step ({display(game, perm)}: \"{words}\").",
                 ("skip_replacement", f"{display(game, perm)}'s ability replaces {name}'s untap step with nothing"),
                 ("skip_scheduled", "nothing scheduled for the skipped step happens: no permanent untaps"))
            return True
    return False
