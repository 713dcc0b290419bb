"""The Ring tempts you (2026 701.54): a keyword action that makes a creature
its player controls their Ring-bearer (701.54a), a designation that isn't a
copiable value (701.54b), and gives the player, the first time, an emblem named
The Ring (701.54c) whose abilities grow with the number of times the Ring has
tempted them:

1. "Your Ring-bearer is legendary and can't be blocked by creatures with greater
   power" (a type-changing effect, read after copy effects: nothing else in the
   engine sets supertypes; and a blocking restriction, evasion.py's check);
2. "Whenever your Ring-bearer attacks, draw a card, then discard a card";
3. "Whenever your Ring-bearer becomes blocked by a creature, the blocking
   creature's controller sacrifices it at end of combat" (a delayed trigger,
   end_of_combat.py);
4. "Whenever your Ring-bearer deals combat damage to a player, each opponent
   loses 3 life".

The Ring tempts a player even if they control no creature (701.54d). A creature
stays the Ring-bearer until another one becomes it or another player gains
control of it (701.54a); "your Ring-bearer" is a permanent in play under your
control with the designation (701.54e). The emblem's triggered abilities have
the emblem as source; the engine puts them on the stack like the monarch's
(no object in a zone: the card its loot discards is named by the action's
`choices` for the Ring-bearer, effects/the_ring.py).

The February 2007 rules have no emblems, no command zone and no Ring: a card
that says "the Ring tempts you" is refused under them (the loader, and here)."""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .state import PendingTrigger, TargetRef

NO_RING_2007 = ("the Ring tempting you is later than the February 2007 rules (2026: 701.54, an emblem named "
                "The Ring in the command zone); play this scenario under the 2026-06-19 rules")
NAME = "The Ring"
LEVELS = ("Your Ring-bearer is legendary and can't be blocked by creatures with greater power.",
          "Whenever your Ring-bearer attacks, draw a card, then discard a card.",
          "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's controller sacrifices it at end of combat.",
          "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.")


def ring_of(player):
    """The player's emblem named The Ring, or None."""
    return next((e for e in player.emblems if e.source == NAME), None)


def bearer_of(game, player):
    """701.54e: the player's Ring-bearer, a permanent in play under their control
    with the designation; None if there is none."""
    held = player.ring_bearer
    if held is None:
        return None
    obj = game.objects.get(held[0])
    if obj is None or obj.zcc != held[1] or obj.zone != "in_play" or obj.controller != player.index:
        return None
    return obj


def is_ring_bearer(game, obj) -> bool:
    return obj.zone == "in_play" and any(p.ring_bearer == (obj.id, obj.zcc) and obj.controller == p.index
                                         for p in game.players)


def level(player) -> int:
    """How many times the Ring has tempted the player (its abilities, 701.54c)."""
    return player.ring_tempted


def tempt(game, player, chosen: str | None, field: str, source: str) -> None:
    """701.54a-d: the emblem first if the player has none, then the Ring-bearer
    chosen among the creatures they control (the scenario names it in `field`;
    refused if missing while they control one, or if it isn't one of them)."""
    from .continuous import characteristics
    from .emblems import Emblem
    if not game.rules.applies("emblem"):
        raise IllegalAction("card_types", f"{source}: {NO_RING_2007}")
    creatures = [o for o in game.in_play(player.index) if characteristics(game, o).is_creature]
    if creatures and chosen is None:
        raise IllegalAction("ring_tempts_you", f"the Ring tempts {player.name}: {field} must name the creature "
                            f"{player.name} chooses as their Ring-bearer (one of: {', '.join(o.id for o in creatures)})")
    pick = None
    if chosen is not None:
        pick = next((o for o in creatures if o.id == chosen), None)
        if pick is None:
            raise IllegalAction("ring_tempts_you", f"{field}: \"{chosen}\" is not a creature {player.name} controls, "
                                "so it can't become their Ring-bearer")
    if ring_of(game.players[player.index]) is None:
        n = sum(len(p.emblems) for p in game.players) + 1
        ring = Emblem(f"emblem{n}", player.index, NAME, NAME, (), game.new_timestamp())
        player.emblems = player.emblems + (ring,)
        emit(game, f"{player.name} gets an emblem named The Ring.",
             ("the_ring_emblem", f"{player.name} has no emblem named The Ring, so they get one before choosing a Ring-bearer"),
             ("emblem_abilities_function", "its abilities function in the command zone for the rest of the game"))
    player.ring_tempted = player.ring_tempted + 1
    if pick is not None:
        from .targets import display
        before = bearer_of(game, player)
        player.ring_bearer = (pick.id, pick.zcc)
        emit(game, f"The Ring tempts {player.name}: {display(game, pick)} becomes their Ring-bearer"
             + (f" ({display(game, before)} no longer is)" if before is not None and before is not pick else "") + ".",
             ("ring_tempts_you", f"{player.name} chooses a creature they control as their Ring-bearer"),
             ("ring_bearer", "Ring-bearer is a designation; it is not a copiable value"))
    else:
        emit(game, f"The Ring tempts {player.name}, who controls no creature to choose as Ring-bearer.",
             ("ring_tempts_you", f"{player.name} controls no creature, so none is chosen"))
    times = player.ring_tempted
    emit(game, f"The Ring has tempted {player.name} {times} time{'s' if times != 1 else ''}: it has "
         + " ".join(f'"{t}"' for t in LEVELS[:min(times, 4)]),
         ("ring_tempted", "the Ring tempts a player whenever they complete these actions, even if some were impossible"),
         ("the_ring_emblem", "the Ring's abilities grow with the number of times it has tempted that player"))
    game.characteristics_changed()


def control_changed(game, obj) -> None:
    """701.54a: a creature stops being its player's Ring-bearer when another player gains control of it."""
    for p in game.players:
        if p.ring_bearer == (obj.id, obj.zcc) and obj.controller != p.index:
            p.ring_bearer = None


def add_legendary(game, c, obj) -> None:
    """The Ring's first ability: "Your Ring-bearer is legendary" (layer 4)."""
    if obj.zone != "in_play" or not any(p.ring_bearer for p in game.players):
        return
    if is_ring_bearer(game, obj) and "Legendary" not in c.supertypes:
        c.supertypes = tuple(c.supertypes) + ("Legendary",)


def cant_be_blocked_by_greater_power(game, b, bc, at, ac, bn, an):
    """The Ring's first ability: "... and can't be blocked by creatures with greater power" (509.1b)."""
    if not is_ring_bearer(game, at) or (bc.power or 0) <= (ac.power or 0):
        return None
    return "the_ring_emblem", (f"{an} is a Ring-bearer and can't be blocked by creatures with greater power, "
                               f"and {bn} has power {bc.power or 0} to its {ac.power or 0}")


def _trigger(game, player, text: str, effect: tuple, data: tuple, why: str) -> None:
    game.pending = game.pending + (PendingTrigger(player.index, None, -1, NAME, text, effect, (), None, data),)
    emit(game, f"The Ring's ability triggers: \"{text}\"",
         ("the_ring_emblem", why), ("emblem_abilities_function", "an emblem's abilities function in the command zone"))


def _bearer_player(game, obj):
    if obj is None or not is_ring_bearer(game, obj):
        return None
    return game.players[obj.controller]


def attacks(game, obj) -> None:
    """Level 2: "Whenever your Ring-bearer attacks, draw a card, then discard a card"."""
    p = _bearer_player(game, obj)
    if p is not None and level(p) >= 2:
        _trigger(game, p, LEVELS[1], ({"do": "draw", "amount": 1}, {"do": "ring_loot_discard", "bearer": obj.id}), (),
                 f"{p.name}'s Ring-bearer attacks and the Ring has tempted {p.name} two or more times")


def becomes_blocked_by(game, attacker, blocker) -> None:
    """Level 3: the blocking creature's controller sacrifices it at end of combat (a delayed trigger, 603.7)."""
    p = _bearer_player(game, attacker)
    if p is not None and level(p) >= 3:
        text = "The blocking creature's controller sacrifices it at end of combat."
        effect = ({"do": "delayed_trigger", "at": "end_of_combat", "refers_to": "it", "text": text,
                   "effect": [{"do": "ring_blocker_sacrificed", "what": "it"}]},)
        _trigger(game, p, LEVELS[2], effect, (("it", TargetRef("object", blocker.id, blocker.zcc)),),
                 f"{p.name}'s Ring-bearer becomes blocked by a creature and the Ring has tempted {p.name} three or more times")


def combat_damage_dealt(game, src, ref, amount: int) -> None:
    """Level 4: "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life"."""
    if src is None or ref is None or ref.kind != "player" or amount <= 0:
        return
    p = _bearer_player(game, src)
    if p is not None and level(p) >= 4:
        _trigger(game, p, LEVELS[3], ({"do": "for_each", "players": "each_opponent",
                                       "effect": [{"do": "lose_life", "amount": 3, "player": "it"}]},), (),
                 f"{p.name}'s Ring-bearer deals combat damage to a player and the Ring has tempted {p.name} four or more times")
