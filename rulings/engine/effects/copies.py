"""Copies of spells (503.10 in 2007): "copy target instant or sorcery spell"
and storm (502.30a). A copy takes the spell's copiable values and every choice
made when it was played (mode, targets, X); it isn't played, is controlled by
whoever put it on the stack, and outside the stack ceases to exist (420.5j).
The action during which copies are made may give them new targets
(`copy_targets`, 503.10b); otherwise they keep the original's."""
from __future__ import annotations

from ..errors import IllegalAction
from ..log import emit
from ..objects import GameObject
from ..state import PendingTrigger
from ..targets import display, earlier_target_again, mixed_graveyards, ref_display, ref_for, repeated_up_to, why_illegal
from .base import effect, object_of, resolve_ref
from .flip import copy_status_notes
from .tokens import token_ids


def spell_item(game, obj):
    """The stack item of the spell `obj` is, if it is still on the stack."""
    if obj is None or obj.zone != "stack":
        return None
    return next((i for i in game.stack if i.kind == "spell" and i.source_id == obj.id), None)


def put_copy(game, item, controller: int, n: int, why: tuple, new_targets: bool = True, colors: tuple = ()) -> None:
    """Put the n-th copy (0-based) of the spell `item` onto the stack; with
    `new_targets` false the effect doesn't let its controller choose new targets.
    `colors`: "except that the copy is red" (Fork): the copy's color, part of its
    copiable values (2007: 103.1; 2026: 707.9b)."""
    from dataclasses import replace
    original = game.objects.get(item.source_id)
    base = (original.id if original is not None else item.source_id) + "_copy"
    cid = token_ids(game, base, 1)[0]
    card = original.card if original is not None else {"name": item.name}
    if colors:
        card = {**card, "colors": list(colors)}
    copy = GameObject(game.journal, cid, card, controller, "stack")
    copy.controller = controller
    copy.timestamp = game.new_timestamp()
    game.objects = {**game.objects, cid: copy}
    game.copies = game.copies + (cid,)
    targets = _new_targets(game, item, controller, n, cid, new_targets)
    game.push(replace(item, id=cid, controller=controller, name=f"{item.name} (copy)", source_id=cid, source_zcc=copy.zcc,
                      targets=targets, data=tuple(kv for kv in item.data if kv[0] != "suspended") + (("copy_of", item.source_id),)))
    changed = targets != item.targets
    tg = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
    emit(game, f"A copy of {item.name} goes on the stack under {game.players[controller].name}'s control{tg}"
               + (" (new targets)." if changed else "."),
         ("copy_spell", f"a copy of a spell has the original's characteristics and choices (mode, targets, X); it isn't {game.words.cast_past}"),
         *((("copy_new_targets", "new targets for the copy must be legal; the others stay unchanged"),) if changed else ()),
         *((("copy_modified_characteristic", f"the copy is {' and '.join(colors)}, as the effect copying it says"),) if colors else ()),
         *why)
    from ..ward import became_targets  # the copy is a spell put on the stack with targets: they become its targets
    became_targets(game, cid, controller, targets, spell=True)
    from ..copy_triggers import copied  # "Whenever you cast or copy an instant or sorcery spell" (magecraft)
    copied(game, cid, controller, targets)


def _new_targets(game, item, controller: int, n: int, cid: str, allowed: bool = True) -> tuple:
    """The copy's targets: the original's, or those the action's `copy_targets`
    gives, one list per copy, each legal; as many as the original has, since
    the number of targets is a choice the copy copies (2007: 503.10; 2026: 707.10)."""
    chosen = dict(game.copy_targets).get(item.source_id)
    if not chosen or n >= len(chosen):
        return item.targets
    field = f"copy_targets.{item.source_id}[{n}]"
    if not allowed:
        raise IllegalAction("copy_spell", f"{field}: the effect copying {item.name} doesn't say its controller may choose new "
                                          "targets for the copy, so it keeps the original's")
    if len(chosen[n]) > len(item.targets):
        raise IllegalAction("copy_new_targets", f"{field}: the copy of {item.name} has {len(item.targets)} target(s), the "
                                                f"number chosen for the original, not {len(chosen[n])}")
    out = list(item.targets)
    for i, raw in enumerate(chosen[n]):
        ref = ref_for(game, raw)
        why = "no such object or player" if ref is None else why_illegal(game, item.target_specs[i], ref, self_id=cid,
                                                                        source_id=cid, controller=controller)
        if why is not None:
            raise IllegalAction("copy_new_targets", f"{field}[{i}]: {raw} can't be a new target of the copy of {item.name}: {why}")
        out[i] = ref
    twice = repeated_up_to(item.target_specs, out)
    if twice is not None:
        raise IllegalAction("same_target_once", f"{field}: {ref_display(game, twice)} is chosen twice for one instance of the word \"target\"")
    elsewhere = mixed_graveyards(game, item.target_specs, out)
    if elsewhere is not None:
        raise IllegalAction("copy_new_targets", f"{field}: {ref_display(game, elsewhere)} is in another graveyard: the targets "
                                                "must be cards from a single graveyard")
    from ..graveyard_cards_shuffled import outside
    theirs = outside(game, item.target_specs, out)
    if theirs is not None:  # "target cards from their graveyard" (graveyard_cards_shuffled.py)
        raise IllegalAction("copy_new_targets", f"{field}: {ref_display(game, theirs)} is not in the graveyard of the player target")
    again = earlier_target_again(item.target_specs, out)
    if again is not None:
        raise IllegalAction("copy_new_targets", f"{field}: {ref_display(game, again)} is already chosen for an earlier target, "
                                                "and this target must be a different one")
    return tuple(out)


@effect("copy_spell", fields=("what", "new_targets", "colors"))
def copy_spell(game, st, ctx):
    """Twincast: "Copy target instant or sorcery spell. You may choose new
    targets for the copy." The copy is controlled by this effect's controller.
    `new_targets: false` is "copy target ... spell" alone: the copy keeps the
    original's targets (2007: 503.10; 2026: 707.10)."""
    obj = object_of(game, resolve_ref(game, ctx, st.get("what", "target:0")))
    item = spell_item(game, obj)
    if item is None:
        return
    put_copy(game, item, ctx.controller, 0, (), st.get("new_targets", True), tuple(st.get("colors", ())))


@effect("storm", internal=True)
def storm(game, st, ctx):
    """502.30a: a copy for each other spell played before it this turn, made
    from the spell as it last existed on the stack if it has left."""
    item = ctx.data.get("storm_of")
    count = ctx.data.get("storm_count", 0)
    if item is None or count <= 0:
        emit(game, f"No spell was {game.words.cast_past} before it this turn, so storm makes no copy.",
             ("storm", f"a copy for each other spell that was {game.words.cast_past} before it this turn"))
        return
    why = (("storm", f"{count} other spell(s) were {game.words.cast_past} before it this turn"),)
    for n in range(count):
        put_copy(game, item, ctx.controller, n, why)


def trigger_storm(game, obj, item, before: int) -> None:
    """When a spell with storm is played, its storm ability triggers (502.30a)."""
    text = ("Storm (When you cast this spell, copy it for each other spell that was cast before it this turn.)"
            if game.words.today else  # 702.40a (2026) / 502.30a (2007)
            "Storm (When you play this spell, put a copy of it onto the stack for each other spell that was played before it this turn.)")
    game.pending = game.pending + (PendingTrigger(item.controller, obj.id, obj.zcc, display(game, obj), text,
                                                  ({"do": "storm"},), (), None,
                                                  (("storm_of", item), ("storm_count", before))),)


@effect("become_copy", fields=("to", "of", "gains", "until", "except_colors"))
def become_copy(game, st, ctx):
    """503.4: a permanent becomes a copy of another while staying in play: it
    takes the other's copiable values (503.2) in layer 1; it doesn't leave or
    come into play, and other effects on it keep applying. With `gains:
    "this_ability"` ("... and gains this ability", Unstable Shapeshifter, Dimir
    Doppelganger) the resolving ability is added to the copy, and is then part
    of its copiable values (503.9). It may also copy a card in a graveyard or
    removed from the game (Dimir Doppelganger's "that card"): what is printed
    on it. The copy's own flipped status picks the half of a flip card (503.3)."""
    from ..continuous import copiable_card, with_ability
    from ..state import Effect
    from .base import permanent
    obj = permanent(game, ctx, st, "to", "self")
    ref = resolve_ref(game, ctx, st.get("of", "target:0"))
    model = object_of(game, ref)
    lki = _left_play(game, ref) if model is None and st.get("of") == "it" else None
    if obj is None or (model is None and lki is None):
        return
    if lki is not None:  # "that creature" has left the battlefield since: as it last existed there (608.2h; 413.2f)
        model, card = lki
        emit(game, f"{display(game, model)} has {game.words.left_play}: its copiable values as it last existed {game.words.in_play} are used.",
             ("last_known_information", f"the creature has {game.words.left_play}: its last known information"))
    elif model.zone == "in_play":
        card = copiable_card(game, model)
    elif model.zone in ("graveyard", "removed_from_game") and not model.token:
        card = model.card  # a card outside play: what is printed on it (503.2), both halves of a flip card
    else:
        return
    if st.get("except_colors"):  # "except it doesn't copy that creature's color" (Vesuvan Doppelganger): its own (503.9; 707.9c)
        from .copy_permanent import with_exceptions
        card = with_exceptions(card, obj.card, {"except_colors": True})
    gained = ctx.data.get("ability") if st.get("gains") == "this_ability" else None
    if gained is not None:
        card = with_ability(card, gained)
    until = st.get("until") if st.get("until") == "end_of_turn" else None  # "... until end of turn" (Mirage Mirror)
    game.effects = game.effects + (Effect(game.new_timestamp(), "copy", obj.id, obj.zcc,
                                          (("card", card), ("source_id", ctx.source_id)), until, ctx.source_name),)
    game.characteristics_changed()
    w = game.words
    emit(game, f"{display(game, obj)} becomes a copy of {display(game, model)}{' until end of turn' if until else ''}; "
               f"it stays {w.in_play}, and other effects on it still apply.",
         ("becomes_copy", f"it copies a different permanent while remaining {w.in_play}; no {w.comes_into_play_adj} or {w.leaves_play_adj} ability triggers"),
         ("copiable_values", "it takes the copiable values only: not other effects, status or counters"),
         *((("copy_exceptions", "the ability it gains as it becomes a copy is part of its copiable values"),) if gained is not None else ()),
         *((("copy_exceptions", "it keeps its own color: the copy effect doesn't copy that creature's color"),)
           if st.get("except_colors") and gained is None else ()))
    for note in copy_status_notes(game, obj, card, display(game, model)):
        emit(game, *note)
    _undefined_choices(game, obj, model, card)


def _left_play(game, ref):
    """The event's object that has left the battlefield since (Unstable Shapeshifter's
    "that creature"), with its copiable values as it last existed there; else None."""
    if ref is None or ref.kind == "player":
        return None
    gone = game.objects.get(ref.id)
    if gone is None or gone.last_copiable is None or gone.last_copiable[0] != ref.zcc:
        return None
    return gone, gone.last_copiable[1]


def _undefined_choices(game, obj, model, card: dict) -> None:
    """503.6-503.7: a permanent that becomes a copy makes no "as it comes into
    play" choice, and the original's isn't copied: what refers to a choice never
    made for it does nothing. Under 2026 a choice made as another card isn't
    the one its new abilities are linked to (607.2d)."""
    from ..choices import chosen
    for kind in _chosen_kinds(card):
        if chosen(game, obj, kind) is not None:
            continue
        said = kind.replace("_", " ")
        if obj.chosen.get(kind):
            emit(game, f"The {said} chosen for {display(game, obj)} as {obj.chosen_as} is not the one {display(game, model)}'s "
                       f"abilities refer to, so what refers to the chosen {said} does nothing.",
                 ("chosen_value_linked", "an ability that refers to the chosen value is linked to the choosing ability on the same card"),
                 ("undefined_choice", "the choice is undefined, and that part of the ability has no effect"))
            continue
        emit(game, f"No {said} has been chosen for {display(game, obj)}: the choice made for {display(game, model)} isn't copied, "
                   f"so what refers to the chosen {said} does nothing.",
             ("copy_choice_not_copied", "the choice made for the original isn't copied"),
             ("undefined_choice", "the choice is undefined, and that part of the ability has no effect"))


def _chosen_kinds(card: dict) -> list:
    """The "as it comes into play, choose a ..." choices a card's abilities make."""
    return [ab["comes_into_play"]["choose"] for ab in card.get("abilities", ())
            if ab.get("kind") == "static" and "choose" in ab.get("comes_into_play", {})]
