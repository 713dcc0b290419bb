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


@effect("reveal_hand", fields=("player", "look", "choose", "discard", "exile", "linked", "for", "count", "optional", "reveals"))
def reveal_hand(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "target:0"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    you = game.players[ctx.controller]
    hand = game.zones[(p.index, "hand")]
    names = ", ".join(display(game, game.objects[oid]) for oid in hand) or "no cards"
    if "reveals" in st:  # "Target player reveals three cards from their hand and you choose one of them" (Blackmail)
        hand = _revealed_of_their_choice(game, st, ctx, p, hand)
    elif st.get("look"):
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
    if "count" in st:  # "choose X cards from it. That player discards those cards" (Mind Warp)
        _choose_several(game, st, ctx, p, you, what, eligible, named)
        return
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


def _choose_several(game, st, ctx, p, you, what: str, eligible: list, named: list) -> None:
    """ "Look at target player's hand and choose X cards from it. That player discards those cards." (Mind Warp;
    "up to two cards", `optional`, Extortion): `count` (a number, or the spell's X) such cards, all that the hand
    holds if fewer (2007 416.3; 2026 609.3), fewer or none if `optional`; the action's `choices` names them
    (`cards`, each once); without it, the first ones of the hand (none for "up to"), and the log says so. They are
    discarded together (`discard`)."""
    from .base import amount_of
    n = max(0, amount_of(game, ctx, st["count"]))
    most = min(n, len(eligible))
    cite = ("choice_on_resolution", f"{you.name} chooses the cards while the effect is applied")
    given = "cards" in made_for(game, ctx.source_id)
    if given:
        wrong = [oid for oid in named if oid not in eligible]
        if wrong or len(set(named)) != len(named) or len(named) > most or (not st.get("optional") and len(named) != most):
            exactly = f"up to {most}" if st.get("optional") else f"exactly {most}"
            raise IllegalAction("choice_on_resolution", f"{you.name} must choose {exactly} different {what}s from {p.name}'s hand "
                                f"({', '.join(named) or 'none'} is not that)", "illegal_action_reversed")
        chosen = named
        default = ""
    else:
        chosen = [] if st.get("optional") else eligible[:most]
        default = " (no choice was given: " + ("none" if st.get("optional") else "the first cards of the hand") + ")"
    names = ", ".join(display(game, game.objects[oid]) for oid in chosen) or "no card"
    cites = [cite]
    if len(eligible) < n and not st.get("optional"):
        cites.append(("impossible_as_much_as_possible", f"{p.name}'s hand holds fewer than {n} such cards: as many as there are"))
    emit(game, f"{you.name} chooses {names}{default}.", *cites)
    if st.get("discard") and chosen:
        for oid in chosen:
            move_card(game, game.objects[oid], "graveyard")
        emit(game, f"{p.name} discards {names}.",
             *((("discard", "a discarded card moves from its owner's hand to their graveyard"),) if game.rules.applies("discard") else ()))


def _revealed_of_their_choice(game, st, ctx, p, hand: list) -> list:
    """ "Target player reveals three cards from their hand" (Blackmail; X cards, Cabal Interrogator; "a number of
    cards from their hand equal to the number of Swamps you control", Mire's Toll): that player chooses which cards
    of their hand to reveal as the effect is applied (2007 413.2c; 2026 608.2d), all of them if the hand holds fewer
    (2007 416.3; 2026 609.3); the resolving action's `choices` for the source names them (`reveals`, each once),
    else the first ones of the hand, and the log says so. The cards stay in the hand (2026 701.20b); what follows
    ("you choose one of them") chooses among them only. Returns the revealed cards."""
    from .base import amount_of
    n = max(0, amount_of(game, ctx, st["reveals"]))
    most = min(n, len(hand))
    given = made_for(game, ctx.source_id).get("reveals")
    if given is not None:
        if len(set(given)) != len(given) or any(oid not in hand for oid in given) or len(given) != most:
            raise IllegalAction("choice_on_resolution", f"{p.name} must reveal exactly {most} different cards from their hand "
                                f"({', '.join(given) or 'none'} is not that)", "illegal_action_reversed")
        shown, default = list(given), ""
    else:
        shown, default = hand[:most], " (no choice was given: the first cards of the hand)"
    names = ", ".join(display(game, game.objects[oid]) for oid in shown) or "no cards"
    cites = [("choice_on_resolution", f"{p.name} chooses which {n} cards of their hand to reveal while the effect is applied")]
    if len(hand) < n:
        cites.append(("impossible_as_much_as_possible", f"{p.name}'s hand holds fewer than {n} cards: all of them"))
    if game.rules.applies("reveal"):
        cites.append(("reveal", "revealed cards are shown to all players and stay in the hand"))
    emit(game, f"{p.name} reveals {names} from their hand{default}.", *cites)
    return shown
