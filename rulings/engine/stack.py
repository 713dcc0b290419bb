"""Resolving the top object of the stack (rules 413, 310.4, 404.3, 404.4d)."""
from __future__ import annotations

from . import effects
from .continuous import characteristics
from .log import emit, mark
from .state import TargetRef
from .targets import display, ref_display, why_illegal
from .triggers import check_condition, condition_text


def _check_targets(game, item, self_id=None):
    legal = []
    for spec, ref in zip(item.target_specs, item.targets):
        why = why_illegal(game, spec, ref, self_id, item.source_id, item.controller)
        legal.append(why is None)
        if why is not None:
            cites = [("illegal_targets_countered", "targets are checked again on resolution")]
            if getattr(why, "concept", None):
                cites.append((why.concept, str(why)))
            obj = game.objects.get(ref.id) if ref.kind == "object" else None
            if obj is not None and obj.zcc != ref.zcc:
                cites.append(("zone_change_new_object", "an object that changed zones is a new object, not the one targeted"))
            emit(game, f"{ref_display(game, ref)} is no longer a legal target: {why}.", *cites)
    return tuple(legal)


def resolve_top(game) -> None:
    item = game.stack[-1]
    game.stack = game.stack[:-1]
    if item.kind == "combat_damage":
        _resolve_combat_damage(game, item)
        return
    ctl = game.players[item.controller].name
    resolves = (f"{item.name} ({ctl}'s {'spell' if item.kind == 'spell' else item.kind + ' ability'}) resolves.",
                ("resolve_top_object", "the top object of the stack resolves"))
    held = None
    if game.rules.illegal_targets_dont_resolve and item.targets:
        # 608.2b: said once its targets are checked; with none legal it doesn't resolve
        held = (mark(game), resolves)
    else:
        emit(game, *resolves)
    if item.kind == "spell":
        _resolve_spell(game, item, held)
        return
    # abilities: delayed triggers that refer to a permanent fail if it left play (404.4d)
    dref = item.get("delayed_refers")
    card = any(st.get("do") == "return_to_play" for st in item.effect)  # a card an effect exiled ("return that card ...")
    if dref is not None and card:
        obj = game.objects.get(dref.id)
        if obj is None or obj.zcc != dref.zcc or obj.zone != "removed_from_game":
            emit(game, f"The delayed ability does nothing: the card it refers to has left the zone it was put into ({game.words.removed}).",
                 ("delayed_trigger_fails_left_zone", "a delayed triggered ability that refers to a card in a zone fails if it left that zone"),
                 ("zone_change_new_object", "a card that changed zones is a new object"))
            return
    elif dref is not None and (kept := _card_still_in_graveyard(game, dref, item)) is not None:
        emit(game, f"It still refers to {kept}, still in its owner's graveyard.")  # "return it to its owner's hand" (next_end_step_riders)
    elif dref is not None:
        obj = game.objects.get(dref.id)
        if obj is None or obj.zcc != dref.zcc or obj.zone != "in_play":
            back = obj is not None and obj.zcc != dref.zcc and obj.zone == "in_play"
            emit(game, f"The delayed ability does nothing: the permanent it refers to has {game.words.left_play}.",
                 ("delayed_trigger_fails_left_play", f"a delayed triggered ability that refers to a particular permanent fails if it {game.words.left_play}, even if it returned"),
                 *((("zone_change_new_object", f"{display(game, obj)} came back as a new object, not the one the ability refers to"),) if back else ()))
            return
        emit(game, f"It still refers to {display(game, obj)}, whatever its characteristics now.",
             ("delayed_trigger_follows_object", "a delayed triggered ability follows its object through changes of characteristics"))
    if item.condition is not None:
        if not check_condition(game, item.condition, item.controller, item.source_id, getattr(item, "source_zcc", None)):
            emit(game, f"{item.name}'s ability does nothing: the condition ({condition_text(item.condition, game.words)}) is no longer true.",
                 ("intervening_if", "the intervening \"if\" condition is checked again on resolution"))
            return
        emit(game, f"The condition ({condition_text(item.condition, game.words)}) is still true.",
             ("intervening_if", "the intervening \"if\" condition is checked again on resolution"))
    legal = ()
    if item.targets:
        legal = _check_targets(game, item)
        if not any(legal):
            emit(game, f"{item.name}'s ability {game.words.countered_on_resolution} because all its targets are illegal.",
                 ("illegal_targets_countered", f"a spell or ability whose targets are all illegal {game.words.countered_on_resolution}"))
            return
        _say_it_resolves(game, held)
    emit(game, f"Its instructions are followed in order: \"{item.text}\"", ("follow_instructions", "the controller follows the instructions in the order written"))
    ctx = effects.Ctx(item.controller, item.source_id, item.name, item.targets, legal, item.x, dict(item.data))
    ctx.data.setdefault("source_zcc", item.source_zcc if item.kind == "activated" else None)
    ctx.data.setdefault("stack_source_zcc", item.source_zcc)
    ctx.data.setdefault("stack_item_id", item.id)  # "transform this creature": not if it transformed since (2026 701.27f)  # the source as it was when it triggered or was activated
    if item.kind == "activated" and item.source_id:
        src = game.objects.get(item.source_id)
        if src is None or src.zcc != item.source_zcc:
            emit(game, "The ability resolves even though its source is gone.",
                 ("ability_independent_of_source", "an ability on the stack exists independently of its source"))
    effects.run(game, item.effect, ctx)


def _say_it_resolves(game, held) -> None:
    """608.2b (2026): "X resolves" is logged where it began, once a target is legal."""
    if held is not None:
        at, (text, cite) = held
        emit(game, text, cite, at=at)


def _resolve_spell(game, item, held=None) -> None:
    from .zones import move_card, put_into_play
    obj = game.objects[item.source_id]
    c = characteristics(game, obj)
    legal = ()
    if item.targets:
        legal = _check_targets(game, item, self_id=obj.id)
        from .bestow import ceases_on_resolution  # 2026 702.103e: it resolves as a creature spell
        if not any(legal) and ceases_on_resolution(game, obj, item):
            from dataclasses import replace
            c, item, legal = characteristics(game, obj), replace(item, targets=()), (True,)
        if not any(legal):
            move_card(game, obj, "graveyard")
            emit(game, f"{display(game, obj)} {game.words.countered_on_resolution} because all its targets are illegal"
                       + (", and goes to its owner's graveyard." if obj.zone == "graveyard" else "."),
                 ("illegal_targets_countered", "all of its targets are illegal now"))
            return
        _say_it_resolves(game, held)
    if "Instant" in c.types or "Sorcery" in c.types:
        emit(game, f"Its instructions are followed in order: \"{_instructions_text(item.text, c.abilities)}\"",
             ("follow_instructions", "the controller follows the instructions in the order written"))
        ctx = effects.Ctx(item.controller, obj.id, display(game, obj), item.targets, legal, item.x)
        ctx.data["choice"] = item.get("choice")
        ctx.data["sacrificed_power"] = item.get("sacrificed_power")
        ctx.data["sacrificed_toughness"] = item.get("sacrificed_toughness")  # "the sacrificed creature's toughness" (sacrificed_creature.py)
        ctx.data["sacrificed_mana_value"] = item.get("sacrificed_mana_value")  # "... the sacrificed creature's mana value" (Sacrifice)
        ctx.data["kicked"] = item.get("kicked")
        ctx.data["division"] = item.get("division")  # "divided as you choose" (divided_damage.py)
        ctx.data["bargained"] = item.get("bargained")  # 702.166b-c: bargain.py
        ctx.data["gift"] = item.get("gift") is not None  # 702.174k: gift.py
        from .gift import give
        give(game, item, c, obj.id, display(game, obj))  # 702.174j: before its other instructions
        effects.run(game, item.effect, ctx)
        if game.game_over:
            return
        if obj.zone == "stack" and item.get("from_hand"):
            from . import rebound  # 702.88a: exiled instead, to be cast at the next upkeep
            if rebound.applies(game, item, c):
                rebound.exile_as_it_resolves(game, obj, item)
        if obj.zone == "stack" and item.get("buyback"):
            from .buyback import return_to_hand
            return_to_hand(game, obj)
        if obj.zone == "stack":
            from .cipher import encode  # 2026 702.99a: exiled encoded on a creature instead
            if encode(game, obj, item, c):
                return
        if obj.zone == "stack":
            move_card(game, obj, "graveyard")
            emit(game, f"{display(game, obj)} is put into its owner's graveyard." if obj.zone == "graveyard"
                 else f"{display(game, obj)} leaves the stack.",
                 ("sorcery_to_graveyard_after_resolving" if "Sorcery" in c.types else "instant_to_graveyard_after_resolving",
                  f"{'a sorcery' if 'Sorcery' in c.types else 'an instant'} goes to the graveyard as the last step of resolving"))
        return
    from .bargain import mark_entering
    mark_entering(game, obj, item)  # 702.166c: "if it was bargained" (bargain.py)
    from .ravenous import mark_entering as ravenous_x
    ravenous_x(game, obj, item, c)  # 702.156a: "if X is 5 or more" (ravenous.py)
    from .cast_it import mark_entering as cast_it
    cast_it(game, obj, item)  # "if you cast it [from your hand]" (cast_it.py)
    ctl = game.players[item.controller].name
    w = game.words
    cites = (("permanent_spell_into_play", f"a permanent spell is put {w.into_play} under its controller's control"),)
    if "Aura" in c.subtypes and item.targets:
        enchanted = "player" if item.targets[0].kind == "player" else "creature"  # a Curse (player_auras.py)
        cites += (("static_ability", f"{display(game, obj)}'s static ability applies to the enchanted {enchanted} while the Aura is {w.in_play}"),)
        if enchanted == "player":
            cites += (("aura_enchants_player", "an Aura that enchants a player is attached to the player it targeted"),)
        cites += _aura_layers(c)
        from .bestow import enters_bestowed  # 2026 702.103b: the permanent it becomes is a bestowed Aura
        enters_bestowed(game, obj, item)
        put_into_play(game, obj, item.controller, "resolved", face_down=obj.face_down, attach_to=item.targets[0].id,
                      text=f"{display(game, obj)} {w.comes_into_play} under {ctl}'s control attached to {ref_display(game, item.targets[0])}.",
                      cites=cites, kicked=item.get("kicked") or False)
    else:
        from .graveyard_casting import escapes_with
        counters, escaped = escapes_with(game, c, item)  # 702.138c: "escapes with" counters, as it enters
        from .sunburst import with_sunburst
        counters = with_sunburst(game, obj, c, item, counters)  # 502.37a / 702.44a
        from .converge import with_converge
        counters = with_converge(game, obj, c, item, counters)  # "for each color of mana spent to cast it" (419.1b / 614.1c)
        from .adamant import with_adamant
        counters = with_adamant(game, obj, c, item, counters)  # adamant: "if at least three white mana was spent to cast this spell"
        put_into_play(game, obj, item.controller, "resolved", face_down=obj.face_down,
                      text=f"{display(game, obj)} {w.comes_into_play} under {ctl}'s control{escaped}.", cites=cites + counters[1],
                      choice=item.get("choice"), x=item.x, kicked=item.get("kicked") or False, counters=counters[0])
        from .offspring import trigger_paid  # offspring, squad (2026: 702.175a, 702.157a)
        trigger_paid(game, obj, item)
    if item.get("warped"):
        from .warp import after_entering  # 608.3g, 702.185a
        after_entering(game, obj, item)
    if item.get("sacrificed_at_cleanup"):
        from .casting_permissions import after_entering as flashed_entering  # "sacrifices it at the beginning of the next cleanup step"
        flashed_entering(game, obj, item)
    if item.get("alternative"):  # dash, blitz (702.109a, 702.152a)
        from .alternative_costs import entered
        entered(game, obj, item)
    if item.get("suspended") and c.is_creature:
        from .state import Effect
        game.effects = game.effects + (Effect(game.new_timestamp(), "gain_ability", obj.id, obj.zcc,
                                              (("ability", {"kind": "keyword", "keyword": "haste"}),
                                               ("while_controlled_by", item.controller)), None, "suspend"),)
        game.characteristics_changed()
        emit(game, f"{display(game, obj)} has haste: it was {game.words.cast_past} with suspend.",
             ("suspend", f"a creature spell {game.words.cast_past} with suspend gains haste until its controller loses control of it"))


def _resolve_combat_damage(game, item) -> None:
    emit(game, "Combat damage resolves: all of it is dealt at once, as it was assigned.",
         ("combat_damage_resolves", "combat damage resolves as an object on the stack"),
         ("combat_damage_as_assigned", "damage is dealt as assigned even if the source has left play or changed"))
    deal_combat_damage(game, item.assignments)


def deal_combat_damage(game, assignments) -> None:
    """Deal every assignment (310.4 in 2007, from the stack; 510.2 in 2026, at once)."""
    from .prevention_statics import simultaneous_damage
    from .damage_events import one_damage_event
    from .combat_damage_batches import one_combat_damage_step
    with one_combat_damage_step(game), simultaneous_damage(), one_damage_event(game):  # one damage event: a Phantom loses one counter for all of it
        _deal_each_assignment(game, assignments)


def _deal_each_assignment(game, assignments) -> None:
    for src_id, src_name, (kind, rid, rzcc), amount in assignments:
        ref = TargetRef(kind, rid, rzcc)
        if kind == "object":
            tgt = game.objects.get(rid)
            c = characteristics(game, tgt) if tgt is not None else None
            if tgt is None or tgt.zcc != rzcc or tgt.zone != "in_play" or not (c.is_creature or "Planeswalker" in c.types):
                emit(game, f"{src_name}'s {amount} damage to {tgt and display(game, tgt) or rid} isn't dealt: it is no longer in play.",
                     ("combat_damage_recipient_gone", "a creature that left play doesn't receive its combat damage"))
                continue
        if kind == "player":  # toxic (2026 702.164c): poison only if the damage is dealt (not prevented or redirected)
            from .toxic import give_poison_for_toxic
            p = game.player_named(rid)
            before = (p.life, p.poison)
        effects.deal_damage(game, src_name, ref, amount, combat=True, source_id=src_id)
        if kind == "player" and (p.life, p.poison) != before:
            give_poison_for_toxic(game, game.objects.get(src_id), src_name, p)


def _aura_layers(c) -> tuple:
    """The layers an Aura's "enchanted creature is a [type]" and "loses all
    abilities" apply in (2007: 418.5a layers 4 and 5; 2026: 613.1d, 613.1f)."""
    out = ()
    for ab in c.abilities:
        if ab.get("kind") != "static" or ab.get("affects") != "enchanted":
            continue
        if "subtypes" in (ab.get("is") or {}) or "types" in (ab.get("is") or {}):
            out += (("layer_4_types", "its \"enchanted creature is ...\" changes the creature's types in the type-changing layer"),)
        if ab.get("loses_all_abilities"):
            out += (("layer_abilities", "its \"enchanted creature loses all abilities\" applies in the layer where abilities are "
                                        "added and removed, before power and toughness"),)
    return out


def _instructions_text(text: str, abilities) -> str:
    """The paragraphs of a spell's text that are its instructions (2007 413.2c;
    2026 608.2c): not its keyword, cost or other static abilities' own
    paragraphs, nor reminder text; the whole text when nothing else is left."""
    import re

    def bare(line: str) -> str:
        return re.sub(r"\s*\([^()]*\)", "", line).strip()
    own = {bare(ab["text"]) for ab in abilities or () if isinstance(ab, dict) and isinstance(ab.get("text"), str)}
    lines = [bare(line) for line in (text or "").split("\n")]
    return "\n".join(line for line in lines if line and line not in own and not _cost_or_keyword_line(line)) or text


def _cost_or_keyword_line(line: str) -> bool:
    """A paragraph that is about casting the spell, not what it does: a keyword line
    ("Madness {3}{B}", "Conspire"; no sentence), an additional or alternative cost, or a
    cost change (2007 409.1b, 409.1f; 2026 601.2b, 601.2f)."""
    import re
    return (not line.rstrip().endswith((".", "\"", "”")) and not line.lstrip().startswith("•")
            or line.startswith(("As an additional cost to cast this spell", "This spell costs", "Cast this spell only",
                                "Cast ~ only", "You may cast this spell as though", "Spend only"))
            or line in ("This spell can't be countered.", "This spell can’t be countered.")
            or bool(re.search(r"rather than pay(ing)? this spell's mana cost", line)))


def _card_still_in_graveyard(game, dref, item) -> str | None:
    """A delayed ability that returns a card from a graveyard to its owner's hand ("When ~ dies, return it to its owner's
    hand at the beginning of the next end step"): the card's name if it is still that object in a graveyard (it hasn't
    changed zones since: 2007 217.1c; 2026 400.7), else None (the other checks say what it refers to)."""
    obj = game.objects.get(dref.id)
    if obj is None or obj.zcc != dref.zcc or obj.zone != "graveyard" or not item.effect \
            or any(st.get("do") != "return_to_hand" for st in item.effect):
        return None
    return display(game, obj)
