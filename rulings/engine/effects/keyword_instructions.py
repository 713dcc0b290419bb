"""Cumulative upkeep [cost] (2007: 502.13a; 2026: 702.24a) as its triggered ability
resolves: an age counter is put on the permanent, then its controller may pay the
cost once for each age counter on it; if they don't, it is sacrificed. The 2026
rule begins "if this permanent is on the battlefield" (an intervening "if",
603.4): a permanent that has left (or that another player now controls) gets no
counter and nothing is paid or sacrificed. The whole cost is paid or none of it
(502.13a / 702.24a: "Partial payments aren't allowed").

The choice is the action's `choices` for the permanent (`{"id": {"pays": true}}`,
as for echo); without one they don't pay, and it is sacrificed. A mana cost or
"Pay N life" is played (N life for each age counter, paid only by a player with that
much life: 2026 119.4); the compiler leaves the other costs text only. Ingest's "that player exiles the top card of their library" (702.115a) is
here too, and backup's grant (2026 702.165a): the keywords' own instructions, never a card's."""
from __future__ import annotations

from ..choices import made_for
from ..log import emit
from ..targets import display
from .base import effect, permanent, run
from .players import _player
from .unless import pay_generic


@effect("cumulative_upkeep", fields=("cost", "life"), internal=True)
def cumulative_upkeep(game, st, ctx):
    you = game.players[ctx.controller]
    obj = permanent(game, ctx, {}, "what", "self")
    life = st.get("life")
    cost = st.get("cost") or f"{life} life"
    rule = ("cumulative_upkeep", f"cumulative upkeep {cost}: an age counter, then {cost} for each age counter or it is sacrificed")
    if obj is None or obj.controller != ctx.controller:
        emit(game, f"{ctx.source_name} is no longer a permanent {you.name} controls: it gets no age counter, "
                   "and there is nothing to pay for or sacrifice.", rule)
        return
    obj.counters = {**obj.counters, "age": obj.counters.get("age", 0) + 1}
    game.characteristics_changed()
    n = obj.counters["age"]
    total = cost * n if life is None else f"{life * n} life"
    emit(game, f"An age counter is put on {display(game, obj)} ({n} in all): its upkeep cost is {cost} for each, {total}.", rule)
    cites = [rule, ("choice_on_resolution", f"{you.name} chooses while the effect is applied whether to pay {total}")]
    if game.rules.applies("unless_pays"):
        cites.append(("unless_pays", "\"sacrifice it unless you pay\": its controller may pay; if they don't, it is sacrificed"))
    given = made_for(game, ctx.source_id).get("pays")
    if given and life is not None:
        if you.life < life * n:  # 2026 119.4; 2007: the glossary's "Cost" (no partial payment, 409.1h)
            from ..errors import IllegalAction
            raise IllegalAction("pay_life" if game.rules.applies("pay_life") else "pay_total_cost",
                                f"{you.name} has {you.life} life and can't pay {total} for {ctx.source_name}'s cumulative upkeep",
                                "illegal_action_reversed")
        you.life = you.life - life * n
        emit(game, f"{you.name} pays {total} ({you.life} life), so {display(game, obj)} stays.", *cites)
        return
    if given:
        pay_generic(game, you, total, ctx.source_name)
        emit(game, f"{you.name} pays {total}, so {display(game, obj)} stays.", *cites)
        return
    default = "" if given is not None else " (no choice was given: the player doesn't pay)"
    emit(game, f"{you.name} doesn't pay {total}{default}.", *cites)
    run(game, [{"do": "sacrifice", "what": "self"}], ctx)


@effect("exile_top_of_library", fields=("player",), internal=True)
def exile_top_of_library(game, st, ctx):
    """Ingest (702.115a): the damaged player exiles the top card of their library (nothing if it is empty)."""
    p = _player(game, st, ctx)
    if p is None:
        return
    library = game.zones[(p.index, "library")]
    rule = ("ingest", "ingest: the player dealt combat damage exiles the top card of their library")
    if not library:
        emit(game, f"{p.name}'s library is empty: there is no card to exile.", rule)
        return
    card = game.objects[library[-1]]
    game.move(card, "removed_from_game")
    emit(game, f"{p.name} exiles the top card of their library, {display(game, card)}.", rule)


@effect("backup_grant", fields=("abilities",), internal=True)
def backup_grant(game, st, ctx):
    """Backup's second sentence (2026 702.165a): "If that's another creature, it also gains the
    non-backup abilities of this creature printed below this one until end of turn"."""
    from .characteristics import gain_ability
    target = permanent(game, ctx, {}, "to", "target:0")
    rule = ("backup", "backup: another creature it targets gains the abilities printed below backup until end of turn")
    if target is None:
        return
    if target.id == ctx.source_id:
        emit(game, f"The target is {display(game, target)} itself, not another creature: it gains no ability.", rule)
        return
    for ab in st.get("abilities", ()):
        gain_ability(game, {"do": "gain_ability", "ability": ab, "to": "target:0", "until": "end_of_turn"}, ctx)
    emit(game, f"{display(game, target)} is another creature: it gains the abilities printed below backup until end of turn.", rule)


@effect("extort", internal=True)
def extort(game, st, ctx):
    """Extort (2026 702.101a): "you may pay {W/B}. If you do, each opponent loses 1 life and you gain
    life equal to the total life lost this way". The choice is the action's `choices` for the
    permanent (`{"id": {"may": true}}`); without one they don't pay."""
    from ..life_and_draws import gain_life
    you = game.players[ctx.controller]
    given = made_for(game, ctx.source_id).get("may")
    cites = [("extort", "extort: its controller may pay {W/B}; if they do, each opponent loses 1 life and they gain the life lost"),
             ("choice_on_resolution", f"{you.name} chooses while the effect is applied whether to pay {{W/B}}")]
    if not given:
        default = " (no choice was given: the player doesn't)" if given is None else ""
        emit(game, f"{you.name} doesn't pay {{W/B}} for extort{default}.", *cites)
        return
    pay_generic(game, you, "{W/B}", ctx.source_name)
    cites.append(("if_you_do", "\"if you do\" checks that the player chose to pay"))
    emit(game, f"{you.name} pays {{W/B}} for extort, so each opponent loses 1 life.", *cites)
    lost = 0
    for p in game.opponents(ctx.controller):
        before = p.life
        p.life = p.life - 1
        lost += before - p.life
        emit(game, f"{p.name} loses 1 life ({p.life} life).")
    gain_life(game, you, lost)


WARRIOR = {"types": ["Creature"], "subtypes": ["Warrior"], "colors": ["red"], "power": 1, "toughness": 1}


@effect("mobilize", fields=("count",), internal=True)
def mobilize(game, st, ctx):
    """Mobilize N (2026 702.181a): "create N 1/1 red Warrior creature tokens. Those tokens enter
    tapped and attacking. Sacrifice them at the beginning of the next end step." They attack the
    defending player (508.4: they were never declared as attackers, so "whenever ... attacks"
    abilities don't trigger). If that player controls a planeswalker, its controller could choose
    it instead: the engine doesn't offer that choice and refuses rather than choose for them."""
    from ..continuous import characteristics
    from ..errors import IllegalAction
    from ..state import DelayedTrigger
    from .tokens import create_token
    n = st.get("count", 1)
    rule = ("mobilize", f"mobilize {n}: {n} 1/1 red Warrior tokens enter tapped and attacking; they are sacrificed at the "
                        "beginning of the next end step")
    if game.defending is None:
        return
    if any("Planeswalker" in characteristics(game, o).types for o in game.in_play(game.defending)):
        raise IllegalAction("mobilize", f"{game.players[game.defending].name} controls a planeswalker, which the tokens could "
                                        "attack instead of the player: the engine doesn't offer that choice", "illegal_action_reversed")
    before = set(game.tokens)
    create_token(game, {"do": "create_token", "id": "warrior", "count": n, "token": WARRIOR}, ctx)
    made = [game.objects[oid] for oid in game.tokens if oid not in before]
    for obj in made:
        obj.tapped = True
        obj.attacking = True
    game.characteristics_changed()
    emit(game, f"{', '.join(display(game, o) for o in made)} {'enters' if len(made) == 1 else 'enter'} tapped and attacking "
               f"{game.players[game.defending].name}.", rule,
         ("put_onto_battlefield_attacking", "a creature put onto the battlefield attacking was never declared as an attacker"))
    refs = tuple((o.id, o.zcc) for o in made)
    d = DelayedTrigger(game.new_id("d"), "end_of_turn", ({"do": "sacrifice_mobilized", "tokens": [list(r) for r in refs]},), None,
                       ctx.controller, ctx.source_id or "", ctx.source_name, "Sacrifice them at the beginning of the next end step.")
    game.delayed = game.delayed + (d,)
    emit(game, f"A delayed triggered ability is created: \"{d.text}\"",
         ("delayed_trigger_created", "an effect creates an ability that triggers later"))


@effect("sacrifice_mobilized", fields=("tokens",), internal=True)
def sacrifice_mobilized(game, st, ctx):
    """Mobilize's delayed ability: each token it made that is still on the battlefield is sacrificed
    (by the ability's controller, who controls them unless control changed: only their own, 701.21a)."""
    for oid, zcc in st.get("tokens", ()):
        obj = game.objects.get(oid)
        if obj is None or obj.zcc != zcc or obj.zone != "in_play" or obj.controller != ctx.controller:
            continue
        name = display(game, obj)
        leave_play_sacrifice(game, obj)
        emit(game, f"{name} is sacrificed.")


def leave_play_sacrifice(game, obj) -> None:
    from ..zones import leave_play
    leave_play(game, obj, "graveyard", "sacrifice")


@effect("annihilator", fields=("count",), internal=True)
def annihilator(game, st, ctx):
    """Annihilator N (2026 702.86a): "defending player sacrifices N permanents" of their choice:
    the action's `choices` for the attacking creature names them (`{"id": {"sacrifice": [...]}}`,
    permanents that player controls); without one, the last ones they control (in the order they
    came into play), and the log says so. Fewer than N: all they control."""
    from ..errors import IllegalAction
    from ..zones import leave_play
    n = st.get("count", 1)
    if game.defending is None:
        return
    p = game.players[game.defending]
    theirs = [o.id for o in game.in_play(p.index)]
    named = made_for(game, ctx.source_id).get("sacrifice")
    rule = ("annihilator", f"annihilator {n}: the defending player sacrifices {n} permanents of their choice")
    for oid in named or ():
        if oid not in theirs or list(named).count(oid) > 1:
            raise IllegalAction("annihilator", f"{oid} is not a permanent {p.name} controls (each named once), so it can't be "
                                               "sacrificed to annihilator", "illegal_action_reversed")
    chosen = list(dict.fromkeys(named or ()))[:n]
    if named is not None and len(named) > n:
        raise IllegalAction("annihilator", f"{p.name} sacrifices only {n} permanents to annihilator, not {len(named)}",
                            "illegal_action_reversed")
    rest = [oid for oid in theirs if oid not in chosen]
    missing = min(n, len(theirs)) - len(chosen)
    default = rest[len(rest) - missing:] if missing > 0 else []
    if named is not None and default:
        raise IllegalAction("annihilator", f"{p.name} must sacrifice {min(n, len(theirs))} permanents to annihilator; the choice "
                                           f"names {len(chosen)}", "illegal_action_reversed")
    gone = [game.objects[oid] for oid in chosen + default]
    names = ", ".join(display(game, o) for o in gone) or "nothing (they control no permanent)"
    note = " (no choice was given: the last permanents they control)" if named is None and gone else ""
    emit(game, f"{p.name} sacrifices {names}{note}.", rule)
    for obj in gone:
        leave_play(game, obj, "graveyard", "sacrifice")
