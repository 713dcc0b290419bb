""""Exile the top N cards of your library. Until end of turn, you may play those cards."
(the "impulse draw"): the cards move face up from the top of the library to exile, one
at a time, and the player may play each of them until the duration ends
(play_from_exile.py: 2026 601.3, 116.2a, 611.2a; 2007 103.1, 418.3a). With `spells_only`
("you may cast spells from among them") a land among them can't be played."""
from __future__ import annotations

from ..log import emit
from ..play_from_exile import DURATIONS, duration_words, grant, play_words
from ..targets import display
from .base import amount_of, effect, resolve_ref


@effect("exile_top", fields=("amount", "player", "may_play", "spells_only"))
def exile_top(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    n = amount_of(game, ctx, st.get("amount", 1))
    library = game.zones[(p.index, "library")]
    taken = list(reversed(library[len(library) - n:])) if n > 0 else []  # the top card first
    from ..zones import move_card
    moved = []
    for oid in taken:
        obj = game.objects[oid]
        move_card(game, obj, "removed_from_game")
        if obj.zone == "removed_from_game":
            moved.append(obj)
    w = game.words
    short = f" (the library held only {len(taken)})" if len(taken) < n else ""
    names = ", ".join(display(game, o) for o in moved) or "nothing"
    verb = "exiles" if w.today else "removes"
    place = "" if w.today else " from the game"
    duration = st.get("may_play")
    you = game.players[ctx.controller]
    if duration not in DURATIONS or not moved:
        emit(game, f"{p.name} {verb} the top {n} card{'s' if n != 1 else ''} of their library{place}: {names}{short}.")
        return
    for obj in moved:
        grant(game, obj, you.index, duration, bool(st.get("spells_only")), ctx.source_name)
    what = f"{w.cast} spells from among them" if st.get("spells_only") else (play_words(game, "it") if len(moved) == 1 else play_words(game, "them", plural=True))
    lasting = duration_words(game, duration, you.index)
    emit(game, f"{p.name} {verb} the top {n} card{'s' if n != 1 else ''} of their library{place}: {names}{short}. "
               f"{you.name} may {what} {lasting}, paying {'its' if len(moved) == 1 else 'their'} costs.",
         ("effect_lasts_as_stated", f"the permission lasts {lasting}"),
         ("spell_from_other_zone", f"the effect allows {you.name} to "
                                  + (f"{w.cast} spells from among those cards" if st.get("spells_only") else play_words(game, "those cards", plural=True))
                                  + f" from {'exile' if w.today else 'the removed-from-the-game zone'}"))
