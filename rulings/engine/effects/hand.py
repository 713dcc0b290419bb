""""Target opponent reveals their hand. You choose a nonland card from it. That
player discards that card" (Duress, Thoughtseize), and "Look at target player's
hand and choose a card from it. That player discards that card": the hand is
shown (2026: 701.20a-b, it stays in the hand), the spell's or ability's
controller chooses a card of the kind named as the effect is applied (2007:
413.2c; 2026: 608.2d), and its owner discards it (2026: 701.9a), or it is exiled ("Exile that card"). The choice is
the resolving action's `choices` for the source (`{"source_id": {"cards":
["card_id"]}}`); a card that isn't such a card of that hand refuses the action;
without a choice, the first such card of the hand, and the log says so. With
none of that kind, nothing is chosen or discarded. With `for` (a quality as a `dig`'s, effects/digging.py: "You
choose a nonland card from it with mana value 3 or less", Inquisition of Kozilek; "an instant or sorcery card";
"a nonbasic land card") the chosen card must have that quality too."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit, exiled
from ..targets import display
from ..zones import move_card
from .base import effect, resolve_ref

KINDS = {"any": "card", "nonland": "nonland card", "noncreature_nonland": "noncreature, nonland card",
         "creature": "creature card", "artifact": "artifact card", "artifact_or_creature": "artifact or creature card"}


def _is(game, obj, kind: str) -> bool:
    types = set(characteristics(game, obj).types)
    return {"any": True, "nonland": "Land" not in types, "creature": "Creature" in types,
            "noncreature_nonland": not types & {"Land", "Creature"}, "artifact": "Artifact" in types,
            "artifact_or_creature": bool(types & {"Artifact", "Creature"})}[kind]


@effect("reveal_hand", fields=("player", "look", "choose", "discard", "exile", "linked", "for"))
def reveal_hand(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "target:0"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    you = game.players[ctx.controller]
    hand = game.zones[(p.index, "hand")]
    names = ", ".join(display(game, game.objects[oid]) for oid in hand) or "no cards"
    if st.get("look"):
        emit(game, f"{you.name} looks at {p.name}'s hand: {names}.",  # 2026 701.20e; 2007 has no rule for looking
             *((("look_at_card", f"the cards are shown only to {you.name}"),) if game.rules.applies("look_at_card") else ()))
    else:
        emit(game, f"{p.name} reveals their hand: {names}.",
             *((("reveal", "revealed cards are shown to all players and stay in the hand"),) if game.rules.applies("reveal") else ()))
    kind = st.get("choose")
    if not kind:
        return
    what = KINDS[kind]
    eligible = [oid for oid in hand if _is(game, game.objects[oid], kind)]
    if st.get("for"):  # "a nonland card from it with mana value 3 or less": the quality as a dig reads it
        from .digging import describe, fits
        what = describe(st["for"], game.words.today) if kind == "any" else f"{what.removesuffix(' card')}, {describe(st['for'], game.words.today)}"
        eligible = [oid for oid in eligible if fits(game, game.objects[oid], st["for"])]
    named = list(made_for(game, ctx.source_id).get("cards") or ())
    a_what = f"a {what}"
    if st.get("for"):
        from .digging import _a
        a_what = _a(what)
    cite = ("choice_on_resolution", f"{you.name} chooses {a_what} while the effect is applied")
    if named and (len(named) != 1 or named[0] not in eligible):
        raise IllegalAction("choice_on_resolution", f"{you.name} must choose one {what} from {p.name}'s hand "
                            f"({', '.join(named)} is not one)", "illegal_action_reversed")
    if not eligible:
        emit(game, f"{p.name}'s hand holds no {what}, so {you.name} chooses nothing.", cite)
        return
    chosen = game.objects[named[0] if named else eligible[0]]
    default = "" if named else " (no choice was given: the first such card of the hand)"
    emit(game, f"{you.name} chooses {display(game, chosen)}{default}.", cite)
    if st.get("exile"):  # "Exile that card" (Thought-Knot Seer): from the hand (2007 "removed from the game")
        name = display(game, chosen)
        move_card(game, chosen, "removed_from_game")
        emit(game, f"{name} is {game.words.removed}.", exiled(game))
        if st.get("linked"):  # Tidehollow Sculler's: what its leaves ability returns (effects/linked_exile.py)
            from .linked_exile import link
            link(game, ctx, chosen)
    if st.get("discard"):
        name = display(game, chosen)
        move_card(game, chosen, "graveyard")
        emit(game, f"{p.name} discards {name}.",
             *((("discard", "a discarded card moves from its owner's hand to their graveyard"),) if game.rules.applies("discard") else ()))
