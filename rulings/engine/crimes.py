""""Whenever you commit a crime" (Marauding Sphinx, Deepmuck Desperado), "Whenever an opponent commits
a crime": a player commits a crime as they cast a spell, activate an ability, or put a triggered
ability on the stack and that spell or ability targets at least one opponent, at least one
permanent, spell or ability an opponent controls, and/or at least one card in an opponent's
graveyard (2026 700.13; later than February 2007, so the loader refuses it under the 2007 rules).
The engine notes it where the targets of each of those become targets (ward.became_targets' three
callers: a spell cast, an ability activated, a triggered ability put on the stack; a spell's new
target or a copy is neither).

The trigger: `{"event": "commits_crime", "whose": "your" | "opponent"}`."""
from __future__ import annotations

NO_CRIMES_2007 = ("committing a crime is later than the February 2007 rules (2026: 700.13); play this scenario under "
                  "the 2026-06-19 rules")


def _opponents_thing(game, player: int, ref) -> bool:
    if ref.kind == "player":
        return any(p.name == ref.id and p.index != player for p in game.players)
    obj = game.objects.get(ref.id)
    if obj is not None and obj.zcc == ref.zcc:
        if obj.zone == "graveyard":
            return obj.owner != player  # a card in an opponent's graveyard
        if obj.zone in ("in_play", "stack"):
            return obj.controller != player  # a permanent or a spell an opponent controls
        return False
    item = next((it for it in game.stack if it.id == ref.id), None)  # an ability on the stack
    return item is not None and item.controller != player


def note(game, player: int, targets) -> None:
    """`player` cast, activated or put on the stack something with `targets`: a crime if one is theirs."""
    if targets and any(_opponents_thing(game, player, ref) for ref in targets):
        from .triggers import fire
        fire(game, "commits_crime", player=player)


def matches(trig: dict, source, data: dict) -> bool:
    whose = trig.get("whose", "your")
    return data["player"] == source.controller if whose == "your" else data["player"] != source.controller


def cites(game, data: dict) -> list:
    name = game.players[data["player"]].name
    return [("commits_crime", f"{name} committed a crime: what they cast, activated or put on the stack targets an opponent, "
                              "something an opponent controls or a card in an opponent's graveyard")]
