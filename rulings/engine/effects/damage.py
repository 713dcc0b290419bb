"""Damage, its prevention (419.7 in 2007: prevention shields) and
regeneration shields (419.6b), with the riders that outlive the spell."""
from __future__ import annotations

from ..continuous import characteristics, left_play
from ..log import emit
from ..protection import protected_from
from ..protection import text as protection_text
from ..state import Effect, TargetRef
from ..targets import display, ref_display
from .base import amount_of, effect, object_of, permanent, resolve_ref
from .. import prevented_life  # "You gain life equal to the damage prevented this way" (2026 615.5)


def deal_damage(game, source_name: str, ref: TargetRef, n: int, combat: bool = False, source_id: str | None = None,
                unpreventable: bool = False):
    """Deal `n` damage to `ref` after prevention and replacement; the recipient
    and the damage dealt, or None if no damage was dealt. `unpreventable`: the
    damage can't be prevented (the engine's unpreventable.py)."""
    if n <= 0:
        return None
    from ..unpreventable import cant_be_prevented, protection_ignored
    why = cant_be_prevented(game, unpreventable)
    if why is None and source_id is not None:  # "Damage that would be dealt by this creature can't be prevented."
        from ..unpreventable import source_says
        why = source_says(game, game.objects.get(source_id))
    if source_id is not None and why is None and protection_prevents(game, source_name, game.objects.get(source_id), ref, n):
        return None
    if source_id is not None and why is not None and ref.kind == "object" and protected_from(game, game.objects.get(ref.id), game.objects.get(source_id)):
        protection_ignored(game, source_name, ref, n, why)
    ref, n = _replace(game, source_name, game.objects.get(source_id) if source_id is not None else None, ref, n, combat, why)
    if n <= 0:
        return None
    kind = "combat damage" if combat else "damage"
    obj = None
    source = game.objects.get(source_id) if source_id is not None else None
    cites = ()
    if source is not None and left_play(source):
        cites = (("combat_damage_source_last_known" if combat else "last_known_information",
                  f"{source_name} has {game.words.left_play}: the damage is dealt by it as it last existed"),)
    infect, wither = _infect_and_wither(game, source)
    if ref.kind == "player":
        p = game.player_named(ref.id)
        if infect:
            p.poison = p.poison + n
            emit(game, f"{source_name} deals {n} {kind} to {p.name}: {p.name} gets {n} poison counter{'s' if n != 1 else ''} "
                       f"({p.poison} in all) instead of losing life.", *cites,
                 ("infect", f"{source_name} has infect: damage to a player gives poison counters"))
        else:
            p.life = p.life - n
            emit(game, f"{source_name} deals {n} {kind} to {p.name} ({p.life} life).", *cites,
                 *((("damage_to_player_life", f"{p.name} loses that much life"),) if game.rules.applies("damage_to_player_life") else ()))
    else:
        obj = game.objects[ref.id]
        if (obj.id, obj.zcc) not in game.permanents_damaged_this_turn:  # "that was dealt damage this turn" (target_filter.py)
            game.permanents_damaged_this_turn = game.permanents_damaged_this_turn + ((obj.id, obj.zcc),)
        from ..planeswalkers import damage_to_planeswalker, has_planeswalkers, is_planeswalker
        c = characteristics(game, obj) if has_planeswalkers(game) else None
        if c is not None and is_planeswalker(c):
            damage_to_planeswalker(game, obj, n, source_name, kind, cites)
            if not c.is_creature:
                _results_of_damage(game, source_name, source, ref, obj, n, combat)
                return ref, n
            cites = ()
        if infect or wither:
            obj.counters = {**obj.counters, "-1/-1": obj.counters.get("-1/-1", 0) + n}
            game.characteristics_changed()
            emit(game, f"{source_name} deals {n} {kind} to {display(game, obj)}: it gets {n} -1/-1 counter{'s' if n != 1 else ''} "
                       f"instead of marked damage.", *cites,
                 ("infect_creature", f"{source_name} has infect") if infect else ("wither", f"{source_name} has wither"))
        else:
            obj.damage = obj.damage + n
            emit(game, f"{source_name} deals {n} {kind} to {display(game, obj)} (now {obj.damage} damage marked).", *cites,
                 *((("damage_marked", "that much damage is marked on it"),) if game.rules.applies("damage_marked") else ()))
    _results_of_damage(game, source_name, source, ref, obj, n, combat)
    return ref, n


def protection_prevents(game, source_name: str, source, ref: TargetRef, n: int) -> bool:
    """502.7e (702.16e): damage from a source with the quality a creature has
    protection from is prevented. True (and logged) if it is."""
    if ref.kind != "object" or source is None:
        return False
    quality = protected_from(game, game.objects.get(ref.id), source)
    if quality:
        emit(game, f"{n} damage from {source_name} to {ref_display(game, ref)} is prevented: it has {protection_text(quality)}.",
             ("protection_damage", f"damage from a source with the stated quality ({quality}) is prevented"))
    return bool(quality)


def _infect_and_wither(game, source) -> tuple[bool, bool]:
    """702.90b-c, 702.80a (2026 keywords): damage from a source with infect gives
    a player poison counters and a creature -1/-1 counters; wither, the latter.
    Read from the source as it last existed if it left (702.90d, 702.80b)."""
    from ..continuous import last_known
    if source is None or not game.rules.modern_keywords:
        return False, False
    c = last_known(game, source)
    return c.has_keyword("infect"), c.has_keyword("wither")


def _results_of_damage(game, source_name: str, src, ref: TargetRef, obj, n: int, combat: bool = False) -> None:
    """What dealing damage causes besides the damage (120.3 in 2026): deathtouch
    (702.2b) and lifelink (702.15b) under the 2026 rules, read from the source as
    it last existed if it left (702.2e, 702.15c), and abilities that trigger on
    damage being dealt (2007 cards printed those as triggers)."""
    from ..continuous import last_known
    from ..triggers import fire
    if src is None:
        return
    if obj is not None:
        from ..replacement import remember_damage
        remember_damage(game, src, obj)  # "If a creature dealt damage by ~ this turn would die, exile it instead"
    if game.rules.modern_keywords:
        c = last_known(game, src)
        if obj is not None and c.has_keyword("deathtouch"):
            game.effects = game.effects + (Effect(game.new_timestamp(), "deathtouch_damage", obj.id, obj.zcc, (), None, source_name),)
            emit(game, f"{display(game, obj)} was dealt damage by a source with deathtouch.",
                 ("deathtouch", f"{source_name} has deathtouch: the creature will be destroyed as a state-based action"))
        if c.has_keyword("lifelink"):
            gainer = game.players[src.controller if src.zone in ("in_play", "stack") else src.owner]
            from ..life_and_draws import gain_life
            gain_life(game, gainer, n, f"{gainer.name} gains {n} life as {source_name}'s damage is dealt ({gainer.life + n} life).",
                      (("lifelink", f"{source_name} has lifelink: its controller gains that much life at the same time"),))
    fire(game, "deals_damage", source=src, obj=obj, it=ref, amount=n, combat=combat)
    from ..damage_events import dealt
    dealt(game, src, n, combat, obj)  # "Whenever ~ deals damage / is dealt damage": one event for all of it at once
    if combat:
        from ..monarch import combat_damage_dealt
        combat_damage_dealt(game, src, ref, n)
        from ..the_ring import combat_damage_dealt as ring_bearer_damage
        ring_bearer_damage(game, src, ref, n)  # the Ring's fourth ability (2026 701.54c)
        from ..combat_damage_batches import dealt as batch_dealt
        batch_dealt(game, src, ref, n)  # "one or more creatures you control deal combat damage to a player"


def _replace(game, source_name: str, source, ref: TargetRef, n: int, combat: bool = False,
             unpreventable: str | None = None) -> tuple[TargetRef, int]:
    """The replacement and prevention effects on one damage event: prevention
    shields on the recipient (419.7b), static abilities that double damage
    from the sources they name, and redirections to another recipient (419.6c);
    the affected player or controller chooses the order (419.9a) and each
    applies once (419.6a). The recipient and the damage left."""
    from .. import prevention_statics, redirected_amounts
    from ..replacement import choose
    from . import redirection
    applied = set()
    while n > 0:
        options = [r for r in _damage_replacements(game, source, ref, combat) + redirection.options(game, ref)
                   if (r.source_id, r.timestamp) not in applied]
        if unpreventable is not None:  # "can't be prevented": the prevention effects prevent none of it
            from .. import unpreventable as rule
            if prevention := [r for r in options if rule.is_prevention(r)]:
                rule.applied_without_preventing(game, prevention, source_name, ref, n, unpreventable)
                applied |= {(r.source_id, r.timestamp) for r in prevention}
                options = [r for r in options if not rule.is_prevention(r)]
        if not options:
            break
        chooser = ref.id if ref.kind == "player" else game.players[game.objects[ref.id].controller].name
        r = choose(game, options, chooser, f"the {n} damage from {source_name} to {ref_display(game, ref)}")
        applied.add((r.source_id, r.timestamp))
        if redirected_amounts.is_amount_redirection(r):  # "The next 1 damage ... is dealt to target creature instead"
            ref, n = redirected_amounts.redirect_some(game, r, source_name, source, ref, n, combat, unpreventable is not None)
        elif (r.effect is not None and r.effect.kind == "redirect") or (r.ability and r.ability["replacement"].get("instead") == "redirect"):
            ref, n = redirection.redirect(game, r, source_name, source, ref, n)
        elif r.effect is not None and r.effect.kind == "prevent_source":
            from ..replacement import remove_effect
            remove_effect(game, r.effect)
            emit(game, f"All {n} damage from {source_name} to {ref_display(game, ref)} is prevented by {r.source_name}: "
                       f"it is the source chosen for that shield.",
                 ("source_of_your_choice", "the next time the chosen source would deal damage, that damage is prevented"),
                 *((("shield_rechecks_source", f"{source_name} is still {r.effect.get('color')} as it would deal the damage"),)
                   if r.effect.get("color") else ()),
                 *((("shield_rechecks_source", f"{source_name} is still {' or '.join(r.effect.get('either_color'))} as it would deal the damage"),)
                   if r.effect.get("either_color") else ()),
                 *((("shield_rechecks_source", f"{source_name} is still an artifact as it would deal the damage"),)
                   if r.effect.get("artifact_source") else ()))
            prevented_life.gain(game, r.effect, n, r.source_name)  # "You gain life equal to the damage prevented this way"
            n = 0
        elif r.effect is not None and r.effect.kind == "prevent_all" and r.effect.get("from") == "combat":
            emit(game, f"All {n} combat damage from {source_name} to {ref_display(game, ref)} is prevented by {r.source_name}.",
                 ("prevention_effect", "all combat damage that would be dealt this turn is prevented"),
                 ("rules_modifying_effect", "the effect changes the rules of the game, so it covers every creature's combat "
                                            f"damage, including creatures that weren't {game.words.in_play} when it began"))
            n = 0
        elif r.effect is not None and r.effect.kind == "prevent_all":
            emit(game, f"All {n} damage from {source_name} to {ref_display(game, ref)} is prevented by {r.source_name}.",
                 ("prevention_effect", f"{source_name} is a creature as it would deal the damage"),
                 ("rules_modifying_effect", "the effect changes the rules of the game, so it covers every creature, "
                                            f"including those that weren't creatures or {game.words.in_play} when it began"))
            prevented_life.gain(game, r.effect, n, r.source_name)  # "You gain life equal to the damage prevented this way"
            n = 0
        elif prevention_statics.is_resolved_prevention(r):
            n = prevention_statics.apply_resolved(game, r, source_name, ref, n)
        elif r.effect is not None:
            n = _use_shield(game, r.effect, source_name, ref, n)
        elif r.kind == "shield_counter":
            from ..later_counters import damage_prevented
            damage_prevented(game, game.objects[ref.id], source_name, n)
            n = 0
        elif prevention_statics.is_static_prevention(r):
            n = prevention_statics.apply(game, r, source_name, ref, n)
        else:
            n *= 2
            emit(game, f"{r.source_name} doubles the damage from {source_name} to {ref_display(game, ref)}: {n}.",
                 ("replacement_instead", f"{r.source_name}'s effect replaces the damage event with double the damage"),
                 ("replacement_once", "each replacement effect applies to the event once, never to its own result"))
    return ref, n


def _damage_replacements(game, source, ref: TargetRef, combat: bool = False) -> list:
    from ..continuous import last_known
    from ..replacement import Replacement, effects_on, shield, statics
    from .. import prevention_statics
    out = [shield(e) for e in effects_on(game, "prevent", ref.id, ref.zcc)]
    out += prevention_statics.options(game, source, ref, combat)  # static abilities: "Prevent all damage ... to ~"
    out += prevention_statics.resolved_options(game, source, ref, combat)  # "... to target creature this turn"
    from .. import prevention_filters
    out += prevention_filters.options(game, source, ref, combat)  # "... this turn to creatures you control"
    from ..later_counters import shield_option
    out += shield_option(game, game.objects.get(ref.id)) if ref.kind == "object" else []  # 2026 122.1c
    if combat:  # "Prevent all combat damage that would be dealt this turn" (Fog)
        out += [shield(e) for e in game.effects if e.kind == "prevent_all" and e.get("from") == "combat"]
    if source is None:
        return out
    out += [shield(e) for e in effects_on(game, "prevent_source", ref.id, ref.zcc) if _from_chosen_source(game, e, source)]
    if game.effects and last_known(game, source).is_creature:
        out += [shield(e) for e in game.effects if e.kind == "prevent_all" and e.get("from") == "creatures"]
    for perm, ab in statics(game, "deal_damage"):
        rep = ab["replacement"]
        if rep.get("whose") == "yours" and source.controller != perm.controller:
            continue
        if rep.get("what") == "creatures" and not last_known(game, source).is_creature:
            continue
        out.append(Replacement(perm.id, display(game, perm), perm.timestamp, ability=ab))
    return out


def _use_shield(game, sh, source_name: str, ref: TargetRef, n: int) -> int:
    from ..replacement import remove_effect
    left = sh.get("amount")
    used = min(left, n)
    n -= used
    remove_effect(game, sh)
    if left - used > 0:
        game.effects = game.effects + (Effect(sh.timestamp, "prevent", sh.target, sh.zcc,
                                              (("amount", left - used), ("source_id", sh.get("source_id"))), sh.until, sh.source),)
    emit(game, f"{used} damage from {source_name} to {ref_display(game, ref)} is prevented.",
         ("prevention_shield", f"{sh.source}'s shield prevents {used} damage and has {left - used} left"))
    return n


@effect("damage", fields=("amount", "to", "no_regenerate", "exile_if_dies", "cant_be_prevented", "no_regenerate_if_dealt", "if_creature"))
def damage(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("to", "target:0"))
    if ref is None:
        return
    if ref.kind == "object":
        obj = object_of(game, ref)
        if obj is None or obj.zone != "in_play":
            return
    dealt = deal_damage(game, ctx.source_name, ref, amount_of(game, ctx, st.get("amount", 0)), source_id=ctx.source_id,
                        unpreventable=bool(st.get("cant_be_prevented")))
    if dealt is not None:  # "You gain life equal to the damage dealt this way" (life_events.count_damage_dealt)
        from ..life_events import note_damage_dealt
        note_damage_dealt(ctx, dealt[1])
    if st.get("no_regenerate") and ref.kind == "object":
        cant_be_regenerated(game, object_of(game, ref), ctx)
    if st.get("exile_if_dies") and dealt is not None:
        exile_if_dies_this_turn(game, dealt[0], ctx)
    if st.get("no_regenerate_if_dealt") and dealt is not None:
        dealt_creature_cant_be_regenerated(game, dealt[0], ctx)
    if st.get("if_creature"):
        target_creature_riders(game, ref, st["if_creature"], ctx)


def target_creature_riders(game, ref: TargetRef, riders, ctx) -> None:
    """"If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it
    instead" (Disintegrate): the riders on the target, if it is a creature on the battlefield as the
    instruction is followed, whether or not the damage was dealt (it is the target, not "a creature
    dealt damage this way"), until end of turn (2007: 419.6b, 419.1a, 418.3a; 2026: 701.19c, 614.1a,
    611.2a). A player or a planeswalker target gets neither."""
    obj = object_of(game, ref) if ref.kind == "object" else None
    if obj is None or obj.zone != "in_play" or not characteristics(game, obj).is_creature:
        return
    if "no_regenerate" in riders:
        cant_be_regenerated(game, obj, ctx)
    if "exile_if_dies" in riders:
        game.effects = game.effects + (Effect(game.new_timestamp(), "replace_graveyard", obj.id, obj.zcc,
                                              (("instead", "remove_from_game"), ("source_id", ctx.source_id)), "end_of_turn", ctx.source_name),)
        emit(game, f"If {display(game, obj)} would die this turn, it is {game.words.removed} instead.",
             ("replacement_instead", "an effect that says \"instead\" is a replacement effect"),
             ("effect_lasts_as_stated", "it lasts until end of turn, after its source has left the stack"))


def dealt_creature_cant_be_regenerated(game, ref: TargetRef, ctx) -> None:
    """"A creature dealt damage this way can't be regenerated this turn" (Incinerate): the rider
    on the creature the damage was dealt to (not one whose damage was all prevented; the one a
    redirection sent it to; not a player or a planeswalker), until end of turn (2007: 419.6b,
    418.3a; 2026: 701.19c, 611.2a)."""
    obj = game.objects.get(ref.id) if ref.kind == "object" else None
    if obj is None or obj.zone != "in_play" or not characteristics(game, obj).is_creature:
        return
    cant_be_regenerated(game, obj, ctx)


def exile_if_dies_this_turn(game, ref: TargetRef, ctx) -> None:
    """"If a creature dealt damage this way would die this turn, exile it instead"
    (Anger of the Gods): a shield on each creature the damage was dealt to (not
    one whose damage was all prevented; the one a redirection sent it to), until
    end of turn (2007: 419.1a, 418.3a; 2026: 614.1a, 611.2a)."""
    obj = game.objects.get(ref.id) if ref.kind == "object" else None
    if obj is None or obj.zone != "in_play" or not characteristics(game, obj).is_creature:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), "replace_graveyard", obj.id, obj.zcc,
                                          (("instead", "remove_from_game"), ("source_id", ctx.source_id)), "end_of_turn", ctx.source_name),)
    emit(game, f"{display(game, obj)} was dealt damage by {ctx.source_name}: if it would die this turn, it is {game.words.removed} instead.",
         ("replacement_instead", "an effect that says \"instead\" is a replacement effect"),
         ("effect_lasts_as_stated", "it lasts until end of turn, after its source has left the stack"))


def cant_be_regenerated(game, obj, ctx) -> None:
    """A rider: "it can't be regenerated this turn", which outlives the spell
    that said it (418.3a: it lasts as long as stated)."""
    if obj is None or obj.zone != "in_play":
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), "cant_regenerate", obj.id, obj.zcc,
                                          (("source_id", ctx.source_id),), "end_of_turn", ctx.source_name),)
    emit(game, f"{display(game, obj)} can't be regenerated this turn.",
         ("effect_lasts_as_stated", "the rider lasts until end of turn, after its source has left the stack"))


@effect("prevent_damage", fields=("amount", "to"))
def prevent_damage(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("to", "target:0"))
    if ref is None:
        return
    amount = amount_of(game, ctx, st.get("amount", 0))  # "Prevent the next X damage ..." (X announced)
    game.effects = game.effects + (Effect(game.new_timestamp(), "prevent", ref.id, ref.zcc,
                                          (("amount", amount), ("source_id", ctx.source_id)), "end_of_turn", ctx.source_name),)
    emit(game, f"The next {amount} damage to {ref_display(game, ref)} this turn will be prevented.")


def chosen_source(game, ctx, kind: str, what: str):
    """The source of your choice the action names (`choices.<source>.source`): a permanent or an object on the
    stack (419.8a / 609.7a: a card in a hand or library isn't one, refused), or None, said, when none is named."""
    from ..choices import made_for
    from ..errors import IllegalAction
    chosen_id = made_for(game, ctx.source_id).get("source")
    chosen = game.objects.get(chosen_id) if chosen_id else None
    if chosen is not None and chosen.zone not in ("in_play", "stack"):
        raise IllegalAction("source_of_your_choice", f"{display(game, chosen)} is neither a permanent nor a spell on the stack (the "
                                                     f"sources the engine offers), so it can't be chosen as the {kind} "
                                                     f"(choices.{ctx.source_id}.source)")
    if chosen is None:
        emit(game, f"No {kind} was chosen for {ctx.source_name}'s {what} (give it as the action's choice, "
                   f'{{"{ctx.source_id}": {{"source": "id"}}}}), so it prevents nothing.',
             ("source_of_your_choice", "the source is chosen as the effect is created"))
    return chosen


@effect("prevent_damage_from_source", fields=("to", "color", "either_color", "artifact_source", "gain_life_prevented"))
def prevent_damage_from_source(game, st, ctx):
    """"The next time a [red] source of your choice would deal damage to you
    this turn, prevent that damage" (Circle of Protection): the source is chosen
    as the effect is created (419.8a, 609.7a), given on the action as the
    choice for this spell's or ability's source (`{"id": {"source": "bolt"}}`);
    the shield rechecks the color as the source would deal damage, and isn't
    used up by damage it doesn't prevent (419.8b, 609.7b)."""
    from ..continuous import characteristics
    from ..errors import IllegalAction
    ref = resolve_ref(game, ctx, st.get("to", "you"))
    if ref is None:
        return
    color = st.get("color")
    from .. import chosen_source_kinds  # "a black or red source", "an artifact source"
    kind = chosen_source_kinds.words(st) or (f"{color} source" if color else "source")
    chosen = chosen_source(game, ctx, kind, "shield")
    if chosen is None:
        return
    if color and color not in characteristics(game, chosen).colors \
            or not chosen_source_kinds.fits(characteristics(game, chosen), st.get("either_color"), st.get("artifact_source")):
        raise IllegalAction("source_of_your_choice", f"{display(game, chosen)} is not a{'n' if kind[0] in 'aeiou' else ''} {kind}, so it can't be chosen")
    game.effects = game.effects + (Effect(game.new_timestamp(), "prevent_source", ref.id, ref.zcc,
                                          (("chosen", chosen.id), ("chosen_zcc", chosen.zcc), ("chosen_zone", chosen.zone),
                                           ("color", color), ("either_color", tuple(st.get("either_color") or ())),
                                           ("artifact_source", bool(st.get("artifact_source"))), ("source_id", ctx.source_id),
                                           *prevented_life.note(st, ctx, game)),
                                          "end_of_turn", ctx.source_name),)
    emit(game, f"The next time {display(game, chosen)} would deal damage to {ref_display(game, ref)} this turn, that damage will be prevented.",
         ("source_of_your_choice", f"{display(game, chosen)} is the {kind} chosen as the effect is created"))


def _from_chosen_source(game, e, source) -> bool:
    """The damage comes from the chosen source: the same object, or the
    permanent a chosen permanent spell became (419.8a); and it still has the
    color the shield names (419.8b)."""
    from ..continuous import last_known
    if source.id != e.get("chosen"):
        return False
    became = e.get("chosen_zone") == "stack" and source.zcc == e.get("chosen_zcc") + 1 and source.zone == "in_play"
    if source.zcc != e.get("chosen_zcc") and not became:
        return False
    from .. import chosen_source_kinds
    c = last_known(game, source)
    return (not e.get("color") or e.get("color") in c.colors) and chosen_source_kinds.fits(c, e.get("either_color"), e.get("artifact_source"))


@effect("prevent_all_damage", fields=("from", "gain_life_prevented"))
def prevent_all_damage(game, st, ctx):
    """"Prevent all damage creatures would deal this turn": it modifies no
    object's characteristics, so it modifies the rules of the game and applies
    to whatever is a creature when it would deal damage (418.3b). With `from`:
    "combat", Fog's "Prevent all combat damage that would be dealt this turn":
    every combat damage event this turn (2007: 419.7a; 2026: 615.1a)."""
    game.effects = game.effects + (Effect(game.new_timestamp(), "prevent_all", "", -1,
                                          (("from", st.get("from", "creatures")), ("source_id", ctx.source_id), *prevented_life.note(st, ctx, game)),
                                          "end_of_turn", ctx.source_name),)
    if st.get("from") == "combat":  # Fog: combat damage only, from any source
        emit(game, "All combat damage that would be dealt this turn will be prevented.",
             ("rules_modifying_effect", "it modifies no object's characteristics, so it modifies the rules of the game"))
        return
    emit(game, "All damage creatures would deal this turn will be prevented.",
         ("rules_modifying_effect", "it modifies no object's characteristics, so it modifies the rules of the game"))


@effect("regenerate", fields=("what",))
def regenerate(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "self")
    if obj is None:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), "regeneration", obj.id, obj.zcc,
                                          (("source_id", ctx.source_id),), "end_of_turn", ctx.source_name),)
    emit(game, f"The next time {display(game, obj)} would be destroyed this turn, it regenerates instead.",
         ("regeneration", "a regeneration shield: the next destruction this turn is replaced"))
