"""Effects that move objects between zones (217) or change who controls
them, and tapping and untapping."""
from __future__ import annotations

from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit, known, SACRIFICED, exiled
from ..state import Effect, TargetRef
from ..targets import display
from ..zones import destroy as destroy_permanent
from ..zones import leave_play, move_card, put_into_play
from .base import effect, object_of, permanent, resolve_ref


#: a counterspell's own "instead" (a self-replacement effect, applied before any other: 2007 419.6d,
#: 419.9a; 2026 614.15, 616.1a): where the countered card goes instead of its owner's graveyard
COUNTERED_INSTEAD = {"remove_from_game": "removed_from_game", "top_of_library": "library"}
COUNTERED_INSTEAD["hand"] = "hand"  # Remand's "put it into its owner's hand instead"


@effect("counter", fields=("what", "instead"))
def counter(game, st, ctx):
    """Counter a spell: to its owner's graveyard, or with `instead` ("If that spell is
    countered this way, exile it instead of putting it into its owner's graveyard";
    "put it on top of its owner's library instead") where the counterspell says. An ability on
    the stack ("counter target activated ability") leaves it (stack_objects.py)."""
    ref = resolve_ref(game, ctx, st.get("what", "target:0"))
    if ref is not None and ref.kind == "stack":
        from .stack_objects import counter_ability, item_of
        item = item_of(game, ref)
        if item is not None:
            counter_ability(game, ctx, item)
        return
    obj = object_of(game, ref)
    if obj is None or obj.zone != "stack":
        return
    if characteristics(game, obj).has_keyword("cant_be_countered"):
        # "This spell can't be countered" works on the stack (113.6g) and beats "counter" (103.2; 101.2)
        emit(game, f"{display(game, obj)} can't be countered, so {ctx.source_name} doesn't counter it; it stays on the stack.",
             ("cant_effect_wins", "one effect says to counter it and its own ability says it can't be countered: \"can't\" wins"),
             *((("cant_be_countered_functions_on_stack", "its \"can't be countered\" ability functions on the stack"),)
               if game.rules.applies("cant_be_countered_functions_on_stack") else ()))
        return
    game.stack = tuple(i for i in game.stack if not (i.kind == "spell" and i.source_id == obj.id))
    if st.get("instead") in COUNTERED_INSTEAD:
        _countered_elsewhere(game, obj, st["instead"], ctx)
        return
    move_card(game, obj, "graveyard")
    if obj.zone != "graveyard":
        emit(game, f"{display(game, obj)} is countered.", ("counter_spell", "a countered spell leaves the stack"),
             ("no_refund", "the costs paid for it are not refunded"))
        return
    emit(game, f"{display(game, obj)} is countered and put into its owner's graveyard.",
         ("counter_spell", "countering a spell moves it from the stack to its owner's graveyard"),
         ("no_refund", "the costs paid for it are not refunded"))


def _countered_elsewhere(game, obj, instead: str, ctx) -> None:
    name = display(game, obj)
    move_card(game, obj, COUNTERED_INSTEAD[instead])  # a copy or a flashback card goes where its own rules say (move_card)
    where = {"removed_from_game": game.words.removed, "library": "put on top of its owner's library",
             "hand": "put into its owner's hand"}.get(obj.zone)
    if where is None:
        emit(game, f"{name} is countered.", ("counter_spell", "a countered spell leaves the stack"),
             ("no_refund", "the costs paid for it are not refunded"))
        return
    emit(game, f"{name} is countered and {where} instead of being put into its owner's graveyard ({ctx.source_name}).",
         ("counter_spell", "countering a spell moves it from the stack"),
         ("self_replacement", f"{ctx.source_name}'s own effect says where the countered spell goes instead"),
         ("no_refund", "the costs paid for it are not refunded"))


@effect("destroy", fields=("what", "no_regenerate"))
def destroy(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    destroy_permanent(game, obj, can_regenerate=not st.get("no_regenerate", False), said=destroyed_as(game, obj))


def destroyed_as(game, obj):
    """What is said as `obj` is destroyed, once it is in its new zone and before it "dies"."""
    name = display(game, obj)

    def said(zone: str) -> None:
        if zone != "graveyard":
            emit(game, f"{name} is destroyed.")
        else:
            emit(game, f"{name} is destroyed and put into its owner's graveyard.",
                 *((("destroy_permanent", "to destroy a permanent is to move it from the battlefield to its owner's graveyard"),)
                   if game.rules.applies("destroy_permanent") else ()),  # 2026 701.8a (2007 has only the graveyard rule)
                 ("countered_destroyed_to_graveyard", "a destroyed permanent goes to its owner's graveyard"))
    return said


@effect("sacrifice", fields=("what",))
def sacrifice(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None or obj.controller != ctx.controller:
        return
    name = display(game, obj)

    def said(zone: str) -> None:
        if zone != "graveyard":
            emit(game, f"{name} is sacrificed.")
        else:
            emit(game, f"{name} is sacrificed and put into its owner's graveyard.",
                 *known(game, SACRIFICED),
                 ("countered_destroyed_to_graveyard", "a sacrificed permanent goes to its owner's graveyard"))
    leave_play(game, obj, "graveyard", "sacrifice", said=said)


@effect("return_to_hand", fields=("what",))
def return_to_hand(game, st, ctx):
    """Return a permanent, or a card in a graveyard ("return target creature card
    from your graveyard to your hand"), to its owner's hand: a new object (217.1c; 400.7)."""
    card = object_of(game, resolve_ref(game, ctx, st.get("what", "target:0")))
    if card is not None and card.zone == "stack" and str(st.get("what", "target:0")).startswith("target:"):
        # "Return target spell or creature to its owner's hand": a spell it targets (spell_or_permanent.py)
        from .spell_to_hand import return_spell_to_hand
        return_spell_to_hand(game, st, ctx)
        return
    if card is not None and card.zone == "graveyard":
        name = display(game, card)
        game.move(card, "hand")
        emit(game, f"{name} is returned from the graveyard to its owner's ({game.players[card.owner].name}'s) hand.",
             ("zone_change_new_object", "when it changes zones it becomes a new object"))
        return
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    leave_play(game, obj, "hand", "returned")
    emit(game, f"{name} is returned to its owner's hand.",
         ("zone_change_new_object", "when it changes zones it becomes a new object"))


@effect("return_to_play", fields=("what", "tapped", "under", "with_counter", "transformed"))
def return_to_play(game, st, ctx):
    """"Return [this] from your graveyard to play" (`what`: "self"), or "return
    it to the battlefield under its owner's control" (`what`: "it", a card an
    earlier instruction exiled: flicker). The card comes back as a new object
    (217.1c; 400.7); a token that left can't come back (216.4; 111.8).
    `tapped`: "Return this card from your graveyard to the battlefield tapped" (self only).
    `with_counter`: "... with a finality counter on it" (2026 122.1h), or "with a +1/+1 counter on it":
    on it as it enters. `transformed`: "return it to the battlefield transformed": a double-faced card
    enters with its back face up; any other card stays where it is (2026 712.14a)."""
    if st.get("what", "self") != "self":
        return _return_card(game, st, ctx)
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "graveyard" or (ctx.data.get("source_zcc") is not None and obj.zcc != ctx.data["source_zcc"]):
        emit(game, f"{ctx.source_name} is no longer in the graveyard, so nothing returns.")
        return
    tapped = bool(st.get("tapped"))
    put_into_play(game, obj, obj.owner, "returned", tapped=tapped, counters=_arriving_counters(st),
                  text=f"{display(game, obj)} returns from the graveyard {game.words.to_play}{' tapped' if tapped else ''} "
                       f"under {game.players[obj.owner].name}'s control{_with_words(st)}.")


def _arriving_counters(st) -> dict | None:
    """ "Return ... to the battlefield with a finality counter on it": the counter it enters with."""
    return {st["with_counter"]: 1} if st.get("with_counter") else None


def _with_words(st) -> str:
    return f", with a {st['with_counter']} counter on it" if st.get("with_counter") else ""


def _return_card(game, st, ctx):
    if st["what"] == "it" and ctx.data.get("nothing_exiled") and "it" in ctx.data and ctx.data["it"] is None:
        emit(game, "Nothing was exiled, so nothing returns.")  # "exile up to one target ..., then return it": none chosen
        return
    ref = resolve_ref(game, ctx, st["what"])
    obj = game.objects.get(ref.id) if ref is not None and ref.kind == "object" else None
    if obj is not None and obj.token and obj.zone != "in_play":
        put_into_play(game, obj, obj.owner, "returned")  # says why it stays where it is (216.4; 111.8)
        return
    obj = object_of(game, ref)
    if obj is None or obj.zone not in ("removed_from_game", "graveyard"):
        emit(game, "The card is no longer where it went, so nothing returns.",
             ("zone_change_new_object", "a card that changed zones again is a new object the instruction can't find"))
        ctx.data["it"] = None  # nothing returned: "it" afterwards names nothing (delayed_returns.py)
        return
    where = "from the graveyard" if obj.zone == "graveyard" else f"({game.words.removed})"
    if st.get("transformed") and "back" not in obj.card:
        emit(game, f"{display(game, obj)} isn't a double-faced card, so it can't be put onto the battlefield transformed: it stays where it is.",
             ("put_transformed_not_double_faced", "a card that isn't a double-faced card, instructed to be put onto the battlefield transformed, stays in its zone"))
        return
    tapped = bool(st.get("tapped"))  # "return target land card from your graveyard to the battlefield tapped"
    # "then return that card to the battlefield under your control" (Cloudshift): the effect's controller's
    yours = st.get("under") == "you"
    controller = ctx.controller if yours else obj.owner
    whose = f"{game.players[controller].name}'s" if yours else f"its owner's ({game.players[obj.owner].name}'s)"
    back = obj.card["back"].get("name") if st.get("transformed") else None
    put_into_play(game, obj, controller, "returned", tapped=tapped, counters=_arriving_counters(st), transformed=bool(back),
                  text=f"{display(game, obj)} returns {where} {game.words.to_play}{' tapped' if tapped else ''} under {whose} "
                       f"control as a new object{_with_words(st)}" + (f", transformed: its back face ({back}) up." if back else "."),
                  cites=(("zone_change_new_object", "it is a new object: no memory of its counters, damage, Auras or effects"),)
                  + ((("put_transformed", "a double-faced card put onto the battlefield transformed enters with its back face up"),) if back else ()))
    ctx.data["it"] = TargetRef("object", obj.id, obj.zcc)


@effect("remove_from_game", fields=("what", "linked"))
def remove_from_game(game, st, ctx):
    """Remove a permanent, or a card in a graveyard, from the game; a card
    removed from a graveyard is then "it" ("that card", Dimir Doppelganger).
    `linked`: the card is remembered as exiled by this ability, for the ability
    linked to it that returns "the exiled card" (effects/linked_exile.py)."""
    from .linked_exile import link
    card = object_of(game, resolve_ref(game, ctx, st.get("what", "target:0")))
    if card is not None and card.zone == "graveyard":
        name = display(game, card)
        game.move(card, "removed_from_game")
        ctx.data["it"] = TargetRef("object", card.id, card.zcc)
        emit(game, f"{name} is {game.words.removed}.", exiled(game))
        if st.get("linked"):
            link(game, ctx, card)
        return
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        if str(st.get("what", "target:0")).startswith("target:"):
            ctx.data["it"] = None  # "up to one target": none chosen (or gone), so "that card" names nothing later
            ctx.data["nothing_exiled"] = True
        return
    name = display(game, obj)
    leave_play(game, obj, "removed_from_game", "removed")
    emit(game, f"{name} is {game.words.removed}.", *((exiled(game),) if obj.zone == "removed_from_game" else ()))
    if obj.zone == "removed_from_game":  # "that card" for a later instruction (flicker: "then return it")
        ctx.data["it"] = TargetRef("object", obj.id, obj.zcc)
        if st.get("linked"):
            link(game, ctx, obj)


def hand_card_fits(game, obj, st) -> bool:
    """Whether a card is one `put_into_play_from_hand` may put: of its `type`, or (`for`, a quality said
    as a library search's `for`: "a Goblin permanent card", "a basic land card", "an Equipment card",
    "a green creature card") of that quality, read from the card as it is in the hand."""
    if "for" in st:
        from ..search_qualities import fits
        from .library import matches
        return matches(obj.card, st["for"]) and fits(game, obj, st["for"])
    return st.get("type", "Creature") in characteristics(game, obj).types


@effect("put_into_play_from_hand", fields=("type", "tapped", "for"))
def put_into_play_from_hand(game, st, ctx):
    """"You may put a creature card from your hand onto the battlefield [tapped]": the card is the
    activation's `choice`, or (a triggered ability) the resolving action's `choices` for the source
    (`{"source_id": {"cards": ["card_id"]}}`); none named: the player puts none (it is a "may")."""
    choice = ctx.data.get("choice")
    if not choice:
        from ..choices import made_for
        named = list(made_for(game, ctx.source_id).get("cards") or ())
        if len(named) > 1:
            raise IllegalAction("choice_on_resolution", "only one card can be put from the hand", "illegal_action_reversed")
        choice = named[0] if named else None
    obj = game.objects.get(choice) if choice else None
    p = game.players[ctx.controller]
    if "for" in st:
        from .library import _describe
        kind = _describe(st["for"], game.words.today)
    else:
        kind = st.get("type", "Creature").lower() + " card"
    if choice and (obj is None or obj.owner != ctx.controller or not hand_card_fits(game, obj, st)):
        raise IllegalAction("choice_on_resolution", f"{choice} is not a {kind} of {p.name}'s",
                            "illegal_action_reversed")
    if obj is None or obj.zone != "hand":  # none named, or the one named left the hand before this resolved
        why = "no choice was given" if obj is None else f"{display(game, obj)} is no longer in their hand"
        emit(game, f"{p.name} puts no card {game.words.into_play} ({why}).")
        ctx.data["it"] = None  # no card put: "that creature" afterwards names nothing (delayed_returns.py)
        return
    put_into_play(game, obj, ctx.controller, "put", tapped=bool(st.get("tapped")),
                  cites=(("choice_on_resolution", f"{p.name} chooses the card while the effect is applied"),),
                  text=f"{p.name} puts {display(game, obj)} from their hand {game.words.into_play}{' tapped' if st.get('tapped') else ''}.")
    ctx.data["it"] = TargetRef("object", obj.id, obj.zcc)


def _tap_or_untap(game, st, ctx, tapped: bool):
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    was = obj.tapped
    if not tapped:
        from ..later_counters import stays_stunned
        if stays_stunned(game, obj):  # 2026 122.1d
            return
    obj.tapped = tapped
    word = "tapped" if tapped else "untapped"
    emit(game, f"{display(game, obj)} " + (f"is already {word}." if was == tapped else f"becomes {word}."),
         *(() if was == tapped else known(game, ("tap_permanent" if tapped else "untap_permanent",
                                                 "to tap a permanent is to turn it sideways" if tapped else
                                                 "to untap a permanent is to turn it back upright"))))
    if tapped and not was:
        from ..triggers import fire
        fire(game, "becomes_tapped", obj=obj)
    if not tapped:
        from ..continuous import end_while_tapped
        end_while_tapped(game, obj)
        if was:  # "Whenever this creature becomes untapped" (2026 603.2e)
            from ..triggers import fire
            fire(game, "becomes_untapped", obj=obj)


@effect("tap", fields=("what",))
def tap(game, st, ctx):
    _tap_or_untap(game, st, ctx, True)


@effect("untap", fields=("what",))
def untap(game, st, ctx):
    _tap_or_untap(game, st, ctx, False)


@effect("gain_control", fields=("what", "until"))
def gain_control(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "target:0")
    from ..aura_control import base_controller, control_effects
    if obj is None or obj.controller == ctx.controller and not control_effects(game, obj):
        return
    from ..control import change_control
    old = obj.controller
    dur = " until end of turn" if st.get("until") == "end_of_turn" else ""
    game.effects = game.effects + (Effect(game.new_timestamp(), "control", obj.id, obj.zcc,
                                          (("from", old), ("to", ctx.controller), ("base", base_controller(game, obj))),
                                          st.get("until"), ctx.source_name),)
    if old == ctx.controller:  # already theirs by another control-changing effect (an Aura's): this one is later (418.5a layer 2)
        emit(game, f"{game.players[ctx.controller].name} already controls {display(game, obj)}; this control-changing effect "
                   f"applies too{dur}.", ("control_changing_effect", "a control-changing effect applies in its own layer, in timestamp order"))
        return
    change_control(game, obj, ctx.controller, f"{game.players[ctx.controller].name} gains control of {display(game, obj)}{dur}.")


@effect("replace_graveyard", fields=("what", "instead"))
def replace_graveyard(game, st, ctx):
    """"If that creature would be put into a graveyard this turn, remove it from
    the game instead" (419.1a): a shield on the object that outlives the spell."""
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    instead = st.get("instead", "remove_from_game")
    game.effects = game.effects + (Effect(game.new_timestamp(), "replace_graveyard", obj.id, obj.zcc,
                                          (("instead", instead), ("source_id", ctx.source_id)), "end_of_turn", ctx.source_name),)
    words = game.words.removed if instead == "remove_from_game" else "shuffled into its owner's library"
    emit(game, f"If {display(game, obj)} would be put into a graveyard this turn, it is {words} instead.",
         ("replacement_instead", "an effect that says \"instead\" is a replacement effect"),
         ("effect_lasts_as_stated", "it lasts until end of turn, after its source has left the stack"))


@effect("skip", fields=("step", "player"))
def skip(game, st, ctx):
    """"Skip your next untap step" (419.6e): waits for the next occurrence."""
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    if ref is None or ref.kind != "player":
        return
    step = st.get("step", "untap")
    game.effects = game.effects + (Effect(game.new_timestamp(), "skip", ref.id, 0, (("step", step), ("source_id", ctx.source_id)),
                                          None, ctx.source_name),)
    emit(game, f"{ref.id} will skip their next {step.replace('_', ' ')} step.",
         ("skip_replacement", "skipping a step is a replacement effect; a step that has begun can't be skipped"))
