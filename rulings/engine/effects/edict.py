""""Each player sacrifices a creature of their choice", "Target opponent sacrifices a
creature of their choice" (an edict): each player named chooses a creature they control
as the spell or ability resolves (2007 413.2c; 2026 608.2d), the players choosing in
APNAP order (2007 103.4; 2026 101.4), then the chosen creatures are sacrificed at once:
one event, so each one's leaves-play abilities see the others (2007 410.10d; 2026 603.10a).

`player` names one player ("target:N", "it", "you"); `players` is "each_player" or
"each_opponent"; `sacrificed` is the kind of permanent ("creature", the default, "land", "artifact",
"enchantment" or "permanent": "Each player sacrifices a land of their choice"). The choices are the action's
`choices: {"source id": {"sacrifices": {"Bob": "creature id", ...}}}`; a player with no
choice given sacrifices the one they control that came into play last (the log says so)."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from ..targets import display
from .base import effect, resolve_ref

PLAYERS = ("each_player", "each_opponent")
KINDS = ("creature", "land", "artifact", "enchantment", "permanent")


def _is(game, obj, what: str) -> bool:
    return what == "permanent" or what.capitalize() in characteristics(game, obj).types


def _players(game, st, ctx) -> list:
    if "players" in st:
        ps = [game.players[i] for i in game.apnap()]
        return [p for p in ps if p.index != ctx.controller] if st["players"] == "each_opponent" else ps
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    return [] if ref is None or ref.kind != "player" else [game.player_named(ref.id)]


@effect("players_sacrifice", fields=("player", "players", "sacrificed"))
def players_sacrifice(game, st, ctx):
    from ..zones import leave_play, leaving_together
    players = _players(game, st, ctx)
    what = st.get("sacrificed", "creature")
    named = made_for(game, ctx.source_id).get("sacrifices") or {}
    if not isinstance(named, dict):
        raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.sacrifices must map a player's name to a permanent id",
                            "illegal_action_reversed")
    if len(players) > 1:
        emit(game, f"The players choose in turn order from the active player: {', '.join(p.name for p in players)}; "
                   f"then the {what}s are sacrificed at the same time.",
             ("apnap_order", "the active player makes their choice first, then each other player in turn order, then the actions happen at once"))
    strangers = sorted(set(named) - {p.name for p in players})
    if strangers:
        raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.sacrifices names {', '.join(strangers)}, "
                                                    f"who sacrifices nothing here (only {', '.join(p.name for p in players) or 'no one'})",
                            "illegal_action_reversed")
    chosen = []
    for p in players:
        why = ("choice_on_resolution", f"{p.name} chooses the {what} to sacrifice as it resolves")
        theirs = [o for o in game.in_play(p.index) if _is(game, o, what)]
        if p.name in named and named[p.name] not in {o.id for o in theirs}:
            raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.sacrifices.{p.name} must name one {what} "
                                                        f"{p.name} controls: {', '.join(o.id for o in theirs) or 'they control none'}",
                                "illegal_action_reversed")
        if not theirs:
            emit(game, f"{p.name} controls no {what}, so {p.name} sacrifices nothing.", why)
            continue
        if p.name in named:
            obj, note = game.objects[named[p.name]], ""
        else:
            obj = max(theirs, key=lambda o: o.timestamp)
            note = f" (no choice was given: the {what} they control that {game.words.came_into_play} last)"
        emit(game, f"{p.name} chooses {display(game, obj)} to sacrifice{note}.", why)
        chosen.append((p, obj))
    if not chosen:
        return
    if len(chosen) > 1:
        emit(game, f"{' and '.join(display(game, o) for _, o in chosen)} are sacrificed in one event.",
             ("leaves_play_looks_back", "permanents that leave in one event all see one another leave: abilities that trigger on leaving look back in time"))
    with leaving_together(game, [o for _, o in chosen]):
        for p, obj in chosen:
            emit(game, f"{p.name} sacrifices {display(game, obj)}.")
            leave_play(game, obj, "graveyard", "sacrifice")
