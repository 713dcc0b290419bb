""" "Target opponent chooses a creature they control. Destroy that creature" (Imperial Edict, Wei
Assassins): a player chooses one of the permanents they control as the spell or ability resolves
(2007 413.2c; 2026 608.2d: a choice made on resolution, by the player the instruction names), not
a target: nothing about the chosen creature (shroud, protection) stops it being chosen. The words
after it ("that creature") mean the chosen permanent: it becomes the effect's "it".

`player` names who chooses ("target:N", "you"); `chosen` the kind ("creature", the only one
the cards use). The choice is the action's `choices: {"source id": {"chosen_permanent": "id"}}`,
a permanent of that kind the player controls; none given, the player chooses the one of that kind
they control that came into play last (the log says it is the default). A player who controls
none chooses nothing, and "that creature" then names nothing (2007 413.2a; 2026 608.2b's spirit:
an instruction about an object that isn't there does nothing)."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from ..state import TargetRef
from ..targets import display
from .base import effect, resolve_ref

KINDS = ("creature",)


@effect("player_chooses_permanent", fields=("player", "chosen"))
def player_chooses_permanent(game, st, ctx):
    ctx.data["it"] = None
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    if ref is None or ref.kind != "player":
        return  # an illegal target player chooses nothing (2007 413.2a; 2026 608.2b)
    kind = st.get("chosen", "creature")
    field = f'"choices": {{"{ctx.source_id}": {{"chosen_permanent": ...}}}}'
    obj = _choice_of(game, ctx, game.player_named(ref.id), kind, made_for(game, ctx.source_id or "").get("chosen_permanent"), field)
    if obj is None:
        return
    ctx.data["it"] = TargetRef("object", obj.id, obj.zcc)


def _choice_of(game, ctx, p, kind: str, given, field: str):
    """The permanent of `kind` player `p` chooses as the effect resolves (2007 413.2c; 2026 608.2d):
    `given`, which must be one they control, or by default the one they control that came into play
    last (the log says so); None, and the log says so, when they control none."""
    theirs = [o for o in game.in_play(p.index) if kind.capitalize() in characteristics(game, o).types]
    why = ("choice_on_resolution", f"{p.name} makes the choice {ctx.source_name} tells them to make as it resolves")
    if given is not None and given not in {o.id for o in theirs}:
        raise IllegalAction("choice_on_resolution", f"{p.name} must choose a {kind} they control: the action's {field} names "
                                                    f"{given}, not one of {', '.join(sorted(o.id for o in theirs)) or 'none (they control none)'}",
                            "illegal_action_reversed")
    if not theirs:
        emit(game, f"{p.name} controls no {kind}, so {p.name} chooses nothing.", why)
        return None
    obj = game.objects[given] if given is not None else max(theirs, key=lambda o: o.timestamp)
    note = "" if given is not None else \
        f" (no choice was given: the default, the {kind} they control that {game.words.came_into_play} last)"
    emit(game, f"{p.name} chooses {display(game, obj)}{note}.", why)
    return obj


@effect("others_cant_block_this_turn", fields=("player",))
def others_cant_block_this_turn(game, st, ctx):
    """ "Other creatures they control can't block this turn" (Goblin War Cry) after the choice: a
    restriction on blocking (2007 309.2a; 2026 509.1b) for the rest of the turn, read of each
    creature as blockers are declared (it changes no object's characteristics, so it binds a
    creature the player controls later too: 2007 418.3b; 2026 611.2c), every creature the player controls but the
    chosen one (the same object: a new object it becomes is another creature, 2007 217.1c; 2026 400.7)."""
    from ..state import Effect
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    chosen = ctx.data.get("it")
    spared = (("spared", chosen.id), ("spared_zcc", chosen.zcc)) if chosen is not None else ()
    game.effects = game.effects + (Effect(game.new_timestamp(), "others_cant_block", "", 0, (("player", p.index), *spared),
                                          "end_of_turn", ctx.source_name),)
    but = f" but {display(game, game.objects[chosen.id])}" if chosen is not None else ""
    emit(game, f"Creatures {p.name} controls{but} can't block this turn.",
         ("blocking_restrictions", "a restriction on blocking, checked of each creature as blockers are declared"),
         ("rules_modifying_effect", "it changes no object's characteristics, so it binds creatures it didn't affect as it began"))


def _others_cant_block(game, b, bc, at, ac, bn, an):
    """The restriction above on `b` blocking (a check of evasion.BLOCK_CHECKS)."""
    for e in game.effects:
        if e.kind == "others_cant_block" and b.controller == e.get("player") \
                and not (b.id == e.get("spared") and b.zcc == e.get("spared_zcc")):
            return "blocking_restrictions", f"creatures {game.players[e.get('player')].name} controls other than the one chosen can't block this turn"
    return None


def _register() -> None:
    from .. import evasion
    evasion.BLOCK_CHECKS += (_others_cant_block,)


_register()


@effect("players_choose_permanents", fields=("players", "chosen"))
def players_choose_permanents(game, st, ctx):
    """ "Each player chooses a creature they control" (Divine Reckoning): each player chooses one they
    control as it resolves (2007 413.2c; 2026 608.2d), in APNAP order (2007 103.4; 2026 101.4). The
    choices are the action's `choices: {"source id": {"chosen_permanents": {"Bob": "id", ...}}}`; a
    player with none given chooses the one of that kind they control that came into play last (the
    log says so); one who controls none chooses nothing. What follows reads them ("the rest")."""
    kind = st.get("chosen", "creature")
    named = made_for(game, ctx.source_id or "").get("chosen_permanents") or {}
    field = f'"choices": {{"{ctx.source_id}": {{"chosen_permanents": ...}}}}'
    players = [game.players[i] for i in game.apnap()]
    strangers = sorted(set(named) - {p.name for p in players})
    if strangers:
        raise IllegalAction("choice_on_resolution", f"the action's {field} names {', '.join(strangers)}, who chooses nothing here",
                            "illegal_action_reversed")
    chosen = []
    emit(game, f"The players choose in turn order from the active player: {', '.join(p.name for p in players)}.",
         ("apnap_order", "the active player makes their choice first, then each other player in turn order"))
    for p in players:
        obj = _choice_of(game, ctx, p, kind, named.get(p.name), field)
        if obj is None:
            continue
        chosen.append(TargetRef("object", obj.id, obj.zcc))
    ctx.data["chosen_permanents"] = chosen


@effect("destroy_the_rest", fields=("chosen",))
def destroy_the_rest(game, st, ctx):
    """ "Destroy the rest" after `players_choose_permanents`: every permanent of that kind in play that
    was not chosen (the same objects), destroyed in one event, each one's leaves-play abilities seeing
    the others (2007 410.10d; 2026 603.10a)."""
    from ..zones import destroy as destroy_permanent, leaving_together
    from .moves import destroyed_as
    kind = st.get("chosen", "creature")
    kept = {(r.id, r.zcc) for r in ctx.data.get("chosen_permanents") or ()}
    rest = [o for o in game.in_play() if kind.capitalize() in characteristics(game, o).types and (o.id, o.zcc) not in kept]
    emit(game, f"The {kind}s not chosen, destroyed together: {', '.join(display(game, o) for o in rest) or 'none'}.",
         ("leaves_play_looks_back", "permanents that leave in one event all see one another leave: abilities that trigger on leaving look back in time"))
    with leaving_together(game, rest):
        for obj in rest:
            destroy_permanent(game, obj, can_regenerate=True, said=destroyed_as(game, obj))
