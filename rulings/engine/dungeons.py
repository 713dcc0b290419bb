"""Dungeons and venturing into the dungeon (2026 309, 701.49a-c).

A player who ventures into the dungeon while they own no dungeon card in the
command zone chooses one from outside the game, puts it into the command zone
and puts their venture marker on its topmost room (309.2a, 701.49a); otherwise
they move the marker to the next room, choosing an arrow where there are several
(309.5a, 701.49b); from the bottommost room they remove the dungeon from the
game, completing it, and start another one (309.5b, 309.7, 701.49c). Each room
has a triggered ability, "When you move your venture marker into this room,
[effect]", controlled by the dungeon's owner (309.4c). A venture marker on the
bottommost room with no room ability of that dungeon waiting to leave the stack
makes the dungeon leave the game: a state-based action (309.6, 704.5t), and the
player completes it (309.7).

The engine holds two dungeon cards, Lost Mine of Phandelver and Undercity (their
rooms below, with their printed effects; Undercity only for "venture into
Undercity", 701.49d, which the initiative gives: initiative.py); a scenario names it, and each branch taken, in the
resolving action's `choices` for the object whose instruction ventures:
`{"id": {"dungeon": "Lost Mine of Phandelver", "room": "Mine Tunnels"}}` (the
room only where the marker's room has two arrows). A room ability's targets are
the action's `trigger_targets` keyed by `dungeon:<player name>`. The player's
dungeon is kept on the player (`Player.dungeon`: (dungeon name, room name)) and
the dungeons they completed (`Player.dungeons_completed`).

The February 2007 rules have no dungeons and no command zone: a card that
ventures into the dungeon is refused under them (the loader, and here)."""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .state import PendingTrigger

NO_DUNGEONS_2007 = ("venturing into the dungeon is later than the February 2007 rules (2026: 701.49, dungeon cards "
                    "in the command zone, 309); play this scenario under the 2026-06-19 rules")

_TARGET_CREATURE = ("creature",)
_TREASURE = {"do": "create_token", "id": "treasure", "count": 1, "predefined": "Treasure",
             "token": {"types": ["Artifact"], "subtypes": ["Treasure"], "colors": [],
                       "abilities": [{"kind": "activated", "cost": {"tap": True, "sacrifice": "self"},
                                      "effect": [{"do": "add_mana", "one_of": ["{W}", "{U}", "{B}", "{R}", "{G}"]}],
                                      "text": "{T}, Sacrifice this token: Add one mana of any color."}]}}

#: each dungeon: its rooms top to bottom, as (name, printed effect, instructions, targets, the rooms its arrows lead to)
DUNGEONS = {
    "Lost Mine of Phandelver": (
        ("Cave Entrance", "Scry 1.", ({"do": "scry", "amount": 1},), (), ("Goblin Lair", "Mine Tunnels")),
        ("Goblin Lair", "Create a 1/1 red Goblin creature token.",
         ({"do": "create_token", "id": "goblin", "count": 1,
           "token": {"types": ["Creature"], "subtypes": ["Goblin"], "colors": ["red"], "power": 1, "toughness": 1}},),
         (), ("Storeroom", "Dark Pool")),
        ("Mine Tunnels", "Create a Treasure token.", (_TREASURE,), (), ("Dark Pool", "Fungi Cavern")),
        ("Storeroom", "Put a +1/+1 counter on target creature.",
         ({"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "target:0"},), _TARGET_CREATURE,
         ("Temple of Dumathoin",)),
        ("Dark Pool", "Each opponent loses 1 life and you gain 1 life.",
         ({"do": "for_each", "players": "each_opponent", "effect": [{"do": "lose_life", "amount": 1, "player": "it"}]},
          {"do": "gain_life", "amount": 1, "player": "you"}), (), ("Temple of Dumathoin",)),
        ("Fungi Cavern", "Target creature gets -4/-0 until your next turn.",
         ({"do": "pump", "power": -4, "toughness": 0, "to": "target:0", "until": "your_next_turn"},), _TARGET_CREATURE,
         ("Temple of Dumathoin",)),
        ("Temple of Dumathoin", "Draw a card.", ({"do": "draw", "amount": 1},), (), ()),
    ),
    # "You can't enter this dungeon unless you \"venture into Undercity.\"" (2026 701.49d; the initiative, 726.2: initiative.py)
    "Undercity": (
        ("Secret Entrance", "Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
         ({"do": "search_library", "for": {"supertypes": ["Basic"], "types": ["Land"]}, "into": "hand", "reveal": True},
          {"do": "shuffle_library"}), (), ("Forge", "Lost Well")),
        ("Forge", "Put two +1/+1 counters on target creature.",
         ({"do": "put_counters", "counter": "+1/+1", "amount": 2, "to": "target:0"},), _TARGET_CREATURE, ("Trap!", "Arena")),
        ("Lost Well", "Scry 2.", ({"do": "scry", "amount": 2},), (), ("Arena", "Stash")),
        ("Trap!", "Target player loses 5 life.", ({"do": "lose_life", "amount": 5, "player": "target:0"},), ("player",),
         ("Archives",)),
        ("Arena", "Goad target creature.", ({"do": "goad", "to": "target:0"},), _TARGET_CREATURE, ("Archives", "Catacombs")),
        ("Stash", "Create a Treasure token.", (_TREASURE,), (), ("Catacombs",)),
        ("Archives", "Draw a card.", ({"do": "draw", "amount": 1},), (), ("Throne of the Dead Three",)),
        ("Catacombs", "Create a 4/1 black Skeleton creature token with menace.",
         ({"do": "create_token", "id": "skeleton", "count": 1,
           "token": {"types": ["Creature"], "subtypes": ["Skeleton"], "colors": ["black"], "power": 4, "toughness": 1,
                     "abilities": [{"kind": "keyword", "keyword": "menace"}]}},), (), ("Throne of the Dead Three",)),
        ("Throne of the Dead Three", "Reveal the top ten cards of your library. Put a creature card from among them onto the "
                                     "battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.",
         ({"do": "throne_of_the_dead_three"},), (), ()),
    ),
}
NAMES = tuple(DUNGEONS)
UNDERCITY = "Undercity"
#: the dungeons a plain "venture into the dungeon" may choose: not Undercity, which only "venture into Undercity" enters
VENTURE_NAMES = tuple(n for n in NAMES if n != UNDERCITY)


def names_dungeons(card, instructions) -> bool:
    """Whether a card ventures into the dungeon, has a static ability "as long as you've completed a dungeon",
    makes room abilities trigger an additional time or limits an opponent's ventures (the loader's refusal under
    2007; a malformed card is left to its own checks)."""
    if any(isinstance(st, dict) and st.get("do") == "venture_into_the_dungeon" for st in instructions):
        return True
    abilities = card.get("abilities") if isinstance(card, dict) else None
    return isinstance(abilities, list) and any(isinstance(ab, dict) and ((isinstance(ab.get("while"), dict)
                                                                          and "completed_a_dungeon" in ab["while"])
                                                                         or "room_abilities_trigger_additional" in ab
                                                                         or "opponents_venture_once_each_turn" in ab)
                                               for ab in abilities)


def source_key(player) -> str:
    """The id a room ability of the player's dungeon has as its source (its `trigger_targets` key)."""
    return f"dungeon:{player.name}"


def is_source_key(key: str, player_names) -> bool:
    return isinstance(key, str) and key.startswith("dungeon:") and key[len("dungeon:"):] in player_names


def _room(dungeon: str, name: str) -> tuple:
    return next(r for r in DUNGEONS[dungeon] if r[0] == name)


def _bottommost(dungeon: str, room: str) -> bool:
    return not _room(dungeon, room)[4]


def _start(game, player, chosen, field: str, source: str, why: str, undercity: bool = False) -> None:
    """309.2a / 701.49a (and 701.49c's new dungeon): the dungeon chosen from outside the game, marker on its topmost room.
    `undercity`: "venture into Undercity" (701.49d), the one dungeon card with that quality, which a plain venture can't choose."""
    if undercity:
        if chosen is not None and chosen != UNDERCITY:
            raise IllegalAction("venture_into_the_dungeon", f"{field}: {player.name} ventures into Undercity ({source}): the dungeon "
                                f"card chosen must be Undercity, not \"{chosen}\"")
        chosen = UNDERCITY
    elif chosen is None:
        raise IllegalAction("venture_into_the_dungeon", f"{player.name} ventures into the dungeon ({source}) and owns no dungeon "
                            f"in the command zone: {field} must name the dungeon card they choose (one of: {', '.join(VENTURE_NAMES)})")
    elif chosen == UNDERCITY:
        raise IllegalAction("venture_into_the_dungeon", f"{field}: Undercity says \"You can't enter this dungeon unless you "
                            f"'venture into Undercity'\", and {source} ventures into the dungeon (one of: {', '.join(VENTURE_NAMES)})")
    if chosen not in DUNGEONS:
        raise IllegalAction("venture_into_the_dungeon", f"{field}: \"{chosen}\" is not a dungeon card the engine holds "
                            f"(one of: {', '.join(VENTURE_NAMES)})")
    top = DUNGEONS[chosen][0][0]
    player.dungeon = (chosen, top)
    emit(game, f"{player.name} puts {chosen} into the command zone and their venture marker on its topmost room, {top}.",
         ("venture_into_the_dungeon", why),
         *((("venture_into_quality", f"{player.name} ventures into Undercity: the dungeon card chosen has that quality"),)
           if undercity else ()),
         ("dungeon_command_zone", "a dungeon card brought into the game is put into the command zone"))
    _room_triggers(game, player, chosen, top)


def _once_each_turn(game, player):
    """The permanent an opponent of the player controls with "Each opponent can't venture into the dungeon more than
    once each turn" (Keen-Eared Sentry), if the player already ventured this turn; else None."""
    from .continuous import abilities_now
    from .targets import display
    turn, times = player.ventured
    if turn != game.turn or not times:
        return None
    return next((display(game, perm) for perm in game.in_play() if perm.controller != player.index and not perm.face_down
                 for ab in abilities_now(game, perm) if ab.get("kind") == "static" and ab.get("opponents_venture_once_each_turn")),
                None)


def _additional(game, player) -> list:
    """The permanents the player controls with "Room abilities of dungeons you own trigger an additional time"
    (Hama Pashar, Ruin Seeker): each makes a room ability of their dungeon trigger once more (2026 603.2d)."""
    from .continuous import abilities_now
    from .targets import display
    return [display(game, perm) for perm in game.in_play(player.index) if not perm.face_down
            for ab in abilities_now(game, perm) if ab.get("kind") == "static" and ab.get("room_abilities_trigger_additional")]


def _room_triggers(game, player, dungeon: str, room: str) -> None:
    """309.4c: "When you move your venture marker into this room, [effect]"."""
    name, text, effect, targets, _ = _room(dungeon, room)
    key = source_key(player)
    # the dungeon card it comes from: the player's next one after those they completed (309.6 asks about this one's abilities)
    data = (("dungeon_card", player.dungeons_completed),)
    more = _additional(game, player)
    for i in range(1 + len(more)):
        game.pending = game.pending + (PendingTrigger(player.index, key, -1, f"{dungeon} ({name})", text, effect, targets, None, data),)
        emit(game, f"The room ability of {name} ({dungeon}) triggers"
                   + (f" an additional time ({more[i - 1]})" if i else "")
                   + f": \"When you move your venture marker into this room, {text[0].lower() + text[1:]}\"",
             ("dungeon_room_ability", f"{player.name} moved their venture marker into {name}; {player.name} owns {dungeon} and "
                                      "controls its room ability"),
             *((("triggers_additional_times", f"{more[i - 1]}: room abilities of dungeons {player.name} owns trigger an "
                                              "additional time"),) if i else ()),
             ("trigger_waits_for_priority", "it waits until a player would receive priority"))


def complete(game, player, why: str, *cites, prefix: str = "") -> None:
    """309.7: the player completes the dungeon as it is removed from the game."""
    dungeon = player.dungeon[0]
    player.dungeon = None
    player.dungeons_completed = player.dungeons_completed + 1
    game.characteristics_changed()  # "as long as you've completed a dungeon" (continuous.condition_holds)
    emit(game, f"{prefix}{player.name} removes {dungeon} from the game and completes it.", *cites,
         ("dungeon_completed", why))


def venture(game, player, given: dict, field: str, source: str, undercity: bool = False) -> None:
    """701.49a-c: venture into the dungeon, with the choices `given` (`dungeon`, `room`); `undercity`: venture into
    Undercity (701.49d), Undercity the dungeon started, the rooms of one already in the command zone followed as usual."""
    if not game.rules.applies("venture_into_the_dungeon"):
        raise IllegalAction("card_types", f"{source}: {NO_DUNGEONS_2007}")
    limit = _once_each_turn(game, player)
    if limit is not None:
        emit(game, f"{player.name} can't venture into the dungeon more than once each turn ({limit}), and already ventured "
                   "this turn: nothing happens.",
             ("cant_effect_wins", f"{limit}: each opponent can't venture into the dungeon more than once each turn"))
        return
    turn, times = player.ventured
    player.ventured = (game.turn, (times if turn == game.turn else 0) + 1)
    if player.dungeon is None:
        _start(game, player, given.get("dungeon"), f"{field}.dungeon", source,
               f"{player.name} ventures into the dungeon and owns no dungeon card in the command zone", undercity)
        return
    dungeon, room = player.dungeon
    ahead = _room(dungeon, room)[4]
    if not ahead:  # 701.49c: from the bottommost room
        complete(game, player, f"{player.name} ventured into the dungeon with their venture marker on {room}, the bottommost room",
                 ("venture_from_bottom", f"{player.name}'s venture marker is on the bottommost room of {dungeon}"))
        _start(game, player, given.get("dungeon"), f"{field}.dungeon", source,
               f"{player.name} completed a dungeon by venturing and chooses another", undercity)
        return
    pick = given.get("room")
    if len(ahead) > 1 and pick is None:
        raise IllegalAction("venture_into_the_dungeon", f"{player.name} ventures into the dungeon from {room} ({dungeon}), "
                            f"which has two arrows: {field}.room must name the room chosen (one of: {', '.join(ahead)})")
    if pick is not None and pick not in ahead:
        raise IllegalAction("venture_into_the_dungeon", f"{field}.room: \"{pick}\" is not a room an arrow from {room} leads to "
                            f"(one of: {', '.join(ahead)})")
    nxt = pick if pick is not None else ahead[0]
    player.dungeon = (dungeon, nxt)
    emit(game, f"{player.name} ventures into the dungeon: their venture marker moves from {room} to {nxt} ({dungeon}).",
         ("venture_next_room", f"{player.name}'s venture marker is on {room}, not the bottommost room"
          + (f"; {player.name} chooses the arrow to {nxt}" if len(ahead) > 1 else "")))
    _room_triggers(game, player, dungeon, nxt)


def bottom_to_remove(game) -> list:
    """309.6 / 704.5t: the players whose venture marker is on the bottommost room of their dungeon
    while no room ability of it has triggered and not yet left the stack."""
    found = []
    for p in game.players:
        if p.dungeon is None or not _bottommost(*p.dungeon):
            continue
        key = source_key(p)
        mine = (key, p.dungeons_completed)
        if any((pt.source_id, dict(pt.data).get("dungeon_card")) == mine for pt in game.pending) or \
                any((it.source_id, dict(it.data or ()).get("dungeon_card")) == mine for it in game.stack):
            continue
        found.append(p)
    return found


def remove_completed(game, players, *cites) -> None:
    """704.5t: each such dungeon card's owner removes it from the game, completing it (309.7)."""
    for p in players:
        dungeon, room = p.dungeon
        complete(game, p, f"{p.name}'s venture marker is on {room}, the bottommost room of {dungeon}, and no room ability "
                          "of it is waiting to leave the stack", ("sbe_dungeon", f"its owner removes {dungeon} from the game"), *cites,
                 prefix=f"{game.words.SBE}: ")
