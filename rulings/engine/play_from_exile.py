"""A card in exile a player may play until a duration ends ("Exile the top card of your
library. You may play that card this turn."): a permission an effect gives one player for
one card, as that card is (a new object once it moves, 2026 400.7; 2007 217.1c).

2026: a spell may be cast only if a rule or effect allows it (601.3), moved "from where it
is" to the stack (601.2a); a land is played from the zone it is in (116.2a), using a land
play (305.2). 2007: its rules play spells and lands from the hand (212.6a, 409.1a); the
card's text, which contradicts them, takes precedence (103.1). The permission lasts as
stated (2026 611.2a; 2007 418.3a): "this turn" and "until end of turn" end in the cleanup
step (514.2; 314.2), "until the end of your next turn" in the cleanup step of that turn,
"until the beginning of your next upkeep" as that upkeep begins.

Legality (`permission_to_play`) is separate from granting and ending: a card whose
permission has ended, or was given to another player, is refused with a typed error."""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .state import Effect
from .targets import display

KIND = "play_from_exile"
#: the durations an effect may give, and how the log says them
DURATIONS = {"this_turn": "this turn", "end_of_your_next_turn": "until the end of {player}'s next turn",
             "your_next_upkeep": "until the beginning of {player}'s next upkeep",
             "after_this_turn": "after the turn it was exiled, for as long as it remains exiled"}  # warp (702.185a)
#: the Effect.until each duration shows in the state (end_permissions ends both, before the generic cleanup)
UNTIL = {"this_turn": "end_of_turn", "end_of_your_next_turn": "end_of_your_next_turn", "your_next_upkeep": "your_next_upkeep",
         "after_this_turn": None}


def play_words(game, what: str, plural: bool = False) -> str:
    """ "play" `what`: 2007's verb for spells and lands alike; 2026's cast a spell, play a land
    (601, 305): "cast it or play it as a land"."""
    if not game.words.today:
        return f"play {what}"
    return f"cast {what} or play them as lands" if plural else f"cast {what} or play it as a land"


def duration_words(game, duration: str, player: int) -> str:
    return DURATIONS[duration].format(player=game.players[player].name)


def grant(game, obj, player: int, duration: str, spells_only: bool, source: str, free: bool = False,
          sorcery_timing: bool = False, cost: str | None = None) -> None:
    """`player` may play `obj` (as it is now, in exile) until `duration` ends; only cast it
    as a spell when `spells_only` ("you may cast spells from among them"); `free`: without
    paying its mana cost (118.9); `sorcery_timing`: only in their main phase with an empty
    stack (a plotted card, 702.170d); `cost`: an alternative cost it is cast for (a foretell
    cost, 702.143a)."""
    data = (("player", player), ("duration", duration), ("turn", game.turn), ("spells_only", spells_only))
    data += (("free", True),) if free else ()
    data += (("sorcery_timing", True),) if sorcery_timing else ()
    data += (("cost", cost),) if cost else ()
    game.effects = game.effects + (Effect(game.new_timestamp(), KIND, obj.id, obj.zcc, data, UNTIL[duration], source),)


def permissions(game, obj) -> list:
    """The permissions to play `obj` that apply to it as it is now (zone and zcc)."""
    if obj.zone != "removed_from_game":
        return []
    return [e for e in game.effects if e.kind == KIND and e.target == obj.id and e.zcc == obj.zcc]


def may_play(game, player: int, obj, land: bool) -> bool:
    """Whether `player` has a permission to play `obj` now (legal_actions' candidates)."""
    return any(e.get("player") == player and _started(game, e) and not (land and e.get("spells_only"))
               for e in permissions(game, obj))


def _started(game, e) -> bool:
    """Warp's "after the current turn has ended" (702.185a): not during the turn it was exiled."""
    return e.get("duration") != "after_this_turn" or game.turn > e.get("turn")


def permission_to_play(game, player, obj, land: bool):
    """The permission under which `player` plays `obj` from exile, or None when `obj` is
    not in exile. Refused (IllegalAction) when the card's permission ended, belongs to
    another player, or allows only spells and `obj` is played as a land."""
    if obj.zone != "removed_from_game":
        return None
    name = display(game, obj)
    found = permissions(game, obj)
    mine = [e for e in found if e.get("player") == player.index]
    concept = "spell_from_other_zone" if not land else "land_from_other_zone"
    if mine:
        if all(not _started(game, e) for e in mine):
            why = "foretell" if mine[0].get("cost") else "plotted_cast" if mine[0].get("sorcery_timing") else "warp"
            raise IllegalAction(why, f"{player.name} may {game.words.cast} {name} only after the turn it was "
                                                          f"{game.words.removed} has ended")
        mine = [e for e in mine if _started(game, e)]
        usable = [e for e in mine if not (land and e.get("spells_only"))]
        if not usable:
            raise IllegalAction(concept, f"{player.name} may only {game.words.cast} spells from among the cards {mine[0].source} "
                                         f"{game.words.removed}; {name} is a land card, so it can't be played")
        return usable[0]
    if found:
        other = game.players[found[0].get("player")].name
        raise IllegalAction(concept, f"the permission to {play_words(game, name)} from {_zone(game)} is {other}'s (given by {found[0].source}), "
                                     f"not {player.name}'s")
    ended = [e for e in game.play_permissions_ended if e.target == obj.id and e.zcc == obj.zcc]
    if ended:
        e = ended[-1]
        raise IllegalAction("effect_lasts_as_stated", f"the permission {e.source} gave to {play_words(game, name)} lasted "
                                                      f"{duration_words(game, e.get('duration'), e.get('player'))} and has ended")
    raise IllegalAction(concept, f"{name} is {game.words.removed} and no effect allows {player.name} to {play_words(game, 'it')}")


def _zone(game) -> str:
    return "exile" if game.words.today else "the removed-from-the-game zone"


def cites_for(game, obj_name: str, permission, land: bool) -> list:
    """The reasons to cite when a card is played under a permission."""
    who = game.players[permission.get("player")].name
    lasting = duration_words(game, permission.get("duration"), permission.get("player"))
    if land:
        return [("land_from_other_zone", f"{permission.source} lets {who} play the land {obj_name} from {_zone(game)} ({lasting})")]
    return [("spell_from_other_zone", f"{permission.source} lets {who} {game.words.cast} {obj_name} from {_zone(game)} ({lasting})")]


def end_permissions(game, moment: str = "cleanup") -> None:
    """Cleanup (514.2; 314.2): "this turn" permissions end; so does "until the end of your
    next turn" in the cleanup step of a later turn of that player. As that player's next
    upkeep begins (`moment` "upkeep"), "until the beginning of your next upkeep" ends. Each
    ended one is kept (`game.play_permissions_ended`) so that playing the card afterwards is
    refused saying so."""
    ended = [e for e in game.effects if e.kind == KIND and _ends_now(game, e, moment)]
    if not ended:
        return
    game.effects = tuple(e for e in game.effects if e not in ended)
    game.play_permissions_ended = game.play_permissions_ended + tuple(ended)
    names = ", ".join(display(game, game.objects[e.target]) for e in ended if e.target in game.objects)
    cites = [("effect_lasts_as_stated", "the permission lasts as long as the effect that gave it says")]
    if moment == "cleanup":
        cites.insert(0, ("cleanup_damage_removed", "\"this turn\" effects end in the cleanup step"))
    emit(game, f"The permission to {play_words(game, names, plural=len(ended) > 1)} from {_zone(game)} ends.", *cites)


def _ends_now(game, e, moment: str) -> bool:
    duration = e.get("duration")
    if duration == "after_this_turn":
        return False  # for as long as it remains exiled (a new object once it leaves, 400.7)
    if duration == "your_next_upkeep":
        return moment == "upkeep" and game.active == e.get("player") and game.turn > e.get("turn")
    if moment != "cleanup":
        return False
    if duration == "this_turn":
        return True
    return game.active == e.get("player") and game.turn > e.get("turn")
