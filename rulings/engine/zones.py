"""Moving objects between zones, with the triggers that watch for it."""
from __future__ import annotations

from .continuous import characteristics
from .log import emit
from .targets import display


def put_into_play(game, obj, controller: int, how: str, face_down: bool = False,
                  text: str | None = None, cites: tuple = (), attach_to: str | None = None, choice: str | None = None,
                  x: int | None = None, tapped: bool = False, counters: dict | None = None, kicked: bool = False,
                  transformed: bool = False) -> None:
    """An object comes into play: a new permanent (217.5c) that its controller
    has not controlled since the start of the turn (403.4). `text` is logged
    before any comes-into-play ability triggers; `tapped`: it comes into play
    tapped ("put it onto the battlefield tapped"), before anything sees it."""
    from .triggers import fire
    if obj.token:
        w = game.words
        from .actions import zone_words
        emit(game, f"{display(game, obj)} is a token that has {w.left_play}: it can't come back {w.into_play} and stays {zone_words(game, obj.zone)}.",
             ("token_cant_return", f"a token that has {w.left_play} can't come back {w.into_play}"))
        return
    from . import player_auras
    if attach_to is None and how != "resolved" and not face_down and player_auras.kind(game, obj):  # a Curse not cast (player_auras.py)
        attach_to = player_auras.as_it_enters(game, obj, controller) or None
    elif attach_to is None and how != "resolved" and not face_down:  # an Aura not cast: what it enchants (aura_entering.py)
        from .aura_entering import STAYS, host_as_it_enters
        attach_to = host_as_it_enters(game, obj, controller)
        if attach_to is STAYS:
            return
    if not face_down:  # "If this land would enter, sacrifice a Forest instead" (sacrifice_instead.py)
        from .sacrifice_instead import GONE, apply as sacrifice_instead
        if sacrifice_instead(game, obj, controller, cites if text else (), how) is GONE:
            return
    from .replacement import comes_into_play
    game.move(obj, "in_play", controller=controller)
    from .day_night import enters_transformed
    if transformed or enters_transformed(game, obj):  # daybound at night (2026 702.145b)
        obj.transformed = True  # "onto the battlefield transformed": its back face up as it enters (2026 712.14a)
        game.characteristics_changed()
    if tapped:
        obj.tapped = True
    if counters:  # "return it ... with a -1/-1 counter on it" (persist, 702.79a): on it as it enters
        obj.counters = {**obj.counters, **{k: obj.counters.get(k, 0) + n for k, n in counters.items()}}
    if face_down:
        obj.face_down = True
    notes = comes_into_play(game, obj, choice, x, kicked=kicked)
    if kicked:  # remembered for its abilities linked to kicker ("if it was kicked", 502.21b; 702.33e)
        from .kicker import mark_kicked
        mark_kicked(game, obj, kicked)  # how many times, too (multikicker: kick_counts.py)
    if attach_to and attach_to not in game.objects:  # a player: an Aura that enchants a player (player_auras.py)
        player_auras.attach(game, obj, attach_to)
    elif attach_to:
        obj.attach(game.objects[attach_to])
        game.characteristics_changed()
    if text:
        emit(game, text, *cites)
    for note in notes:
        emit(game, *note)
    if game._entering is not None:  # one event puts several onto the battlefield: checked together (entering_together)
        game._entering.append(obj)
        return
    fire(game, "comes_into_play", obj=obj)


def leave_play(game, obj, to_zone: str, how: str, top: bool = True, said=None) -> None:
    """A permanent leaves play (destroyed, sacrificed, bounced...). Leaves-play
    triggers look back at the permanent as it last existed (410.10c). A card put
    into a library goes on top, or with `top=False` on the bottom. `said(zone)`,
    when given, logs the move itself once the zone it went to is known, before
    "it dies" and what that triggers."""
    from .replacement import graveyard_destination
    from .triggers import fire
    last = characteristics(game, obj)
    was_controller = obj.controller
    was_zcc = obj.zcc
    flipped_name = display(game, obj) if obj.flipped else None
    if obj.attacking or obj.blocking is not None:
        emit(game, f"{display(game, obj)} {game.words.leaves_play} and is removed from combat.",
             ("removed_from_combat", f"a creature that {game.words.leaves_play} is removed from combat"))
    wanted = to_zone  # where it would go before any replacement (shuffle_if_replaced)
    to_zone = graveyard_destination(game, obj, to_zone)
    from .unearth import leave_destination
    to_zone = leave_destination(game, obj, to_zone)  # 702.84a: returned with unearth, it is exiled instead
    counters = dict(obj.counters)  # as it last existed (persist and undying read them, 702.79a, 702.93a)
    attached = (obj.attached_to, obj.attached_zcc) if obj.attached_to else None
    plus = obj.counters.get("+1/+1", 0)
    from .continuous import copiable_card
    copiable = (was_zcc, copiable_card(game, obj))  # "create a token that's a copy of it" after it left (608.2h)
    game.move(obj, to_zone, top=top)
    obj.last_copiable = copiable
    from .replacement import shuffle_if_replaced
    shuffle_if_replaced(game, obj, wanted, to_zone)
    obj.last_known = (obj.zcc, last)
    obj.last_attached = (obj.zcc, *attached) if attached else None
    obj.last_controller = (obj.zcc, was_controller)  # "its controller" as it last existed (effects/its_controller.py)
    if was_controller not in game.permanent_left_this_turn:  # revolt: "if a permanent you controlled left the battlefield this turn"
        game.permanent_left_this_turn = game.permanent_left_this_turn + (was_controller,)
    if "Land" not in last.types and not game.nonland_left_this_turn:  # void: "if a nonland permanent left the battlefield this turn"
        game.nonland_left_this_turn = True
    from .modular import remember  # modular counts them as it last existed (modular.py)
    remember(game, obj, obj.zcc, plus, counters)
    if said is not None:
        said(obj.zone)
    if flipped_name:
        emit(game, f"{flipped_name} {game.words.leaves_play} flipped; it keeps no memory of that status: it is {display(game, obj)} again.",
             ("flip_one_way", f"a flipped permanent that {game.words.leaves_play} retains no memory of its status"))
    if to_zone == "graveyard" and last.is_creature:  # it died (2026 700.4; 2007: put into a graveyard from play)
        game.creatures_died_this_turn += 1  # morbid (morbid.py)
        if was_controller not in game.died_under_control_this_turn:  # "if a creature died under your control this turn"
            game.died_under_control_this_turn = game.died_under_control_this_turn + (was_controller,)  # (end_step_conditions.py)
        from .died_subtypes import remember as remember_subtypes
        remember_subtypes(game, last)  # "for each Zubera that died this turn" (died_subtypes.py)
        if game.rules.applies("dies"):
            emit(game, f"{display(game, obj)} dies.", ("dies", "a creature put into a graveyard from the battlefield dies"))
    # auras and combat: a creature that leaves play is removed from combat (306.2)
    fire(game, "leaves_play", obj=obj, last=last, controller=was_controller, to_zone=to_zone, counters=counters)
    if how in ("sacrifice", "sacrificed") and to_zone == "graveyard":  # "Whenever you sacrifice a Clue" (sacrifice_triggers.py)
        fire(game, "sacrifices", obj=obj, last=last, controller=was_controller, player=was_controller)
    from .dies_keywords import fire_returning_keywords
    fire_returning_keywords(game, obj, last, was_controller, to_zone, counters)
    from .earthbend import left as earthbent_land_left
    earthbent_land_left(game, obj, was_zcc, last, to_zone)  # an earthbend's "When that land dies or is put into exile" (2026 701.66a)
    from .dies_this_turn import left as watched_creature_left
    watched_creature_left(game, obj, was_zcc, last, to_zone)  # "When that creature dies this turn, ..." (dies_this_turn.py)
    from .effects.until import source_left
    source_left(game, obj, was_zcc)  # what it exiled "until it leaves" returns (610.3)
    from .graveyard_arrivals import arrived
    arrived(game, obj)  # "When ~ is put into a graveyard from anywhere" (graveyard_arrivals.py)


class leaving_together:
    """Permanents that leave the battlefield in one event: while they are moved one
    by one, each one's leaves-play abilities still trigger on the others (the
    game looks back in time, 410.10d; 603.10a)."""

    def __init__(self, game, objs) -> None:
        self.game = game
        self.leaving = {o.id: (o.zcc, characteristics(game, o), o.controller) for o in objs if o.zone == "in_play"}

    def __enter__(self):
        object.__setattr__(self.game, "_leaving", self.leaving)
        return self

    def __exit__(self, *exc) -> bool:
        object.__setattr__(self.game, "_leaving", {})
        return False


class entering_together:
    """Permanents put onto the battlefield in one event (the cards Worldgorger Dragon exiled
    returning, the cards a search puts there): each enters, then, once all have, every permanent
    is checked for comes-into-play triggers matching each of them, so each newcomer's "whenever
    another creature enters" sees the others (2007: 410.10a; 2026: 603.6a). Nested, the outermost
    event checks them."""

    def __init__(self, game) -> None:
        self.game = game
        self.outer = game._entering is None

    def __enter__(self):
        if self.outer:
            object.__setattr__(self.game, "_entering", [])
        return self

    def __exit__(self, *exc) -> bool:
        if self.outer:
            from .triggers import fire
            entered = self.game._entering
            object.__setattr__(self.game, "_entering", None)
            if exc[0] is None:
                for obj in entered:
                    fire(self.game, "comes_into_play", obj=obj)
        return False


def named_then_last(hand, named, n: int) -> list:
    """The `n` cards a player discards: those the action names that are in the
    hand, then the last cards of the hand, in the hand's order."""
    named = [oid for oid in dict.fromkeys(named) if oid in hand][:n]
    rest = [oid for oid in hand if oid not in named]
    unnamed = n - len(named)
    return named + (rest[max(0, len(rest) - unnamed):] if unnamed > 0 else [])


def move_card(game, obj, to_zone: str, discard: bool = True) -> None:
    """Move a card between zones other than play (draw, discard, counter); a
    replacement effect may send it elsewhere than a graveyard (419.1a), and a
    spell played with flashback is removed from the game whenever it would
    leave the stack (502.22a). `discard=False`: a card put from its owner's hand into a graveyard by
    something other than a discard (a land that can't pay for entering, sacrifice_instead.py)."""
    from .replacement import graveyard_destination
    way = _played_with_flashback(game, obj) if obj.zone == "stack" and to_zone != "in_play" else None
    if way:  # flashback, or jump-start (2026 702.133a): graveyard_casting.EXILED_FROM_STACK
        game.effects = tuple(e for e in game.effects if not (e.kind == way and e.target == obj.id))
        game.move(obj, "removed_from_game")
        w = game.words
        kw = way.replace("_", "-")
        emit(game, f"{display(game, obj)} would leave the stack; it was {w.cast_past} with {kw}, so it is {w.removed} instead.",
             (way, f"a card {w.cast_past} with {kw} is {w.removed} instead of going anywhere else when it leaves the stack"))
        return
    if obj.zone == "hand" and to_zone == "graveyard" and discard:  # a discard (701.9a): madness may exile it instead
        from .madness import discarded
        from .discard_triggers import card_discarded  # "Whenever you discard a card" (discard_triggers.py)
        owner = obj.owner
        from .discard_to_battlefield import replaced  # "If a spell or ability an opponent controls causes you to discard this card"
        if replaced(game, obj) or discarded(game, obj):
            card_discarded(game, obj, owner)
            return
        went = graveyard_destination(game, obj, to_zone)
        game.move(obj, went)
        from .replacement import shuffle_if_replaced
        shuffle_if_replaced(game, obj, to_zone, went)
        card_discarded(game, obj, owner)
        _arrived(game, obj)
        return
    went = graveyard_destination(game, obj, to_zone)
    game.move(obj, went)
    from .replacement import shuffle_if_replaced
    shuffle_if_replaced(game, obj, to_zone, went)
    _arrived(game, obj)


def _arrived(game, obj) -> None:
    from .graveyard_arrivals import arrived
    arrived(game, obj)  # "When ~ is put into a graveyard from anywhere" (graveyard_arrivals.py)


def _played_with_flashback(game, obj) -> str | None:
    """The keyword (flashback or jump-start) that exiles this spell as it leaves the stack, or None."""
    from .graveyard_casting import EXILED_FROM_STACK
    return next((e.kind for e in game.effects if e.kind in EXILED_FROM_STACK and e.target == obj.id and e.zcc == obj.zcc), None)


def draw(game, player) -> None:
    lib = game.zones[(player.index, "library")]
    if not lib:
        player.drew_from_empty_library = True
        emit(game, f"{player.name} tries to draw a card from an empty library.",
             ("sbe_empty_library_draw", f"{player.name} attempted to draw from an empty library and will lose the game when {game.words.sbes} are next checked"))
        return
    obj = game.objects[lib[-1]]
    game.move(obj, "hand")
    emit(game, f"{player.name} draws a card ({display(game, obj)}).",
         ("draw_card", "the top card of the library goes into the hand"))
    from .second_draw import card_drawn
    card_drawn(game, player)
    from .miracle import drawn
    drawn(game, player, obj)  # 2026 702.94a: the first card drawn this turn may be revealed for its miracle


def destroy(game, obj, can_regenerate: bool = True, by_effect: bool = True, said=None) -> bool:
    """Destroy a permanent, unless a regeneration shield replaces it (419.6b);
    "can't be regenerated" (from the destroying effect, or a rider left by an
    earlier one this turn) keeps the shields from applying. `said(zone)` tells
    the destruction as it happens, before the creature "dies" (leave_play).
    True if it left play."""
    from .continuous import characteristics
    from .replacement import choose, effects_on, remove_effect, shield
    if characteristics(game, obj).has_keyword("indestructible"):
        emit(game, f"{display(game, obj)} is indestructible, so it isn't destroyed.",
             *((("indestructible", "an indestructible permanent can't be destroyed"),) if game.rules.applies("indestructible") else ()))
        return False
    from . import umbra_armor
    shields = effects_on(game, "regeneration", obj.id, obj.zcc)
    riders = effects_on(game, "cant_regenerate", obj.id, obj.zcc)
    name = display(game, obj)
    from . import later_counters
    armor = umbra_armor.options(game, obj)  # 2026 702.89a: the controller chooses among these and the shields (616.1)
    if by_effect:  # 2026 122.1c: a shield counter replaces a destruction "as the result of an effect" only
        armor += later_counters.shield_option(game, obj)
    if armor or (shields and can_regenerate and not riders):
        usable = [shield(e) for e in shields] if can_regenerate and not riders else []
        r = choose(game, usable + armor, game.players[obj.controller].name, f"the destruction of {name}")
        if umbra_armor.is_umbra_armor(r):
            umbra_armor.apply(game, obj, r)
            return False
        if later_counters.is_shield(r):
            later_counters.destruction_replaced(game, obj)
            return False
        remove_effect(game, r.effect)
        obj.damage = 0
        was_tapped = obj.tapped
        obj.tapped = True
        was_in_combat = obj.attacking or obj.blocking is not None
        obj.attacking = False
        obj.blocking = None
        game.characteristics_changed()
        emit(game, f"{name} regenerates instead of being destroyed: its damage is removed and it is tapped"
                   + (" and removed from combat." if was_in_combat else "."),
             ("regeneration", "regeneration replaces the next destruction this turn"))
        if not was_tapped:
            from .triggers import fire
            fire(game, "becomes_tapped", obj=obj)
        return False
    if shields and not can_regenerate:
        emit(game, f"{name} can't be regenerated.", ("regeneration", "the effect says it can't be regenerated, so the shield doesn't apply"))
    elif shields:
        emit(game, f"{name} can't be regenerated this turn ({riders[0].source}).",
             ("regeneration", f"{riders[0].source} said it can't be regenerated this turn, so the shield doesn't apply"),
             ("effect_lasts_as_stated", "that rider lasts as long as it says, even after its source has left"))
    leave_play(game, obj, "graveyard", "destroyed", said=said)
    return True
