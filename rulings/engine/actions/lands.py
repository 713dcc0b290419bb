"""Playing a land: a special action (2007 212.6a, 408.2d; 2026 305.1, 116.2a)."""
from __future__ import annotations

from ..continuous import characteristics
from ..errors import IllegalAction
from ..priority import after_action, where
from ..targets import display
from .action import Action


def play_land(game, player, a: Action) -> None:
    obj = game.objects[a.object]
    c = characteristics(game, obj)
    if "Land" not in c.types:
        raise IllegalAction("lands_play_only_main_phase_own_turn", f"{display(game, obj)} is not a land card")
    from ..play_from_exile import cites_for, permission_to_play
    permission = permission_to_play(game, player, obj, land=True)  # "you may play that card" (116.2a; 2007 103.1)
    from ..lands_from_graveyard import cites as graveyard_cites, source_letting_play
    from_graveyard = source_letting_play(game, player, obj)  # "You may play lands from your graveyard"
    if (obj.zone != "hand" or obj.owner != player.index) and permission is None and from_graveyard is None:
        raise IllegalAction("lands_play_only_main_phase_own_turn", f"{display(game, obj)} is not in {player.name}'s hand")
    if game.active != player.index:
        raise IllegalAction("land_only_own_turn", f"it is not {player.name}'s turn; a land can be played only during your own turn")
    if game.phase not in ("precombat_main", "postcombat_main"):
        raise IllegalAction("play_land_special_action", f"it is the {where(game)}, not a main phase")
    if game.stack:
        raise IllegalAction("play_land_special_action", "the stack is not empty")
    from ..land_plays import lands_allowed
    allowed, extra = lands_allowed(game, player)
    played = player.lands_played_this_turn
    if played >= allowed:
        more = f" (one, plus {sum(n for _, n in extra)} from {', '.join(s for s, _ in extra)})" if extra else ""
        raise IllegalAction("no_more_land_plays", f"{player.name} has already played {played} land{'s' if played != 1 else ''} this turn "
                                                  f"and may play {allowed}{more}", "one_land_per_turn")
    from ..zones import put_into_play
    player.lands_played_this_turn = played + 1
    land_cites = (("one_land_per_turn", "the first land this turn"),) if played == 0 else (
        ("additional_land", f"land {played + 1} of the {allowed} this turn: {', '.join(s for s, _ in extra)} allows additional lands"),)
    put_into_play(game, obj, player.index, "played",
                  text=f"{player.name} plays {display(game, obj)} as a land; it {game.words.comes_into_play} without using the stack.",
                  cites=(("play_land_special_action", "playing a land is a special action: main phase, own turn, priority, empty stack"),
                         ("lands_play_only_main_phase_own_turn", "a land card isn't a spell; it is played "
                          + ("from the hand" if permission is None and from_graveyard is None else "as a special action") + (", never cast" if game.words.today else "")),
                         *(cites_for(game, display(game, obj), permission, land=True) if permission is not None else ()),
                         *(graveyard_cites(game, from_graveyard, display(game, obj)) if from_graveyard is not None else ()),
                         ("main_phase_land", "the active player may play one land in a main phase with an empty stack"),
                         *land_cites,
                         ("special_actions_no_stack", "special actions don't use the stack, so no one can respond")))
    after_action(game, player.index, "took a special action")
