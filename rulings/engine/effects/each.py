""""All white creatures get +1/+1 until end of turn", "each other creature that
shares a color with it": an instruction for each creature in play that matches
as the spell or ability resolves. The set is fixed then (418.3b; a prevention
shield for each applicable creature, 419.7c): a creature that matches later gets
nothing, one that stops matching keeps what it got."""
from __future__ import annotations

from dataclasses import replace

from .. import target_filter
from ..continuous import characteristics, creature_filter_matches
from ..log import emit
from ..state import TargetRef
from ..targets import display
from ..zones import leaving_together
from .base import effect, object_of, resolve_ref, run


def _matches(game, obj, crit: dict, ctx, like) -> bool:
    c = characteristics(game, obj)
    if not c.is_creature:
        return False
    if "color" in crit and crit["color"] not in c.colors:
        return False
    if crit.get("you_control") and obj.controller != ctx.controller:
        return False
    if not creature_filter_matches(crit, c, obj, game.objects.get(ctx.source_id), ctx.controller):
        return False
    if "shares_color_with" in crit:
        # "each other creature that shares a color with it": not the object itself, and it needs a color in common
        if like is None or obj.id == like.id or not set(c.colors) & set(characteristics(game, like).colors):
            return False
    return True


# the instructions that make a continuous effect (418.3b: its set is fixed as it begins)
_CONTINUOUS = ("pump", "set_pt", "gain_ability", "lose_ability", "lose_all_abilities", "set_types", "set_colors",
               "switch_pt", "prevent_damage", "regenerate", "gain_control", "redirect_damage")
_CONTINUOUS += ("becomes_creature",)  # "All lands become 2/2 creatures until end of turn" (oracle/animate_types.py)


# the instructions that move a permanent out of play: "destroy all ..." moves them in one event
_LEAVING = ("destroy", "remove_from_game", "return_to_hand", "sacrifice")


def _described(game, obj, spec: dict, ctx) -> bool:
    """ "All [permanents as described]": a permanent in play the filter describes
    (the target filter's words, with no target: protection doesn't stop it)."""
    spec = target_filter.with_x(spec, ctx.x)  # "all creatures with mana value X or less": the spell's X (107.3a)
    return target_filter.why_not(game, spec, obj, obj.id, None, ctx.source_id, ctx.controller) is None


@effect("for_each", fields=("creatures", "permanents", "players", "effect", "controlled_by"))
def for_each(game, st, ctx):
    """Follow `effect` once for each creature in play that matches `creatures`
    (or each permanent the target filter `permanents` describes: "destroy all
    artifacts and enchantments"), with "it" naming that object; they are chosen
    once, now. With `players` ("each_player", "each_opponent"), once for each
    such player. Destroying, exiling or returning them all is one event: they
    leave together, each one's leaves-play abilities seeing the others (2007:
    410.10d; 2026: 603.10a)."""
    if "players" in st:
        return _for_each_player(game, st, ctx)
    if "permanents" in st:
        chosen = [o for o in game.in_play() if _described(game, o, st["permanents"], ctx)]
        if "controlled_by" in st:  # "all creatures target player controls": that player's, as it resolves
            found = resolve_ref(game, ctx, st["controlled_by"])
            pw = object_of(game, found)
            if pw is not None and pw.zone == "in_play" and "Planeswalker" in characteristics(game, pw).types:
                who = pw.controller  # "that player or that planeswalker's controller": a planeswalker target's controller now
            elif found is None or found.kind != "player":
                return  # an illegal target player: nothing is done to their permanents (2007 413.2a; 2026 608.2b)
            else:
                who = game.player_named(found.id).index
            chosen = [o for o in chosen if o.controller == who]
        kind = "permanents"
    else:
        crit = st.get("creatures") or {}
        like = None
        if "shares_color_with" in crit:
            like = object_of(game, resolve_ref(game, ctx, crit["shares_color_with"]))
            if like is None or like.zone != "in_play":
                return
        chosen = [o for o in game.in_play() if _matches(game, o, crit, ctx, like)]
        kind = "creatures"
    names = ", ".join(display(game, o) for o in chosen) or f"no {kind[:-1]}"
    steps = st.get("effect", ())
    if [s.get("do") for s in steps] and all(s.get("do") in _LEAVING for s in steps) and len(steps) == 1:
        emit(game, f"The {kind} it affects as it resolves, leaving {game.words.in_play} together: {names}.",
             ("leaves_play_looks_back", "permanents that leave in one event all see one another leave: abilities that trigger on leaving look back in time"))
        with leaving_together(game, chosen):
            for o in chosen:
                run(game, steps, replace(ctx, data={**ctx.data, "it": TargetRef("object", o.id, o.zcc)}))
        return
    if any(s.get("do") in _CONTINUOUS for s in steps):
        emit(game, f"The {kind} it affects are fixed as it resolves: {names}.",
             ("affected_set_locked_in", "the set of objects a resolving spell's or ability's continuous effect affects is determined "
                                        "when the effect begins and doesn't change"),
             *((("prevention_shield_each", "a prevention shield for each applicable creature as it resolves"),)
               if any(s.get("do") == "prevent_damage" for s in steps) else ()))
    else:  # a one-shot instruction for each ("destroy all creatures"): no continuous effect to lock in
        emit(game, f"The {kind} it affects as it resolves: {names}.")
    for o in chosen:
        run(game, st.get("effect", ()), replace(ctx, data={**ctx.data, "it": TargetRef("object", o.id, o.zcc)}))


def _for_each_player(game, st, ctx):
    """"Each player draws a card", "each opponent loses 2 life": each player in
    the game (or each opponent of the controller) in APNAP order (2007: 103.4;
    2026: 101.4), with "it" naming that player."""
    players = [game.players[i] for i in game.apnap()]
    if st["players"] in ("each_opponent", "each_other_opponent"):
        players = [p for p in players if p.index != ctx.controller]
    if st["players"] == "each_other_opponent":  # "each other opponent": but the player the trigger event named (combat_damage_dealers.py)
        from ..combat_damage_dealers import other_than_event_player
        players = other_than_event_player(ctx, players)
    who = {"each_opponent": "each opponent", "each_other_opponent": "each other opponent"}.get(st["players"], "each player")
    emit(game, f"For {who}, in turn order from the active player: {', '.join(p.name for p in players) or 'none'}.",
         ("apnap_order", f"{who} acts in APNAP order: the active player first, then the others in turn order"))
    for p in players:
        run(game, st.get("effect", ()), replace(ctx, data={**ctx.data, "it": TargetRef("player", p.name, 0)}))
