"""Flipping a permanent (508 in 2007, 710 in 2026): "flip [this]". Flipped is
a status, not a characteristic (510.1-510.2); what it changes is read from the
card by continuous.shown_card."""
from __future__ import annotations

from ..continuous import as_status_shows, copiable_card
from ..log import emit
from ..targets import display
from .base import effect, permanent, resolve_ref


@effect("flip", fields=("what", "if"))
def flip(game, st, ctx):
    """Flip the permanent (this one by default), if the instruction's condition
    holds as it is followed ("If you have nine or more cards in hand, flip
    Jushi Apprentice"). Flipping is one-way (508.4): a flipped permanent stays
    flipped, and flipping it again does nothing."""
    obj = permanent(game, ctx, st, "what", "self")
    if obj is None:
        return
    name = display(game, obj)
    cond = st.get("if")
    if cond and not _holds(game, cond, ctx):
        emit(game, f"{name} doesn't flip: the condition ({_condition_text(game, cond, ctx)}) is false.",
             ("follow_instructions", "the instruction says to flip it only if its condition holds"))
        return
    if obj.flipped:
        emit(game, f"{name} is already flipped: flipping is a one-way process, so nothing more happens.",
             ("flip_one_way", "once a permanent is flipped, it can't become unflipped, and it is already flipped"))
        return
    obj.flipped = True
    game.characteristics_changed()
    card = copiable_card(game, obj)
    if obj.face_down or "flip" not in card:
        emit(game, f"{name} flips. It has no flipped half, so its characteristics don't change, but it keeps the flipped status.",
             ("status_not_characteristic", "flipped is a status, not a characteristic"),
             ("status_retained", "it keeps its status until something changes it, even if the status is not relevant to it"))
        return
    flipped = as_status_shows(card, True)
    emit(game, f"{name} flips: it is now {flipped.get('name')}, with that half's name, text, type line, power and toughness; "
               f"its color and mana cost don't change.",
         ("flip_characteristics", f"a flipped permanent {game.words.in_play} has its alternative name, text box, type line, power and toughness"),
         ("flip_color_and_cost_unchanged", "a flip card's color and mana cost don't change when it flips"))


def _target_player(game, ctx):
    ref = resolve_ref(game, ctx, "target:0")
    return game.player_named(ref.id) if ref is not None and ref.kind == "player" else None


def _holds(game, cond: dict, ctx) -> bool:
    """The instruction's condition as it is followed: the controller's, or that
    of the player it targets ("if that player has no cards in hand")."""
    from ..triggers import check_condition
    if "target_hand_empty" in cond:
        p = _target_player(game, ctx)
        return p is not None and (not game.zones[(p.index, "hand")]) == bool(cond["target_hand_empty"])
    return check_condition(game, cond, ctx.controller)


def _condition_text(game, cond: dict, ctx) -> str:
    from ..triggers import condition_text
    if "target_hand_empty" in cond:
        p = _target_player(game, ctx)
        who = p.name if p is not None else "the player it targets"
        return f"{who} has no cards in hand" if cond["target_hand_empty"] else f"{who} has cards in hand"
    return condition_text(cond, game.words)


def copy_status_notes(game, obj, card: dict, model_name: str) -> list:
    """503.3: a copy's copiable values are the copied card's, "as modified by the
    copy's status": its own flipped status picks the half, whatever the
    original's was (status is not copied, 503.2). The log lines to add, only
    when a flip half or a flipped status is involved."""
    if obj.face_down or ("flip" not in card and not obj.flipped):
        return []
    name = display(game, obj)
    if obj.flipped and "flip" in card:
        return [(f"{name} is flipped, so as a copy of {model_name} it has the characteristics of "
                 f"{card['flip'].get('name')}, the flipped half of {card.get('name')}.",
                 ("copy_as_modified_by_status", "the copy's own status modifies the copied values: it is flipped"),
                 ("flip_characteristics", "a flipped permanent has the alternative characteristics"))]
    if obj.flipped:
        return [(f"{name} keeps its flipped status, though {card.get('name') or 'what it copies'} has no flipped half.",
                 ("status_retained", "a permanent keeps its status even if the status is not relevant to it"))]
    return [(f"{name} is unflipped, so as a copy of {model_name} it has only the normal characteristics of "
             f"{card.get('name')}: its own status picks the half, not the original's.",
             ("copy_as_modified_by_status", "the copy's own status modifies the copied values: it is unflipped"),
             ("copiable_values", "status is not copied"))]
