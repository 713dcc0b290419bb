""""Sacrifice it unless you discard a creature card" (Hidden Horror), "unless you sacrifice two
Mountains" (Rathi Dragon), "unless you return a non-Lair land you control to its owner's hand"
(the Lairs): "[do something] unless [a player does something else]" is "[that player] may [do
it]; if they don't, [do something]" (2026 118.12a), and the choice, with the cards or permanents
it takes, is made as the effect is applied (2007 413.2c; 2026 608.2d). A player can't choose to do
what they can't do (not enough cards or permanents of that kind): that choice refuses the action.

`action`: "discard" (cards in their hand), "sacrifice" or "return_to_hand" (permanents they
control); `count`; `filter`: `types` (any of), `subtypes` (any of), `not_subtypes`, `another`
(not the source), `untapped`. The choice is the action's `choices` for the source:
`{"source_id": {"pays": true, "cards": ["id", ...]}}`; without `pays` they don't, and the source
is sacrificed (if it is still a permanent they control)."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from ..targets import display
from .base import effect, permanent, run

ACTIONS = ("discard", "sacrifice", "return_to_hand")
FILTER_KEYS = ("types", "subtypes", "not_subtypes", "another", "untapped")


def fits(game, ctx, o, flt: dict) -> bool:
    """Whether card or permanent `o` is of the kind the cost names."""
    ch = characteristics(game, o)
    types, subtypes = set(ch.types), set(ch.subtypes)
    if flt.get("types") and not types & set(flt["types"]):
        return False
    if flt.get("subtypes") and not subtypes & set(flt["subtypes"]):
        return False
    if subtypes & set(flt.get("not_subtypes", ())):
        return False
    if flt.get("another") and o.id == ctx.source_id:
        return False
    return not (flt.get("untapped") and o.tapped)


def candidates(game, ctx, st) -> list:
    you = ctx.controller
    if st["action"] == "discard":
        return [game.objects[oid] for oid in game.zones[(you, "hand")] if fits(game, ctx, game.objects[oid], st.get("filter", {}))]
    return [o for o in game.in_play(you) if fits(game, ctx, o, st.get("filter", {}))]


@effect("sacrifice_unless_you", fields=("action", "count", "filter", "text"))
def sacrifice_unless_you(game, st, ctx):
    you = game.players[ctx.controller]
    text = st.get("text") or f"{st['action']} {st.get('count', 1)}"
    obj = permanent(game, ctx, {}, "what", "self")
    cites = [("choice_on_resolution", f"{you.name} chooses while the effect is applied whether to {text}")]
    if game.rules.applies("unless_pays"):
        cites.append(("unless_pays", f"\"sacrifice it unless you {text}\" means {you.name} may {text}; if they don't, it is sacrificed"))
    if obj is None or obj.controller != ctx.controller:
        emit(game, f"{ctx.source_name} is no longer a permanent {you.name} controls, so there is nothing to sacrifice.", *cites)
        return
    given = made_for(game, ctx.source_id)
    if not given.get("pays"):
        default = "" if given.get("pays") is not None else " (no choice was given: the player doesn't)"
        emit(game, f"{you.name} doesn't {text}{default}.", *cites)
        run(game, [{"do": "sacrifice", "what": "self"}], ctx)
        return
    n = st.get("count", 1)
    ok = {o.id: o for o in candidates(game, ctx, st)}
    named = list(given.get("cards") or ())
    if len(named) != n or len(set(named)) != n or any(oid not in ok for oid in named):
        raise IllegalAction("choice_on_resolution",
                            f"to {text}, choices.{ctx.source_id}.cards must name {n} different one(s) {you.name} can use: "
                            f"{', '.join(ok) or 'none'}", "illegal_action_reversed")
    chosen = [ok[oid] for oid in named]
    names = ", ".join(display(game, o) for o in chosen)
    emit(game, f"{you.name} chooses to {text}: {names}.", *cites)
    _do(game, st["action"], chosen)
    emit(game, f"{you.name} did, so {display(game, obj)} isn't sacrificed." if obj.zone == "in_play"
         else f"{you.name} did; {ctx.source_name} is no longer on the battlefield.")


def _do(game, action: str, chosen: list) -> None:
    """The chosen cards or permanents move in one event (their leaves-play abilities see one another:
    2007 410.10d; 2026 603.10a)."""
    from ..zones import leave_play, leaving_together, move_card
    if action == "discard":
        from ..discard_to_battlefield import caused_by
        with caused_by(game, None):  # a cost: its payer, not the ability, causes its discard (2026 118.12a)
            for o in chosen:
                move_card(game, o, "graveyard")
        return
    with leaving_together(game, chosen):
        for o in chosen:
            leave_play(game, o, "graveyard", "sacrifice") if action == "sacrifice" else leave_play(game, o, "hand", "returned")
