""""Untap this creature during each other player's untap step." (Thousand Moons Infantry),
"Untap all permanents you control during each other player's untap step." (Seedborn Muse): a
static ability (its `untaps_during_others`: "self", or a target filter's fields read of its
controller's permanents) whose controller's permanents it describes untap in each untap step of
another player, with the active player's (2007 302.2; 2026 502.3: normally only the active player's
permanents untap; the card's text takes precedence, 2007 103.1; 2026 101.1)."""
from __future__ import annotations

from . import target_filter
from .continuous import abilities_now
from .log import emit
from .targets import display


def _describes(game, src, what, obj) -> bool:
    if what == "self":
        return obj.id == src.id
    return target_filter.why_not(game, what, obj, obj.id, None, src.id, src.controller) is None


def untap_others(game) -> None:
    """In the active player's untap step: each other player's tapped permanents such an ability of a
    face-up permanent they control describes untap."""
    rules = [(src, ab["untaps_during_others"]) for src in game.in_play() if not src.face_down and src.controller != game.active
             for ab in abilities_now(game, src) if ab.get("kind") == "static" and ab.get("untaps_during_others") is not None]
    if not rules:
        return
    from .later_counters import stays_stunned
    found = {}
    for src, what in rules:
        for o in game.in_play(src.controller):
            if o.tapped and o.id not in found and _describes(game, src, what, o) and not stays_stunned(game, o):
                found[o.id] = (o, src)
    for o, src in found.values():
        o.tapped = False
    for o, src in found.values():
        emit(game, f"{display(game, o)} untaps during {game.players[game.active].name}'s untap step ({display(game, src)}'s ability).",
             ("card_text_precedence", f"{display(game, src)} says to untap it during each other player's untap step"),
             ("untap_step", "it untaps with the active player's permanents"))
    from .continuous import end_while_tapped
    for o, _src in found.values():
        end_while_tapped(game, o)
    from .triggers import fire
    for o, _src in found.values():  # "Whenever this creature becomes untapped" (2026 603.2e)
        fire(game, "becomes_untapped", obj=o)
