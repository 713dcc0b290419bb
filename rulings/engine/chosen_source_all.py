"""Prevent all damage a source of your choice would deal this turn (Pay No Heed; Prahv, Spires of
Order): the `prevent_all_damage_from_chosen_source` instruction. The source is chosen as the effect
is created (2007: 419.8a; 2026: 609.7a), given, as for a Circle of Protection's shield, by the
resolving action's `choices` for the spell or ability: `{"id": {"source": "bolt"}}` (a permanent
or a spell on the stack). The effect is a prevention effect until end of turn on every damage that
object would deal, to anything (2007: 419.7a; 2026: 615.1a), and isn't used up; a chosen permanent
spell's effect also covers the permanent it becomes (2026 609.7a). A source that later leaves and
comes back is a new object (400.7) the effect doesn't cover. With `to: "you"` ("Prevent all damage a
source of your choice would deal to you this turn", Auriok Replica; "... that would be dealt to you this
turn by a source of your choice", Consulate Surveillance) only the damage it would deal to the
controller of the spell or ability is prevented."""
from __future__ import annotations

from .effects.base import effect
from .log import emit
from .prevention_statics import PREVENT_ALL_THIS_TURN
from .state import Effect
from .targets import display

PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")


@effect("prevent_all_damage_from_chosen_source", fields=("to",))
def prevent_all_damage_from_chosen_source(game, st, ctx):
    from .continuous import characteristics
    from .effects.damage import chosen_source
    chosen = chosen_source(game, ctx, "source", "effect")
    if chosen is None:
        return
    you = game.players[ctx.controller].name if st.get("to") == "you" else None  # "... would deal to you": fixed as it resolves
    zccs = [chosen.zcc]
    if chosen.zone == "stack" and set(PERMANENT_TYPES) & set(characteristics(game, chosen).types):
        zccs.append(chosen.zcc + 1)  # the permanent that spell becomes as it resolves
    game.effects = game.effects + tuple(
        Effect(game.new_timestamp(), PREVENT_ALL_THIS_TURN, chosen.id, zcc, (("role", "by"), ("combat", False), ("source_id", ctx.source_id),
                                                                              *((("to_player", you),) if you else ())),
               "end_of_turn", ctx.source_name) for zcc in zccs)
    emit(game, f"All damage {display(game, chosen)} would deal{f' to {you}' if you else ''} this turn will be prevented.",
         ("source_of_your_choice", f"{display(game, chosen)} is the source chosen as the effect is created"),
         ("prevention_effect", f"{ctx.source_name} makes a prevention effect that lasts this turn"))
