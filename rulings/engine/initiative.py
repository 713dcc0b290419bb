"""The initiative (2026 726): a designation a player can have (726.1), one
player at a time (726.3), with three inherent triggered abilities that have no
source and are controlled by the player who had the initiative when they
triggered (726.2): "At the beginning of the upkeep of the player who has the
initiative, that player ventures into Undercity", "Whenever one or more
creatures a player controls deal combat damage to the player who has the
initiative, the controller of those creatures takes the initiative" and
"Whenever a player takes the initiative, that player ventures into Undercity"
(701.49d; Undercity's rooms: dungeons.py). A player who has the initiative and
takes it again keeps the one designation, but the last ability triggers (726.5).

The venture choices (the room where two arrows leave) are the resolving
action's `choices` keyed `initiative:<player name>`, the key of these
abilities (`trigger_targets` too, none of them targets). The February 2007
rules have no initiative and no dungeons: a scenario under them with a card
that takes it, or a player who has it, is refused. If the player who has it
leaves the game (a game of three or more goes on), the active player takes it,
or the next player in turn order if the active player left too (726.4)."""
from __future__ import annotations

from .log import emit
from .state import PendingTrigger

NO_INITIATIVE_2007 = ("the February 2007 rules have no initiative (a designation of later rules, 2026: 726; Undercity, 701.49d); "
                      "play this scenario under the 2026-06-19 rules")
UPKEEP_TEXT = "At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity."
DAMAGE_TEXT = ("Whenever one or more creatures a player controls deal combat damage to the player who has the initiative, "
               "the controller of those creatures takes the initiative.")
TAKEN_TEXT = "Whenever a player takes the initiative, that player ventures into Undercity."


def names_initiative(card, instructions) -> bool:
    """Whether a card takes the initiative or asks who has it (the loader's refusal under 2007)."""
    if any(isinstance(st, dict) and st.get("do") == "take_the_initiative" for st in instructions):
        return True
    abilities = card.get("abilities") if isinstance(card, dict) else None
    return isinstance(abilities, list) and any(isinstance(ab, dict) and isinstance(ab.get("if"), dict) and "initiative" in ab["if"]
                                               for ab in abilities)


def source_key(player) -> str:
    """The id the initiative's abilities have as their source key (the `choices` for their venture)."""
    return f"initiative:{player.name}"


def is_source_key(key: str, player_names) -> bool:
    return isinstance(key, str) and key.startswith("initiative:") and key[len("initiative:"):] in player_names


def holder(game):
    """The player who has the initiative now, or None (726.1: none until an effect makes one take it)."""
    return next((p for p in game.players if p.initiative), None)


def _trigger(game, controller, text: str, effect: tuple, data: tuple, why: str) -> None:
    game.pending = game.pending + (PendingTrigger(controller.index, source_key(controller), -1, "The initiative", text, effect,
                                                  (), None, data),)
    emit(game, f"The initiative's inherent ability triggers: \"{text}\"",
         ("initiative_triggers", why),
         ("trigger_waits_for_priority", "it waits until a player would receive priority"))


def holder_left(game) -> None:
    """726.4: the player who has the initiative left the game (lost) and the game goes on: the active player takes it
    at the same time, or, if they left too, the next player in turn order who is still in the game."""
    gone = next((p for p in game.players if p.initiative and p.lost), None)
    if gone is None:
        return
    n = len(game.players)
    taker = next((q for q in (game.players[(game.active + k) % n] for k in range(n)) if not q.lost), None)
    gone.initiative = False
    if taker is None:
        return
    take(game, taker, f"{gone.name}, who had the initiative, left the game",
         ("initiative_leaves_game", f"{gone.name} left the game with the initiative: "
          + (f"{taker.name}, the active player, takes it" if taker.index == game.active
             else f"the active player left too: {taker.name}, the next player in turn order, takes it")))


def take(game, player, why: str, *also) -> None:
    """`player` takes the initiative; whoever had it ceases to (726.3); then "Whenever a player takes the
    initiative, that player ventures into Undercity" triggers, also when they had it already (726.5)."""
    before = holder(game)
    if before is player:
        emit(game, f"{player.name} takes the initiative, which they already have: they keep the one designation.",
             ("initiative", why),
             ("initiative_again", f"{player.name} already has the initiative: the ability that ventures still triggers"))
    else:
        if before is not None:
            before.initiative = False
        player.initiative = True
        cites = [("initiative", why), *also]
        if before is not None:
            cites.append(("initiative_only_one", f"{before.name} ceases to have the initiative as {player.name} takes it"))
        emit(game, f"{player.name} takes the initiative" + (f" ({before.name} no longer has it)." if before else "."), *cites)
    _trigger(game, player, TAKEN_TEXT, ({"do": "venture_into_undercity"},), (),
             f"{player.name} took the initiative")


def upkeep_begins(game) -> None:
    """726.2: the player who has the initiative ventures into Undercity at the beginning of their own upkeep."""
    h = holder(game)
    if h is not None and h.index == game.active:
        _trigger(game, h, UPKEEP_TEXT, ({"do": "venture_into_undercity"},), (),
                 f"{h.name} has the initiative and it is the beginning of their upkeep")


def combat_damage_step(game, dealt: dict) -> None:
    """726.2: the combat damage of one step (`dealt`: (controller index, damaged player's name) -> damage, creatures
    only, as combat_damage_batches.py gathers it): one trigger for each player whose creatures dealt combat damage to
    the player who has the initiative; it makes that player take it."""
    h = holder(game)
    if h is None:
        return
    for (controller, name), n in dealt.items():
        if name != h.name or n <= 0:
            continue
        taker = game.players[controller]
        _trigger(game, h, DAMAGE_TEXT, ({"do": "take_the_initiative"},), (("new_initiative", controller),),
                 f"creatures {taker.name} controls dealt combat damage to {h.name}, who has the initiative")
