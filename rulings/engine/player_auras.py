"""Auras that enchant a player: "Enchant player" and "Enchant opponent" (the Curses). Such an Aura
targets and is attached to a player, never a permanent (2007 502.45d; 2026 702.5d, 303.4a-b); as a
state-based check it is put into its owner's graveyard when it isn't attached to a player its
enchant ability allows, or that player has left the game (2007 420.5d; 2026 704.5m, 303.4c).

The Aura's `attached_to` is then the player's name (a player's name is never an object's id), and
`game.attached_host` (a permanent) is None for it. What the Curses say of "enchanted player" is read
here: the step of that player ("At the beginning of enchanted player's upkeep", `whose`
`enchanted_player`) and the creatures they control ("Creatures enchanted player controls get -1/-1",
a static ability's `affects` `creatures_enchanted_player_controls`)."""
from __future__ import annotations

from .effects.base import effect
from .errors import IllegalAction
from .log import emit

#: the enchant abilities that name players, as an enchant keyword's `what`
KINDS = ("player", "opponent")


def kind(game, aura) -> str | None:
    """"player" or "opponent" when the Aura's enchant ability names players, else None."""
    from .continuous import characteristics
    for ab in characteristics(game, aura).abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == "enchant":
            return ab.get("what") if ab.get("what") in KINDS else None
    return None


def card_kind(card) -> str | None:
    """The same, read from a card definition (the loader's)."""
    for ab in (card.get("abilities") or ()) if isinstance(card, dict) else ():
        if isinstance(ab, dict) and ab.get("kind") == "keyword" and ab.get("keyword") == "enchant" and ab.get("what") in KINDS:
            return ab["what"]
    return None


def enchanted_player(game, aura):
    """The player the Aura is attached to, if it is one still in the game; else None."""
    name = aura.attached_to
    if not name or name in game.objects:
        return None
    found = next((p for p in game.players if p.name == name), None)
    return found if found is not None and not found.lost else None


def why_cant_enchant(game, aura, player) -> str | None:
    """None if the Aura may enchant `player`; else why not, in plain words."""
    if player is None:
        return "it isn't attached to a player in the game"
    if kind(game, aura) == "opponent" and player.index == aura.controller:
        return f"{player.name} isn't an opponent of its controller"
    return None


def attach(game, aura, name: str) -> None:
    aura.attached_to = name
    aura.attached_zcc = 0
    game.characteristics_changed()


def as_it_enters(game, aura, controller: int) -> str:
    """An Aura that enchants a player put onto the battlefield without being cast: the player putting
    it there chooses a player it can enchant (2007 212.4j; 2026 303.4f), `choices: {"aura": {"enchant":
    "Bob"}}`; without a choice, their first opponent in turn order, said."""
    from .choices import made_for
    want = kind(game, aura)
    legal = [p for p in game.players if not p.lost and (want == "player" or p.index != controller)]
    legal.sort(key=lambda p: (p.index == controller, (p.index - controller) % len(game.players)))
    cite = ("aura_enters_not_cast", "the player putting it there chooses what it enchants as it enters")
    named = made_for(game, aura.id).get("enchant")
    who = game.players[controller].name
    if named is not None:
        player = next((p for p in legal if p.name == named), None)
        if player is None:
            raise IllegalAction("aura_enters_not_cast", f"{aura.card.get('name')} can't enchant {named}")
        emit(game, f"{who} chooses {player.name} for {aura.card.get('name')} to enchant as it enters.", cite)
        return player.name
    if not legal:
        return ""
    emit(game, f"{who} chooses {legal[0].name} for {aura.card.get('name')} to enchant as it enters "
               "(no choice was given: the first legal player).", cite)
    return legal[0].name


def is_enchanted_players_step(game, source, active: int) -> bool:
    player = enchanted_player(game, source)
    return player is not None and player.index == active


def fire_attacked(game, chosen, attacked_planeswalkers: dict) -> None:
    """Attackers were declared: the defending player "is attacked" if one or more creatures attack
    them, not only their planeswalkers (2026 508.3b; the 2007 rules have no rule on it)."""
    if any(o.id not in attacked_planeswalkers for o in chosen):
        from .triggers import fire
        fire(game, "player_attacked", player=game.defending, attacker=game.active)


def matches_attacked(game, trig: dict, source, data: dict) -> bool:
    """ "Whenever enchanted player is attacked" (`who`: `enchanted_player`)."""
    player = enchanted_player(game, source)
    return trig.get("who") == "enchanted_player" and player is not None and player.index == data["player"]


def attacked_cites(game, data: dict) -> list:
    if not game.rules.applies("player_is_attacked"):
        return []
    return [("player_is_attacked", f"one or more creatures were declared as attackers attacking {game.players[data['player']].name}")]


@effect("attacking_opponent_does", fields=("effect",))
def attacking_opponent_does(game, st, ctx):
    """ "Each opponent attacking that player does the same": the instructions again, followed by the
    attacking player as its own (the active player: the engine's combat has one attacking player), if
    that player is an opponent of the ability's controller."""
    from .effects.base import Ctx, run
    attacker = game.active
    if attacker == ctx.controller or game.players[attacker].lost:
        emit(game, f"No opponent of {game.players[ctx.controller].name} is attacking that player: nobody else does the same.")
        return
    emit(game, f"{game.players[attacker].name}, an opponent attacking that player, does the same.")
    run(game, st.get("effect", ()), Ctx(attacker, ctx.source_id, ctx.source_name, ctx.targets, ctx.legal, ctx.x, dict(ctx.data)))
