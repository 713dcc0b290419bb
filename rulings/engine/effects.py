"""Following the instructions of a resolving spell or ability (413.2b), in the
engine's effect vocabulary (see SCENARIO_FORMAT.md)."""
from __future__ import annotations

from dataclasses import dataclass, field

from .continuous import characteristics
from .log import emit
from .mana import parse_mana, pool_text
from .protection import protected_from
from .protection import text as protection_text
from .state import DelayedTrigger, Effect, TargetRef
from .targets import display, ref_display

EFFECT_KINDS = (
    "damage", "pump", "set_pt", "gain_ability", "lose_ability", "lose_all_abilities", "set_types",
    "counter", "add_mana", "add_mana_land_could_produce", "add_mana_same_type", "destroy", "sacrifice",
    "return_to_hand", "return_to_play", "remove_from_game", "put_into_play_from_hand", "delayed_trigger",
    "gain_life", "lose_life", "draw", "win_game", "prevent_damage", "tap", "untap", "gain_control", "regenerate",
)
INTERNAL_EFFECTS = ("remove_time_counter", "play_without_paying",  # suspend's own instructions
                    "attach")  # equip's


@dataclass
class Ctx:
    controller: int
    source_id: str | None
    source_name: str
    targets: tuple = ()
    legal: tuple = ()
    x: int | None = None
    data: dict = field(default_factory=dict)


def resolve_ref(game, ctx: Ctx, ref: str):
    """A TargetRef for "target:N", "self", "it", or "you"; None if not usable."""
    if ref.startswith("target:"):
        i = int(ref.split(":")[1])
        if i >= len(ctx.targets) or not ctx.legal[i]:
            return None  # 413.2a: no action on an illegal target
        return ctx.targets[i]
    if ref == "self":
        obj = game.objects.get(ctx.source_id)
        return TargetRef("object", obj.id, obj.zcc) if obj else None
    if ref == "it":
        return ctx.data.get("it")
    if ref == "you":
        return TargetRef("player", game.players[ctx.controller].name, 0)
    return None


def _obj(game, ref):
    if ref is None or ref.kind == "player":
        return None
    obj = game.objects.get(ref.id)
    if obj is None or obj.zcc != ref.zcc:
        return None
    return obj


def amount_of(game, ctx: Ctx, amount) -> int:
    if isinstance(amount, int):
        return amount
    if amount == "X":
        return ctx.x or 0
    if isinstance(amount, dict) and amount.get("count") == "forests_you_control":
        return sum(1 for o in game.in_play(ctx.controller) if "Forest" in characteristics(game, o).subtypes)
    if isinstance(amount, dict) and amount.get("count") == "creatures_you_control":
        return sum(1 for o in game.in_play(ctx.controller) if characteristics(game, o).is_creature)
    return 0


def deal_damage(game, source_name: str, ref: TargetRef, n: int, combat: bool = False, source_id: str | None = None) -> None:
    if n <= 0:
        return
    if ref.kind == "object" and source_id is not None:
        quality = protected_from(game, game.objects.get(ref.id), game.objects.get(source_id))
        if quality:
            emit(game, f"{n} damage from {source_name} to {ref_display(game, ref)} is prevented: it has {protection_text(quality)}.",
                 ("protection_damage", f"damage from a source with the stated quality ({quality}) is prevented"))
            return
    key = ref.id
    shields = [e for e in game.effects if e.kind == "prevent" and e.target == key and e.zcc == ref.zcc]
    for sh in shields:
        if n <= 0:
            break
        left = sh.get("amount")
        used = min(left, n)
        n -= used
        rest = tuple(e for e in game.effects if e is not sh)
        if left - used > 0:
            rest = rest + (Effect(sh.timestamp, "prevent", sh.target, sh.zcc, (("amount", left - used),), sh.until, sh.source),)
        game.effects = rest
        emit(game, f"{used} damage from {source_name} to {ref_display(game, ref)} is prevented.")
    if n <= 0:
        return
    kind = "combat damage" if combat else "damage"
    if ref.kind == "player":
        p = game.player_named(ref.id)
        p.life = p.life - n
        emit(game, f"{source_name} deals {n} {kind} to {p.name} ({p.life} life).")
    else:
        obj = game.objects[ref.id]
        obj.damage = obj.damage + n
        emit(game, f"{source_name} deals {n} {kind} to {display(game, obj)} (now {obj.damage} damage marked).")


def _attach_equipment(game, ctx: Ctx) -> None:
    """502.33a / 212.2h: the Equipment moves onto the target creature, if it
    still can; a new timestamp (418.5e)."""
    equipment = game.objects.get(ctx.source_id)
    creature = _obj(game, resolve_ref(game, ctx, "target:0"))
    if equipment is None or equipment.zone != "in_play" or equipment.zcc != ctx.data.get("source_zcc", equipment.zcc):
        emit(game, f"{ctx.source_name} is no longer in play, so it equips nothing.",
             ("equipment_rules", "the Equipment moves only if it is still there"))
        return
    if creature is None:
        return
    name, target = display(game, equipment), display(game, creature)
    why = why_cant_equip(game, equipment, creature)
    if why:
        emit(game, f"{name} doesn't move: {why}.", ("equipment_rules", "an Equipment that can't equip the creature doesn't move"))
        return
    if game.attached_host(equipment) is creature:
        emit(game, f"{name} already equips {target}; nothing happens.", ("equipment_rules", "attaching it where it already is does nothing"))
        return
    equipment.attach(creature)
    equipment.timestamp = game.new_timestamp()
    game.characteristics_changed()
    emit(game, f"{name} becomes attached to {target}.", ("equip", f"{name} is attached to {target}, a creature the equip ability's controller controls"),
         ("equipment_timestamp", "an Equipment that becomes attached gets a new timestamp"))


def why_cant_equip(game, equipment, creature) -> str | None:
    """Why `equipment` can't equip `creature` now (212.2g, 212.2i, 502.7d), else None."""
    ec = characteristics(game, equipment)
    if "Equipment" not in ec.subtypes:
        return f"{display(game, equipment)} is no longer an Equipment"
    if ec.is_creature:
        return f"{display(game, equipment)} is a creature, and an Equipment that's a creature can't equip one"
    if creature is equipment:
        return "an Equipment can't equip itself"
    if creature.zone != "in_play" or not characteristics(game, creature).is_creature:
        return f"{display(game, creature)} is not a creature in play"
    quality = protected_from(game, creature, equipment)
    if quality:
        return f"{display(game, creature)} has {protection_text(quality)}"
    return None


def _add_effect(game, kind: str, obj, data: tuple, until, ctx: Ctx) -> None:
    game.effects = game.effects + (Effect(game.new_timestamp(), kind, obj.id, obj.zcc, data, until, ctx.source_name),)
    game.characteristics_changed()


def run(game, steps, ctx: Ctx) -> None:
    from .zones import draw, leave_play, move_card, put_into_play
    for st in steps:
        do = st.get("do")
        if do == "damage":
            ref = resolve_ref(game, ctx, st.get("to", "target:0"))
            if ref is None:
                continue
            if ref.kind == "object" and (_obj(game, ref) is None or _obj(game, ref).zone != "in_play"):
                continue
            deal_damage(game, ctx.source_name, ref, amount_of(game, ctx, st.get("amount", 0)), source_id=ctx.source_id)
        elif do in ("pump", "set_pt", "gain_ability", "lose_ability", "lose_all_abilities", "set_types"):
            obj = _obj(game, resolve_ref(game, ctx, st.get("to", "target:0")))
            if obj is None or obj.zone != "in_play":
                continue
            until = st.get("until")
            name = display(game, obj)
            dur = " until end of turn" if until == "end_of_turn" else ""
            if do == "pump":
                data = (("power", st.get("power", 0)), ("toughness", st.get("toughness", 0)))
                _add_effect(game, do, obj, data, until, ctx)
                emit(game, f"{name} gets {st.get('power', 0):+d}/{st.get('toughness', 0):+d}{dur}.")
            elif do == "set_pt":
                data = (("power", st.get("power", 0)), ("toughness", st.get("toughness", 0)))
                _add_effect(game, do, obj, data, until, ctx)
                emit(game, f"{name} becomes {st.get('power')}/{st.get('toughness')}{dur}.")
            elif do == "gain_ability":
                ab = st.get("ability", {})
                _add_effect(game, do, obj, (("ability", ab),), until, ctx)
                emit(game, f"{name} gains {ability_name(ab)}{dur}.",
                     ("ability_timestamp_most_recent", "an effect that adds an ability; if effects add and remove the same ability, the most recent prevails"))
            elif do == "lose_ability":
                before = characteristics(game, obj).keyword_count(st.get("keyword"))
                _add_effect(game, do, obj, (("keyword", st.get("keyword")),), until, ctx)
                emit(game, f"{name} loses {st.get('keyword', '').replace('_', ' ')}{dur} ({before} instance(s) removed).",
                     ("remove_ability_all_instances", "an effect that removes an ability removes every instance of it"),
                     ("ability_timestamp_most_recent", "the most recent of the effects adding and removing it prevails"))
            elif do == "lose_all_abilities":
                _add_effect(game, do, obj, (), until, ctx)
                emit(game, f"{name} loses all abilities{dur}.",
                     ("remove_ability_all_instances", "removing abilities removes every instance"))
                csa = [a for a in obj.card.get("abilities", ()) if a.get("kind") == "static" and "characteristic" in a]
                if csa and not obj.face_down:
                    emit(game, f"{name} keeps the characteristics its characteristic-setting ability defines ({', '.join(a.get('text', '') for a in csa)}).",
                         ("characteristic_setting_ability", "an ability that states the object is a color or type is a characteristic-setting ability"),
                         ("csa_read_and_followed", "characteristic-setting abilities are simply read and followed"),
                         ("layers", "characteristic-setting abilities apply first in their layer, before effects that remove abilities"))
            else:
                _add_effect(game, do, obj, (("types", tuple(st.get("types", ()))),), until, ctx)
                emit(game, f"{name} is now {' '.join(st.get('types', ()))}{dur}.",
                     ("characteristic_not_granted_ability", "this effect defines a characteristic; it does not grant an ability"))
        elif do == "prevent_damage":
            ref = resolve_ref(game, ctx, st.get("to", "target:0"))
            if ref is None:
                continue
            game.effects = game.effects + (Effect(game.new_timestamp(), "prevent", ref.id, ref.zcc,
                                                  (("amount", st.get("amount", 0)),), "end_of_turn", ctx.source_name),)
            emit(game, f"The next {st.get('amount')} damage to {ref_display(game, ref)} this turn will be prevented.")
        elif do == "counter":
            ref = resolve_ref(game, ctx, st.get("what", "target:0"))
            obj = _obj(game, ref)
            if obj is None or obj.zone != "stack":
                continue
            game.stack = tuple(i for i in game.stack if not (i.kind == "spell" and i.source_id == obj.id))
            move_card(game, obj, "graveyard")
            emit(game, f"{display(game, obj)} is countered and put into its owner's graveyard.",
                 ("counter_spell", "countering a spell moves it from the stack to its owner's graveyard"),
                 ("no_refund", "the costs paid for it are not refunded"))
        elif do == "add_mana":
            mana = parse_mana(st.get("mana", ""))
            p = game.players[ctx.controller]
            game.add_mana(p, mana)
            emit(game, f"{p.name} adds {pool_text(mana)} to their mana pool.")
        elif do == "add_mana_land_could_produce":
            _reflecting(game, ctx)
        elif do == "add_mana_same_type":
            p = game.players[ctx.data.get("player", ctx.controller)]
            mt = ctx.data.get("mana_type")
            if mt:
                game.add_mana(p, {mt: 1})
                emit(game, f"{p.name} adds {{{mt}}} to their mana pool.")
        elif do in ("destroy", "sacrifice", "return_to_hand", "remove_from_game"):
            obj = _obj(game, resolve_ref(game, ctx, st.get("what", "target:0")))
            if obj is None or obj.zone != "in_play":
                continue
            name = display(game, obj)
            if do == "return_to_hand":
                leave_play(game, obj, "hand", "returned")
                emit(game, f"{name} is returned to its owner's hand.",
                     ("zone_change_new_object", "when it changes zones it becomes a new object"))
            elif do == "remove_from_game":
                leave_play(game, obj, "removed_from_game", "removed")
                emit(game, f"{name} is removed from the game.")
            elif do == "destroy":
                from .zones import destroy
                if destroy(game, obj, can_regenerate=not st.get("no_regenerate", False)):
                    emit(game, f"{name} is destroyed and put into its owner's graveyard.",
                         ("countered_destroyed_to_graveyard", "a destroyed permanent goes to its owner's graveyard"))
            else:
                if obj.controller != ctx.controller:
                    continue
                leave_play(game, obj, "graveyard", do)
                emit(game, f"{name} is sacrificed and put into its owner's graveyard.",
                     ("countered_destroyed_to_graveyard", "a sacrificed permanent goes to its owner's graveyard"))
        elif do == "return_to_play":
            obj = game.objects.get(ctx.source_id)
            if obj is None or obj.zone != "graveyard" or (ctx.data.get("source_zcc") is not None and obj.zcc != ctx.data["source_zcc"]):
                emit(game, f"{ctx.source_name} is no longer in the graveyard, so nothing returns.")
                continue
            put_into_play(game, obj, obj.owner, "returned",
                          text=f"{display(game, obj)} returns from the graveyard to play under {game.players[obj.owner].name}'s control.")
        elif do == "put_into_play_from_hand":
            choice = ctx.data.get("choice")
            obj = game.objects.get(choice) if choice else None
            p = game.players[ctx.controller]
            if obj is None or obj.zone != "hand" or obj.owner != ctx.controller or st.get("type", "Creature") not in characteristics(game, obj).types:
                emit(game, f"{p.name} puts no card into play.")
                continue
            put_into_play(game, obj, ctx.controller, "put", text=f"{p.name} puts {display(game, obj)} from their hand into play.")
            ctx.data["it"] = TargetRef("object", obj.id, obj.zcc)
        elif do == "delayed_trigger":
            ref = resolve_ref(game, ctx, st.get("refers_to", "it")) if st.get("refers_to") else None
            if st.get("refers_to") and ref is None:
                continue
            d = DelayedTrigger(game.new_id("d"), st.get("at", "end_of_turn"), tuple(st.get("effect", ())), ref,
                               ctx.controller, ctx.source_id or "", ctx.source_name, st.get("text", ""), st.get("duration"))
            game.delayed = game.delayed + (d,)
            emit(game, f"A delayed triggered ability is created: \"{d.text}\"",
                 ("delayed_trigger_created", "an effect creates an ability that triggers later"),
                 ("effects_dont_use_stack", "the effect itself doesn't use the stack; the delayed ability will when it triggers"),
                 ("delayed_trigger_exists_once_created", "it exists only from now on; earlier events can't trigger it"))
        elif do in ("gain_life", "lose_life"):
            ref = resolve_ref(game, ctx, st.get("player", "you"))
            if ref is None or ref.kind != "player":
                continue
            p = game.player_named(ref.id)
            n = amount_of(game, ctx, st.get("amount", 0))
            p.life = p.life + n if do == "gain_life" else p.life - n
            emit(game, f"{p.name} {'gains' if do == 'gain_life' else 'loses'} {n} life ({p.life} life).")
        elif do == "draw":
            p = game.players[ctx.controller]
            for _ in range(amount_of(game, ctx, st.get("amount", 1))):
                draw(game, p)
        elif do == "win_game":
            p = game.players[ctx.controller]
            p.won = True
            for q in game.players:
                if q.index != p.index and not q.lost:
                    q.lost = True
                    q.loss_reason = f"{p.name} won the game ({ctx.source_name})"
            game.game_over = True
            game.winner = p.name
            game.priority = None
            emit(game, f"{p.name} wins the game.", ("game_ends_immediately", "a player won, so the game ends immediately"))
            return
        elif do == "regenerate":
            obj = _obj(game, resolve_ref(game, ctx, st.get("what", "self")))
            if obj is None or obj.zone != "in_play":
                continue
            game.effects = game.effects + (Effect(game.new_timestamp(), "regeneration", obj.id, obj.zcc, (), "end_of_turn", ctx.source_name),)
            emit(game, f"The next time {display(game, obj)} would be destroyed this turn, it regenerates instead.",
                 ("regeneration", "a regeneration shield: the next destruction this turn is replaced"))
        elif do == "attach":
            _attach_equipment(game, ctx)
        elif do == "remove_time_counter":
            obj = game.objects.get(ctx.source_id)
            if obj is None or obj.zone != "removed_from_game" or obj.counters.get("time", 0) <= 0:
                continue
            left = obj.counters["time"] - 1
            obj.counters = {**obj.counters, "time": left}
            emit(game, f"A time counter is removed from {display(game, obj)} ({left} left).",
                 ("suspend", "at the beginning of its owner's upkeep a suspended card loses a time counter"))
            if left == 0:
                from .triggers import fire_suspend
                fire_suspend(game, "last_time_counter", obj)
        elif do == "play_without_paying":
            _play_suspended(game, ctx)
        elif do == "gain_control":
            obj = _obj(game, resolve_ref(game, ctx, st.get("what", "target:0")))
            if obj is None or obj.zone != "in_play" or obj.controller == ctx.controller:
                continue
            old = obj.controller
            game.change_control(obj, ctx.controller)
            game.effects = game.effects + (Effect(game.new_timestamp(), "control", obj.id, obj.zcc,
                                                  (("from", old),), st.get("until"), ctx.source_name),)
            dur = " until end of turn" if st.get("until") == "end_of_turn" else ""
            emit(game, f"{game.players[ctx.controller].name} gains control of {display(game, obj)}{dur}.")
        elif do in ("tap", "untap"):
            obj = _obj(game, resolve_ref(game, ctx, st.get("what", "target:0")))
            if obj is None or obj.zone != "in_play":
                continue
            obj.tapped = do == "tap"
            emit(game, f"{display(game, obj)} becomes {'tapped' if do == 'tap' else 'untapped'}.")


def _play_suspended(game, ctx: Ctx) -> None:
    """502.59a, 413.2e: the card is played without paying its mana cost, during
    the resolution of its trigger; targets are chosen now (or it stays put)."""
    from .state import PendingTrigger, StackItem
    from .triggers import _choose_targets
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "removed_from_game":
        return
    card = obj.card
    specs = tuple(card.get("targets", ()))
    targets = ()
    if specs:
        probe = PendingTrigger(obj.owner, obj.id, obj.zcc, display(game, obj), "", (), specs)
        targets = _choose_targets(game, probe)
        if targets is None:
            emit(game, f"{display(game, obj)} can't be played (no legal target), so it remains removed from the game.",
                 ("suspend", "if the card can't be played, it remains removed from the game"))
            return
    game.move(obj, "stack", controller=obj.owner)
    game.push(StackItem(id=obj.id, kind="spell", controller=obj.owner, name=display(game, obj), text=card.get("text", ""),
                        source_id=obj.id, source_zcc=obj.zcc, effect=tuple(card.get("effect", ())), targets=targets,
                        target_specs=specs, data=(("suspended", True),)))
    tg = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
    emit(game, f"{game.players[obj.owner].name} plays {display(game, obj)} without paying its mana cost{tg}; it goes on the stack.",
         ("suspend", "when the last time counter is removed, the card is played without paying its mana cost"),
         ("spell_goes_on_stack", "a played spell goes on top of the stack"))


def _reflecting(game, ctx: Ctx) -> None:
    """406.6: mana "of any type that a land you control could produce"."""
    p = game.players[ctx.controller]
    could = []
    for o in game.in_play(ctx.controller):
        c = characteristics(game, o)
        if "Land" not in c.types:
            continue
        for ab in c.abilities:
            for st in ab.get("effect", ()) if ab.get("kind") == "activated" else ():
                if st.get("do") == "add_mana":
                    for t in parse_mana(st.get("mana", "")):
                        if t not in could:
                            could.append(t)
    if not could:
        emit(game, f"{ctx.source_name} would produce mana of an undefined type, so it produces no mana.",
             ("mana_of_undefined_type", f"no land {p.name} controls could produce a defined type of mana"),
             ("mana_ability_even_if_cant_produce", "it is still a mana ability even though it produces nothing"))
        return
    choice = ctx.data.get("choice")
    mt = choice if choice in could else sorted(could, key="WUBRGC".index)[0]
    game.add_mana(p, {mt: 1})
    emit(game, f"{p.name} adds {{{mt}}} to their mana pool.")


def ability_name(ab: dict) -> str:
    if ab.get("kind") == "keyword":
        from .snapshot import ability_texts
        return ability_texts([ab])[0]
    return f"\"{ab.get('text', 'an ability')}\""
